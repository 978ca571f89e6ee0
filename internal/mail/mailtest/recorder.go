// Package mailtest holds a mail transport for tests that records what is sent.
package mailtest

import (
	"context"
	"errors"
	"sync"

	"amora/internal/mail"
)

// Recorder is a mail transport that keeps every message sent; FailNext makes the
// next send fail as a busy SMTP server does.
type Recorder struct {
	mu   sync.Mutex
	sent []mail.Message
	fail bool
}

// Send records m, or fails once after FailNext.
func (r *Recorder) Send(_ context.Context, m mail.Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail {
		r.fail = false
		return errors.New("smtp: 451 try again later")
	}
	r.sent = append(r.sent, m)
	return nil
}

// FailNext makes the next Send fail.
func (r *Recorder) FailNext() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.fail = true
}

// Take returns the messages sent to address since the last Take of it.
func (r *Recorder) Take(address string) []mail.Message {
	r.mu.Lock()
	defer r.mu.Unlock()
	var got, rest []mail.Message
	for _, m := range r.sent {
		if m.To == address {
			got = append(got, m)
		} else {
			rest = append(rest, m)
		}
	}
	r.sent = rest
	return got
}
