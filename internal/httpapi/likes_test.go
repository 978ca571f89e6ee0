package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// signupAs signs up a member through the API and returns the logged-in client and the id.
func signupAs(t *testing.T, srv *httptest.Server, local string) (*client, string) {
	t.Helper()
	c := newClient(t, srv)
	body := c.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", local+"@", 1), 201)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(body), &u)
	return c, itoa(u.ID)
}

func TestLikesAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		broker := realtime.NewLocal()
		api.Events = broker
		withPhotos(t, api)
		// Every answer is checked against the contract as well.
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		defer srv.Close()

		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		anna.upload(testJPEG(t, 400, 500))
		visitor := newClient(t, srv)
		events, stop := broker.Subscribe(amora.MemberTopic(mustID(t, bartID)))
		defer stop()

		for _, sc := range []struct {
			name       string
			c          *client
			method     string
			path       string
			wantStatus int
			wantBody   []string
			wantNot    []string
		}{
			{"ErrVisitorList", visitor, "GET", "/api/likes.php", 403, []string{`"code":"authentication_required"`}, nil},
			{"ErrVisitorLike", visitor, "POST", "/api/likes/" + bartID, 403, []string{`"code":"authentication_required"`}, nil},
			{"ErrVisitorAutoLike", visitor, "GET", "/api/auto-like.php", 403, []string{`"code":"authentication_required"`}, nil},
			{"NothingYet", bart, "GET", "/api/likes", 200, []string{`"profiles":[]`, `"liked_by":[]`, `"new_likes":0`}, nil},
			{"NoAutoLikeYet", bart, "GET", "/api/auto-like", 204, nil, nil},
			{"AnnaLikesBart", anna, "POST", "/api/likes/" + bartID, 200, []string{`"liked":true`, `"mutual":false`}, nil},
			{"LikeTwiceChangesNothing", anna, "POST", "/api/likes/" + bartID, 200, []string{`"mutual":false`}, nil},
			{"ErrLikeSelf", anna, "POST", "/api/likes/" + annaID, 400, []string{`"code":"invalid"`, `"key":"likeSelf"`}, nil},
			{"ErrLikeUnknown", anna, "POST", "/api/likes/999999", 404, []string{`"code":"not_found"`}, nil},
			{"ErrLikeGarbage", anna, "POST", "/api/likes/abc", 404, []string{`"code":"not_found"`}, nil},
			{"AnnaSeesSent", anna, "GET", "/api/likes", 200, []string{`"id":` + bartID, `"liked":true`, `"liked_by":[]`, `"new_likes":0`}, nil},
			{"BartSeesNewLike", bart, "GET", "/api/likes.php", 200,
				[]string{`"liked_by":[{"id":` + annaID + `,"like_new":true`, `"liked":false`, `"liked_at":null`, `"new_likes":1`, `"name":"Sanne"`}, nil},
			{"BartGetsTheModal", bart, "GET", "/api/auto-like.php", 200,
				[]string{`"id":` + annaID, `"mutual":false`, `"match":"/media/`, `.card.jpg`}, []string{`.blur.jpg`}},
			{"BartOpensAnna", bart, "POST", "/api/likes/" + annaID + "/seen", 204, nil, nil},
			{"LikeNewCleared", bart, "GET", "/api/likes", 200, []string{`"like_new":false`, `"new_likes":0`}, nil},
			{"NoModalAfterSeen", bart, "GET", "/api/auto-like", 204, nil, nil},
			{"BartLikesBackIsAMatch", bart, "POST", "/api/likes/" + annaID, 200, []string{`"mutual":true`}, nil},
			{"AnnaSeesTheMatch", anna, "GET", "/api/likes", 200, []string{`"liked":true`, `"liked_by":[{"id":` + bartID + `,"like_new":true`, `"new_likes":1`}, nil},
			{"AnnaGetsAMatchModal", anna, "GET", "/api/auto-like", 200, []string{`"id":` + bartID, `"mutual":true`, `"main_image":null`}, nil},
			{"AnnaUnlikes", anna, "DELETE", "/api/likes/" + bartID, 204, nil, nil},
			{"UnlikeAgainIsFine", anna, "DELETE", "/api/likes/" + bartID, 204, nil, nil},
			{"BartNoLongerLiked", bart, "GET", "/api/likes", 200, []string{`"liked_by":[]`, `"liked":true`}, nil},
		} {
			t.Run(sc.name, func(t *testing.T) {
				got := sc.c.expect(sc.method, sc.path, "", sc.wantStatus, sc.wantBody...)
				for _, not := range sc.wantNot {
					if strings.Contains(got, not) {
						t.Errorf("body contains %q: %s", not, got)
					}
				}
			})
		}

		t.Run("NewLikeReachesTheLikedMemberOnce", func(t *testing.T) {
			// The handlers publish before they answer, and the broker keeps each
			// subscriber's order: everything the API sent Bart comes before this marker.
			const marker = "test.marker"
			if err := broker.Publish(context.Background(), amora.MemberTopic(mustID(t, bartID)), amora.Event{Type: marker}); err != nil {
				t.Fatal(err)
			}
			var got []amora.Event
			for ev := range events {
				if ev.Type == marker {
					break
				}
				got = append(got, ev)
			}
			if len(got) != 1 || got[0].Type != amora.EventLike {
				t.Fatalf("events %+v, want one like", got)
			}
			if data, _ := json.Marshal(got[0].Data); string(data) != `{"id":`+annaID+`,"mutual":false}` {
				t.Errorf("event data %s", data)
			}
		})
	})
}

func mustID(t *testing.T, s string) int64 {
	t.Helper()
	var id int64
	if err := json.Unmarshal([]byte(s), &id); err != nil || id == 0 {
		t.Fatalf("id %q", s)
	}
	return id
}
