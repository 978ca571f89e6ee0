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

// TestBanStatementInOutbox bans a German member and runs the job the ban queued: the
// outbox holds the statement of reasons in German, with the facts, the ground, the
// appeal and the link to the ban policy.
func TestBanStatementInOutbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()},
			amora.SignupForm{Name: "Eva", Email: "eva@example.de", Password: "sicheres-passwort-7", DateOfBirth: "1990-03-03", Language: "de"})
		if err != nil {
			t.Fatal(err)
		}
		mod := &amora.Staff{ID: 1, Email: "mod@amora.test", Role: amora.StaffModerator, Status: amora.StaffActive}
		if err := db.StaffBan(ctx, mod, u.ID, "Hat drei Mitglieder um Geld gebeten.", amora.BanScam); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		m := &accountJobs{db: db, transport: &mail.Outbox{Dir: dir, From: "Amora <noreply@amora.test>"}, baseURL: "https://amora.test"}
		ran := 0
		for {
			job, err := db.Claim(ctx, db.Now(), time.Minute)
			if err != nil {
				break
			}
			if job.Kind == sqlstore.JobBanMail {
				if err := m.ban(ctx, job.Payload); err != nil {
					t.Fatal(err)
				}
				ran++
			}
			db.Complete(ctx, job.ID)
		}
		if ran != 1 {
			t.Fatalf("%d ban mail jobs", ran)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
		if len(files) != 1 {
			t.Fatalf("%d mails in the outbox", len(files))
		}
		raw, _ := os.ReadFile(files[0])
		text, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
		for _, want := range []string{"eva@example.de", "dauerhaft gesperrt", "Hat drei Mitglieder um Geld gebeten.",
			"Sie haben andere Mitglieder um Geld, Geschenke oder Finanzdaten gebeten.", "Beschwerde einlegen", "https://amora.test/pages/ban"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the statement lacks %q:\n%s", want, text)
			}
		}
	})
}
