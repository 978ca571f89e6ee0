package httpapi_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestTypingEvent: a member typing in a conversation reaches the partner's open tab as
// a "typing" event, at most once per 3 s whatever the client sends; someone outside the
// conversation, or a visitor, cannot send one.
func TestTypingEvent(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		api.Events = realtime.NewLocal()
		var mu sync.Mutex
		now := time.Date(2026, 11, 26, 7, 0, 0, 0, time.UTC)
		api.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		carl, carlID := signupAs(t, srv, "carl")
		for _, id := range []string{annaID, bartID, carlID} {
			confirm(t, db, id)
		}
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi Bart!"}`, 201)
		var with struct{ Conversation int64 }
		json.Unmarshal([]byte(anna.expect("GET", "/api/chats/with/"+bartID, "", 200)), &with)
		typing := "/api/chats/" + itoa(with.Conversation) + "/typing"

		st := openStream(t, bart)
		next := func() (string, string) {
			var name, data string
			within(t, 5*time.Second, func() {
				var err error
				if name, data, err = st.next(); err != nil {
					t.Errorf("stream: %v", err)
				}
			})
			return name, data
		}
		want := `{"conversation":` + itoa(with.Conversation) + `,"sender":` + annaID + `}`
		anna.expect("POST", typing, "", 204)
		if name, data := next(); name != amora.EventTyping || data != want {
			t.Fatalf("event %q %s, want typing %s", name, data, want)
		}
		// Again within 3 s: accepted but not passed on; the next event Bart hears is Anna's message.
		advance(2 * time.Second)
		anna.expect("POST", typing, "", 204)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Ben je er?"}`, 201)
		if name, data := next(); name != amora.EventMessage || !strings.Contains(data, "Ben je er?") {
			t.Fatalf("event %q %s, want the message (the second typing is dropped)", name, data)
		}
		advance(time.Second)
		anna.expect("POST", typing, "", 204)
		if name, data := next(); name != amora.EventTyping || data != want {
			t.Fatalf("after 3 s: event %q %s, want typing", name, data)
		}

		carl.expect("POST", typing, "", 404)
		carl.expect("POST", "/api/chats/abc/typing", "", 404)
		newClient(t, srv).expect("POST", typing, "", 403, `"code":"authentication_required"`)
	})
}

// TestOptionalUser: with ?optional=1 a visitor's GET /api/user is a 204 without a body,
// not an error; without it the SPEC's 403 stays, and a member gets themselves either way.
func TestOptionalUser(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(checked(t, contract(t), newServer(t, db).Handler()))
		t.Cleanup(srv.Close)
		visitor := newClient(t, srv)
		if got := visitor.expect("GET", "/api/user?optional=1", "", 204); got != "" {
			t.Errorf("visitor body %q, want none", got)
		}
		visitor.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`)
		anna, annaID := signupAs(t, srv, "anna")
		anna.expect("GET", "/api/user?optional=1", "", 200, `"id":`+annaID)
	})
}
