package main

import (
	"context"
	"io"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/mail"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestChargebackDebtMailJob: a charge-back the balance does not cover sends the member
// the debt e-mail in their language: the reversed amount, the debt, how to settle it.
func TestChargebackDebtMailJob(t *testing.T) {
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
		p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: pkgs[1].ID, Method: amora.MethodVisa, Country: "DE", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, p.ID, "sbx_cbmail_1", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_cbmail_1", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		fresh, _ := db.FindUser(ctx, u.ID)
		if err := db.StaffCorrectCredits(ctx, &amora.Staff{ID: 1, Name: "Support", Role: amora.StaffAdmin}, u.ID, 3-fresh.Credits, "spent"); err != nil {
			t.Fatal(err)
		}
		cb, err := db.ApplyChargeback(ctx, "sandbox", "sbx_cbmail_1", p.Amount)
		if err != nil || cb.Refund == nil || cb.Debt == 0 {
			t.Fatalf("charge-back %+v, %v", cb, err)
		}
		dir := t.TempDir()
		m := &accountJobs{db: db, transport: &mail.Outbox{Dir: dir, From: "Amora <noreply@amora.test>"}, baseURL: "https://amora.test"}
		ran := 0
		for {
			job, err := db.Claim(ctx, db.Now(), time.Minute)
			if err != nil {
				break
			}
			if job.Kind == sqlstore.JobChargebackMail {
				if err := m.chargeback(ctx, job.Payload); err != nil {
					t.Fatal(err)
				}
				ran++
			}
			db.Complete(ctx, job.ID)
		}
		if ran != 1 {
			t.Fatalf("debt mails sent %d, want 1", ran)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
		var all string
		for _, f := range files {
			raw, _ := os.ReadFile(f)
			text, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
			all += string(text)
		}
		debt := strconv.Itoa(cb.Debt)
		for _, want := range []string{"zurückgebucht", "Du schuldest jetzt " + debt + " Credits", "Credit-Paket", "https://amora.test/credits"} {
			if !strings.Contains(all, want) {
				t.Errorf("the mail lacks %q:\n%s", want, all)
			}
		}
		if strings.Contains(all, "Lastschrift vom Konto") {
			t.Errorf("a card charge-back names a direct-debit account:\n%s", all)
		}
	})
}
