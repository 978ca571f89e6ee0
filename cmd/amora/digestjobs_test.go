package main

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// sentMails is a transport that keeps what it sends.
type sentMails struct {
	mu   sync.Mutex
	msgs []mail.Message
}

func (s *sentMails) Send(_ context.Context, m mail.Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.msgs = append(s.msgs, m)
	return nil
}

// to returns the messages sent to addr.
func (s *sentMails) to(addr string) []mail.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []mail.Message
	for _, m := range s.msgs {
		if m.To == addr {
			out = append(out, m)
		}
	}
	return out
}

// fakeSigner signs nothing: it shows the grant in the URL.
type fakeSigner struct{}

func (fakeSigner) URL(g amora.PhotoGrant, _ time.Duration) string {
	return "/media/" + g.Name + "." + g.Variant + "?viewer=" + strconv.FormatInt(g.Viewer, 10)
}

// digestFixture is the digest jobs over db with a clock the test moves.
type digestFixture struct {
	db     *sqlstore.DB
	d      *digestJobs
	sent   *sentMails
	runner *jobs.Runner
	now    time.Time
	lastID int64
}

func newDigestFixture(t *testing.T, db *sqlstore.DB) *digestFixture {
	f := &digestFixture{db: db, sent: &sentMails{}}
	clock := func() time.Time { return f.now }
	db.Now = clock
	acct := &accountJobs{db: db, transport: f.sent, baseURL: "https://amora.test"}
	f.d = &digestJobs{acct: acct, settingsKey: amora.SettingsTokenKey([]byte("test key of thirty-two bytes....")),
		mailbox: "unsubscribe@amora.test", photos: fakeSigner{}, now: clock}
	f.runner = jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	f.runner.Now = clock
	f.d.register(f.runner)
	return f
}

// runJobs runs every due job.
func (f *digestFixture) runJobs(t *testing.T) {
	t.Helper()
	for {
		ran, err := f.runner.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !ran {
			return
		}
	}
}

// member seeds one complete member who joined at the fixture's time.
type member struct {
	email, gender, lookingFor, country, region, born, lang string
	fictional                                              bool
}

func (f *digestFixture) seed(t *testing.T, ms ...member) map[string]int64 {
	t.Helper()
	ids := map[string]int64{}
	for _, m := range ms {
		if m.lang == "" {
			m.lang = "en"
		}
		local := strings.Split(m.email, "@")[0]
		name := strings.ToUpper(local[:1]) + local[1:]
		_, err := f.db.SeedMembers(context.Background(), []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: m.email, Name: name,
			PasswordHash: "x", DateOfBirth: m.born, Language: m.lang, Fictional: m.fictional, LastSeen: f.now,
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: m.gender, LookingFor: m.lookingFor,
				Country: m.country, Region: m.region, City: "Town"}},
			Photos: []string{"photo-" + name}}})
		if err != nil {
			t.Fatal(err)
		}
		if m.fictional {
			continue // fictional members get no mail, so they are no candidates
		}
		// The member just seeded is the newest that may get mail.
		page, err := f.db.WeeklyCandidates(context.Background(), f.lastID, 1000)
		if err != nil || len(page) == 0 {
			t.Fatalf("seeded member not found (%v)", err)
		}
		f.lastID = page[len(page)-1].ID
		ids[m.email] = f.lastID
	}
	return ids
}

