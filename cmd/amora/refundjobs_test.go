package main

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/payment"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestRefundRetryJob: a refund left pending by a crash between the debit and the
// provider call is finished by the job queue once it is due: the sandbox refunds it
// and the member's refund e-mail is queued.
func TestRefundRetryJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := time.Now().UTC().Truncate(time.Second)
		db.Now = func() time.Time { return now }
		u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings()}, amora.SignupForm{Name: "Jan",
			Email: "jan@example.nl", Password: "veilig-wachtwoord-42", DateOfBirth: "1991-01-01", Language: "nl"})
		if err != nil {
			t.Fatal(err)
		}
		pkgs, err := db.Packages(ctx, "EUR")
		if err != nil {
			t.Fatal(err)
		}
		p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: pkgs[0].ID, Method: amora.MethodIDEAL, Country: "NL", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		sb := &payment.Sandbox{Store: db}
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
		r, err := db.BeginMemberRefund(ctx, u.ID, p.ID, 14)
		if err != nil {
			t.Fatal(err)
		}
		// The process dies before asking the provider; a new one starts its runner.
		runner := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
		runner.Now = func() time.Time { return now }
		registerRefundJobs(runner, config.Config{}, db, slog.New(slog.NewTextHandler(io.Discard, nil)))
		now = now.Add(amora.RefundRetryAfter)
		for {
			worked, err := runner.RunOnce(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !worked {
				break
			}
		}
		done, err := db.RefundByID(ctx, r.ID)
		if err != nil || done.Status != amora.RefundRefunded || done.ProviderRefundID == "" {
			t.Fatalf("refund after the job: %+v, %v", done, err)
		}
		if _, err := sb.Refund(ctx, created.ID, 1, p.Currency, "", "more"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("the sandbox did not refund the payment: %v", err)
		}
	})
}
