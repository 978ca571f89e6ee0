// Package postback sends the postbacks of conversions (issue 24): a durable job per
// conversion calls its network's URL template, filled with the conversion's values;
// every attempt is logged, and failures are retried by the job runner with backoff.
package postback

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/sqlstore"
)

// Store is what the sender needs of the database.
type Store interface {
	PostbackToSend(ctx context.Context, conversionID int64) (*amora.Conversion, *amora.PostbackNetwork, error)
	RecordPostbackAttempt(ctx context.Context, a amora.PostbackAttempt, status string) error
}

// Sender sends postbacks with Client (a plain client with amora.PostbackTimeout when nil).
type Sender struct {
	Store  Store
	Client *http.Client
	Now    func() time.Time
}

// Register makes the runner send postback jobs with s.
func (s *Sender) Register(r *jobs.Runner) { r.Handle(sqlstore.JobPostback, s.Handle) }

// Handle is the job handler: one attempt at the conversion's postback.
func (s *Sender) Handle(ctx context.Context, payload []byte) error {
	var job sqlstore.PostbackJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	c, n, err := s.Store.PostbackToSend(ctx, job.ConversionID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return &jobs.Permanent{Err: err}
	} else if err != nil {
		return err
	}
	a := amora.PostbackAttempt{ConversionID: c.ID, Attempt: len(c.Attempts) + 1, AttemptedAt: s.now()}
	if n == nil {
		// The network's configuration was removed or disabled after the event.
		a.Status, a.Error = "failed", "no enabled postback configuration for network "+c.Source.Network
		if err := s.Store.RecordPostbackAttempt(ctx, a, amora.PostbackFailed); err != nil {
			return err
		}
		return &jobs.Permanent{Err: errors.New(a.Error)}
	}
	a.URL = amora.PostbackURL(n.URLTemplate, *c)
	sendErr := s.send(ctx, &a)
	status := amora.PostbackSent
	if sendErr != nil {
		a.Status, a.Error = "failed", sendErr.Error()
		status = amora.PostbackPending
		if a.Attempt >= amora.PostbackMaxAttempts {
			status = amora.PostbackFailed
		}
	} else {
		a.Status = "ok"
	}
	if err := s.Store.RecordPostbackAttempt(ctx, a, status); err != nil {
		return err
	}
	if sendErr != nil && status == amora.PostbackFailed {
		return &jobs.Permanent{Err: sendErr}
	}
	return sendErr
}

// send calls the URL once; any answer but 2xx is a failure.
func (s *Sender) send(ctx context.Context, a *amora.PostbackAttempt) error {
	client := s.Client
	if client == nil {
		client = &http.Client{Timeout: amora.PostbackTimeout}
	}
	start := time.Now()
	defer func() { a.DurationMS = time.Since(start).Milliseconds() }()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.URL, nil)
	if err != nil {
		return err
	}
	req.Header.Set("User-Agent", "Amora-Postback/1")
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	a.ResponseCode = res.StatusCode
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("the receiver answered %s", res.Status)
	}
	return nil
}

func (s *Sender) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}
