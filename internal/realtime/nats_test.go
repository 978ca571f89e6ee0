package realtime

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	neturl "net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"amora"
)

// natsEnv names the variable holding the URL of the NATS server the tests use; when it
// is not set, they use the local server if one answers and skip otherwise.
const natsEnv = "AMORA_TEST_NATS_URL"

// wait bounds every wait of these tests; nothing should come near it.
const wait = 5 * time.Second

func TestNATS(t *testing.T) {
	url := natsURL(t)
	ctx := context.Background()
	tests := []struct {
		name string
		run  func(t *testing.T, a, b *NATS, topic string)
	}{
		{"EventCrossesInstances", func(t *testing.T, a, b *NATS, topic string) {
			ch, stop := b.Subscribe(topic)
			defer stop()
			flush(t, b)
			// A type this build does not know crosses as the JSON it came with.
			raw, err := json.Marshal(map[string]any{
				"id": int64(9007199254740993), "text": "Hallo 👋 \"quoted\" <b>", "tags": []string{"a", "b"}, "nested": map[string]any{"ok": true, "n": nil},
			})
			if err != nil {
				t.Fatal(err)
			}
			sent := amora.NewEvent(amora.RawEvent{Type: "future", JSON: raw})
			if err := a.Publish(ctx, topic, sent); err != nil {
				t.Fatal(err)
			}
			got := recv(t, ch)
			if got.Type != sent.Type || dataJSON(t, got) != dataJSON(t, sent) {
				t.Errorf("got %s %s, want %s %s", got.Type, dataJSON(t, got), sent.Type, dataJSON(t, sent))
			}
		}},
		{"EverySubscriberOfAnInstance", func(t *testing.T, a, b *NATS, topic string) {
			var chans []<-chan amora.Event
			for range 3 {
				ch, stop := b.Subscribe(topic)
				defer stop()
				chans = append(chans, ch)
			}
			if got := b.nc.NumSubscriptions(); got != 1 {
				t.Errorf("NATS subscriptions = %d, want 1 for three local subscribers", got)
			}
			flush(t, b)
			a.Publish(ctx, topic, amora.NewEvent(amora.LikeEvent{ID: 7}))
			for i, ch := range chans {
				if got := recv(t, ch); got.Type != "like" || got.Data != (amora.LikeEvent{ID: 7}) {
					t.Errorf("subscriber %d got %+v", i, got)
				}
			}
		}},
		{"PublisherInstanceDeliversOnce", func(t *testing.T, a, b *NATS, topic string) {
			ch, stop := a.Subscribe(topic)
			defer stop()
			flush(t, a)
			a.Publish(ctx, topic, amora.Event{Type: "first"})
			flush(t, a) // an echo of "first" would now be on its way, ahead of "second"
			b.Publish(ctx, topic, amora.Event{Type: "second"})
			for _, want := range []string{"first", "second"} {
				if got := recv(t, ch); got.Type != want {
					t.Errorf("got %q, want %q", got.Type, want)
				}
			}
		}},
		{"LastUnsubscribeEndsTheNATSSubscription", func(t *testing.T, a, b *NATS, topic string) {
			ch1, stop1 := b.Subscribe(topic)
			ch2, stop2 := b.Subscribe(topic)
			stop1()
			stop1() // twice is harmless
			if got := b.nc.NumSubscriptions(); got != 1 {
				t.Errorf("NATS subscriptions = %d with one local subscriber left, want 1", got)
			}
			stop2()
			if got := b.nc.NumSubscriptions(); got != 0 {
				t.Errorf("NATS subscriptions = %d after the last unsubscribe, want 0", got)
			}
			for i, ch := range []<-chan amora.Event{ch1, ch2} {
				if _, ok := <-ch; ok {
					t.Errorf("channel %d still open", i)
				}
			}
			marker, stop := b.Subscribe(topic + "-marker")
			defer stop()
			flush(t, b)
			before := b.nc.Stats().InMsgs
			a.Publish(ctx, topic, amora.Event{Type: "late"})
			a.Publish(ctx, topic+"-marker", amora.Event{Type: "marker"})
			recv(t, marker)
			if got := b.nc.Stats().InMsgs - before; got != 1 {
				t.Errorf("instance B received %d messages, want only the marker", got)
			}
			again, stop3 := b.Subscribe(topic) // a new first subscriber subscribes anew
			defer stop3()
			flush(t, b)
			a.Publish(ctx, topic, amora.Event{Type: "again"})
			if got := recv(t, again); got.Type != "again" {
				t.Errorf("got %q after subscribing again, want again", got.Type)
			}
		}},
		{"TopicsAreIsolated", func(t *testing.T, a, b *NATS, topic string) {
			// "." and "*" mean something to NATS, and "%2E" is how "." is written.
			t1, t2 := topic+":1.x", topic+":1%2Ex *>"
			ch1, stop1 := b.Subscribe(t1)
			defer stop1()
			ch2, stop2 := b.Subscribe(t2)
			defer stop2()
			flush(t, b)
			for i, to := range []string{t1, t2, t1, t2} {
				a.Publish(ctx, to, amora.NewEvent(amora.CreditsEvent{Credits: i}))
			}
			for _, c := range []struct {
				ch   <-chan amora.Event
				want []string
			}{{ch1, []string{`{"credits":0}`, `{"credits":2}`}}, {ch2, []string{`{"credits":1}`, `{"credits":3}`}}} {
				for _, want := range c.want {
					if got := dataJSON(t, recv(t, c.ch)); got != want {
						t.Errorf("got event %s, want %s", got, want)
					}
				}
			}
		}},
		{"MalformedMessageIsDropped", func(t *testing.T, a, b *NATS, topic string) {
			var logs lockedBuffer
			b = dial(t, url, slog.New(slog.NewTextHandler(&logs, nil)))
			ch, stop := b.Subscribe(topic)
			defer stop()
			flush(t, b)
			for _, raw := range []string{"not json", `{"type":""}`, `[1,2]`, `{"type":"x","data":`} {
				if err := a.nc.Publish(subject(topic), []byte(raw)); err != nil {
					t.Fatal(err)
				}
			}
			a.Publish(ctx, topic, amora.NewEvent(amora.RawEvent{Type: "good", JSON: json.RawMessage(`"still here"`)}))
			if got := recv(t, ch); got.Type != "good" || dataJSON(t, got) != `"still here"` {
				t.Errorf("got %+v, want the good event", got)
			}
			if got := b.Dropped(); got != 4 {
				t.Errorf("Dropped = %d, want 4", got)
			}
			if got := strings.Count(logs.String(), "malformed"); got != 4 {
				t.Errorf("%d log lines about malformed events, want 4:\n%s", got, logs.String())
			}
		}},
		{"PublishRespectsContext", func(t *testing.T, a, b *NATS, topic string) {
			done, cancel := context.WithCancel(ctx)
			cancel()
			if err := a.Publish(done, topic, amora.Event{Type: "x"}); !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
		}},
		{"ClosedBrokerFails", func(t *testing.T, a, b *NATS, topic string) {
			a.Close()
			if err := a.Close(); err != nil {
				t.Errorf("second Close: %v", err)
			}
			if err := a.Publish(ctx, topic, amora.Event{Type: "x"}); err == nil {
				t.Error("Publish after Close succeeded")
			}
			ch, stop := a.Subscribe(topic) // still a working, local-only subscription
			stop()
			if _, ok := <-ch; ok {
				t.Error("channel still open")
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.run(t, dial(t, url, nil), dial(t, url, nil), uniqueTopic())
		})
	}
}

// TestNATSReconnect cuts one instance off from NATS through a proxy: its Publish fails
// but still reaches its own subscribers, and once it is back, its subscription works
// again without being renewed.
func TestNATSReconnect(t *testing.T) {
	url := natsURL(t)
	ctx := context.Background()
	p := startProxy(t, url)
	a := dial(t, p.url(), nil, nats.ReconnectWait(20*time.Millisecond), nats.IgnoreDiscoveredServers())
	b := dial(t, url, nil)
	topic := uniqueTopic()
	chA, stopA := a.Subscribe(topic)
	defer stopA()
	chB, stopB := b.Subscribe(topic)
	defer stopB()
	flush(t, a)
	flush(t, b)

	b.Publish(ctx, topic, amora.Event{Type: "e1"})
	expect(t, chA, "e1")

	p.setDown(true)
	waitFor(t, "instance A to notice the cut", func() bool { return !a.nc.IsConnected() })
	if err := a.Publish(ctx, topic, amora.Event{Type: "e2"}); err == nil {
		t.Error("Publish while disconnected succeeded")
	}
	expect(t, chA, "e2") // this instance's own tabs still get it

	p.setDown(false)
	waitFor(t, "instance A to reconnect", a.nc.IsConnected)
	flush(t, a)
	b.Publish(ctx, topic, amora.Event{Type: "e3"})
	expect(t, chA, "e3")
	a.Publish(ctx, topic, amora.Event{Type: "e4"})
	expect(t, chB, "e1", "e3", "e4") // e2 never left instance A
}

func TestSubject(t *testing.T) {
	for _, c := range []struct{ topic, want string }{
		{"member:42", "amora.events.member:42"},
		{"a.b", "amora.events.a%2Eb"},
		{"a%2Eb", "amora.events.a%252Eb"},
		{"* >\t", "amora.events.%2A%20%3E%09"},
		{"é", "amora.events.%C3%A9"},
		{"", "amora.events.%"},
	} {
		if got := subject(c.topic); got != c.want {
			t.Errorf("subject(%q) = %q, want %q", c.topic, got, c.want)
		}
	}
}

// BenchmarkNATSRoundTrip measures an event from Publish on one instance to a
// subscriber's channel on another.
func BenchmarkNATSRoundTrip(b *testing.B) {
	url := natsURL(b)
	pub, sub := dial(b, url, nil), dial(b, url, nil)
	topic := uniqueTopic()
	ch, stop := sub.Subscribe(topic)
	defer stop()
	flush(b, sub)
	ev := amora.NewEvent(amora.MessageEvent{ID: 1, Text: "hello"})
	for b.Loop() {
		if err := pub.Publish(context.Background(), topic, ev); err != nil {
			b.Fatal(err)
		}
		select {
		case <-ch:
		case <-time.After(wait):
			b.Fatal("no event")
		}
	}
}

// natsURL returns the NATS server to test against: natsEnv, which must answer, or the
// local default when it answers; it skips t when neither is the case.
func natsURL(t testing.TB) string {
	t.Helper()
	url := os.Getenv(natsEnv)
	if url == "" {
		url = nats.DefaultURL
	}
	nc, err := nats.Connect(url, nats.Timeout(2*time.Second))
	if err != nil {
		if os.Getenv(natsEnv) != "" {
			t.Fatalf("%s=%s: %v", natsEnv, url, err)
		}
		t.Skipf("no NATS server at %s (%v); set %s", url, err, natsEnv)
	}
	nc.Close()
	return url
}

// dial connects a broker, as one instance of the server would, closed when t ends.
func dial(t testing.TB, url string, logger *slog.Logger, opts ...nats.Option) *NATS {
	t.Helper()
	n, err := DialNATS(url, logger, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	return n
}

// flush waits until the NATS server has seen everything n sent, its subscriptions too.
func flush(t testing.TB, n *NATS) {
	t.Helper()
	if err := n.nc.FlushTimeout(wait); err != nil {
		t.Fatal(err)
	}
}

// uniqueTopic is a topic no earlier run on the same NATS server used.
func uniqueTopic() string { return "test:" + rand.Text() }

func recv(t *testing.T, ch <-chan amora.Event) amora.Event {
	t.Helper()
	select {
	case ev, ok := <-ch:
		if !ok {
			t.Fatal("channel closed")
		}
		return ev
	case <-time.After(wait):
		t.Fatalf("no event within %s", wait)
	}
	return amora.Event{}
}

// expect receives one event per type in types, in that order.
func expect(t *testing.T, ch <-chan amora.Event, types ...string) {
	t.Helper()
	for _, want := range types {
		if got := recv(t, ch); got.Type != want {
			t.Fatalf("got event %q, want %q", got.Type, want)
		}
	}
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(wait); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited %s for %s", wait, what)
		}
	}
}

