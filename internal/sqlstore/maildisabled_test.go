package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestSkipDisabledMail checks that account mails to a disabled address are refused and
// the skip recorded, that an e-mail change confirmed from a disabled address does not
// mail the old address (recorded instead), and that mail flows again afterwards.
func TestSkipDisabledMail(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		events := func(id int64, job string) int {
			t.Helper()
			n, err := db.CountAccountEvents(ctx, id, sqlstore.MailSkippedEvent+job)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		skip := func(id int64, job string) string {
			t.Helper()
			reason, err := db.SkipDisabledMail(ctx, id, job)
			if err != nil {
				t.Fatal(err)
			}
			return reason
		}
		u := signup(t, db, "bounced@example.nl")
		if r := skip(u.ID, sqlstore.JobPasswordResetMail); r != "" || events(u.ID, sqlstore.JobPasswordResetMail) != 0 {
			t.Fatalf("healthy address: skip %q", r)
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: u.Email}); err != nil {
			t.Fatal(err)
		}
		if r := skip(u.ID, sqlstore.JobPasswordResetMail); r != amora.DisabledBounce || events(u.ID, sqlstore.JobPasswordResetMail) != 1 {
			t.Errorf("bounced address: skip %q, %d events", r, events(u.ID, sqlstore.JobPasswordResetMail))
		}
		queuedJobs(t, db, now, "")
		_, session, _ := db.Login(ctx, u.Email, "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
		changeEmail(t, db, u, "working@example.nl", session)
		if jobs := queuedJobs(t, db, now, sqlstore.JobEmailChangedMail); len(jobs) != 0 {
			t.Errorf("the disabled old address was mailed: %+v", jobs)
		}
		if n := events(u.ID, sqlstore.JobEmailChangedMail); n != 1 {
			t.Errorf("%d skips of the old address recorded, want 1", n)
		}
		if r := skip(u.ID, sqlstore.JobPasswordResetMail); r != "" {
			t.Errorf("after confirming a new address: skip %q", r)
		}
	})
}
