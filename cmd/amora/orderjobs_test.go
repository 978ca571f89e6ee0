package main

import (
	"context"
	"io"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/mail"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestOrderAndRefundMails pays an order and refunds its unused credits, then runs the
// jobs both queued: the outbox holds the order confirmation (package, price, VAT,
// method, seller) and the refund e-mail, in the member's language.
func TestOrderAndRefundMails(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()},
			amora.SignupForm{Name: "Eva", Email: "eva@example.de", Password: "sicheres-passwort-7", DateOfBirth: "1990-03-03", Language: "de"})
		if err != nil {
			t.Fatal(err)
		}
		pkgs, err := db.Packages(ctx, "EUR")
		if err != nil {
			t.Fatal(err)
		}
		p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: pkgs[1].ID, Method: amora.MethodSofort, Country: "DE", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, p.ID, "sbx_mail_1", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_mail_1", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		r, err := db.BeginMemberRefund(ctx, u.ID, p.ID, 14)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.FinishRefund(ctx, r.ID, "sbx_re_1", false); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		m := &accountJobs{db: db, transport: &mail.Outbox{Dir: dir, From: "Amora <noreply@amora.test>"}, baseURL: "https://amora.test"}
		ran := map[string]int{}
		for {
			job, err := db.Claim(ctx, db.Now(), time.Minute)
			if err != nil {
				break
			}
			switch job.Kind {
			case sqlstore.JobOrderMail:
				err = m.order(ctx, job.Payload)
			case sqlstore.JobRefundMail:
				err = m.refund(ctx, job.Payload)
			}
			if err != nil {
				t.Fatal(err)
			}
			ran[job.Kind]++
			db.Complete(ctx, job.ID)
		}
		if ran[sqlstore.JobOrderMail] != 1 || ran[sqlstore.JobRefundMail] != 1 {
			t.Fatalf("jobs %v", ran)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
		var all string
		for _, f := range files {
			raw, _ := os.ReadFile(f)
			text, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
			all += string(text)
		}
		for _, want := range []string{"ein Paket mit 50 Credits", "19,95 EUR", "19 % MwSt.", "SOFORT", "Widerrufsrecht", "Amora Media B.V.",
			"NL864512345B01", "https://amora.test/transactions/", "50 ungenutzte Credits", "erstattet"} {
			if !strings.Contains(all, want) {
				t.Errorf("the mails lack %q:\n%s", want, all)
			}
		}
	})
}
