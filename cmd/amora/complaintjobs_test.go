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

// TestComplaintMailsInOutbox: a French visitor reports a German member, is sent the
// receipt in French; a moderator warns the member, who gets the statement of reasons in
// German, and the visitor the decision in French.
func TestComplaintMailsInOutbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()},
			amora.SignupForm{Name: "Eva", Email: "eva@example.de", Password: "sicheres-passwort-7", DateOfBirth: "1990-03-03", Language: "de"})
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		m := &accountJobs{db: db, transport: &mail.Outbox{Dir: dir, From: "Amora <noreply@amora.test>"}, baseURL: "https://amora.test"}
		run := func() {
			t.Helper()
			for {
				job, err := db.Claim(ctx, db.Now(), time.Minute)
				if err != nil {
					return
				}
				var h func(context.Context, []byte) error
				switch job.Kind {
				case sqlstore.JobComplaintReceipt:
					h = m.complaintReceipt
				case sqlstore.JobComplaintDecision:
					h = m.complaintDecision
				case sqlstore.JobComplaintStatement:
					h = m.complaintStatement
				}
				if h != nil {
					if err := h(ctx, job.Payload); err != nil {
						t.Fatal(err)
					}
				}
				db.Complete(ctx, job.ID)
			}
		}
		mailTo := func(to string, want ...string) {
			t.Helper()
			files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
			for _, f := range files {
				raw, _ := os.ReadFile(f)
				text, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
				if !strings.Contains(string(text), "To: "+to) && !strings.Contains(string(text), "<"+to+">") {
					continue
				}
				for _, w := range want {
					if !strings.Contains(string(text), w) {
						t.Errorf("mail to %s lacks %q:\n%s", to, w, text)
					}
				}
				return
			}
			t.Errorf("no mail to %s", to)
		}
		run()
		c, err := db.CreateComplaint(ctx, amora.NewComplaint{ComplaintForm: amora.ComplaintForm{Category: amora.ComplaintScam, MemberID: u.ID,
			URL: "https://amora.test/members/1", Explanation: "Elle demande de l'argent à tout le monde.", Name: "Rita",
			Email: "rita@example.fr", GoodFaith: true}, Language: "fr", SiteHost: "*"})
		if err != nil {
			t.Fatal(err)
		}
		run()
		mailTo("rita@example.fr", "Nous avons reçu votre signalement "+c.Reference, "Arnaque ou demande d'argent", "Bonjour Rita")
		mod := &amora.Staff{ID: 1, Email: "mod@amora.test", Role: amora.StaffModerator, Status: amora.StaffActive}
		if _, err := db.DecideComplaint(ctx, mod, c.ID, amora.ComplaintDecision{Decision: amora.DecisionWarn, Reason: "Hat um Geld gebeten."}); err != nil {
			t.Fatal(err)
		}
		os.RemoveAll(dir)
		os.Mkdir(dir, 0o755)
		run()
		mailTo("eva@example.de", "förmlich verwarnt", "Hat um Geld gebeten.", "Geld, Geschenke oder Finanzdaten", "https://amora.test/pages/terms")
		mailTo("rita@example.fr", "Notre décision sur votre signalement "+c.Reference, "avertissement formel")
	})
}
