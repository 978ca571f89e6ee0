package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// confirm activates a member's account as the activation link would.
func confirm(t *testing.T, db *sqlstore.DB, id string) {
	t.Helper()
	ctx := context.Background()
	token, err := db.CreateToken(ctx, mustID(t, id), amora.TokenActivate, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
}

// complete gives a confirmed member a complete profile (complete-signup's answers and
// an active main photo), so that search, the swipe game and the match finder list them.
func complete(t *testing.T, db *sqlstore.DB, id, gender string) {
	t.Helper()
	ctx := context.Background()
	if err := db.UpdateProfile(ctx, mustID(t, id), amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: gender, LookingFor: "both",
		Country: "NL", Region: "NL-UT", City: "Utrecht"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPhoto(ctx, mustID(t, id), "photo-"+id, amora.PhotoActive, amora.FreePhotoLimit); err != nil {
		t.Fatal(err)
	}
}

// TestChatAPI walks a conversation through the API, every answer checked against the
// contract: confirming first, sending and its cost, the list with unread counts, live
// events, reading, the limits of free members, deleting, and blocking.
func TestChatAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		broker := realtime.NewLocal()
		api.Events = broker
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close) // after the event stream's body is closed: Close waits for its handler

		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		_, ceesID := signupAs(t, srv, "cees")
		_, dirkID := signupAs(t, srv, "dirk")
		visitor := newClient(t, srv)
		bartEvents, stop := broker.Subscribe(amora.MemberTopic(mustID(t, bartID)))
		defer stop()

		visitor.expect("GET", "/api/chats.php", "", 403, `"code":"authentication_required"`)
		visitor.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi"}`, 403, `"code":"authentication_required"`)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi"}`, 403, `"key":"partnerNotConfirmed"`)
		for _, id := range []string{annaID, bartID, ceesID, dirkID} {
			confirm(t, db, id)
		}
		anna.expect("GET", "/api/chats", "", 200, `"chats":[]`, `"unread_messages":0`, `"conversations_free":2`)
		anna.expect("GET", "/api/chats/with/"+bartID, "", 200, `"conversation":null`, `"message_cost":1`, `"can_start":true`, `"message_length":1000`)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"   "}`, 400, `"key":"messageEmpty"`)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"`+strings.Repeat("x", 1001)+`"}`, 400, `"key":"messageTooLong"`, `"max":1000`)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi Bart!"}`, 201, `"text":"Hoi Bart!"`, `"mine":true`, `"status":"sent"`, `"credits":9`)

		var with struct{ Conversation int64 }
		json.Unmarshal([]byte(anna.expect("GET", "/api/chats/with/"+bartID, "", 200)), &with)
		conv := itoa(with.Conversation)
		bart.expect("GET", "/api/chats.php", "", 200, `"conversation":`+conv, `"num_unread_messages":1`, `"unread_messages":1`, `"text":"Hoi Bart!"`, `"mine":false`)
		t.Run("MessageReachesBartLive", func(t *testing.T) {
			select {
			case ev := <-bartEvents:
				if data, _ := json.Marshal(ev.Data); ev.Type != amora.EventMessage || !strings.Contains(string(data), `"text":"Hoi Bart!"`) || !strings.Contains(string(data), `"mine":false`) {
					t.Errorf("event %s %s", ev.Type, data)
				}
			case <-time.After(2 * time.Second):
				t.Fatal("no event")
			}
		})
		anna.expect("GET", "/api/chats/"+conv+"/messages", "", 200, `"status":"sent"`)
		t.Run("DeliveredWhenBartsAppConnects", func(t *testing.T) {
			openStream(t, bart)
			anna.expect("GET", "/api/chats/"+conv+"/messages", "", 200, `"status":"delivered"`)
		})
		bart.expect("GET", "/api/chats/"+conv+"/messages", "", 200, `"history_hidden":false`, `"history_limit":50`, `"more":false`, `"name":"Sanne"`)
		bart.expect("POST", "/api/chats/"+conv+"/read", "", 204)
		bart.expect("GET", "/api/chats", "", 200, `"num_unread_messages":0`, `"unread_messages":0`)
		anna.expect("GET", "/api/chats/"+conv+"/messages", "", 200, `"status":"read"`)
		visitor.expect("GET", "/api/chats/"+conv+"/messages", "", 403)
		newClientAs(t, srv, db, "dirk").expect("GET", "/api/chats/"+conv+"/messages", "", 404, `"code":"not_found"`)

		// Free members write in two conversations; the third is the premium alert.
		anna.expect("POST", "/api/members/"+ceesID+"/messages", `{"text":"Hoi Cees"}`, 201)
		anna.expect("GET", "/api/chats/with/"+dirkID, "", 200, `"can_start":false`)
		anna.expect("POST", "/api/members/"+dirkID+"/messages", `{"text":"Hoi Dirk"}`, 402, `"code":"premium_required"`, `"key":"conversationLimit"`)
		anna.expect("GET", "/api/chats", "", 200, `"conversations_used":2`)

		// A gift costs gift_credits (5) and shows in the conversation.
		anna.expect("GET", "/api/gifts", "", 200, `"id":"rose"`, `"nl":"Rode roos"`, `"image":"/gifts/rose.svg"`, `"credits":5`)
		anna.expect("POST", "/api/members/"+bartID+"/gifts", `{"gift_id":"diamonds"}`, 400, `"key":"giftUnknown"`)
		// A gift under the wrong field name is no gift: not a message that lacks its text.
		anna.expect("POST", "/api/members/"+bartID+"/gifts", `{"gift":"rose"}`, 400, `"key":"giftUnknown"`, `"field":"gift_id"`)
		anna.expect("POST", "/api/members/"+bartID+"/gifts", `{}`, 400, `"key":"giftUnknown"`)
		anna.expect("POST", "/api/members/"+bartID+"/gifts", `{"gift_id":"rose"}`, 201, `"gift":"rose"`, `"credits":3`)
		bart.expect("GET", "/api/chats/"+conv+"/messages", "", 200, `"gift":"rose"`, `"gift":null`)

		// Credits run out: "You do not have enough credits to send this message".
		for i := 0; i < 3; i++ {
			anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"nog eentje"}`, 201)
		}
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"te duur"}`, 402,
			`"code":"not_enough_credits"`, `"message":"You do not have enough credits to send this message"`)

		// Deleting removes the chat from Bart's list only.
		bart.expect("DELETE", "/api/chat.php", `{"conversation":`+conv+`}`, 204)
		bart.expect("GET", "/api/chats", "", 200, `"chats":[]`)
		anna.expect("GET", "/api/chats", "", 200, `"conversation":`+conv)
		bart.expect("DELETE", "/api/chat", `{"conversation":999999}`, 404)

		// Blocking deletes the conversation; the blocked one cannot write.
		bart.expect("POST", "/api/blocks/"+annaID, "", 204)
		anna.expect("GET", "/api/chats", "", 200, `"conversations_used":1`)
		anna.expect("GET", "/api/chats/with/"+bartID, "", 403, `"code":"blocked"`)
		if status, body, _ := anna.do("POST", "/api/members/"+bartID+"/messages", `{"text":"Hallo?"}`); status != 403 && status != 402 {
			t.Errorf("writing the blocker = %d %s", status, body)
		}
	})
}

