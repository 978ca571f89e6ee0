package main

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/mail"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// captureTransport keeps the messages sent.
type captureTransport struct {
	mu   sync.Mutex
	sent []mail.Message
}

func (c *captureTransport) Send(_ context.Context, m mail.Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent = append(c.sent, m)
	return nil
}

// TestReminderMailJob runs the reminder mail job on both databases: the activation
// reminder goes out with a fresh activation link, the settings and unsubscribe links
// and the List-Unsubscribe headers; refused reminders send nothing.
func TestReminderMailJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		site, err := db.SiteByHost(ctx, amora.DefaultSiteHost)
		if err != nil {
			t.Fatal(err)
		}
		signup := func(email, lang string) *amora.User {
			u, err := db.Signup(ctx, site, amora.SignupForm{Email: email, Password: "sicheres-passwort-7", Name: "Eva",
				DateOfBirth: "1990-01-01", Language: lang})
			if err != nil {
				t.Fatal(err)
			}
			return u
		}
		eva, otto := signup("eva@example.de", "de"), signup("otto@example.de", "de")
		tr := &captureTransport{}
		m := &reminderJobs{accountJobs: &accountJobs{db: db, transport: tr, baseURL: "https://amora.test"},
			settingsKey: amora.SettingsTokenKey([]byte("k")), mailbox: "unsubscribe@amora.test", now: db.Now}
		run := func(u *amora.User, kind string) {
			t.Helper()
			payload, _ := json.Marshal(sqlstore.ReminderJob{UserID: u.ID, Kind: kind})
			if err := m.remind(ctx, payload); err != nil {
				t.Fatal(err)
			}
		}
		run(eva, amora.ReminderActivation)
		if len(tr.sent) != 1 {
			t.Fatalf("sent %d mails", len(tr.sent))
		}
		msg := tr.sent[0]
		if msg.To != "eva@example.de" || msg.Kind != mail.Bulk || !strings.Contains(msg.Subject, "bestätige") ||
			!strings.Contains(msg.Text, "https://amora.test/activate/done?token=") ||
			!strings.Contains(msg.Text, "https://amora.test/notifications?token=") {
			t.Errorf("mail: %s\n%s", msg.Subject, msg.Text)
		}
		lu := ""
		for _, h := range msg.Headers {
			if h.Name == mail.HeaderListUnsubscribe {
				lu = h.Value
			}
		}
		if !strings.Contains(lu, "/api/notifications/unsubscribe?token=") || !strings.Contains(lu, "type=reminders") ||
			!strings.Contains(lu, ", <mailto:unsubscribe@amora.test?subject=unsubscribe%20reminders%20") {
			t.Errorf("List-Unsubscribe = %q", lu)
		}
		// The link works: it activates the account.
		link := msg.Text[strings.Index(msg.Text, "/activate/done?token=")+len("/activate/done?token="):]
		link = link[:strings.IndexAny(link, "\n ")]
		if _, err := db.Activate(ctx, link); err != nil {
			t.Errorf("activation link: %v", err)
		}

		// Refused: confirmed meanwhile, switched off, nothing unread.
		run(eva, amora.ReminderActivation)
		if _, err := db.SetNotifications(ctx, otto.ID, map[string]bool{amora.NotifyReminders: false}); err != nil {
			t.Fatal(err)
		}
		run(otto, amora.ReminderProfilePhoto)
		run(eva, amora.ReminderUnread24)
		if len(tr.sent) != 1 {
			t.Errorf("refused reminders sent %d mails", len(tr.sent)-1)
		}
		run(eva, amora.ReminderProfilePhoto)
		if len(tr.sent) != 2 || !strings.Contains(tr.sent[1].Text, "https://amora.test/profile") {
			t.Errorf("photo reminder: %d mails", len(tr.sent))
		}
	})
}
