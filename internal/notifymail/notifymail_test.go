package notifymail

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/mail/mailtest"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// presence is a fake amora.Presence.
type presence struct {
	mu     sync.Mutex
	active map[int64]bool
	since  map[int64]time.Time
}

func (p *presence) Presence(id int64) (bool, time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.active[id], p.since[id]
}

func (p *presence) set(id int64, active bool, since time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.active[id], p.since[id] = active, since
}

type world struct {
	t      *testing.T
	db     *sqlstore.DB
	clock  time.Time
	out    *mailtest.Recorder
	pres   *presence
	mailer *Mailer
	runner *jobs.Runner
	n      int
}

func newWorld(t *testing.T, db *sqlstore.DB) *world {
	w := &world{t: t, db: db, clock: t0, out: &mailtest.Recorder{}, pres: &presence{active: map[int64]bool{}, since: map[int64]time.Time{}}}
	db.Now = func() time.Time { return w.clock }
	w.mailer = &Mailer{DB: db, Presence: w.pres, Transport: w.out, TokenKey: []byte("test key"),
		Site: func(ctx context.Context, u *amora.User) (*amora.Site, mail.Renderer, string, error) {
			site, err := db.SiteByHost(ctx, u.SiteHost)
			return site, mail.Renderer{SiteName: "Amora", BaseURL: "https://amora.test"}, "https://amora.test", err
		}}
	w.runner = jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.runner.Now = func() time.Time { return w.clock }
	w.mailer.Register(w.runner)
	return w
}

// member seeds a member who may write and be written to.
func (w *world) member(name, lang string) *amora.User { return w.seed(name, lang, false) }

// seed seeds a member, fictional or not.
func (w *world) seed(name, lang string, fictional bool) *amora.User {
	w.t.Helper()
	w.n++
	email := fmt.Sprintf("%s%d@example.nl", strings.ToLower(name), w.n)
	gender, looking := "female", "male"
	if w.n%2 == 0 {
		gender, looking = "male", "female"
	}
	ctx := context.Background()
	if _, err := w.db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: email, Name: name,
		DateOfBirth: "1990-01-01", Language: lang, Fictional: fictional, LastSeen: w.clock.Add(-time.Hour), Credits: 100, Photos: []string{email + ".jpg"},
		Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: gender, LookingFor: looking, Country: "NL", City: "Utrecht"}}}}); err != nil {
		w.t.Fatal(err)
	}
	for id := int64(1); id < 1000; id++ {
		if u, err := w.db.FindUser(ctx, id); err == nil && u.Email == email {
			return u
		}
	}
	w.t.Fatalf("seeded member %s not found", email)
	return nil
}

// send stores a message from a to b and tells the mailer, as the API does.
func (w *world) send(a, b *amora.User, text string) amora.Sent {
	w.t.Helper()
	sent, err := w.db.Send(context.Background(), amora.SendMessage{SenderID: a.ID, RecipientID: b.ID, Text: text, MaxLength: 1000})
	if err != nil {
		w.t.Fatal(err)
	}
	if err := w.mailer.MessageSent(context.Background(), b.ID, sent); err != nil {
		w.t.Fatal(err)
	}
	return sent
}

func (w *world) like(a, b *amora.User) {
	w.t.Helper()
	res, err := w.db.Like(context.Background(), a.ID, b.ID)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := w.mailer.Liked(context.Background(), a.ID, b.ID, res.Mutual); err != nil {
		w.t.Fatal(err)
	}
}

// at moves the clock by d and runs every job due.
func (w *world) at(d time.Duration) {
	w.t.Helper()
	w.clock = w.clock.Add(d)
	for {
		worked, err := w.runner.RunOnce(context.Background())
		if err != nil {
			w.t.Fatal(err)
		}
		if !worked {
			return
		}
	}
}

