package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestLastSeen checks that a logged-in member's requests show them online, and that
// the write happens at most once a minute.
func TestLastSeen(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		api := newServer(t, db)
		api.Now = func() time.Time { return now }
		db.Now = func() time.Time { return now }
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()

		c := newClient(t, srv)
		var u struct{ ID int64 }
		json.Unmarshal([]byte(c.expect("POST", "/api/signup", signupBody, 201)), &u)
		token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
		db.Activate(ctx, token)
		online := func() bool {
			var m struct{ Online bool }
			json.Unmarshal([]byte(newClient(t, srv).expect("GET", "/api/members/"+itoa(u.ID), "", 200)), &m)
			return m.Online
		}

		now = now.Add(time.Hour) // the sign-up request was long ago
		if online() {
			t.Fatal("online before any request of the member's")
		}
		c.expect("GET", "/api/user", "", 200)
		if !online() {
			t.Error("not online after a request")
		}
		seen := func() time.Time {
			p, err := db.FindProfile(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			return p.LastSeen
		}
		first := seen()
		now = now.Add(30 * time.Second)
		c.expect("GET", "/api/user", "", 200)
		if got := seen(); !got.Equal(first) {
			t.Errorf("last seen moved after 30 s: %v, then %v", first, got)
		}
		now = now.Add(time.Minute)
		c.expect("GET", "/api/user", "", 200)
		if got := seen(); !got.After(first) {
			t.Errorf("last seen did not move after 90 s: %v, then %v", first, got)
		}
	})
}
