package mail

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"
)

// fakeClock is a clock that moves only when told to, or when the limiter sleeps.
type fakeClock struct {
	mu     sync.Mutex
	t      time.Time
	slept  []time.Duration
	cancel bool // sleeping fails as if the context ended
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func (c *fakeClock) sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cancel {
		return context.Canceled
	}
	c.slept = append(c.slept, d)
	c.t = c.t.Add(d)
	return nil
}

// countingTransport records the recipients it was given.
type countingTransport struct {
	mu  sync.Mutex
	got []string
}

func (c *countingTransport) Send(ctx context.Context, m Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.got = append(c.got, m.To)
	return nil
}

func TestLimiterDomainRate(t *testing.T) {
	type step struct {
		advance  time.Duration // clock moves before the send
		to       string
		deadline time.Duration // >0: the context's deadline, from the clock's time
		wantWait time.Duration // how long the limiter sleeps
		wantErr  bool          // a *RateLimitError, nothing sent
	}
	tests := []struct {
		name      string
		perMinute int
		steps     []step
	}{
		{name: "UnderTheRate", perMinute: 3, steps: []step{
			{to: "a@gmail.com"}, {to: "b@gmail.com"}, {to: "c@gmail.com"},
		}},
		{name: "FourthWaitsForTheFirstToAge", perMinute: 3, steps: []step{
			{to: "a@gmail.com"}, {advance: 10 * time.Second, to: "b@gmail.com"}, {advance: 10 * time.Second, to: "c@gmail.com"},
			{advance: 10 * time.Second, to: "d@gmail.com", wantWait: 30 * time.Second},
			// The clock is now 60 s on; the next slot is the second message's, at 70 s.
			{to: "e@gmail.com", wantWait: 10 * time.Second},
		}},
		{name: "DomainsApart", perMinute: 1, steps: []step{
			{to: "a@gmail.com"}, {to: "a@wp.pl"}, {to: "a@example.com"},
			{to: "b@gmail.com", wantWait: time.Minute},
		}},
		{name: "DomainIgnoresCase", perMinute: 1, steps: []step{
			{to: "a@Gmail.COM"}, {to: "b@gmail.com", wantWait: time.Minute},
		}},
		{name: "SlidingWindow", perMinute: 2, steps: []step{
			{to: "a@wp.pl"}, {advance: 59 * time.Second, to: "b@wp.pl"},
			{advance: time.Second, to: "c@wp.pl"},                      // the first has aged out
			{to: "d@wp.pl", wantWait: 59 * time.Second},                // waits for the second
			{advance: 2 * time.Minute, to: "e@wp.pl"}, {to: "f@wp.pl"}, // idle: a full minute's worth again
			{to: "g@wp.pl", wantWait: time.Minute},
		}},
		{name: "ErrDeadlineBeforeSlot", perMinute: 1, steps: []step{
			{to: "a@gmail.com"},
			{to: "b@gmail.com", deadline: 30 * time.Second, wantErr: true},
			// The refused message booked nothing: after a minute the next one goes at once.
			{advance: time.Minute, to: "c@gmail.com"},
		}},
		{name: "DeadlineAfterSlot", perMinute: 1, steps: []step{
			{to: "a@gmail.com"},
			{advance: 30 * time.Second, to: "b@gmail.com", deadline: 31 * time.Second, wantWait: 30 * time.Second},
		}},
		{name: "NoLimit", perMinute: 0, steps: []step{
			{to: "a@gmail.com"}, {to: "b@gmail.com"}, {to: "c@gmail.com"}, {to: "d@gmail.com"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The fake time lies an hour ahead of the real one, so that a context deadline
			// taken from it has not passed for the real clock either.
			clock := &fakeClock{t: time.Now().Add(time.Hour)}
			next := &countingTransport{}
			l := NewLimiter(next, tt.perMinute, 0)
			l.now, l.sleep = clock.now, clock.sleep
			var want []string
			for i, s := range tt.steps {
				clock.advance(s.advance)
				clock.slept = nil
				ctx, cancel := context.Background(), context.CancelFunc(func() {})
				if s.deadline > 0 {
					ctx, cancel = context.WithDeadline(ctx, clock.now().Add(s.deadline))
				}
				err := l.Send(ctx, Message{To: s.to, Text: "t"})
				cancel()
				var rle *RateLimitError
				switch {
				case s.wantErr && (!errors.As(err, &rle) || !errors.Is(err, ErrRateLimited)):
					t.Fatalf("step %d: error %v, want a *RateLimitError", i, err)
				case s.wantErr && !rle.RetryAt.After(clock.now().Add(s.deadline)):
					t.Errorf("step %d: RetryAt %v is not after the deadline", i, rle.RetryAt)
				case !s.wantErr && err != nil:
					t.Fatalf("step %d: %v", i, err)
				case !s.wantErr:
					want = append(want, s.to)
				}
				var slept time.Duration
				for _, d := range clock.slept {
					slept += d
				}
				if slept != s.wantWait {
					t.Errorf("step %d (%s): waited %v, want %v", i, s.to, slept, s.wantWait)
				}
			}
			if fmt.Sprint(next.got) != fmt.Sprint(want) {
				t.Errorf("sent %v, want %v", next.got, want)
			}
		})
	}
}

func TestLimiterCanceledWhileWaiting(t *testing.T) {
	clock := &fakeClock{t: time.Now()}
	next := &countingTransport{}
	l := NewLimiter(next, 1, 0)
	l.now, l.sleep = clock.now, clock.sleep
	if err := l.Send(context.Background(), Message{To: "a@gmail.com", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	clock.cancel = true
	if err := l.Send(context.Background(), Message{To: "b@gmail.com", Text: "t"}); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
	if len(next.got) != 1 {
		t.Errorf("sent %v, want only the first", next.got)
	}
}

func TestLimiterForgetsIdleDomains(t *testing.T) {
	clock := &fakeClock{t: time.Now()}
	l := NewLimiter(&countingTransport{}, 5, 0)
	l.now, l.sleep = clock.now, clock.sleep
	for i := range 1500 {
		if err := l.Send(context.Background(), Message{To: fmt.Sprintf("a@d%d.test", i), Text: "t"}); err != nil {
			t.Fatal(err)
		}
		if i == 999 {
			clock.advance(2 * time.Minute) // the first thousand domains are now idle
		}
	}
	if n := len(l.sent); n != 500 {
		t.Errorf("limiter remembers %d domains, want the 500 written to in the last minute", n)
	}
}

// blockingTransport holds every Send until release is closed, and counts the sends in
// flight.
type blockingTransport struct {
	release        chan struct{}
	inFlight, most atomic.Int32
	done           atomic.Int32
}

func (b *blockingTransport) Send(ctx context.Context, m Message) error {
	n := b.inFlight.Add(1)
	for {
		old := b.most.Load()
		if n <= old || b.most.CompareAndSwap(old, n) {
			break
		}
	}
	<-b.release
	b.inFlight.Add(-1)
	b.done.Add(1)
	return nil
}

// TestLimiterConcurrency runs in a synctest bubble, where synctest.Wait returns once
// every goroutine is blocked: no sleeping, no timing.
func TestLimiterConcurrency(t *testing.T) {
	for _, concurrency := range []int{1, 2, 4} {
		t.Run(fmt.Sprint(concurrency), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				next := &blockingTransport{release: make(chan struct{})}
				l := NewLimiter(next, 0, concurrency)
				errs := make(chan error, 6)
				for i := range 6 {
					go func() {
						errs <- l.Send(context.Background(), Message{To: fmt.Sprintf("m%d@example.com", i), Text: "t"})
					}()
				}
				synctest.Wait()
				if got := next.inFlight.Load(); got != int32(concurrency) {
					t.Errorf("%d sends in flight, want %d", got, concurrency)
				}

				// A send that gives up while waiting for a slot returns the context's error.
				ctx, cancel := context.WithCancel(context.Background())
				waiting := make(chan error, 1)
				go func() { waiting <- l.Send(ctx, Message{To: "late@example.com", Text: "t"}) }()
				synctest.Wait()
				cancel()
				if err := <-waiting; !errors.Is(err, context.Canceled) {
					t.Errorf("canceled wait: %v, want context.Canceled", err)
				}

				close(next.release)
				for range 6 {
					if err := <-errs; err != nil {
						t.Error(err)
					}
				}
				if most, done := next.most.Load(), next.done.Load(); most != int32(concurrency) || done != 6 {
					t.Errorf("at most %d at once and %d sent, want %d and 6", most, done, concurrency)
				}
			})
		})
	}
}