// wantMails checks how many mails u got since the last check, and returns them.
func (w *world) wantMails(u *amora.User, n int, why string) []mail.Message {
	w.t.Helper()
	got := w.out.Take(u.Email)
	if len(got) != n {
		var subjects []string
		for _, m := range got {
			subjects = append(subjects, m.Subject)
		}
		w.t.Errorf("%s: %d mails to %s %v, want %d", why, len(got), u.Name, subjects, n)
	}
	return got
}

// TestNotificationMails runs the rules of the new conversation, new message and like
// mails through the job queue, on both databases.
func TestNotificationMails(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newWorld(t, db)

		t.Run("OfflineGetsNewConversation", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "nl")
			sent := w.send(a, b, "Hello Bram")
			w.at(0)
			got := w.wantMails(b, 1, "offline")
			if len(got) == 1 {
				m := got[0]
				link := fmt.Sprintf("https://amora.test/chats/%d", sent.Message.ConversationID)
				if !strings.Contains(m.Subject, "Anna") || !strings.Contains(m.Text, link) || m.Kind != mail.Bulk ||
					!strings.Contains(m.Text, "/notifications?token=") || !strings.Contains(m.Text, "type=new_conversations") {
					t.Errorf("mail: %q kind %v\n%s", m.Subject, m.Kind, m.Text)
				}
				if !strings.Contains(m.Subject, "heeft je geschreven") {
					t.Errorf("subject %q is not in Bram's language", m.Subject)
				}
				var list string
				for _, h := range m.Headers {
					if h.Name == mail.HeaderListUnsubscribe {
						list = h.Value
					}
				}
				if !strings.Contains(list, "type=new_conversations") {
					t.Errorf("List-Unsubscribe = %q", list)
				}
			}
		})

		t.Run("OnlineGetsNone", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.pres.set(b.ID, true, time.Time{})
			w.send(a, b, "Hello")
			w.at(time.Hour)
			w.wantMails(b, 0, "online")
		})

		t.Run("NewMessagesHourlyCap", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.send(a, b, "one")
			w.at(0)
			w.wantMails(b, 1, "first message")
			w.send(a, b, "two")
			w.at(10 * time.Minute)
			w.wantMails(b, 0, "second message within the hour of the first mail")
			w.at(50 * time.Minute)
			w.send(a, b, "three")
			w.at(time.Minute)
			w.wantMails(b, 0, "away for under 5 minutes")
			w.at(4 * time.Minute)
			got := w.wantMails(b, 1, "an hour after the first mail")
			if len(got) == 1 && !strings.Contains(got[0].Subject, "New message from Anna") {
				t.Errorf("subject %q", got[0].Subject)
			}
			w.send(a, b, "four")
			w.send(a, b, "five")
			w.at(10 * time.Minute)
			w.wantMails(b, 0, "within the hour of the second mail")
		})

		t.Run("ReadBeforeSendCancels", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.send(a, b, "one")
			w.at(0)
			w.wantMails(b, 1, "first")
			w.at(2 * time.Hour)
			sent := w.send(a, b, "two")
			w.at(2 * time.Minute)
			if _, err := db.MarkRead(ctx, b.ID, sent.Message.ConversationID); err != nil {
				t.Fatal(err)
			}
			w.at(time.Hour)
			w.wantMails(b, 0, "read meanwhile")
		})

		t.Run("RecentlyAwayWaits", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.send(a, b, "one")
			w.at(0)
			w.wantMails(b, 1, "first")
			w.at(2 * time.Hour)
			w.send(a, b, "two")
			w.pres.set(b.ID, false, w.clock.Add(4*time.Minute)) // left the app 4 minutes from now
			w.at(5 * time.Minute)
			w.wantMails(b, 0, "away for a minute")
			w.at(4 * time.Minute)
			w.wantMails(b, 1, "away for five minutes")
		})

		t.Run("SwitchedOff", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			if _, err := db.SetNotifications(ctx, b.ID, map[string]bool{amora.NotifyNewConversations: false}); err != nil {
				t.Fatal(err)
			}
			w.send(a, b, "Hello")
			w.at(time.Hour)
			w.wantMails(b, 0, "new_conversations off")
		})

		t.Run("DisabledAddress", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: b.Email, At: w.clock}); err != nil {
				t.Fatal(err)
			}
			w.send(a, b, "Hello")
			w.like(a, b)
			w.at(time.Hour)
			w.wantMails(b, 0, "bounced address")
		})

		t.Run("Block", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.send(a, b, "Hello")
			if err := db.Block(ctx, b.ID, a.ID); err != nil {
				t.Fatal(err)
			}
			w.at(time.Hour)
			w.wantMails(b, 0, "blocked")
		})

		t.Run("LikesGathered", func(t *testing.T) {
			w.t = t
			b := w.member("Bram", "de")
			a, c, d := w.member("Anna", "en"), w.member("Carla", "en"), w.member("Dora", "en")
			w.like(a, b)
			w.at(0)
			got := w.wantMails(b, 1, "first like")
			if len(got) == 1 && (!strings.Contains(got[0].Subject, "Anna mag dich") || !strings.Contains(got[0].Text, fmt.Sprintf("https://amora.test/likes/m/%d\n", a.ID))) {
				t.Errorf("like mail %q\n%s", got[0].Subject, got[0].Text)
			}
			w.at(10 * time.Minute)
			w.like(c, b)
			w.at(10 * time.Minute)
			w.like(d, b)
			w.at(10 * time.Minute)
			w.wantMails(b, 0, "likes within the hour")
			w.at(30 * time.Minute)
			got = w.wantMails(b, 1, "the likes of the hour in one mail")
			if len(got) == 1 && (!strings.Contains(got[0].Subject, ": 2") || !strings.Contains(got[0].Text, "https://amora.test/likes\n")) {
				t.Errorf("likes mail %q", got[0].Subject)
			}
			w.at(2 * time.Hour)
			w.wantMails(b, 0, "nothing new")
		})

		t.Run("Match", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.like(a, b)
			w.at(0)
			w.wantMails(b, 1, "like")
			w.like(b, a)
			w.at(0)
			got := w.wantMails(a, 1, "match")
			if len(got) == 1 && !strings.Contains(got[0].Subject, "It's a match") {
				t.Errorf("match mail %q", got[0].Subject)
			}
		})

		t.Run("FictionalSenderNamedAsOne", func(t *testing.T) {
			w.t = t
			f, b := w.seed("Fleur", "en", true), w.member("Bram", "nl")
			w.send(f, b, "Hoi Bram")
			w.at(0)
			got := w.wantMails(b, 1, "from a fictional profile")
			if len(got) == 1 && !strings.Contains(got[0].Subject, "Fleur (fictief profiel)") {
				t.Errorf("subject %q hides that Fleur is fictional", got[0].Subject)
			}
		})

		t.Run("RestartSendsNothingTwice", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			sent := w.send(a, b, "Hello")
			payload := fmt.Sprintf(`{"type":"new_conversations","user_id":%d,"other_id":%d,"conversation_id":%d,"message_id":%d,"key":"message:%d"}`,
				b.ID, a.ID, sent.Message.ConversationID, sent.Message.ID, sent.Message.ID)
			// The worker sent the mail and died before completing the job: its lease
			// ends and the job runs again.
			if err := w.mailer.Handle(ctx, []byte(payload)); err != nil {
				t.Fatal(err)
			}
			w.at(10 * time.Minute)
			w.wantMails(b, 1, "the job run twice")
		})

		t.Run("FailedSendIsRetried", func(t *testing.T) {
			w.t = t
			a, b := w.member("Anna", "en"), w.member("Bram", "en")
			w.out.FailNext()
			w.send(a, b, "Hello")
			w.at(0)
			w.wantMails(b, 0, "the transport failed")
			w.at(time.Minute)
			w.wantMails(b, 1, "retried")
		})
	})
}
