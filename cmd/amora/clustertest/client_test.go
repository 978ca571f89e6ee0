package clustertest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"time"
)

// client is one browser: a cookie jar shared by its requests and its event streams.
// Cookies ignore the port, so a session made through the proxy also opens a stream
// on one instance directly.
type client struct {
	name   string
	http   *http.Client // requests, with a timeout
	stream *http.Client // event streams, without one
}

func newClient(name string) *client {
	jar, _ := cookiejar.New(nil)
	noRedirect := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &client{name: name,
		// Longer than the 15 s a repeated checkout waits for the request that made it.
		http:   &http.Client{Jar: jar, Timeout: 30 * time.Second, CheckRedirect: noRedirect},
		stream: &http.Client{Jar: jar, CheckRedirect: noRedirect}}
}

// answer is what a request got: its status (0 when there was no answer), body and
// the instance the proxy chose.
type answer struct {
	Status  int
	Body    []byte
	Backend string
	Header  http.Header
	Err     error
}

func (a answer) String() string {
	if a.Err != nil {
		return a.Err.Error()
	}
	return fmt.Sprintf("%d %s (instance %s)", a.Status, bytes.TrimSpace(a.Body), a.Backend)
}

// decode reads the answer's JSON into v.
func (a answer) decode(v any) error { return json.Unmarshal(a.Body, v) }

// do sends a JSON request as the app does (with its client header); body may be nil,
// a string of JSON, or a value to encode. Extra headers come in pairs.
func (c *client) do(method, rawURL string, body any, headers ...string) answer {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, _ := json.Marshal(b)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, rawURL, rd)
	if err != nil {
		return answer{Err: err}
	}
	req.Header.Set("X-Requested-With", "amora")
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return c.send(req)
}

// form posts a form as a browser does from a page of the site.
func (c *client) form(rawURL string, values url.Values, headers ...string) answer {
	req, err := http.NewRequest("POST", rawURL, strings.NewReader(values.Encode()))
	if err != nil {
		return answer{Err: err}
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return c.send(req)
}

func (c *client) send(req *http.Request) answer {
	resp, err := c.http.Do(req)
	if err != nil {
		return answer{Err: err}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return answer{Status: resp.StatusCode, Body: b, Backend: resp.Header.Get(backendHeader), Header: resp.Header, Err: err}
}

// event is one server-sent event.
type event struct {
	Type string
	Data string
	At   time.Time
}

// stream is a member's GET /api/events. With reconnect it behaves like the app's
// EventSource: when the stream ends it opens a new one (after retry), through the
// proxy, until closed; without, it ends for good when the server ends it.
type stream struct {
	c         *client
	url       string
	reconnect bool
	retry     time.Duration
	ctx       context.Context
	cancel    context.CancelFunc

	mu        sync.Mutex
	events    []event
	backends  []string // the instance of each connection, in order
	connected bool
	ended     chan struct{} // closed when the stream stopped for good
	firstErr  string        // the answer of a refused first connection
	opened    chan struct{} // closed once the first connection answered 200 (or failed)
	openOnce  sync.Once
}

// openStream opens the member's event stream at base and waits until the server
// answered it.
func (c *client) openStream(base string, reconnect bool) (*stream, error) {
	ctx, cancel := context.WithCancel(context.Background())
	s := &stream{c: c, url: base + "/api/events", reconnect: reconnect, retry: 200 * time.Millisecond,
		ctx: ctx, cancel: cancel, ended: make(chan struct{}), opened: make(chan struct{})}
	go s.run()
	select {
	case <-s.opened:
	case <-time.After(10 * time.Second):
		s.close()
		return nil, fmt.Errorf("stream of %s at %s: no answer in 10 s", c.name, base)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.connected && s.firstErr != "" {
		return nil, fmt.Errorf("stream of %s at %s: %s", c.name, base, s.firstErr)
	}
	return s, nil
}

func (s *stream) run() {
	defer close(s.ended)
	for {
		err := s.connect()
		s.openOnce.Do(func() {
			if err != nil {
				s.mu.Lock()
				s.firstErr = err.Error()
				s.mu.Unlock()
			}
			close(s.opened)
		})
		if !s.reconnect || s.ctx.Err() != nil {
			return
		}
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(s.retry):
		}
	}
}

// connect holds one connection until it ends.
func (s *stream) connect() error {
	req, _ := http.NewRequestWithContext(s.ctx, "GET", s.url, nil)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := s.c.stream.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("%d %s", resp.StatusCode, bytes.TrimSpace(b))
	}
	s.mu.Lock()
	s.connected = true
	s.backends = append(s.backends, resp.Header.Get(backendHeader))
	s.mu.Unlock()
	s.openOnce.Do(func() { close(s.opened) })
	defer func() {
		s.mu.Lock()
		s.connected = false
		s.mu.Unlock()
	}()
	sc := bufio.NewScanner(resp.Body)
	var typ, data string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if typ != "" {
				s.mu.Lock()
				s.events = append(s.events, event{Type: typ, Data: data, At: time.Now()})
				s.mu.Unlock()
			}
			typ, data = "", ""
		case strings.HasPrefix(line, "event: "):
			typ = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		}
	}
	return sc.Err()
}

func (s *stream) close() {
	s.cancel()
	<-s.ended
}

// isConnected reports whether a connection is open now, and to which instance.
func (s *stream) isConnected() (bool, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.connected || len(s.backends) == 0 {
		return false, ""
	}
	return true, s.backends[len(s.backends)-1]
}

// find returns the first event of type typ whose data decodes into v and satisfies
// match, waiting up to timeout for it.
func (s *stream) find(typ string, timeout time.Duration, match func(data []byte) bool) (event, bool) {
	deadline := time.Now().Add(timeout)
	for {
		s.mu.Lock()
		evs := append([]event(nil), s.events...)
		s.mu.Unlock()
		for _, ev := range evs {
			if ev.Type == typ && match([]byte(ev.Data)) {
				return ev, true
			}
		}
		if time.Now().After(deadline) {
			return event{}, false
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// hasEnded reports whether the stream stopped for good within timeout.
func (s *stream) hasEnded(timeout time.Duration) bool {
	select {
	case <-s.ended:
		return true
	case <-time.After(timeout):
		return false
	}
}

// String lists the stream's events and state, for failure messages.
func (s *stream) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "connected=%v on %q:", s.connected, s.backends)
	for _, ev := range s.events {
		fmt.Fprintf(&b, " %s %s;", ev.Type, ev.Data)
	}
	return b.String()
}
