package sqlstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// reminderJobs claims and completes every due job and returns the reminder mails
// among them as "name:kind", sorted.
func reminderJobs(t *testing.T, db *sqlstore.DB, now time.Time, names map[int64]string) []string {
	t.Helper()
	ctx := context.Background()
	var got []string
	for {
		job, err := db.Claim(ctx, now, time.Minute)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		if job.Kind == sqlstore.JobReminderMail {
			var p sqlstore.ReminderJob
			if err := json.Unmarshal(job.Payload, &p); err != nil {
				t.Fatal(err)
			}
			got = append(got, names[p.UserID]+":"+p.Kind)
		}
		if err := db.Complete(ctx, job.ID); err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(got)
	return got
}

// TestUnreadReminders sweeps with two handles on one database (two servers, or one
// restarted) and checks the unread-message reminders at 23, 24, 72 and 73 hours.
func TestUnreadReminders(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		a.Now = func() time.Time { return clock }
		b.Now = a.Now
		anna := member(t, a, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, a, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, a, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		dirk := member(t, a, "dirk@example.nl", "male", "NL", "NL-UT", "1975-03-03")
		names := map[int64]string{anna.ID: "anna", bart.ID: "bart", cees.ID: "cees", dirk.ID: "dirk"}
		send := func(from, to *amora.User, text string) int64 {
			t.Helper()
			s, err := a.Send(ctx, amora.SendMessage{SenderID: from.ID, RecipientID: to.ID, Text: text, MaxLength: 100})
			if err != nil {
				t.Fatal(err)
			}
			return s.Message.ConversationID
		}
		sweep := func(db *sqlstore.DB, at time.Duration) []string {
			t.Helper()
			clock = t0.Add(at)
			if _, err := db.SweepReminders(ctx); err != nil {
				t.Fatal(err)
			}
			return reminderJobs(t, db, clock, names)
		}
		if got := sweep(a, 0); len(got) != 0 {
			t.Fatalf("first sweep queued %v", got)
		}
		// Messages from before the first sweep are never reminded of: the sweep starts
		// at its first run.
		clock = t0.Add(time.Minute)
		send(bart, anna, "hello anna")
		send(bart, cees, "hello cees")
		dirkConv := send(cees, dirk, "hello dirk")
		clock = t0.Add(10 * time.Hour)
		if _, err := a.MarkRead(ctx, dirk.ID, dirkConv); err != nil {
			t.Fatal(err)
		}
		steps := []struct {
			db   *sqlstore.DB
			at   time.Duration
			want string
		}{
			{a, 23 * time.Hour, ""},
			{b, 24*time.Hour + time.Minute, "anna:unread_24h,cees:unread_24h"}, // dirk read meanwhile
			{a, 24*time.Hour + 2*time.Minute, ""},                              // once: the other server sweeps again
			{b, 30 * time.Hour, ""},
			{a, 72 * time.Hour, ""},
			{b, 72*time.Hour + time.Minute, "anna:unread_72h"}, // cees switched them off
			{a, 73 * time.Hour, ""},
			{b, 200 * time.Hour, ""}, // then stop
		}
		for _, s := range steps {
			if got := strings.Join(sweep(s.db, s.at), ","); got != s.want {
				t.Errorf("at %v: queued %q, want %q", s.at, got, s.want)
			}
			if s.at == 30*time.Hour {
				// Cees switches the type off: no 72-hour reminder for him.
				if _, err := a.SetNotifications(ctx, cees.ID, map[string]bool{amora.NotifyUnreadMessageReminders: false}); err != nil {
					t.Fatal(err)
				}
			}
		}

		// Read meanwhile: the mail's facts count no unread conversation any more.
		clock = t0.Add(300 * time.Hour)
		send(dirk, anna, "are you there?")
		f, partners, err := a.ReminderFacts(ctx, anna.ID, amora.ReminderUnread24, 5)
		if err != nil {
			t.Fatal(err)
		}
		if f.UnreadConversations != 2 || partners.Total != 2 || len(partners.Names) != 2 {
			t.Errorf("facts: %d unread, partners %+v", f.UnreadConversations, partners)
		}
		if r := amora.ReminderRefusal(*f); r != "" {
			t.Errorf("refusal = %q", r)
		}
		for _, p := range []*amora.User{bart, dirk} {
			st, _ := a.ChatWith(ctx, anna.ID, p.ID)
			if _, err := a.MarkRead(ctx, anna.ID, st.ConversationID); err != nil {
				t.Fatal(err)
			}
		}
		f, _, err = a.ReminderFacts(ctx, anna.ID, amora.ReminderUnread24, 5)
		if err != nil {
			t.Fatal(err)
		}
		if r := amora.ReminderRefusal(*f); r != amora.RefuseNothingUnread {
			t.Errorf("after reading: refusal = %q, want %s", r, amora.RefuseNothingUnread)
		}
		// Nothing due afterwards either: the message was read before its 24 hours.
		if got := sweep(a, 330*time.Hour); len(got) != 0 {
			t.Errorf("after reading: queued %v", got)
		}
	})
}

