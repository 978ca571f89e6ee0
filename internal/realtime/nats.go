package realtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"

	"amora"
)

var _ amora.Broker = (*NATS)(nil)

// DefaultPrefix is the first token of every NATS subject of Amora: its events are on
// <prefix>.events.<topic>, the ended sessions on <prefix>.sessions.ended. Deployments
// (or test runs) that share one NATS server keep apart by choosing different prefixes.
const DefaultPrefix = "amora"

// subjectPrefix comes before the encoded topic in every NATS subject of Amora's events
// under DefaultPrefix.
const subjectPrefix = DefaultPrefix + ".events."

// subscribeWait bounds how long Subscribe waits for the NATS server to confirm.
const subscribeWait = 2 * time.Second

// errDisconnected is what Publish returns while the connection to NATS is down.
var errDisconnected = errors.New("realtime: not connected to NATS")

// NATS is a broker that several instances share through a NATS server. Each instance
// fans events out to its own subscribers through a Local broker and holds one NATS
// subscription per topic while that topic has local subscribers. Events published
// here reach this instance's subscribers at once, even while NATS is unreachable;
// the connection does not echo them back.
type NATS struct {
	// Logger receives connection changes and dropped messages; nil logs nothing.
	// Set it before the broker is used (DialNATS does).
	Logger *slog.Logger

	nc      *nats.Conn
	events  string // <prefix>.events.
	ended   string // <prefix>.sessions.ended
	local   *Local
	closed  chan struct{}
	dropped atomic.Int64

	mu       sync.Mutex
	topics   map[string]*natsTopic
	endedSub *nats.Subscription // while this instance has SessionsEnded subscribers
}

// natsTopic is the NATS subscription of one topic and its number of local subscribers.
type natsTopic struct {
	sub *nats.Subscription
	n   int
}

// DialNATS connects to the NATS server at url and returns a broker that owns the
// connection. It reconnects for ever, a second apart; while it is disconnected Publish
// fails instead of buffering. opts come after these defaults and may override them,
// all but the closed handler.
func DialNATS(url string, logger *slog.Logger, opts ...nats.Option) (*NATS, error) {
	return DialNATSPrefix(url, DefaultPrefix, logger, opts...)
}

// DialNATSPrefix is DialNATS with the subjects under prefix instead of DefaultPrefix:
// one or more tokens of letters, digits, '-' and '_', joined by '.'.
func DialNATSPrefix(url, prefix string, logger *slog.Logger, opts ...nats.Option) (*NATS, error) {
	if !ValidPrefix(prefix) {
		return nil, fmt.Errorf("realtime: NATS subject prefix %q: want tokens of letters, digits, '-' and '_' joined by '.'", prefix)
	}
	n := &NATS{Logger: logger, events: prefix + ".events.", ended: prefix + sessionsSuffix,
		local: NewLocal(), closed: make(chan struct{}), topics: map[string]*natsTopic{}}
	defaults := []nats.Option{
		nats.Name("amora"),
		nats.NoEcho(),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(time.Second),
		nats.ReconnectBufSize(-1),
		nats.DrainTimeout(5 * time.Second),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil { // nil when Close ends the connection
				n.log().Warn("nats disconnected", "err", err)
			}
		}),
		nats.ReconnectHandler(func(c *nats.Conn) { n.log().Info("nats reconnected", "url", c.ConnectedUrlRedacted()) }),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { n.log().Warn("nats error", "err", err) }),
	}
	// Close waits for this handler, so it comes last, after opts.
	closed := nats.ClosedHandler(func(*nats.Conn) { close(n.closed) })
	nc, err := nats.Connect(url, append(append(defaults, opts...), closed)...)
	if err != nil {
		return nil, fmt.Errorf("realtime: connect to NATS: %w", err)
	}
	n.nc = nc
	n.log().Info("nats connected", "url", nc.ConnectedUrlRedacted())
	return n, nil
}

// Publish delivers ev to this instance's subscribers of topic and sends it as JSON to
// the other instances. It does not wait for the NATS server: the client buffers and
// flushes in the background.
func (n *NATS) Publish(ctx context.Context, topic string, ev amora.Event) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	data, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("realtime: encode %s event: %w", ev.Type, err)
	}
	n.local.Publish(ctx, topic, ev)
	if !n.nc.IsConnected() {
		return errDisconnected
	}
	return n.nc.Publish(subjectUnder(n.events, topic), data)
}

