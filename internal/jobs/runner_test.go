package jobs_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestRunner(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := time.Date(2026, 11, 22, 8, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return clock }
		r := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
		r.Now = func() time.Time { return clock }

		calls := 0
		r.Handle("flaky", func(ctx context.Context, payload []byte) error {
			calls++
			if calls < 3 {
				return errors.New("temporary")
			}
			return nil
		})
		r.Handle("broken", func(ctx context.Context, payload []byte) error {
			return &jobs.Permanent{Err: errors.New("bad payload")}
		})
		r.Handle("panics", func(ctx context.Context, payload []byte) error { panic("oops") })

		t.Run("RetriesWithBackoffUntilDone", func(t *testing.T) {
			id, _ := db.Enqueue(ctx, "flaky", nil, time.Time{})
			for attempt := 1; attempt <= 3; attempt++ {
				worked, err := r.RunOnce(ctx)
				if err != nil || !worked {
					t.Fatalf("attempt %d: worked %v err %v", attempt, worked, err)
				}
				job, _ := db.FindJob(ctx, id)
				if attempt < 3 {
					if want := clock.Add(amora.JobBackoff(attempt)); !job.RunAt.Equal(want) {
						t.Errorf("attempt %d: run_at %v, want %v", attempt, job.RunAt, want)
					}
					if worked, _ := r.RunOnce(ctx); worked {
						t.Errorf("attempt %d: job ran again before its backoff", attempt)
					}
					clock = job.RunAt
				} else if job.Status != amora.JobDone {
					t.Errorf("status %q after success, want done", job.Status)
				}
			}
		})
		t.Run("RetryAtTheTimeTheCauseNamed", func(t *testing.T) {
			r.Handle("busy", func(ctx context.Context, payload []byte) error {
				return &jobs.RetryAt{Err: errors.New("429"), At: clock.Add(3 * time.Second)}
			})
			id, _ := db.Enqueue(ctx, "busy", nil, time.Time{})
			if worked, err := r.RunOnce(ctx); !worked || err != nil {
				t.Fatalf("worked %v err %v", worked, err)
			}
			job, _ := db.FindJob(ctx, id)
			if want := clock.Add(3 * time.Second); job.Status != amora.JobPending || !job.RunAt.Equal(want) {
				t.Errorf("status %q run_at %v, want pending at %v (Retry-After, not the backoff)", job.Status, job.RunAt, want)
			}
		})
		t.Run("PermanentFailure", func(t *testing.T) {
			id, _ := db.Enqueue(ctx, "broken", nil, time.Time{})
			r.RunOnce(ctx)
			if job, _ := db.FindJob(ctx, id); job.Status != amora.JobFailed || job.LastError == "" {
				t.Errorf("got status %q error %q, want failed with a reason", job.Status, job.LastError)
			}
		})
		t.Run("PanicIsAFailedAttempt", func(t *testing.T) {
			id, _ := db.Enqueue(ctx, "panics", nil, time.Time{})
			r.RunOnce(ctx)
			if job, _ := db.FindJob(ctx, id); job.Status != amora.JobPending || job.LastError != "panic: oops" {
				t.Errorf("got status %q error %q, want pending with the panic", job.Status, job.LastError)
			}
		})
		t.Run("UnknownKind", func(t *testing.T) {
			id, _ := db.Enqueue(ctx, "nobody", nil, time.Time{})
			clock = clock.Add(time.Hour) // let the panicking job be due again too
			for i := 0; i < 3; i++ {
				r.RunOnce(ctx)
			}
			if job, _ := db.FindJob(ctx, id); job.Status != amora.JobFailed {
				t.Errorf("status %q, want failed", job.Status)
			}
		})
		t.Run("RunStopsWithContext", func(t *testing.T) {
			ctx, cancel := context.WithCancel(ctx)
			done := make(chan struct{})
			go func() { r.Run(ctx); close(done) }()
			cancel()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("Run did not return after cancel")
			}
		})
	})
}