// TestWeeklyUpdates plans and sends the weekly updates on both databases: due from
// Monday 10:00 in the member's time zone, once a week however often the planner
// runs or a job is retried, only matching new members, and never to members who
// switched the type off or whose address bounced.
func TestWeeklyUpdates(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		f := newDigestFixture(t, db)
		f.now = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
		old := f.seed(t,
			member{email: "anna@example.nl", gender: "female", lookingFor: "male", country: "NL", region: "NL-NH", born: "1996-05-01", lang: "nl"},
			member{email: "amy@example.com", gender: "female", lookingFor: "male", country: "US", region: "US-NY", born: "1996-05-01"},
			member{email: "carla@example.nl", gender: "female", lookingFor: "male", country: "NL", region: "NL-NH", born: "1996-05-01"},
			member{email: "dora@example.nl", gender: "female", lookingFor: "male", country: "NL", region: "NL-NH", born: "1996-05-01"},
			member{email: "ewa@example.pl", gender: "male", lookingFor: "female", country: "PL", region: "PL-MZ", born: "1990-01-01", lang: "pl"},
			member{email: "oldtimer@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1994-01-01"},
		)
		if _, err := db.SetNotifications(ctx, old["carla@example.nl"], map[string]bool{amora.NotifyWeeklyUpdates: false}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: "dora@example.nl"}); err != nil {
			t.Fatal(err)
		}
		f.now = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) // the Friday before
		f.seed(t,
			member{email: "max@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1994-03-01"},
			member{email: "piet@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-UT", born: "1992-03-01"},
			member{email: "opa@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1950-03-01"},
			member{email: "lisa@example.nl", gender: "female", lookingFor: "male", country: "NL", region: "NL-NH", born: "1994-03-01"},
			member{email: "fritz@example.de", gender: "male", lookingFor: "female", country: "DE", region: "DE-BE", born: "1994-03-01"},
			member{email: "bot@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1994-03-01", fictional: true},
			member{email: "joe@example.com", gender: "male", lookingFor: "female", country: "US", region: "US-NY", born: "1994-03-01"},
		)

		// Monday 30 November, 09:30 UTC: 10:30 in Amsterdam, 04:30 in New York.
		f.now = time.Date(2026, 11, 30, 9, 30, 0, 0, time.UTC)
		if _, err := f.d.PlanWeekly(ctx, f.now); err != nil {
			t.Fatal(err)
		}
		f.runJobs(t)
		anna := f.sent.to("anna@example.nl")
		if len(anna) != 1 {
			t.Fatalf("anna got %d weekly updates, want 1", len(anna))
		}
		m := anna[0]
		for _, want := range []string{"Max", "Piet"} {
			if !strings.Contains(m.Text, want) {
				t.Errorf("anna's update lacks %s:\n%s", want, m.Text)
			}
		}
		for _, unwanted := range []string{"Opa", "Lisa", "Fritz", "Bot", "Joe"} {
			if strings.Contains(m.Text, unwanted+",") {
				t.Errorf("anna's update shows %s, who does not match:\n%s", unwanted, m.Text)
			}
		}
		if strings.Index(m.Text, "Max") > strings.Index(m.Text, "Piet") {
			t.Errorf("members of anna's region come first:\n%s", m.Text)
		}
		if m.Kind != mail.Bulk || !strings.Contains(m.Subject, "Nieuwe leden") {
			t.Errorf("kind %v, subject %q: want a Dutch bulk mail", m.Kind, m.Subject)
		}
		if !strings.Contains(m.HTML, "https://amora.test/media/photo-Max.card?viewer=0") {
			t.Errorf("the main photo is not signed for a logged-out viewer:\n%s", m.HTML)
		}
		var list string
		for _, h := range m.Headers {
			if h.Name == mail.HeaderListUnsubscribe {
				list = h.Value
			}
		}
		if !strings.Contains(list, "type=weekly_updates") || !strings.Contains(list, "mailto:unsubscribe@amora.test") {
			t.Errorf("List-Unsubscribe = %q", list)
		}
		for _, addr := range []string{"amy@example.com", "carla@example.nl", "dora@example.nl", "ewa@example.pl"} {
			if n := len(f.sent.to(addr)); n != 0 {
				t.Errorf("%s got %d weekly updates, want none", addr, n)
			}
		}
		if state, _ := db.WeeklySendState(ctx, old["ewa@example.pl"], "2026-W49"); state != sqlstore.SendSkipped {
			t.Errorf("ewa (nobody new matches) has state %q, want skipped", state)
		}

		// The planner runs again, the same job is retried, the server restarts: nobody
		// gets a second update this week.
		f.now = f.now.Add(time.Hour)
		queued, err := f.d.PlanWeekly(ctx, f.now)
		if err != nil {
			t.Fatal(err)
		}
		if queued != 0 {
			t.Errorf("the second run queued %d updates, want 0", queued)
		}
		if err := f.d.weekly(ctx, []byte(`{"sends":[{"user_id":`+strconv.FormatInt(old["anna@example.nl"], 10)+`,"week":"2026-W49"}]}`)); err != nil {
			t.Fatal(err)
		}
		f.runJobs(t)
		if n := len(f.sent.to("anna@example.nl")); n != 1 {
			t.Errorf("anna got %d updates after a rerun, want 1", n)
		}

		// Monday 15:30 UTC is 10:30 in New York: now amy's is due.
		f.now = time.Date(2026, 11, 30, 15, 30, 0, 0, time.UTC)
		if _, err := f.d.PlanWeekly(ctx, f.now); err != nil {
			t.Fatal(err)
		}
		f.runJobs(t)
		if amy := f.sent.to("amy@example.com"); len(amy) != 1 || !strings.Contains(amy[0].Text, "Joe") {
			t.Errorf("amy got %d updates, want 1 with Joe", len(amy))
		}

		// The next week someone new joins: anna gets her second update.
		f.now = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
		f.seed(t, member{email: "sam@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1993-03-01"})
		f.now = time.Date(2026, 12, 7, 9, 30, 0, 0, time.UTC)
		f.d.newcomers = nil
		if _, err := f.d.PlanWeekly(ctx, f.now); err != nil {
			t.Fatal(err)
		}
		f.runJobs(t)
		if anna := f.sent.to("anna@example.nl"); len(anna) != 2 || !strings.Contains(anna[1].Text, "Sam") {
			t.Errorf("anna got %d updates, want a second one with Sam", len(anna))
		}
	})
}

