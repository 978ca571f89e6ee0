package amora

import (
	"context"
	"time"
)

// Job states.
const (
	JobPending = "pending"
	JobDone    = "done"
	JobFailed  = "failed"
)

// Job is one unit of background work (an e-mail, a push message, a purge) stored in the
// database so that it survives restarts. Jobs are written in the same transaction as the
// change that causes them.
type Job struct {
	ID          int64
	Kind        string
	Payload     []byte
	Status      string
	Attempts    int
	MaxAttempts int
	RunAt       time.Time
	LastError   string
	CreatedAt   time.Time
}

// JobQueue stores jobs and hands them out to workers. A claimed job is leased: when the
// worker neither completes nor fails it before the lease ends, another worker may claim
// it again.
type JobQueue interface {
	// Enqueue stores a job to run at runAt (now when zero) and returns its id.
	Enqueue(ctx context.Context, kind string, payload []byte, runAt time.Time) (int64, error)
	// Claim leases the next job due at now for lease, or returns ENOTFOUND when none is due.
	Claim(ctx context.Context, now time.Time, lease time.Duration) (*Job, error)
	// Complete marks a claimed job done.
	Complete(ctx context.Context, id int64) error
	// Fail records a failed attempt; the job runs again at retryAt, or is marked failed
	// for good when retryAt is zero.
	Fail(ctx context.Context, id int64, reason string, retryAt time.Time) error
	// FindJob returns one job by id.
	FindJob(ctx context.Context, id int64) (*Job, error)
}

// JobBackoff returns how long to wait before attempt number attempts+1 after a failure:
// 10 s doubled with every attempt, at most one hour.
func JobBackoff(attempts int) time.Duration {
	d := 10 * time.Second
	for i := 1; i < attempts && d < time.Hour; i++ {
		d *= 2
	}
	return min(d, time.Hour)
}