func dataJSON(t *testing.T, ev amora.Event) string {
	t.Helper()
	b, err := json.Marshal(ev.Data)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// proxy forwards TCP connections to a NATS server and cuts them on demand, as a
// network failure between an instance and NATS would.
type proxy struct {
	ln     net.Listener
	target *neturl.URL
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
}

func startProxy(t *testing.T, natsURL string) *proxy {
	t.Helper()
	u, err := neturl.Parse(natsURL)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: u}
	t.Cleanup(func() { ln.Close(); p.setDown(true) })
	go p.serve()
	return p
}

// url is the NATS URL that leads through the proxy.
func (p *proxy) url() string {
	u := *p.target
	u.Host = p.ln.Addr().String()
	return u.String()
}

func (p *proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.pipe(c)
	}
}

// pipe joins c to a new connection to the server; while the proxy is down it closes c.
func (p *proxy) pipe(c net.Conn) {
	s, err := net.DialTimeout("tcp", p.target.Host, wait)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	down := p.down
	p.conns = append(p.conns, c, s)
	p.mu.Unlock()
	if down {
		c.Close()
		s.Close()
		return
	}
	go func() { io.Copy(s, c); s.Close() }()
	io.Copy(c, s)
	c.Close()
}

// setDown cuts every open connection and refuses new ones while down is true.
func (p *proxy) setDown(down bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = down
	if down {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
}

// TestNATSPrefix keeps two deployments on one NATS server apart: instances under one
// prefix hear each other's events and ended sessions, never those of another prefix.
func TestNATSPrefix(t *testing.T) {
	url := natsURL(t)
	ctx := context.Background()
	for _, bad := range []string{"", ".", "a.", "a b", "a.*", "a.>", "ä"} {
		if _, err := DialNATSPrefix(url, bad, nil); err == nil {
			t.Errorf("prefix %q accepted", bad)
		}
	}
	prefix := "test-" + strings.ToLower(rand.Text()[:8])
	dialPrefix := func(p string) *NATS {
		n, err := DialNATSPrefix(url, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { n.Close() })
		return n
	}
	a, b, other := dialPrefix(prefix+".x"), dialPrefix(prefix+".x"), dialPrefix(prefix+".y")
	topic := uniqueTopic()
	chB, stopB := b.Subscribe(topic)
	defer stopB()
	endedB, stopEndedB := b.SubscribeSessionsEnded()
	defer stopEndedB()
	flush(t, b)
	other.Publish(ctx, topic, amora.Event{Type: "other"})
	other.PublishSessionsEnded(ctx, amora.SessionsEnded{UserID: 7})
	flush(t, other)
	a.Publish(ctx, topic, amora.Event{Type: "mine"})
	a.PublishSessionsEnded(ctx, amora.SessionsEnded{UserID: 8})
	expect(t, chB, "mine") // "other" would have come first
	select {
	case e := <-endedB:
		if e.UserID != 8 {
			t.Errorf("ended sessions of member %d reached another prefix", e.UserID)
		}
	case <-time.After(wait):
		t.Fatal("ended sessions did not cross under one prefix")
	}
}

// TestNATSSubscribeIsLiveAtOnce publishes on one instance right after another
// subscribed, without waiting: a member's stream that has just opened gets every event
// sent after it opened, whichever instance sends it.
func TestNATSSubscribeIsLiveAtOnce(t *testing.T) {
	url := natsURL(t)
	a, b := dial(t, url, nil), dial(t, url, nil)
	ctx := context.Background()
	for i := range 200 {
		topic := uniqueTopic()
		ch, stop := b.Subscribe(topic)
		if err := a.Publish(ctx, topic, amora.Event{Type: "first"}); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ch:
		case <-time.After(2 * time.Second):
			stop()
			t.Fatalf("subscription %d missed the event published right after it", i)
		}
		stop()
	}
}
