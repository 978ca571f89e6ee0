package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestJobQueue(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return t0 }

		later, err := db.Enqueue(ctx, "mail", []byte(`{"to":"b"}`), t0.Add(time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		first, err := db.Enqueue(ctx, "mail", []byte(`{"to":"a"}`), time.Time{})
		if err != nil {
			t.Fatal(err)
		}

		t.Run("ClaimsDueJobOnly", func(t *testing.T) {
			job, err := db.Claim(ctx, t0, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if job.ID != first || string(job.Payload) != `{"to":"a"}` || job.Attempts != 1 {
				t.Errorf("claimed %+v, want job %d attempt 1", job, first)
			}
			if _, err := db.Claim(ctx, t0, time.Minute); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("second claim: err = %v, want ENOTFOUND while leased", err)
			}
		})
		t.Run("LeaseExpires", func(t *testing.T) {
			job, err := db.Claim(ctx, t0.Add(2*time.Minute), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if job.ID != first || job.Attempts != 2 {
				t.Errorf("reclaimed %+v, want job %d attempt 2", job, first)
			}
		})
		t.Run("FailRetries", func(t *testing.T) {
			retry := t0.Add(10 * time.Minute)
			if err := db.Fail(ctx, first, "smtp: 421", retry); err != nil {
				t.Fatal(err)
			}
			job, _ := db.FindJob(ctx, first)
			if job.Status != amora.JobPending || !job.RunAt.Equal(retry) || job.LastError != "smtp: 421" {
				t.Errorf("after fail: %+v", job)
			}
		})
		t.Run("Complete", func(t *testing.T) {
			job, err := db.Claim(ctx, t0.Add(11*time.Minute), time.Minute)
			if err != nil || job.ID != first {
				t.Fatalf("claim = %v, %v", job, err)
			}
			if err := db.Complete(ctx, first); err != nil {
				t.Fatal(err)
			}
			if job, _ = db.FindJob(ctx, first); job.Status != amora.JobDone {
				t.Errorf("status = %q, want done", job.Status)
			}
		})
		t.Run("FailsForGoodAfterMaxAttempts", func(t *testing.T) {
			now := t0.Add(2 * time.Hour)
			for i := 0; i < 8; i++ {
				job, err := db.Claim(ctx, now, time.Minute)
				if err != nil {
					t.Fatalf("attempt %d: %v", i+1, err)
				}
				if job.ID != later {
					t.Fatalf("claimed job %d, want %d", job.ID, later)
				}
				if err := db.Fail(ctx, later, "boom", now); err != nil {
					t.Fatal(err)
				}
			}
			job, _ := db.FindJob(ctx, later)
			if job.Status != amora.JobFailed || job.Attempts != 8 {
				t.Errorf("after 8 failures: status %q attempts %d, want failed 8", job.Status, job.Attempts)
			}
			if _, err := db.Claim(ctx, now.Add(time.Hour), time.Minute); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("a failed job was claimed again: %v", err)
			}
		})
		t.Run("ErrNotFound", func(t *testing.T) {
			if _, err := db.FindJob(ctx, 9999); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("err = %v, want ENOTFOUND", err)
			}
		})
	})
}
