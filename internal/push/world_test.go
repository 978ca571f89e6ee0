package push_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/mail/mailtest"
	"amora/internal/notifymail"
	"amora/internal/push"
	"amora/internal/push/pushtest"
	"amora/internal/sqlstore"
)

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// outbox records the notification mails sent.
// world is a database, the push and mail job handlers on one runner with a clock the
// test moves, and a push service.
type world struct {
	t      *testing.T
	db     *sqlstore.DB
	clock  time.Time
	svc    *pushtest.Service
	out    *mailtest.Recorder
	pusher *push.Notifier
	mailer *notifymail.Mailer
	runner *jobs.Runner
	site   *amora.Site
	n      int
}

func newWorld(t *testing.T, db *sqlstore.DB) *world {
	ctx := context.Background()
	w := &world{t: t, db: db, clock: t0, out: &mailtest.Recorder{}}
	db.Now = func() time.Time { return w.clock }
	priv, pub, err := db.VAPIDKeys(ctx, push.GenerateKeys)
	if err != nil {
		t.Fatal(err)
	}
	w.svc = pushtest.New(t, pub)
	if w.site, err = db.SiteByHost(ctx, amora.DefaultSiteHost); err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	w.pusher = &push.Notifier{DB: db, Sender: &push.Sender{Keys: push.Keys{Private: priv, Public: pub}, Client: w.svc.Client()},
		Site: func(ctx context.Context, u *amora.User) (*amora.Site, string, error) {
			site, err := db.SiteByHost(ctx, u.SiteHost)
			return site, "https://amora.test", err
		}, Logger: logger}
	w.mailer = &notifymail.Mailer{DB: db, Transport: w.out, TokenKey: []byte("test key"),
		Site: func(ctx context.Context, u *amora.User) (*amora.Site, mail.Renderer, string, error) {
			site, err := db.SiteByHost(ctx, u.SiteHost)
			return site, mail.Renderer{SiteName: "Amora", BaseURL: "https://amora.test"}, "https://amora.test", err
		}}
	w.runner = jobs.NewRunner(db, logger)
	w.runner.Now = func() time.Time { return w.clock }
	w.pusher.Register(w.runner)
	w.mailer.Register(w.runner)
	return w
}

// member seeds a member; the first of a pair is a woman, the second a man.
func (w *world) member(name, lang string) *amora.User {
	w.t.Helper()
	w.n++
	email := fmt.Sprintf("%s%d@example.nl", strings.ToLower(name), w.n)
	gender, looking := "female", "male"
	if w.n%2 == 0 {
		gender, looking = "male", "female"
	}
	ctx := context.Background()
	if _, err := w.db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: email, Name: name,
		DateOfBirth: "1990-01-01", Language: lang, LastSeen: w.clock.Add(-time.Hour), Credits: 100, Photos: []string{email + ".jpg"},
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

// device logs u in on a new device that subscribes to push; it returns the device and
// the session token.
func (w *world) device(u *amora.User) (*pushtest.Device, string) {
	w.t.Helper()
	ctx := context.Background()
	token, err := w.db.StartSession(ctx, u.ID)
	if err != nil {
		w.t.Fatal(err)
	}
	d := w.svc.NewDevice()
	if err := w.db.SavePushSubscription(ctx, u.ID, amora.HashToken(token), d.Subscription()); err != nil {
		w.t.Fatal(err)
	}
	return d, token
}

// send stores a message from a to b and tells the notifiers, as the API does.
func (w *world) send(a, b *amora.User, text string) amora.Sent {
	w.t.Helper()
	sent, err := w.db.Send(context.Background(), amora.SendMessage{SenderID: a.ID, RecipientID: b.ID, Text: text, MaxLength: 1000})
	if err != nil {
		w.t.Fatal(err)
	}
	return sent
}

func (w *world) like(a, b *amora.User) {
	w.t.Helper()
	if _, err := w.db.Like(context.Background(), a.ID, b.ID); err != nil {
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

// wantPushes checks how many pushes dev got since the last check (accepted or not) and
// returns them.
func (w *world) wantPushes(dev *pushtest.Device, n int, why string) []pushtest.Push {
	w.t.Helper()
	got := w.svc.Pushes(dev)
	if len(got) != n {
		var payloads []string
		for _, p := range got {
			payloads = append(payloads, string(p.Payload))
		}
		w.t.Errorf("%s: %d pushes %v, want %d", why, len(got), payloads, n)
	}
	return got
}

func (w *world) wantMails(u *amora.User, n int, why string) []mail.Message {
	w.t.Helper()
	got := w.out.Take(u.Email)
	if len(got) != n {
		w.t.Errorf("%s: %d mails to %s, want %d", why, len(got), u.Name, n)
	}
	return got
}

func (w *world) devices(u *amora.User) int {
	w.t.Helper()
	n, err := w.db.CountPushSubscriptions(context.Background(), u.ID)
	if err != nil {
		w.t.Fatal(err)
	}
	return n
}