// newClientAs signs up and confirms a new member.
func newClientAs(t *testing.T, srv *httptest.Server, db *sqlstore.DB, local string) *client {
	c, id := signupAs(t, srv, local+"-2")
	confirm(t, db, id)
	return c
}

// TestMetricsRouteOfMembers checks that requests with a session are counted under
// their route pattern too, though the session middleware hands the router a copy of
// the request.
// TestDeliveredWhileAppIsOpen sends to a member whose app is open: the message arrives
// on their stream, which marks it delivered in the background, and the sender soon sees
// it delivered.
func TestDeliveredWhileAppIsOpen(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		api.Events = realtime.NewLocal()
		srv := httptest.NewServer(api.Handler())
		t.Cleanup(srv.Close)
		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, annaID)
		confirm(t, db, bartID)
		st := openStream(t, bart)
		for _, text := range []string{"Hoi Bart!", "Ben je er?"} {
			anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"`+text+`"}`, 201, `"status":"sent"`)
			if name, data, err := st.next(); err != nil || name != amora.EventMessage || !strings.Contains(data, text) {
				t.Fatalf("event %s %s (%v)", name, data, err)
			}
		}
		var with struct{ Conversation int64 }
		json.Unmarshal([]byte(anna.expect("GET", "/api/chats/with/"+bartID, "", 200)), &with)
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			page := anna.expect("GET", "/api/chats/"+itoa(with.Conversation)+"/messages", "", 200)
			if strings.Count(page, `"status":"delivered"`) == 2 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("not both delivered: " + page)
			}
		}
	})
}

func TestMetricsRouteOfMembers(t *testing.T) {
	db := storetest.SQLite(t)
	api := newServer(t, db)
	api.MetricsToken = "scrape-secret"
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	c, _ := signupAs(t, srv, "anna")
	c.expect("GET", "/api/chats", "", 200)
	r, _ := http.NewRequest("GET", srv.URL+"/metrics", nil)
	r.Header.Set("Authorization", "Bearer scrape-secret")
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if want := `amora_http_requests_total{method="GET",route="GET /api/chats",status="200"} 1`; !strings.Contains(string(body), want) {
		t.Errorf("metrics lack %s", want)
	}
}
