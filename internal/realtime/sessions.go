package realtime

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/nats-io/nats.go"

	"amora"
)

// sessionsSuffix follows the prefix in the NATS subject of amora.SessionsEnded, outside
// the events' subjects so that no member topic can share it.
const sessionsSuffix = ".sessions.ended"

// sessionsBuffer is each subscriber's buffer of SessionsEnded. The server reads them
// at once; one that does not keep up loses the oldest news of ended sessions, whose
// streams then end at their maximum age.
const sessionsBuffer = 1024

// fanout hands values of one Go type to every subscriber without blocking.
type fanout[T any] struct {
	mu   sync.Mutex
	subs map[chan T]struct{}
}

func (f *fanout[T]) publish(v T) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for ch := range f.subs {
		select {
		case ch <- v:
		default: // a full buffer drops the value for that subscriber only
		}
	}
}

// subscribe returns a channel and the function that ends the subscription; first
// reports whether it is the only subscription.
func (f *fanout[T]) subscribe(buffer int) (ch chan T, stop func() (last bool), first bool) {
	ch = make(chan T, buffer)
	f.mu.Lock()
	if f.subs == nil {
		f.subs = map[chan T]struct{}{}
	}
	f.subs[ch] = struct{}{}
	first = len(f.subs) == 1
	f.mu.Unlock()
	var once sync.Once
	return ch, func() bool {
		last := false
		once.Do(func() {
			f.mu.Lock()
			defer f.mu.Unlock()
			delete(f.subs, ch)
			close(ch)
			last = len(f.subs) == 0
		})
		return last
	}, first
}

// PublishSessionsEnded hands e to this instance's subscribers.
func (b *Local) PublishSessionsEnded(_ context.Context, e amora.SessionsEnded) error {
	b.ended.publish(e)
	return nil
}

// SubscribeSessionsEnded starts a subscription to the SessionsEnded of this instance.
func (b *Local) SubscribeSessionsEnded() (<-chan amora.SessionsEnded, func()) {
	ch, stop, _ := b.ended.subscribe(sessionsBuffer)
	return ch, func() { stop() }
}

// PublishSessionsEnded hands e to this instance's subscribers and sends it to the
// other instances.
func (n *NATS) PublishSessionsEnded(ctx context.Context, e amora.SessionsEnded) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	data, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("realtime: encode sessions ended: %w", err)
	}
	n.local.PublishSessionsEnded(ctx, e)
	if !n.nc.IsConnected() {
		return errDisconnected
	}
	return n.nc.Publish(n.ended, data)
}

// SubscribeSessionsEnded starts a subscription to the SessionsEnded of every instance,
// holding one NATS subscription while this instance has any.
func (n *NATS) SubscribeSessionsEnded() (<-chan amora.SessionsEnded, func()) {
	n.mu.Lock()
	defer n.mu.Unlock()
	ch, stop, first := n.local.ended.subscribe(sessionsBuffer)
	if first {
		sub, err := n.nc.Subscribe(n.ended, func(m *nats.Msg) {
			var e amora.SessionsEnded
			if err := json.Unmarshal(m.Data, &e); err != nil || e.UserID == 0 {
				n.dropped.Add(1)
				n.log().Warn("nats: dropped a malformed sessions-ended message", "bytes", len(m.Data), "err", err)
				return
			}
			n.local.PublishSessionsEnded(context.Background(), e)
		})
		if err != nil {
			n.log().Warn("nats subscribe", "subject", n.ended, "err", err)
		}
		n.endedSub = sub
	}
	return ch, func() {
		n.mu.Lock()
		defer n.mu.Unlock()
		if stop() && n.endedSub != nil {
			_ = n.endedSub.Unsubscribe() // fails only when the connection is closed
			n.endedSub = nil
		}
	}
}
