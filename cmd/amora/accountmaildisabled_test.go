package main

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestAccountMailsSkipDisabledAddress runs the account mail jobs on both databases for
// a member whose address hard-bounced: activation, password reset, password changed
// and account deleted are skipped (the job done, no error, the skip recorded); the e-mail change
// confirmation still goes to the new address, the one being confirmed anew.
func TestAccountMailsSkipDisabledAddress(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC) }
		site, err := db.SiteByHost(ctx, amora.DefaultSiteHost)
		if err != nil {
			t.Fatal(err)
		}
		u, err := db.Signup(ctx, site, amora.SignupForm{Email: "weg@example.de", Password: "sicheres-passwort-7", Name: "Eva",
			DateOfBirth: "1990-01-01", Language: "de"})
		if err != nil {
			t.Fatal(err)
		}
		tr := &captureTransport{}
		m := &accountJobs{db: db, transport: tr, baseURL: "https://amora.test"}
		run := func(handler func(context.Context, []byte) error, job sqlstore.UserJob) {
			t.Helper()
			payload, _ := json.Marshal(job)
			if err := handler(ctx, payload); err != nil {
				t.Fatal(err)
			}
		}
		run(m.passwordReset, sqlstore.UserJob{UserID: u.ID})
		if len(tr.sent) != 1 {
			t.Fatalf("healthy address: %d mails, want 1", len(tr.sent))
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: u.Email}); err != nil {
			t.Fatal(err)
		}
		tr.sent = nil
		skipped := map[string]func(context.Context, []byte) error{sqlstore.JobActivationMail: m.activation,
			sqlstore.JobPasswordResetMail: m.passwordReset, sqlstore.JobPasswordChangedMail: m.passwordChanged}
		for job, handler := range skipped {
			run(handler, sqlstore.UserJob{UserID: u.ID})
			if n, _ := db.CountAccountEvents(ctx, u.ID, sqlstore.MailSkippedEvent+job); n != 1 {
				t.Errorf("%s: %d skips recorded, want 1", job, n)
			}
		}
		if len(tr.sent) != 0 {
			t.Errorf("mailed a disabled address: %+v", tr.sent)
		}
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "time", Password: "sicheres-passwort-7"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		run(m.accountDeleted, sqlstore.UserJob{UserID: u.ID})
		if n, _ := db.CountAccountEvents(ctx, u.ID, sqlstore.MailSkippedEvent+sqlstore.JobAccountDeletedMail); n != 1 || len(tr.sent) != 0 {
			t.Errorf("account deleted: %d skips recorded, %d mails, want 1 and none", n, len(tr.sent))
		}
		run(m.emailChange, sqlstore.UserJob{UserID: u.ID, Email: "neu@example.de"})
		if len(tr.sent) != 1 || tr.sent[0].To != "neu@example.de" {
			t.Errorf("e-mail change confirmation: %+v, want one mail to the new address", tr.sent)
		}
	})
}
