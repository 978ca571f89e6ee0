package amora

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"
)

// Hasher runs the password hashes (argon2id, 19 MiB each) with a bound on how many run
// at once, so that a burst of logins cannot take the memory of hundreds of hashes. A
// hash beyond the bound waits in a queue of limited length for at most Wait; when the
// queue is full or the wait is over, it answers ErrBusy instead.
type Hasher struct {
	slots chan struct{} // one per hash running
	queue chan struct{} // one per hash running or waiting
	wait  time.Duration
	runs  atomic.Int64
}

// NewHasher bounds hashes to concurrent at once (runtime.GOMAXPROCS when <= 0), with
// at most queued more waiting (32 per slot when < 0) for at most wait (10 s when <= 0).
func NewHasher(concurrent, queued int, wait time.Duration) *Hasher {
	if concurrent <= 0 {
		concurrent = runtime.GOMAXPROCS(0)
	}
	if queued < 0 {
		queued = 32 * concurrent
	}
	if wait <= 0 {
		wait = 10 * time.Second
	}
	return &Hasher{slots: make(chan struct{}, concurrent), queue: make(chan struct{}, concurrent+queued), wait: wait}
}

// ErrBusy answers a password check or change that found no free hashing slot in time.
// The member is asked to try again a little later (Retry-After).
func ErrBusy() *Error {
	return &Error{Code: EUNAVAILABLE, Key: "busy", RetryAfter: 5,
		Message: "It is very busy right now. Please try again in a few seconds."}
}

// run calls f in a slot.
func (h *Hasher) run(ctx context.Context, f func()) error {
	select {
	case h.queue <- struct{}{}:
	default:
		return ErrBusy()
	}
	defer func() { <-h.queue }()
	select {
	case h.slots <- struct{}{}:
	default:
		t := time.NewTimer(h.wait)
		defer t.Stop()
		select {
		case h.slots <- struct{}{}:
		case <-t.C:
			return ErrBusy()
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	defer func() { <-h.slots }()
	h.runs.Add(1)
	f()
	return nil
}

// Runs is how many hashes and checks have run so far.
func (h *Hasher) Runs() int64 { return h.runs.Load() }

// Hash returns the argon2id hash of pw (see HashPassword).
func (h *Hasher) Hash(ctx context.Context, pw string) (hash string, err error) {
	if rerr := h.run(ctx, func() { hash, err = HashPassword(pw) }); rerr != nil {
		return "", rerr
	}
	return hash, err
}

// Verify reports whether pw matches hash (see VerifyPassword).
func (h *Hasher) Verify(ctx context.Context, hash, pw string) (ok bool, err error) {
	err = h.run(ctx, func() { ok = VerifyPassword(hash, pw) })
	return ok, err
}

// VerifyNobody spends the time of one verification, for an address with no account.
func (h *Hasher) VerifyNobody(ctx context.Context, pw string) error {
	return h.run(ctx, func() { VerifyNobody(pw) })
}
