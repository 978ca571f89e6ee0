package httpapi_test

import (
	"context"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// mailNotes is a fake amora.MailNotifier that records what it hears.
type mailNotes struct {
	mu    sync.Mutex
	notes []string
}

func (m *mailNotes) MessageSent(_ context.Context, recipientID int64, sent amora.Sent) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	kind := "message"
	if sent.New {
		kind = "new"
	}
	m.notes = append(m.notes, kind+" to "+itoa(recipientID))
	return nil
}

func (m *mailNotes) Liked(_ context.Context, likerID, likedID int64, match bool) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	kind := "like"
	if match {
		kind = "match"
	}
	m.notes = append(m.notes, kind+" to "+itoa(likedID))
	return nil
}

// TestPresence checks the presence the notification e-mails ask: active while an
// event stream is open and the page visible (POST /api/presence), away with the time
// when the page is hidden (also by the page-hidden beacon) or the stream closes.
func TestPresence(t *testing.T) {
	db := storetest.SQLite(t)
	api := newServer(t, db)
	api.Events = realtime.NewLocal()
	srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
	t.Cleanup(srv.Close)
	anna, annaID := signupAs(t, srv, "anna")
	id := mustID(t, annaID)
	if active, _ := api.Presence(id); active {
		t.Fatal("active without a stream")
	}
	tab := openStream(t, anna)
	if active, _ := api.Presence(id); !active {
		t.Fatal("not active with an open stream")
	}
	before := time.Now().UTC().Add(-time.Second)
	anna.expect("POST", "/api/presence", `{"hidden":true}`, 204)
	if active, since := api.Presence(id); active || since.Before(before) {
		t.Errorf("page hidden: active %v since %v", active, since)
	}
	anna.expect("POST", "/api/presence", `{"hidden":false}`, 204)
	if active, _ := api.Presence(id); !active {
		t.Error("page visible again: not active")
	}
	anna.expect("POST", "/api/page-hidden", `{}`, 204)
	if active, _ := api.Presence(id); active {
		t.Error("active after the page-hidden beacon")
	}
	anna.expect("POST", "/api/presence", `{"hidden":false}`, 204)
	tab.resp.Body.Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		if active, _ := api.Presence(id); !active {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("still active after the stream closed")
		}
		time.Sleep(10 * time.Millisecond)
	}
	newClient(t, srv).expect("POST", "/api/presence", `{"hidden":true}`, 403)
}

// TestMailerHearsMessagesAndLikes checks that the API tells the notification mailer of
// every message (a new conversation apart) and of new likes and matches.
func TestMailerHearsMessagesAndLikes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		notes := &mailNotes{}
		api.Mailer = notes
		srv := httptest.NewServer(api.Handler())
		t.Cleanup(srv.Close)
		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, annaID)
		confirm(t, db, bartID)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi Bart!"}`, 201)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoe gaat het?"}`, 201)
		anna.expect("POST", "/api/likes/"+bartID, "", 200)
		anna.expect("POST", "/api/likes/"+bartID, "", 200) // liked already: nothing new
		bart.expect("POST", "/api/likes/"+annaID, "", 200)
		want := []string{"new to " + bartID, "message to " + bartID, "like to " + bartID, "match to " + annaID}
		notes.mu.Lock()
		defer notes.mu.Unlock()
		if len(notes.notes) != len(want) {
			t.Fatalf("notes %v, want %v", notes.notes, want)
		}
		for i := range want {
			if notes.notes[i] != want[i] {
				t.Errorf("notes %v, want %v", notes.notes, want)
				break
			}
		}
	})
}

// TestPresenceAcrossInstances checks that two instances sharing a broker agree on a
// member's presence: a stream open on one makes the member active on the other, a page
// hidden through the other counts on both, and the stream's end makes them away on both.
func TestPresenceAcrossInstances(t *testing.T) {
	t.Run("Local", func(t *testing.T) {
		local := realtime.NewLocal()
		presenceAcross(t, local, local)
	})
	t.Run("NATS", func(t *testing.T) {
		url := os.Getenv("AMORA_TEST_NATS_URL")
		if url == "" {
			t.Skip("set AMORA_TEST_NATS_URL")
		}
		var brokers [2]amora.Broker
		for i := range brokers {
			n, err := realtime.DialNATS(url, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { n.Close() })
			brokers[i] = n
		}
		presenceAcross(t, brokers[0], brokers[1])
	})
}

func presenceAcross(t *testing.T, a, b amora.Broker) {
	db := storetest.SQLite(t)
	one, two := newServer(t, db), newServer(t, db)
	one.Events, two.Events = a, b
	srvOne, srvTwo := httptest.NewServer(one.Handler()), httptest.NewServer(two.Handler())
	t.Cleanup(srvOne.Close)
	t.Cleanup(srvTwo.Close)
	anna, annaID := signupAs(t, srvOne, "anna")
	id := mustID(t, annaID)
	annaOnTwo := newClient(t, srvTwo)
	annaOnTwo.http.Jar = anna.http.Jar // the same browser, balanced to the other instance

	eventually := func(what string, want bool, api interface{ Presence(int64) (bool, time.Time) }) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for {
			if active, _ := api.Presence(id); active == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: active is not %v", what, want)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	tab := openStream(t, anna)
	eventually("stream open on one, asked on two", true, two)
	annaOnTwo.expect("POST", "/api/presence", `{"hidden":true}`, 204)
	eventually("page hidden through two, asked on one", false, one)
	annaOnTwo.expect("POST", "/api/presence", `{"hidden":false}`, 204)
	eventually("page visible through two, asked on one", true, one)
	tab.resp.Body.Close()
	eventually("stream closed on one, asked on two", false, two)
	if _, since := two.Presence(id); since.IsZero() {
		t.Error("two does not know since when the member is away")
	}
}