// Subscribe starts a local subscription to topic, subscribing on NATS when it is the
// topic's first one here, and returns once the NATS server has it (or after
// subscribeWait). Should NATS refuse, the subscription still receives what this
// instance publishes.
func (n *NATS) Subscribe(topic string) (<-chan amora.Event, func()) {
	ch, stop := n.local.Subscribe(topic)
	n.mu.Lock()
	t := n.topics[topic]
	if t == nil {
		t = &natsTopic{}
		sub, err := n.nc.Subscribe(subjectUnder(n.events, topic), func(m *nats.Msg) { n.receive(topic, m.Data) })
		if err != nil {
			n.log().Warn("nats subscribe", "topic", topic, "err", err)
		}
		t.sub = sub
		n.topics[topic] = t
	}
	t.n++
	n.mu.Unlock()
	// The server has the subscription once it answers a ping: from then on, every event
	// any instance publishes reaches ch. Without it a stream that had just opened missed
	// what another instance sent in its first moments (found while writing the cluster test).
	if n.nc.IsConnected() {
		if err := n.nc.FlushTimeout(subscribeWait); err != nil {
			n.log().Warn("nats subscribe flush", "topic", topic, "err", err)
		}
	}

	var once sync.Once
	return ch, func() {
		once.Do(func() {
			stop()
			n.mu.Lock()
			defer n.mu.Unlock()
			if t.n--; t.n > 0 {
				return
			}
			delete(n.topics, topic)
			if t.sub != nil {
				_ = t.sub.Unsubscribe() // fails only when the connection is closed
			}
		})
	}
}

// receive publishes a message from NATS to the local subscribers of topic, its data
// decoded into the Go type of its event type. A message that is not an event, or whose
// data does not fit its type, is dropped and counted.
func (n *NATS) receive(topic string, data []byte) {
	var ev amora.Event
	if err := json.Unmarshal(data, &ev); err != nil || ev.Type == "" {
		n.dropped.Add(1)
		n.log().Warn("nats: dropped a malformed event", "topic", topic, "bytes", len(data), "err", err)
		return
	}
	n.local.Publish(context.Background(), topic, ev)
}

// Dropped returns how many malformed messages from NATS were dropped.
func (n *NATS) Dropped() int64 { return n.dropped.Load() }

// Close drains the connection: it ends the NATS subscriptions, hands the messages
// already received to the local subscribers, sends what Publish buffered and closes.
// It waits at most the drain timeout (5 s unless DialNATS was told otherwise).
func (n *NATS) Close() error {
	if err := n.nc.Drain(); err != nil {
		n.nc.Close() // closed already, or reconnecting: nothing left to drain
		return nil
	}
	<-n.closed
	return nil
}

func (n *NATS) log() *slog.Logger {
	if n.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return n.Logger
}

// ValidPrefix reports whether prefix can start NATS subjects: tokens of letters,
// digits, '-' and '_', joined by '.'.
func ValidPrefix(prefix string) bool {
	for _, tok := range strings.Split(prefix, ".") {
		if tok == "" {
			return false
		}
		for i := 0; i < len(tok); i++ {
			if c := tok[i]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

// subject is the NATS subject of topic under DefaultPrefix (see subjectUnder).
func subject(topic string) string { return subjectUnder(subjectPrefix, topic) }

// subjectUnder is the NATS subject of topic after events ("<prefix>.events."). NATS splits subjects into tokens at '.' and
// gives '*' and '>' a meaning, and whitespace ends a subject, so every byte other
// than a letter, digit, '-', '_' or ':' is written as %XX ('%' too, so that two topics
// never share a subject); "member:42" stays as it is. The empty topic becomes "%".
func subjectUnder(events, topic string) string {
	if topic == "" {
		return events + "%"
	}
	var b strings.Builder
	b.Grow(len(events) + len(topic))
	b.WriteString(events)
	for i := 0; i < len(topic); i++ {
		c := topic[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == ':' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
