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

// Event is something that happened for one member and reaches their open tabs at once:
// a new message, a like, a change of credits.
type Event struct {
	Type string `json:"type"`
	Data any    `json:"data,omitempty"`
}

// Broker fans events out to subscribers. The in-process broker serves one instance; the
// NATS broker connects several.
type Broker interface {
	// Publish sends an event to every current subscriber of topic.
	Publish(ctx context.Context, topic string, ev Event) error
	// Subscribe returns a channel of the events published to topic from now on and a
	// function that ends the subscription and closes the channel.
	Subscribe(topic string) (<-chan Event, func())
	// PublishSessionsEnded tells every instance, this one too, that sessions ended.
	PublishSessionsEnded(ctx context.Context, e SessionsEnded) error
	// SubscribeSessionsEnded returns a channel of the SessionsEnded published from now
	// on, by any instance, and a function that ends the subscription.
	SubscribeSessionsEnded() (<-chan SessionsEnded, func())
}

// SessionsEnded says that sessions of one member ended (a logout, a new password, a
// reset, an e-mail change or its undo, a deletion): every instance closes their open
// event streams and forgets them in its session cache. It names sessions by the hash
// of their token (HashToken), never by the token itself.
type SessionsEnded struct {
	UserID int64 `json:"user_id"`
	// Session is the hash of the one session that ended; empty when every session of
	// the member ended but Kept.
	Session string `json:"session,omitempty"`
	// Kept is the hash of the session that lives on (the one that changed the
	// password), or empty.
	Kept string `json:"kept,omitempty"`
}

// Ends reports whether the session of userID with token hash tokenHash is one that ended.
func (e SessionsEnded) Ends(userID int64, tokenHash string) bool {
	if userID != e.UserID {
		return false
	}
	if e.Session != "" {
		return tokenHash == e.Session
	}
	return e.Kept == "" || tokenHash != e.Kept
}
