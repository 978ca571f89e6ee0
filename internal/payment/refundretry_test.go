package payment_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"amora"
	"amora/internal/payment"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// downRefunder is a provider whose refunds fail, as one that cannot be reached.
type downRefunder struct {
	*payment.Sandbox
	calls []string
}

func (d *downRefunder) Refund(_ context.Context, _ string, _ int, _, _, key string) (string, error) {
	d.calls = append(d.calls, key)
	return "", errors.New("connection refused")
}

// paidSandboxPayment is a sandbox payment the member paid, with its credits.
func paidSandboxPayment(t *testing.T, db *sqlstore.DB, sb *payment.Sandbox, email string) (*amora.Payment, string) {
	t.Helper()
	ctx := context.Background()
	p := newPayment(t, db, email, amora.MethodIDEAL)
	created, err := sb.Create(ctx, amora.PaymentRequest{PaymentID: p.ID, Amount: p.Amount, Currency: p.Currency, Method: p.Method})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sb.Decide(ctx, p.ID, amora.PaymentPaid); err != nil {
		t.Fatal(err)
	}
	if err := db.AttachProviderPayment(ctx, p.ID, created.ID, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ApplyPaymentStatus(ctx, "sandbox", created.ID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
		t.Fatal(err)
	}
	return p, created.ID
}

// retryJob claims the refund retry job of refundID once it is due at now.
func retryJob(t *testing.T, db *sqlstore.DB, now time.Time) *amora.Job {
	t.Helper()
	for {
		job, err := db.Claim(context.Background(), now, time.Minute)
		if err != nil {
			return nil
		}
		if job.Kind == sqlstore.JobRefundRetry {
			return job
		}
	}
}

func credits(t *testing.T, db *sqlstore.DB, userID int64) int {
	t.Helper()
	u, err := db.FindUser(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	return u.Credits
}

// TestRefundRetry: a crash between the ledger debit and the provider call leaves the
// refund pending with its job queued; the job, due a few minutes later, makes the
// refund once, through the sandbox with the refund's idempotency key; a provider that
// never answers fails the refund after amora.RefundMaxAttempts calls and the credits
// come back.
func TestRefundRetry(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		start := time.Now().UTC().Truncate(time.Second)
		now := start
		db.Now = func() time.Time { return now }
		sb := &payment.Sandbox{Store: db}
		providers := map[string]amora.PaymentProvider{"sandbox": sb}

		t.Run("CrashBeforeTheProviderCall", func(t *testing.T) {
			p, sbxID := paidSandboxPayment(t, db, sb, "crash@example.nl")
			before := credits(t, db, p.UserID)
			r, err := db.BeginMemberRefund(ctx, p.UserID, p.ID, 14)
			if err != nil {
				t.Fatal(err)
			}
			// The process dies here: the credits are gone, the provider was never asked.
			if got := credits(t, db, p.UserID); got != before-r.Credits || r.Credits == 0 {
				t.Fatalf("credits %d after the debit of %d, had %d", got, r.Credits, before)
			}
			if job := retryJob(t, db, now.Add(amora.RefundRetryAfter-time.Second)); job != nil {
				t.Fatalf("the retry ran before %s: %+v", amora.RefundRetryAfter, job)
			}
			now = now.Add(amora.RefundRetryAfter)
			job := retryJob(t, db, now)
			if job == nil || string(job.Payload) == "" {
				t.Fatal("no retry job queued with the refund")
			}
			done, err := payment.RetryRefund(ctx, db, providers, r.ID, now)
			if err != nil || done.Status != amora.RefundRefunded || done.ProviderRefundID == "" {
				t.Fatalf("retry: %+v, %v", done, err)
			}
			if st, err := sb.Get(ctx, sbxID); err != nil || st.Status != amora.PaymentPaid {
				t.Fatalf("sandbox: %+v, %v", st, err)
			}
			// A second run (the job's lease ran out) changes nothing.
			again, err := payment.RetryRefund(ctx, db, providers, r.ID, now)
			if err != nil || again.Status != amora.RefundRefunded || again.ProviderRefundID != done.ProviderRefundID {
				t.Errorf("second run: %+v, %v", again, err)
			}
			// The provider paid the unused credits (all of them) back: nothing is left.
			if r.Amount != p.Amount {
				t.Errorf("refund of %d, want the whole %d", r.Amount, p.Amount)
			}
			if _, err := sb.Refund(ctx, sbxID, 1, p.Currency, "", "rest"); amora.ErrorCode(err) != amora.ECONFLICT {
				t.Errorf("the provider did not make the refund: %v", err)
			}
			if got := credits(t, db, p.UserID); got != before-r.Credits {
				t.Errorf("credits %d, want %d", got, before-r.Credits)
			}
		})

		t.Run("CrashAfterTheProviderCall", func(t *testing.T) {
			p, sbxID := paidSandboxPayment(t, db, sb, "crash2@example.nl")
			r, err := db.BeginMemberRefund(ctx, p.UserID, p.ID, 14)
			if err != nil {
				t.Fatal(err)
			}
			// The provider made the refund, the process died before recording it.
			made, err := sb.Refund(ctx, sbxID, r.Amount, r.Currency, "", amora.RefundIdempotencyKey(r.ID))
			if err != nil {
				t.Fatal(err)
			}
			now = now.Add(amora.RefundRetryAfter)
			done, err := payment.RetryRefund(ctx, db, providers, r.ID, now)
			if err != nil || done.Status != amora.RefundRefunded || done.ProviderRefundID != made {
				t.Fatalf("retry: %+v, %v; want the provider's refund %s", done, err, made)
			}
		})

		t.Run("ProviderDownGivesTheCreditsBack", func(t *testing.T) {
			p, _ := paidSandboxPayment(t, db, sb, "down@example.nl")
			before := credits(t, db, p.UserID)
			r, err := db.BeginMemberRefund(ctx, p.UserID, p.ID, 14)
			if err != nil {
				t.Fatal(err)
			}
			down := &downRefunder{Sandbox: sb}
			down2 := map[string]amora.PaymentProvider{"sandbox": down}
			var last time.Time
			for i := 1; i < amora.RefundMaxAttempts; i++ {
				now = now.Add(amora.RefundRetryAfter)
				got, err := payment.RetryRefund(ctx, db, down2, r.ID, now)
				var again *payment.ErrRetryRefund
				if !errors.As(err, &again) || got.Status != amora.RefundPending || !again.At.After(now) || !again.At.After(last) {
					t.Fatalf("attempt %d: %+v, %v", i, got, err)
				}
				last = again.At
			}
			if credits(t, db, p.UserID) != before-r.Credits {
				t.Fatal("credits came back before the last attempt")
			}
			got, err := payment.RetryRefund(ctx, db, down2, r.ID, now)
			if err != nil || got.Status != amora.RefundFailed {
				t.Fatalf("last attempt: %+v, %v", got, err)
			}
			if c := credits(t, db, p.UserID); c != before {
				t.Errorf("credits %d after the failed refund, want %d back", c, before)
			}
			if len(down.calls) != amora.RefundMaxAttempts || down.calls[0] != amora.RefundIdempotencyKey(r.ID) {
				t.Errorf("provider calls %v", down.calls)
			}
			if q, err := db.RefundQuote(ctx, p.UserID, p.ID, 14); err != nil || !q.Eligible {
				t.Errorf("after a failed refund the member may ask again: %+v, %v", q, err)
			}
			// Failed for good: a late run of the job leaves it so.
			if got, err := payment.RetryRefund(ctx, db, down2, r.ID, now); err != nil || got.Status != amora.RefundFailed || len(down.calls) != amora.RefundMaxAttempts {
				t.Errorf("late run: %+v, %v", got, err)
			}
		})
	})
}
