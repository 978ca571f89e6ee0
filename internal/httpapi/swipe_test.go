package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestSwipeGame(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
		api := newServer(t, db)
		api.Now = func() time.Time { return now }
		db.Now = api.Now
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()
		for i := range 6 {
			seedMember(t, db, fmt.Sprintf("man%d@example.nl", i), fmt.Sprintf("Man%d", i), "1990-01-01",
				place("male", "female", "NL", "NL-UT", "Utrecht"))
		}
		seedMember(t, db, "old@example.nl", "Old", "1940-01-01", place("male", "female", "NL", "NL-UT", "Utrecht"))
		seedMember(t, db, "woman@example.nl", "Woman", "1990-01-01", place("female", "male", "NL", "NL-UT", "Utrecht"))

		newClient(t, srv).expect("GET", "/api/swipe", "", 403, `"authentication_required"`)
		c := activeMember(t, db, srv, `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`)
		type deck struct {
			Cards []struct {
				ID   int64
				Name string
			}
			LikesLeft   int    `json:"likes_left"`
			LikesPerDay int    `json:"likes_per_day"`
			ResetsAt    string `json:"resets_at"`
		}
		var d deck
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 6 || d.LikesLeft != 4 || d.LikesPerDay != 4 || d.ResetsAt != "2026-11-23T00:00:00Z" {
			t.Fatalf("deck: %+v", d) // men around her age only: not Old, not Woman
		}
		first := d
		swipe := func(id int64, action string, status int, want ...string) string {
			return c.expect("POST", fmt.Sprintf("/api/swipe/%d", id), `{"action":"`+action+`"}`, status, want...)
		}
		swipe(d.Cards[0].ID, "pass", 200, `"likes_left":4`)
		for i := 1; i <= 4; i++ {
			swipe(d.Cards[i].ID, "like", 200, fmt.Sprintf(`"likes_left":%d`, 4-i), `"mutual":false`)
		}
		swipe(d.Cards[5].ID, "like", 429, `"key":"swipeLimit"`, `"resets_at":"2026-11-23T00:00:00Z"`)
		swipe(d.Cards[5].ID, "wink", 400, `"key":"swipeAction"`)
		if body := c.expect("GET", "/api/likes", "", 200); strings.Count(body, `"liked":true`) != 4 {
			t.Errorf("the game's likes are not among the likes: %s", body)
		}
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 1 || d.Cards[0].ID != first.Cards[5].ID || d.LikesLeft != 0 {
			t.Errorf("deck after the limit: %+v, want only %s", d, first.Cards[5].Name)
		}

		now = now.Add(5 * time.Hour) // past midnight
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 2 || d.Cards[0].ID != first.Cards[0].ID || d.Cards[1].ID != first.Cards[5].ID || d.LikesLeft != 4 {
			t.Errorf("deck the next day: %+v, want the member passed yesterday and the one not reached, with 4 likes", d)
		}
	})
}

func TestSwipeUndoPass(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
		api := newServer(t, db)
		api.Now = func() time.Time { return now }
		db.Now = api.Now
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()
		for i := range 2 {
			seedMember(t, db, fmt.Sprintf("man%d@example.nl", i), fmt.Sprintf("Man%d", i), "1990-01-01",
				place("male", "female", "NL", "NL-UT", "Utrecht"))
		}
		newClient(t, srv).expect("DELETE", "/api/swipe/1", "", 403, `"authentication_required"`)
		c := activeMember(t, db, srv, `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`)
		var d struct{ Cards []struct{ ID int64 } }
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 2 {
			t.Fatalf("deck: %+v", d)
		}
		passed := d.Cards[0].ID
		c.expect("DELETE", fmt.Sprintf("/api/swipe/%d", passed), "", 404, `"key":"swipeUndo"`)
		c.expect("POST", fmt.Sprintf("/api/swipe/%d", passed), `{"action":"pass"}`, 200)
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 1 {
			t.Fatalf("deck after the pass: %+v", d)
		}
		c.expect("DELETE", fmt.Sprintf("/api/swipe/%d", passed), "", 204)
		json.Unmarshal([]byte(c.expect("GET", "/api/swipe", "", 200)), &d)
		if len(d.Cards) != 2 {
			t.Errorf("deck after the undo: %+v, want the member passed back", d)
		}
		c.expect("DELETE", "/api/swipe/abc", "", 404)
	})
}