// TestSignupReminders checks the activation reminder (24 h) and the profile-photo
// reminder (3 days), each once, and the refusals the mail job applies.
func TestSignupReminders(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		if _, err := db.SweepReminders(ctx); err != nil {
			t.Fatal(err)
		}
		clock = t0.Add(time.Minute)
		eve := signup(t, db, "eve@example.nl")   // never confirms, no photo
		fred := signup(t, db, "fred@example.nl") // confirms after 2 hours
		gina := answered(t, db, "gina@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		hank := member(t, db, "hank@example.nl", "male", "NL", "NL-UT", "1990-01-01") // has a photo
		ida := signup(t, db, "ida@example.nl")                                        // switches reminders off
		jan := signup(t, db, "jan@example.nl")                                        // her address bounces
		names := map[int64]string{eve.ID: "eve", fred.ID: "fred", gina.ID: "gina", hank.ID: "hank", ida.ID: "ida", jan.ID: "jan"}
		if _, err := db.SetNotifications(ctx, ida.ID, map[string]bool{amora.NotifyReminders: false}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: jan.Email}); err != nil {
			t.Fatal(err)
		}
		clock = t0.Add(2 * time.Hour)
		token, _ := db.CreateToken(ctx, fred.ID, amora.TokenActivate, time.Hour)
		if _, err := db.Activate(ctx, token); err != nil {
			t.Fatal(err)
		}
		reminderJobs(t, db, clock, names) // the activation mails of the sign-ups
		sweep := func(at time.Duration) string {
			t.Helper()
			clock = t0.Add(at)
			if _, err := db.SweepReminders(ctx); err != nil {
				t.Fatal(err)
			}
			return strings.Join(reminderJobs(t, db, clock, names), ",")
		}
		for _, s := range []struct {
			at   time.Duration
			want string
		}{
			{23 * time.Hour, ""},
			{24*time.Hour + time.Minute, "eve:activation"},
			{25 * time.Hour, ""},
			{71 * time.Hour, ""},
			{72*time.Hour + time.Minute, "eve:profile_photo,fred:profile_photo,gina:profile_photo"},
			{73 * time.Hour, ""},
			{500 * time.Hour, ""},
		} {
			if got := sweep(s.at); got != s.want {
				t.Errorf("at %v: queued %q, want %q", s.at, got, s.want)
			}
		}

		refusal := func(u *amora.User, kind string) string {
			t.Helper()
			f, _, err := db.ReminderFacts(ctx, u.ID, kind, 5)
			if err != nil {
				t.Fatal(err)
			}
			return amora.ReminderRefusal(*f)
		}
		if r := refusal(eve, amora.ReminderActivation); r != "" {
			t.Errorf("eve activation: %q", r)
		}
		if r := refusal(fred, amora.ReminderActivation); r != amora.RefuseConfirmed {
			t.Errorf("fred activation (confirmed meanwhile): %q", r)
		}
		if r := refusal(hank, amora.ReminderProfilePhoto); r != amora.RefuseHasPhoto {
			t.Errorf("hank photo: %q", r)
		}
		if _, err := db.SetNotifications(ctx, gina.ID, map[string]bool{amora.NotifyReminders: false}); err != nil {
			t.Fatal(err)
		}
		if r := refusal(gina, amora.ReminderProfilePhoto); r != amora.RefuseSwitchedOff {
			t.Errorf("gina switched off: %q", r)
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventHardBounce, Email: eve.Email}); err != nil {
			t.Fatal(err)
		}
		if r := refusal(eve, amora.ReminderProfilePhoto); r != amora.RefuseAddress {
			t.Errorf("eve bounced: %q", r)
		}
	})
}

// TestReminderQueriesUseIndexes checks that the sweep reads index ranges, not the
// whole messages or users table.
func TestReminderQueriesUseIndexes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		plans, err := db.ReminderPlans(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{
			amora.ReminderUnread24: "messages_unread_arrival", amora.ReminderUnread72: "messages_unread_arrival",
			amora.ReminderActivation: "users_unconfirmed_created", amora.ReminderProfilePhoto: "users_created",
		}
		for kind, index := range want {
			if !strings.Contains(plans[kind], index) {
				t.Errorf("%s does not use %s:\n%s", kind, index, plans[kind])
			}
		}
	})
}

// TestReminderSweepScale measures one sweep over a busy window (AMORA_BENCH_REMINDERS=N
// members, 4 messages each, one unread for every fifth member): the sweep reads only
// the window's unread messages.
func TestReminderSweepScale(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("AMORA_BENCH_REMINDERS"))
	if n < 2 {
		t.Skip("set AMORA_BENCH_REMINDERS=members to measure")
	}
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		if _, err := db.SweepReminders(ctx); err != nil {
			t.Fatal(err)
		}
		members := make([]amora.NewMember, n)
		for i := range members {
			members[i] = amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: fmt.Sprintf("m%d@example.com", i), Name: "M",
				DateOfBirth: "1990-01-01", Language: "en", LastSeen: t0}
		}
		start := time.Now()
		if _, err := db.SeedMembers(ctx, members); err != nil {
			t.Fatal(err)
		}
		var msgs []amora.SeedMessage
		for i := 0; i < n; i++ {
			for k := 0; k < 4; k++ {
				from, to := i, (i+1)%n
				if k%2 == 1 {
					from, to = to, from
				}
				msgs = append(msgs, amora.SeedMessage{FromEmail: members[from].Email, ToEmail: members[to].Email, Text: "hi",
					At: t0.Add(time.Minute + time.Duration(i%500)*time.Second), Read: k < 3 || i%5 != 0})
			}
		}
		if _, err := db.SeedMessages(ctx, msgs); err != nil {
			t.Fatal(err)
		}
		t.Logf("seeded %d members, %d messages in %v", n, len(msgs), time.Since(start))
		clock = t0.Add(24*time.Hour + 10*time.Minute)
		start = time.Now()
		queued, err := db.SweepReminders(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: one sweep queued %d reminders in %v", db.Dialect(), queued, time.Since(start))
		if queued != n/5 {
			t.Errorf("queued %d, want %d", queued, n/5)
		}
	})
}
