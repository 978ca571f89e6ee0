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
)

// jobTestEnv is what the account mail job tests share: a German member, Eva, on the
// default site, and the account jobs writing to an outbox directory.
type jobTestEnv struct {
	ctx    context.Context
	db     *sqlstore.DB
	member *amora.User
	jobs   *accountJobs
	outbox string
}

func newJobTestEnv(t *testing.T, db *sqlstore.DB) *jobTestEnv {
	t.Helper()
	ctx := context.Background()
	u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()},
		amora.SignupForm{Name: "Eva", Email: "eva@example.de", Password: "sicheres-passwort-7", DateOfBirth: "1990-03-03", Language: "de"})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	return &jobTestEnv{ctx: ctx, db: db, member: u, outbox: dir,
		jobs: &accountJobs{db: db, transport: &mail.Outbox{Dir: dir, From: "Amora <noreply@amora.test>"}, baseURL: "https://amora.test"}}
}

// paid makes a paid sandbox payment of the member's for the second package in euros.
func (e *jobTestEnv) paid(t *testing.T, method string, providerID string) *amora.Payment {
	t.Helper()
	pkgs, err := e.db.Packages(e.ctx, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.db.CreatePayment(e.ctx, amora.NewPayment{UserID: e.member.ID, PackageID: pkgs[1].ID, Method: method, Country: "DE", Provider: "sandbox"})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.db.AttachProviderPayment(e.ctx, p.ID, providerID, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.ApplyPaymentStatus(e.ctx, "sandbox", providerID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
		t.Fatal(err)
	}
	return p
}

// jobHandlers runs a job's payload by its kind.
type jobHandlers map[string]func(context.Context, []byte) error

// run claims every due job, runs those whose kind has a handler, completes them all,
// and answers how many of each kind ran.
func (e *jobTestEnv) run(t *testing.T, handlers jobHandlers) map[string]int {
	t.Helper()
	ran := map[string]int{}
	for {
		job, err := e.db.Claim(e.ctx, e.db.Now(), time.Minute)
		if err != nil {
			return ran
		}
		if h := handlers[job.Kind]; h != nil {
			if err := h(e.ctx, job.Payload); err != nil {
				t.Fatal(err)
			}
			ran[job.Kind]++
		}
		e.db.Complete(e.ctx, job.ID)
	}
}

// mails answers the decoded text of every mail in the outbox.
func (e *jobTestEnv) mails(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
		texts = append(texts, string(text))
	}
	return texts
}

// clearOutbox removes the mails read so far.
func (e *jobTestEnv) clearOutbox(t *testing.T) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	for _, f := range files {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
}

// wantAll fails the test for each wanted phrase the text lacks.
func wantAll(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the mail lacks %q:\n%s", w, text)
		}
	}
}
