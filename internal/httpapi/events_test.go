package httpapi_test

import (
	"bufio"
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

// stream is one open GET /api/events, read event by event.
type stream struct {
	t    *testing.T
	resp *http.Response
	r    *bufio.Reader
}

func openStream(t *testing.T, c *client) *stream {
	t.Helper()
	req, _ := http.NewRequest("GET", c.base+"/api/events", nil)
	resp, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("GET /api/events = %d %s: %s", resp.StatusCode, resp.Header.Get("Content-Type"), b)
	}
	s := &stream{t: t, resp: resp, r: bufio.NewReader(resp.Body)}
	t.Cleanup(func() { resp.Body.Close() })
	return s
}

// next returns the next event's name and data, skipping comments and the retry field.
func (s *stream) next() (name, data string, err error) {
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			return "", "", err
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "" && name != "":
			return name, data, nil
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		}
	}
}

// within fails the test when f does not return within d.
func within(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("nothing within %v", d)
	}
}

func TestEventStream(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		api.Events = realtime.NewLocal()
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()

		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		newClient(t, srv).expect("GET", "/api/events", "", 403, `"code":"authentication_required"`)

		tabs := []*stream{openStream(t, bart), openStream(t, bart)}
		annaTab := openStream(t, anna)
		anna.expect("POST", "/api/likes/"+bartID, "", 200)
		for i, tab := range tabs {
			within(t, 5*time.Second, func() {
				name, data, err := tab.next()
				if err != nil || name != amora.EventLike || data != `{"id":`+annaID+`,"mutual":false}` {
					t.Errorf("tab %d: event %q %s, %v; want like from %s", i, name, data, err, annaID)
				}
			})
		}

		// Bart likes back: Anna's tab hears of the match; Bart's own tabs hear nothing.
		bart.expect("POST", "/api/likes/"+annaID, "", 200)
		within(t, 5*time.Second, func() {
			if name, data, _ := annaTab.next(); name != amora.EventLike || !strings.Contains(data, `"mutual":true`) {
				t.Errorf("Anna's tab: %q %s, want the match", name, data)
			}
		})

		// Shutting down ends every stream at once instead of waiting for them.
		api.CloseStreams()
		for i, tab := range append(tabs, annaTab) {
			within(t, 5*time.Second, func() {
				if _, _, err := tab.next(); err != io.EOF && !strings.Contains(err.Error(), "EOF") {
					t.Errorf("tab %d after CloseStreams: %v, want the end of the stream", i, err)
				}
			})
		}
		bart.expect("GET", "/api/events", "", 503)
	})
}

// TestStreamsPerMember checks that one member cannot hold more than 20 streams open.
func TestStreamsPerMember(t *testing.T) {
	db := storetest.SQLite(t)
	api := newServer(t, db)
	api.Events = realtime.NewLocal()
	srv := httptest.NewServer(api.Handler())
	t.Cleanup(srv.Close) // after the streams' bodies are closed: Close waits for their handlers
	c, _ := signupAs(t, srv, "anna")
	for range 20 {
		openStream(t, c)
	}
	c.expect("GET", "/api/events", "", 503)
}

// TestPageHidden checks the beacon: sent without the client header, it shows the member
// offline at once, and their next request brings them back online.
func TestPageHidden(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		c, id := signupAs(t, srv, "anna")
		token, _ := db.CreateToken(ctx, mustID(t, id), amora.TokenActivate, time.Hour)
		db.Activate(ctx, token)
		online := func() bool {
			var m struct{ Online bool }
			json.Unmarshal([]byte(newClient(t, srv).expect("GET", "/api/members/"+id, "", 200)), &m)
			return m.Online
		}
		c.expect("GET", "/api/user", "", 200)
		if !online() {
			t.Fatal("a member who just made a request is not online")
		}

		beacon, _ := http.NewRequest("POST", srv.URL+"/api/page-hidden.php", strings.NewReader("{}"))
		beacon.Header.Set("Content-Type", "text/plain;charset=UTF-8") // what sendBeacon sends
		beacon.Header.Set("Sec-Fetch-Site", "same-origin")
		resp, err := c.http.Do(beacon)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 204 {
			t.Fatalf("beacon = %d, want 204", resp.StatusCode)
		}
		if online() {
			t.Error("online after the page-hidden beacon")
		}

		db.Now = func() time.Time { return time.Now().UTC().Add(2 * time.Minute) }
		c.expect("GET", "/api/user", "", 200)
		if !online() {
			t.Error("not online again after a request")
		}

		// A visitor's beacon and a cross-site one change nothing and say so quietly.
		newClient(t, srv).expect("POST", "/api/page-hidden", "{}", 204)
		cross, _ := http.NewRequest("POST", srv.URL+"/api/page-hidden", strings.NewReader("{}"))
		cross.Header.Set("Sec-Fetch-Site", "cross-site")
		resp, err = c.http.Do(cross)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 403 || !online() {
			t.Errorf("cross-site beacon = %d, online %v; want 403 and still online", resp.StatusCode, online())
		}
	})
}
