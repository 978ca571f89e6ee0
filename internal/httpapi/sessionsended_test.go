package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// loginWith logs a new client in as local@example.nl with password.
func loginWith(t *testing.T, srv *httptest.Server, local, password string) *client {
	t.Helper()
	c := newClient(t, srv)
	c.expect("POST", "/api/user", `{"email":"`+local+`@example.nl","password":"`+password+`"}`, 200)
	return c
}

// ends fails the test unless the stream ends within a few seconds.
func (s *stream) ends(what string) {
	s.t.Helper()
	within(s.t, 5*time.Second, func() {
		for {
			if _, _, err := s.next(); err != nil {
				if err != io.EOF && !strings.Contains(err.Error(), "EOF") {
					s.t.Errorf("%s: %v, want the end of the stream", what, err)
				}
				return
			}
		}
	})
}

// TestStreamsEndWithTheirSessions checks that an open GET /api/events stream closes
// as soon as its session ends: a logout, a password change (other sessions only), a
// reset, a deletion. Before, it went on delivering messages for up to 30 minutes.
func TestStreamsEndWithTheirSessions(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		api := newServer(t, db)
		api.Events = realtime.NewLocal()
		srv := httptest.NewServer(api.Handler())
		t.Cleanup(srv.Close)
		const pw = "veilig-wachtwoord-42"
		anna, annaID := signupAs(t, srv, "anna")
		bart, _ := signupAs(t, srv, "bart")

		t.Run("Logout", func(t *testing.T) {
			other := loginWith(t, srv, "anna", pw)
			tab, otherTab := openStream(t, anna), openStream(t, other)
			other.expect("POST", "/api/logout", "", 204)
			otherTab.ends("the logged-out session's stream")
			bart.expect("POST", "/api/likes/"+annaID, "", 200) // the other session's stream lives on
			within(t, 5*time.Second, func() {
				if name, _, err := tab.next(); name != amora.EventLike || err != nil {
					t.Errorf("the other session's stream: %q, %v; want the like", name, err)
				}
			})
		})
		t.Run("PasswordChange", func(t *testing.T) {
			other := loginWith(t, srv, "anna", pw)
			tab, otherTab := openStream(t, anna), openStream(t, other)
			anna.expect("POST", "/api/password", `{"old_password":"`+pw+`","new_password":"ander-wachtwoord-7"}`, 204)
			otherTab.ends("another session's stream after a password change")
			bart.expect("DELETE", "/api/likes/"+annaID, "", 204)
			bart.expect("POST", "/api/likes/"+annaID, "", 200)
			within(t, 5*time.Second, func() { // the session that changed it keeps its stream
				if name, _, err := tab.next(); name != amora.EventLike || err != nil {
					t.Errorf("own stream: %q, %v; want the like", name, err)
				}
			})
		})
		t.Run("Reset", func(t *testing.T) {
			tab := openStream(t, anna)
			u, _, err := db.Login(ctx, "anna@example.nl", "ander-wachtwoord-7", amora.Client{IP: "192.0.2.1"})
			if err != nil {
				t.Fatal(err)
			}
			token, _ := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
			newClient(t, srv).expect("POST", "/api/password-reset/do", `{"token":"`+token+`","password":"`+pw+`","password_repeat":"`+pw+`"}`, 204)
			tab.ends("a stream after a reset")
		})
		t.Run("Delete", func(t *testing.T) {
			c := loginWith(t, srv, "anna", pw)
			tab := openStream(t, c)
			c.expect("DELETE", "/api/user", `{"reason":"time","password":"`+pw+`"}`, 204)
			tab.ends("a stream after the account's deletion")
		})
	})
}

// TestSessionsEndAcrossInstances checks the news of ended sessions between two
// instances, through one in-process broker and through NATS: a logout on instance A
// closes the session's stream on B, and B's session cache no longer lets the session
// read, though B's clock stands still (its remembered sessions never expire).
func TestSessionsEndAcrossInstances(t *testing.T) {
	brokers := map[string]func(t *testing.T) (a, b amora.Broker){
		"Local": func(t *testing.T) (amora.Broker, amora.Broker) {
			local := realtime.NewLocal()
			return local, local
		},
		"NATS": func(t *testing.T) (amora.Broker, amora.Broker) {
			natsURL := os.Getenv("AMORA_TEST_NATS_URL")
			if natsURL == "" {
				t.Skip("set AMORA_TEST_NATS_URL")
			}
			var brokers [2]amora.Broker
			for i := range brokers {
				n, err := realtime.DialNATS(natsURL, nil)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { n.Close() })
				brokers[i] = n
			}
			return brokers[0], brokers[1]
		},
	}
	for name, newBrokers := range brokers {
		t.Run(name, func(t *testing.T) {
			db := storetest.SQLite(t)
			ba, bb := newBrokers(t)
			apiA, apiB := newServer(t, db), newServer(t, db)
			apiA.Events, apiB.Events = ba, bb
			now := time.Now().UTC()
			apiB.Now = func() time.Time { return now }
			srvA, srvB := httptest.NewServer(apiA.Handler()), httptest.NewServer(apiB.Handler())
			t.Cleanup(srvA.Close)
			t.Cleanup(srvB.Close)

			anna, _ := signupAs(t, srvA, "anna")
			// The same session on instance B, in a jar of its own: the logout on A
			// clears A's cookie, and an ended session's cookie may be sent again.
			onB := newClient(t, srvB)
			u, _ := url.Parse(srvB.URL)
			onB.http.Jar.SetCookies(u, []*http.Cookie{{Name: httpapi.SessionCookie, Value: sessionCookie(t, srvA, anna)}})
			onB.expect("GET", "/api/likes", "", 200) // B remembers the session now
			tab := openStream(t, onB)
			time.Sleep(100 * time.Millisecond) // B's NATS subscriptions reach the server

			anna.expect("POST", "/api/logout", "", 204)
			tab.ends("B's stream of the session logged out on A")
			deadline := time.Now().Add(2 * time.Second)
			for {
				status, _, _ := onB.do("GET", "/api/likes", "")
				if status == 403 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("B still lets the ended session read (GET /api/likes = %d)", status)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}
