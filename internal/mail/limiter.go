package mail

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// ErrRateLimited is what a Limiter's error wraps when a message may not go before the
// caller's deadline.
var ErrRateLimited = errors.New("mail: recipient domain rate limit")

// RateLimitError says when a message to Domain may go at the earliest.
type RateLimitError struct {
	Domain  string
	RetryAt time.Time
}

func (e *RateLimitError) Error() string {
	return fmt.Sprintf("mail: no more mail to %s before %s (recipient domain rate limit)", e.Domain, e.RetryAt.Format(time.RFC3339))
}

// Unwrap makes errors.Is(err, ErrRateLimited) hold.
func (e *RateLimitError) Unwrap() error { return ErrRateLimited }

// Limiter is a Transport that hands messages to another one at most PerMinute per
// recipient domain in any 60 seconds, and at most Concurrency at a time. Big mail
// providers defer or refuse a sender that delivers too much at once, which hurts its
// reputation; a relay or mail server also takes only so many connections.
//
// A message over the domain's rate waits until it may go, unless the caller's context
// ends sooner: then Send returns a *RateLimitError at once (without waiting), so that a
// caller with a deadline, such as a job that would rather run again later, is not held.
// The wait for the rate comes before the wait for a connection slot, so a message
// waiting for its domain holds no slot. A Limiter is safe for concurrent use.
type Limiter struct {
	next      Transport
	perMinute int           // 0: no rate limit
	slots     chan struct{} // nil: no concurrency limit

	now   func() time.Time                                 // the clock; tests set their own
	sleep func(ctx context.Context, d time.Duration) error // waits d or until ctx ends

	mu      sync.Mutex
	sent    map[string]*sendWindow // by lower-case recipient domain
	sweepAt int                    // sweep idle domains when sent reaches this size
}

// sendWindow holds the send times (some perhaps booked in the future) of the last
// perMinute messages to one domain, oldest at head once it is full.
type sendWindow struct {
	times []time.Time
	head  int
}

// NewLimiter wraps next. perMinute is the most messages per recipient domain in any 60
// seconds and concurrency the most sends at once; 0 (or less) for either means no limit.
func NewLimiter(next Transport, perMinute, concurrency int) *Limiter {
	l := &Limiter{next: next, perMinute: max(perMinute, 0), now: time.Now, sleep: sleepContext,
		sent: map[string]*sendWindow{}, sweepAt: 1024}
	if concurrency > 0 {
		l.slots = make(chan struct{}, concurrency)
	}
	return l
}

// Send waits for m's recipient domain and for a free slot, then sends m with the
// wrapped transport.
func (l *Limiter) Send(ctx context.Context, m Message) error {
	if l.perMinute > 0 {
		domain := strings.ToLower(domainOf(m.To))
		deadline, _ := ctx.Deadline()
		at, ok := l.reserve(domain, deadline)
		if !ok {
			return &RateLimitError{Domain: domain, RetryAt: at}
		}
		if wait := at.Sub(l.now()); wait > 0 {
			if err := l.sleep(ctx, wait); err != nil {
				return fmt.Errorf("mail: waiting for the rate limit of %s: %w", domain, err)
			}
		}
	}
	if l.slots != nil {
		select {
		case l.slots <- struct{}{}:
			defer func() { <-l.slots }()
		case <-ctx.Done():
			return fmt.Errorf("mail: waiting for a free connection: %w", context.Cause(ctx))
		}
	}
	return l.next.Send(ctx, m)
}

// reserve books the earliest moment, now or later, at which one more message to domain
// keeps it within perMinute in any minute, and returns it. When deadline is set and the
// moment comes after it, nothing is booked and ok is false.
func (l *Limiter) reserve(domain string, deadline time.Time) (at time.Time, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if len(l.sent) >= l.sweepAt {
		l.sweep(now)
	}
	w := l.sent[domain]
	if w == nil {
		w = &sendWindow{}
		l.sent[domain] = w
	}
	if len(w.times) < l.perMinute {
		w.times = append(w.times, now)
		return now, true
	}
	at = w.times[w.head].Add(time.Minute)
	if at.Before(now) {
		at = now
	}
	if !deadline.IsZero() && at.After(deadline) {
		return at, false
	}
	w.times[w.head] = at
	w.head = (w.head + 1) % len(w.times)
	return at, true
}

// sweep forgets the domains that had no message in the last minute, so that the map
// holds only the domains being written to.
func (l *Limiter) sweep(now time.Time) {
	for domain, w := range l.sent {
		newest := w.times[(w.head+len(w.times)-1)%len(w.times)]
		if !newest.After(now.Add(-time.Minute)) {
			delete(l.sent, domain)
		}
	}
	l.sweepAt = max(1024, 2*len(l.sent))
}

// sleepContext waits d, or until ctx ends.
func sleepContext(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}
