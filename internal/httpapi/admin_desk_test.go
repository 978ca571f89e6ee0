package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestDeskAPI walks the desk through the API, every answer checked against the
// contract: a member writes to a fictional profile, the operator sees it in the queue,
// claims it (a second operator cannot), reads the answer screen (nothing private),
// keeps a note, answers, and the member's open stream gets the reply at no cost.
func TestDeskAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		api := newServer(t, db)
		api.Events = realtime.NewLocal()
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)

		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: "fee@example.nl", Name: "Fee",
			PasswordHash: "x", DateOfBirth: "1990-01-01", Language: "nl", Fictional: true, LastSeen: time.Now().UTC(), Photos: []string{"fee.jpg"},
			Profile: place("female", "male", "NL", "NL-UT", "Utrecht", "wine")}}); err != nil {
			t.Fatal(err)
		}
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		op := storetest.NewStaff(t, db, "op@amora.test", amora.StaffOperator)
		op2 := storetest.NewStaff(t, db, "op2@amora.test", amora.StaffOperator)
		mod := storetest.NewStaff(t, db, "mod@amora.test", amora.StaffModerator)
		adminC, opC, op2C, modC := staffClient(t, srv, admin.Session), staffClient(t, srv, op.Session),
			staffClient(t, srv, op2.Session), staffClient(t, srv, mod.Session)
		var found struct{ Members []struct{ ID int64 } }
		json.Unmarshal([]byte(adminC.expect("GET", "/api/admin/members?q=fee@example.nl", "", 200)), &found)
		if len(found.Members) != 1 {
			t.Fatalf("fictional profile not found: %+v", found)
		}
		feeID := itoa(found.Members[0].ID)

		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, bartID)
		complete(t, db, bartID, "male")
		stream := openStream(t, bart)
		var sent struct {
			Message struct{ Conversation int64 }
			Credits int
		}
		json.Unmarshal([]byte(bart.expect("POST", "/api/members/"+feeID+"/messages", `{"text":"Hoi Fee"}`, 201)), &sent)
		conv := itoa(sent.Message.Conversation)
		desk := "/api/admin/desk/" + conv

		// Languages: the operator answers Dutch, the second operator only German.
		opC.expect("PUT", fmt.Sprintf("/api/admin/staff/%d/languages", op.ID), `{"languages":["nl"]}`, 403)
		adminC.expect("PUT", fmt.Sprintf("/api/admin/staff/%d/languages", op.ID), `{"languages":["nl","xx"]}`, 400, `"key":"languageUnknown"`)
		adminC.expect("PUT", fmt.Sprintf("/api/admin/staff/%d/languages", op.ID), `{"languages":["nl"]}`, 200, `"languages":["nl"]`)
		adminC.expect("PUT", fmt.Sprintf("/api/admin/staff/%d/languages", op2.ID), `{"languages":["de"]}`, 200)
		queue := opC.expect("GET", "/api/admin/desk", "", 200)
		if !strings.Contains(queue, `"conversation_id":`+conv) || !strings.Contains(queue, `"name":"Fee"`) || !strings.Contains(queue, `"waiting_messages":1`) {
			t.Errorf("operator's queue: %s", queue)
		}
		if q := op2C.expect("GET", "/api/admin/desk", "", 200); strings.Contains(q, `"conversation_id":`+conv) {
			t.Errorf("German operator sees a Dutch conversation: %s", q)
		}
		modC.expect("GET", "/api/admin/desk", "", 403, `"key":"staffForbidden"`)
		bart.expect("GET", "/api/admin/desk", "", 401, `"key":"staffLoginRequired"`)

		opC.expect("GET", desk, "", 409, `"key":"deskNotClaimed"`)
		opC.expect("POST", desk+"/claim", "", 200, `"claim_expires":`)
		op2C.expect("POST", desk+"/claim", "", 404, `"key":"deskNotWaiting"`)
		adminC.expect("POST", desk+"/claim", "", 409, `"key":"deskClaimed"`)
		opC.expect("POST", desk+"/claim", "", 200) // heartbeat
		if q := adminC.expect("GET", "/api/admin/desk", "", 200); strings.Contains(q, `"conversation_id":`+conv) {
			t.Errorf("a claimed conversation is in another's queue: %s", q)
		}

		opC.expect("PUT", desk+"/notes", `{"text":"Houdt van wijn"}`, 200, `"text":"Houdt van wijn"`)
		screen := opC.expect("GET", desk, "", 200, `"text":"Hoi Fee"`, `"notes":{"text":"Houdt van wijn"`, `"fictional_disclosure":"Dit is een fictief profiel`)
		for _, private := range []string{"email", "credits", "lat", "lon", "latitude", "longitude", "payments", "ledger", "ip", "location"} {
			var v map[string]any
			json.Unmarshal([]byte(screen), &v)
			if hasKey(v, private) || strings.Contains(screen, "bart@example") {
				t.Errorf("answer screen has %q: %s", private, screen)
			}
		}
		var sc struct {
			Member struct {
				PhotoURLs []string `json:"photo_urls"`
			}
		}
		json.Unmarshal([]byte(screen), &sc)
		if len(sc.Member.PhotoURLs) != 1 || !strings.HasPrefix(sc.Member.PhotoURLs[0], desk+"/photos/") {
			t.Errorf("member photos %v", sc.Member.PhotoURLs)
		}

		opC.expect("POST", desk+"/messages", `{"text":"  "}`, 400, `"key":"messageEmpty"`)
		opC.expect("POST", desk+"/messages", `{"text":"Hoi Bart!"}`, 201, `"text":"Hoi Bart!"`, fmt.Sprintf(`"operator_id":%d`, op.ID))
		within(t, 5*time.Second, func() {
			for {
				name, data, err := stream.next()
				if err != nil {
					t.Errorf("stream: %v", err)
					return
				}
				if name == "message" && strings.Contains(data, `"text":"Hoi Bart!"`) {
					if !strings.Contains(data, `"mine":false`) || !strings.Contains(data, `"sender":`+feeID) {
						t.Errorf("reply event %s", data)
					}
					return
				}
			}
		})
		bart.expect("GET", "/api/user", "", 200, fmt.Sprintf(`"credits":%d`, sent.Credits))
		if q := opC.expect("GET", "/api/admin/desk", "", 200); strings.Contains(q, `"conversation_id":`+conv) {
			t.Errorf("answered conversation still queued: %s", q)
		}
		opC.expect("POST", desk+"/messages", `{"text":"nog een"}`, 409, `"key":"deskNotClaimed"`)
		opC.expect("POST", desk+"/release", "", 409, `"key":"deskNotClaimed"`)

		// The member writes again; the operator claims, flags and skips.
		bart.expect("POST", "/api/members/"+feeID+"/messages", `{"text":"Ben je er nog?"}`, 201)
		opC.expect("POST", desk+"/claim", "", 200)
		opC.expect("POST", desk+"/flag", `{"reason":""}`, 400)
		opC.expect("POST", desk+"/flag", `{"reason":"Vraagt om geld"}`, 204)
		opC.expect("POST", desk+"/release", "", 204)
		adminC.expect("POST", desk+"/claim", "", 200)

		modC.expect("GET", "/api/admin/desk/stats", "", 403)
		opC.expect("GET", "/api/admin/desk/stats", "", 403)
		adminC.expect("GET", "/api/admin/desk/stats", "", 200, `"nl":1`, `"replies":1`)
		log := adminC.expect("GET", "/api/admin/audit", "", 200)
		for _, action := range []string{"desk.claim", "desk.note", "desk.reply", "desk.flag", "desk.release", "staff.languages"} {
			if !strings.Contains(log, `"action":"`+action+`"`) {
				t.Errorf("audit log has no %s", action)
			}
		}
	})
}

// hasKey reports whether a decoded JSON value has the object key name at any depth.
func hasKey(v any, name string) bool {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if k == name || hasKey(e, name) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if hasKey(e, name) {
				return true
			}
		}
	}
	return false
}