// TestPlannerSchedulesItself checks that the hourly planner keeps exactly one run
// queued.
func TestPlannerSchedulesItself(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		f := newDigestFixture(t, db)
		f.now = time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
		for range 2 {
			if err := f.d.start(ctx); err != nil {
				t.Fatal(err)
			}
		}
		f.runJobs(t)
		f.now = f.now.Add(weeklyPlanEvery)
		ran, err := f.runner.RunOnce(ctx)
		if err != nil || !ran {
			t.Fatalf("no planner queued for the next hour (%v)", err)
		}
		if ran, _ := f.runner.RunOnce(ctx); ran {
			t.Error("two planners were queued")
		}
	})
}

// TestCampaignMails sends a campaign on both databases: each member in their
// language (English when the campaign has none), Bulk with List-Unsubscribe, and
// once however often it is enqueued or retried.
func TestCampaignMails(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		f := newDigestFixture(t, db)
		f.now = time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
		ids := f.seed(t,
			member{email: "hans@example.de", gender: "male", lookingFor: "female", country: "DE", region: "DE-BE", born: "1990-01-01", lang: "de"},
			member{email: "gina@example.it", gender: "female", lookingFor: "male", country: "IT", region: "IT-RM", born: "1990-01-01", lang: "it"},
			member{email: "nina@example.de", gender: "female", lookingFor: "male", country: "DE", region: "DE-BE", born: "1990-01-01", lang: "de"},
		)
		if _, err := db.SetNotifications(ctx, ids["nina@example.de"], map[string]bool{amora.NotifyNews: false}); err != nil {
			t.Fatal(err)
		}
		c := &amora.Campaign{Kind: amora.NotifyNews, Texts: map[string]amora.CampaignText{
			"en": {Subject: "News from {site}", Body: "Hello {name}.\n\nSecond paragraph."},
			"de": {Subject: "Neues von {site}", Body: "Hallo {name}.\n\nZweiter Absatz."},
		}}
		if err := db.CreateCampaign(ctx, c); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if _, err := db.EnqueueCampaign(ctx, c.ID); err != nil {
				t.Fatal(err)
			}
		}
		f.runJobs(t)
		hans, gina := f.sent.to("hans@example.de"), f.sent.to("gina@example.it")
		if len(hans) != 1 || !strings.HasPrefix(hans[0].Subject, "Neues von") || !strings.Contains(hans[0].Text, "Hallo Hans.") {
			t.Fatalf("hans got %+v", hans)
		}
		if len(gina) != 1 || !strings.HasPrefix(gina[0].Subject, "News from") {
			t.Fatalf("gina got %+v, want the English text", gina)
		}
		if hans[0].Kind != mail.Bulk || len(hans[0].Headers) != 2 || !strings.Contains(hans[0].Headers[0].Value, "type=news") {
			t.Errorf("hans's mail: kind %v, headers %v", hans[0].Kind, hans[0].Headers)
		}
		if n := len(f.sent.to("nina@example.de")); n != 0 {
			t.Errorf("nina switched news off but got %d mails", n)
		}
		// A retried job finds its send done.
		if err := f.d.campaign(ctx, []byte(`{"campaign_id":`+strconv.FormatInt(c.ID, 10)+`,"user_ids":[`+strconv.FormatInt(ids["hans@example.de"], 10)+`]}`)); err != nil {
			t.Fatal(err)
		}
		if n := len(f.sent.to("hans@example.de")); n != 1 {
			t.Errorf("hans got %d mails after a retry, want 1", n)
		}
	})
}

// TestWeeklyRestart checks that a worker that dies after sending, before its job is
// marked done, sends nothing twice: the job is claimed again after its lease and
// finds the member's week sent.
func TestWeeklyRestart(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		f := newDigestFixture(t, db)
		f.now = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
		f.seed(t, member{email: "anna@example.nl", gender: "female", lookingFor: "male", country: "NL", region: "NL-NH", born: "1996-05-01"})
		f.now = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
		f.seed(t, member{email: "max@example.nl", gender: "male", lookingFor: "female", country: "NL", region: "NL-NH", born: "1994-03-01"})
		f.now = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
		if _, err := f.d.PlanWeekly(ctx, f.now); err != nil {
			t.Fatal(err)
		}
		job, err := db.Claim(ctx, f.now, 5*time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.d.weekly(ctx, job.Payload); err != nil { // sent; then the process dies
			t.Fatal(err)
		}
		f.now = f.now.Add(10 * time.Minute) // the lease has passed: the new process takes the job again
		f.d.newcomers = nil
		f.runJobs(t)
		if n := len(f.sent.to("anna@example.nl")); n != 1 {
			t.Errorf("anna got %d updates across the restart, want 1", n)
		}
		if got, _ := db.FindJob(ctx, job.ID); got.Status != amora.JobDone || got.Attempts != 2 {
			t.Errorf("job %+v, want done after 2 attempts", got)
		}
	})
}
