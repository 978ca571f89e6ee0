package sqlstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// mailJobs reads the notification e-mail jobs, by key.
func mailJobs(t *testing.T, db *sqlstore.DB) map[string]sqlstore.NotifyMailJobRow {
	t.Helper()
	rows, err := db.NotifyMailJobs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]sqlstore.NotifyMailJobRow{}
	for _, r := range rows {
		if _, dup := out[r.Job.Key]; dup {
			t.Errorf("two jobs with key %s", r.Job.Key)
		}
		out[r.Job.Key] = r
	}
	return out
}

// delay is how long after its cause a job runs.
func delay(t *testing.T, r sqlstore.NotifyMailJobRow) time.Duration {
	t.Helper()
	run, err1 := time.Parse(time.RFC3339Nano, r.RunAt)
	at, err2 := time.Parse(time.RFC3339Nano, r.CreatedAt)
	if err1 != nil || err2 != nil {
		t.Fatalf("job times %q, %q", r.RunAt, r.CreatedAt)
	}
	return run.Sub(at)
}

// TestSendStoresMailJob: a stored message has its notification e-mail job, written in
// the message's transaction on every path (a new conversation, the one-statement
// path, PostgreSQL's batch, gifts), with the content the mailer expects; a refused
// message has none.
func TestSendStoresMailJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10") // 10 credits each
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		check := func(sent amora.Sent, recipient *amora.User, typ string, wait time.Duration) {
			t.Helper()
			key := fmt.Sprintf("message:%d", sent.Message.ID)
			r, ok := mailJobs(t, db)[key]
			if !ok {
				t.Fatalf("no mail job for message %d", sent.Message.ID)
			}
			want := amora.NotifyMailJob{Type: typ, UserID: recipient.ID, OtherID: sent.Message.SenderID,
				ConversationID: sent.Message.ConversationID, MessageID: sent.Message.ID, Key: key}
			if r.Job != want {
				t.Errorf("job %+v, want %+v", r.Job, want)
			}
			if d := delay(t, r); d != wait {
				t.Errorf("%s runs %v after the message, want %v", key, d, wait)
			}
		}
		send := func(from, to *amora.User, gift string, cost int) (amora.Sent, error) {
			return db.Send(ctx, amora.SendMessage{SenderID: from.ID, RecipientID: to.ID, Text: "hoi", Gift: gift, Cost: cost, MaxLength: 1000})
		}
		first, err := send(anna, bart, "", 1) // a new conversation
		if err != nil {
			t.Fatal(err)
		}
		check(first, bart, amora.NotifyNewConversations, 0)
		reply, err := send(bart, anna, "", 1) // bart's first: the one-statement path
		if err != nil {
			t.Fatal(err)
		}
		check(reply, anna, amora.NotifyNewMessages, amora.AwayBeforeMessageMail)
		again, err := send(anna, bart, "", 1) // PostgreSQL's batch
		if err != nil {
			t.Fatal(err)
		}
		check(again, bart, amora.NotifyNewMessages, amora.AwayBeforeMessageMail)
		gift, err := send(bart, anna, "rose", 2)
		if err != nil {
			t.Fatal(err)
		}
		check(gift, anna, amora.NotifyNewMessages, amora.AwayBeforeMessageMail)
		before := len(mailJobs(t, db))

		// Refused sends store no job: too few credits (in a conversation, and a new
		// one), a block.
		if _, err := send(anna, bart, "", 100); amora.ErrorCode(err) != amora.ECREDITS {
			t.Fatalf("send without credits: %v", err)
		}
		if _, err := send(cees, anna, "", 100); amora.ErrorCode(err) != amora.ECREDITS {
			t.Fatalf("first send without credits: %v", err)
		}
		if err := db.Block(ctx, cees.ID, bart.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := send(bart, cees, "", 1); amora.ErrorCode(err) != amora.EBLOCKED {
			t.Fatalf("send to a blocker: %v", err)
		}
		if n := len(mailJobs(t, db)); n != before {
			t.Errorf("%d mail jobs after refused sends, want %d", n, before)
		}

		// Many at once (PostgreSQL batches them): each stored message has its job.
		var wg sync.WaitGroup
		var mu sync.Mutex
		var stored []amora.Sent
		for range 4 {
			for _, p := range [][2]*amora.User{{anna, bart}, {bart, anna}} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if sent, err := send(p[0], p[1], "", 0); err == nil {
						mu.Lock()
						stored = append(stored, sent)
						mu.Unlock()
					} else {
						t.Error(err)
					}
				}()
			}
		}
		wg.Wait()
		jobs := mailJobs(t, db)
		for _, sent := range stored {
			if _, ok := jobs[fmt.Sprintf("message:%d", sent.Message.ID)]; !ok {
				t.Errorf("no mail job for message %d", sent.Message.ID)
			}
		}
		if len(jobs) != before+len(stored) {
			t.Errorf("%d mail jobs, want %d", len(jobs), before+len(stored))
		}
	})
}

// TestLikeStoresMailJob: a new like, by the likes page or the swipe game, has its
// notification e-mail job, due at once, written with it; a like again has none.
func TestLikeStoresMailJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		likeJobs := func() []sqlstore.NotifyMailJobRow {
			t.Helper()
			var out []sqlstore.NotifyMailJobRow
			for _, r := range mailJobs(t, db) {
				if r.Job.Type == amora.NotifyLike {
					out = append(out, r)
				}
			}
			return out
		}
		if _, err := db.Like(ctx, anna.ID, bart.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Like(ctx, anna.ID, bart.ID); err != nil { // again: nothing new
			t.Fatal(err)
		}
		if _, _, err := db.Swipe(ctx, bart.ID, anna.ID, amora.SwipeLike, 10); err != nil { // a match
			t.Fatal(err)
		}
		if _, err := db.Like(ctx, cees.ID, cees.ID); err == nil {
			t.Fatal("liked oneself")
		}
		jobs := likeJobs()
		if len(jobs) != 2 {
			t.Fatalf("%d like mail jobs, want 2: %+v", len(jobs), jobs)
		}
		want := map[int64]amora.NotifyMailJob{
			bart.ID: {Type: amora.NotifyLike, UserID: bart.ID, OtherID: anna.ID},
			anna.ID: {Type: amora.NotifyLike, UserID: anna.ID, OtherID: bart.ID, Match: true},
		}
		for _, r := range jobs {
			w := want[r.Job.UserID]
			w.Key = r.Job.Key
			if r.Job != w || r.Job.Key == "" {
				t.Errorf("job %+v, want %+v", r.Job, w)
			}
			if d := delay(t, r); d != 0 {
				t.Errorf("like job runs %v after the like", d)
			}
		}
	})
}
