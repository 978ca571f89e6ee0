// Package realtime fans events out to the open tabs of members. The in-process broker
// serves a single instance; several instances share events through NATS.
package realtime

import (
	"context"
	"sync"

	"amora"
)

var _ amora.Broker = (*Local)(nil)

// Local is an in-process broker. A subscriber that does not keep up loses events rather
// than slowing the publisher: the web app reloads its data on a timer as well.
type Local struct {
	mu     sync.Mutex
	subs   map[string]map[*subscription]struct{}
	Buffer int // per-subscriber channel size
	ended  fanout[amora.SessionsEnded]
}

type subscription struct {
	ch     chan amora.Event
	closed bool
}

// NewLocal returns an in-process broker with a 16-event buffer per subscriber.
func NewLocal() *Local {
	return &Local{subs: map[string]map[*subscription]struct{}{}, Buffer: 16}
}

// Publish delivers ev to every subscriber of topic without blocking.
func (b *Local) Publish(ctx context.Context, topic string, ev amora.Event) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.subs[topic] {
		select {
		case s.ch <- ev:
		default: // a full buffer drops the event for that subscriber only
		}
	}
	return nil
}

// Subscribe starts a subscription to topic.
func (b *Local) Subscribe(topic string) (<-chan amora.Event, func()) {
	s := &subscription{ch: make(chan amora.Event, b.Buffer)}
	b.mu.Lock()
	if b.subs[topic] == nil {
		b.subs[topic] = map[*subscription]struct{}{}
	}
	b.subs[topic][s] = struct{}{}
	b.mu.Unlock()
	return s.ch, func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if s.closed {
			return
		}
		s.closed = true
		delete(b.subs[topic], s)
		if len(b.subs[topic]) == 0 {
			delete(b.subs, topic)
		}
		close(s.ch)
	}
}

// Subscribers returns how many subscriptions topic has, for tests and metrics.
func (b *Local) Subscribers(topic string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[topic])
}
