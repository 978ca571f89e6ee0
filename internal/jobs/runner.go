// Package jobs works the durable job queue: it claims due jobs, runs the handler
// registered for their kind, and retries failures with backoff.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"amora"
)

// Handler does the work of one job. An error makes the job run again later; a
// *Permanent error fails it for good.
type Handler func(ctx context.Context, payload []byte) error

// Permanent wraps an error that retrying cannot fix, such as a malformed payload.
type Permanent struct{ Err error }

func (p *Permanent) Error() string { return "permanent: " + p.Err.Error() }
func (p *Permanent) Unwrap() error { return p.Err }

// RetryAt wraps an error whose cause named when to try again, such as a push
// service's Retry-After: the job runs again at At instead of after the usual backoff,
// within its attempts.
type RetryAt struct {
	Err error
	At  time.Time
}

func (r *RetryAt) Error() string { return r.Err.Error() }
func (r *RetryAt) Unwrap() error { return r.Err }

// Runner claims and runs jobs until its context ends.
type Runner struct {
	Queue    amora.JobQueue
	Logger   *slog.Logger
	Now      func() time.Time
	Interval time.Duration // how long to sleep when no job is due
	Lease    time.Duration // how long a claimed job is held before another worker may take it
	Backoff  func(attempts int) time.Duration

	mu       sync.Mutex
	handlers map[string]Handler
	wake     chan struct{}
}

// NewRunner returns a runner with the usual timings: poll every second, 5-minute lease,
// amora.JobBackoff between attempts.
func NewRunner(q amora.JobQueue, logger *slog.Logger) *Runner {
	return &Runner{Queue: q, Logger: logger, Now: func() time.Time { return time.Now().UTC() },
		Interval: time.Second, Lease: 5 * time.Minute, Backoff: amora.JobBackoff,
		handlers: map[string]Handler{}, wake: make(chan struct{}, 1)}
}

// Handle registers the handler for a kind of job.
func (r *Runner) Handle(kind string, h Handler) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.handlers[kind] = h
}

// Wake makes a sleeping runner look for work now, for example right after a request
// enqueued a job.
func (r *Runner) Wake() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// Run works jobs until ctx is done.
func (r *Runner) Run(ctx context.Context) {
	for {
		worked, err := r.RunOnce(ctx)
		if err != nil && ctx.Err() == nil {
			r.Logger.Error("job queue", "err", err)
		}
		if worked {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-r.wake:
		case <-time.After(r.Interval):
		}
	}
}

// RunOnce claims and runs at most one due job, reporting whether there was one.
func (r *Runner) RunOnce(ctx context.Context) (bool, error) {
	job, err := r.Queue.Claim(ctx, r.Now(), r.Lease)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return false, nil
	} else if err != nil {
		return false, err
	}
	r.mu.Lock()
	h := r.handlers[job.Kind]
	r.mu.Unlock()
	if h == nil {
		return true, r.Queue.Fail(ctx, job.ID, fmt.Sprintf("no handler for job kind %q", job.Kind), time.Time{})
	}
	err = safeRun(ctx, h, job.Payload)
	if err == nil {
		return true, r.Queue.Complete(ctx, job.ID)
	}
	var perm *Permanent
	var at *RetryAt
	retryAt := r.Now().Add(r.Backoff(job.Attempts))
	if errors.As(err, &at) && !at.At.IsZero() {
		retryAt = at.At
	}
	if errors.As(err, &perm) || job.Attempts >= job.MaxAttempts {
		retryAt = time.Time{}
	}
	r.Logger.Warn("job failed", "id", job.ID, "kind", job.Kind, "attempt", job.Attempts, "err", err, "retry_at", retryAt)
	return true, r.Queue.Fail(ctx, job.ID, err.Error(), retryAt)
}

// safeRun turns a panicking handler into a failed attempt.
func safeRun(ctx context.Context, h Handler, payload []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return h(ctx, payload)
}
