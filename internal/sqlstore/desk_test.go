package sqlstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// deskWorld is a desk test's cast: fictional profiles in Dutch and German, members
// who write to them, and an operator who answers Dutch.
type deskWorld struct {
	db       *sqlstore.DB
	clock    *time.Time
	fee, gus int64 // fictional: fee speaks nl, gus de
	operator storetest.StaffAccount
}

func newDeskWorld(t *testing.T, db *sqlstore.DB) *deskWorld {
	t.Helper()
	ctx := context.Background()
	clock := t0
	db.Now = func() time.Time { return clock }
	w := &deskWorld{db: db, clock: &clock}
	for _, f := range []struct{ email, name, lang string }{{"fee@example.nl", "Fee", "nl"}, {"gus@example.de", "Gus", "de"}} {
		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: f.email, Name: f.name,
			DateOfBirth: "1990-01-01", Language: f.lang, Fictional: true, LastSeen: t0, Photos: []string{f.name + ".jpg"},
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", City: "Utrecht"}}}}); err != nil {
			t.Fatal(err)
		}
	}
	var err error
	if w.fee, err = db.UserIDByEmail(ctx, "fee@example.nl"); err != nil {
		t.Fatal(err)
	}
	if w.gus, err = db.UserIDByEmail(ctx, "gus@example.de"); err != nil {
		t.Fatal(err)
	}
	w.operator = storetest.NewStaff(t, db, "op@example.nl", amora.StaffOperator)
	if _, err := db.SetStaffLanguages(ctx, w.operator.Staff, w.operator.ID, []string{"nl"}); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *deskWorld) advance(d time.Duration) { *w.clock = w.clock.Add(d) }

func (w *deskWorld) send(t *testing.T, from, to int64, text string) amora.Sent {
	t.Helper()
	sent, err := w.db.Send(context.Background(), amora.SendMessage{SenderID: from, RecipientID: to, Text: text, Cost: 1, MaxLength: 200})
	if err != nil {
		t.Fatal(err)
	}
	return sent
}

func queueIDs(t *testing.T, db *sqlstore.DB, st *amora.Staff) []int64 {
	t.Helper()
	items, err := db.DeskQueue(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	ids := []int64{}
	for _, it := range items {
		ids = append(ids, it.ConversationID)
	}
	return ids
}

// TestDeskQueue checks the queue's order (oldest waiting first), the language filter,
// the counts, that admins see every language and that a claim hides the conversation
// from other operators until it runs out.
func TestDeskQueue(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		dirk := member(t, db, "dirk@example.nl", "male", "NL", "NL-UT", "1975-03-03")
		c1 := w.send(t, cees.ID, w.fee, "hallo").Message.ConversationID
		w.advance(time.Minute)
		c2 := w.send(t, bart.ID, w.fee, "hoi").Message.ConversationID
		w.advance(time.Minute)
		w.send(t, cees.ID, w.fee, "ben je er?") // a second message keeps c1's place
		c3 := w.send(t, dirk.ID, w.gus, "guten Tag").Message.ConversationID

		if got, want := fmt.Sprint(queueIDs(t, db, w.operator.Staff)), fmt.Sprint([]int64{c1, c2}); got != want {
			t.Errorf("operator's queue %s, want %s (nl only, oldest first)", got, want)
		}
		items, _ := db.DeskQueue(ctx, w.operator.Staff)
		if it := items[0]; it.WaitingMessages != 2 || !it.WaitingSince.Equal(t0) || it.Member.ID != cees.ID || it.Member.Name == "" ||
			it.Member.Age != 41 || it.Fictional.ID != w.fee || it.Fictional.Name != "Fee" || it.Language != "nl" || it.ClaimedByMe {
			t.Errorf("first item %+v", it)
		}
		admin := storetest.NewStaff(t, db, "admin@example.nl", amora.StaffAdmin)
		if got, want := fmt.Sprint(queueIDs(t, db, admin.Staff)), fmt.Sprint([]int64{c1, c2, c3}); got != want {
			t.Errorf("admin's queue %s, want %s", got, want)
		}
		// The admin claims c1: gone from the operator's queue until the claim runs out.
		if _, err := db.DeskClaim(ctx, admin.Staff, c1); err != nil {
			t.Fatal(err)
		}
		if got, want := fmt.Sprint(queueIDs(t, db, w.operator.Staff)), fmt.Sprint([]int64{c2}); got != want {
			t.Errorf("queue with c1 claimed %s, want %s", got, want)
		}
		if items, _ := db.DeskQueue(ctx, admin.Staff); !items[0].ClaimedByMe {
			t.Error("the admin's own claim is not marked claimed_by_me")
		}
		// The operator may not claim a German conversation.
		if _, err := db.DeskClaim(ctx, w.operator.Staff, c3); amora.ErrorKey(err) != "deskNotWaiting" {
			t.Errorf("claim outside the operator's languages: %v", err)
		}
		w.advance(amora.DeskClaimTime)
		if got, want := fmt.Sprint(queueIDs(t, db, w.operator.Staff)), fmt.Sprint([]int64{c1, c2}); got != want {
			t.Errorf("queue after the claim ran out %s, want %s", got, want)
		}
		if _, err := db.DeskClaim(ctx, w.operator.Staff, c1); err != nil {
			t.Errorf("claim after the other's ran out: %v", err)
		}
		langs, err := db.StaffLanguages(ctx, w.operator.ID)
		if err != nil || fmt.Sprint(langs) != "[nl]" {
			t.Errorf("languages %v, %v", langs, err)
		}
		if _, err := db.SetStaffLanguages(ctx, admin.Staff, w.operator.ID, []string{"xx"}); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("unknown language: %v", err)
		}
	})
}

// TestDeskClaims checks that a claim excludes others, a heartbeat extends it, a
// release puts it back and a reply is needed to have the claim.
func TestDeskClaims(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		other := storetest.NewStaff(t, db, "op2@example.nl", amora.StaffOperator)
		if _, err := db.SetStaffLanguages(ctx, w.operator.Staff, other.ID, []string{"nl", "de"}); err != nil {
			t.Fatal(err)
		}
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		conv := w.send(t, bart.ID, w.fee, "hoi").Message.ConversationID
		until, err := db.DeskClaim(ctx, w.operator.Staff, conv)
		if err != nil || !until.Equal(t0.Add(amora.DeskClaimTime)) {
			t.Fatalf("claim: %v until %v", err, until)
		}
		if _, err := db.DeskClaim(ctx, other.Staff, conv); amora.ErrorKey(err) != "deskClaimed" {
			t.Errorf("second operator's claim: %v", err)
		}
		if _, _, err := db.DeskReply(ctx, other.Staff, conv, "ik ook"); amora.ErrorKey(err) != "deskNotClaimed" {
			t.Errorf("reply without the claim: %v", err)
		}
		if _, err := db.DeskConversation(ctx, other.Staff, conv); amora.ErrorKey(err) != "deskNotClaimed" {
			t.Errorf("answer screen without the claim: %v", err)
		}
		// Heartbeat after 4 minutes: the claim lasts 5 more, so at 6 minutes it holds.
		w.advance(4 * time.Minute)
		if _, err := db.DeskClaim(ctx, w.operator.Staff, conv); err != nil {
			t.Fatal(err)
		}
		w.advance(2 * time.Minute)
		if _, err := db.DeskClaim(ctx, other.Staff, conv); amora.ErrorKey(err) != "deskClaimed" {
			t.Errorf("claim during the extended claim: %v", err)
		}
		if err := db.DeskRelease(ctx, w.operator.Staff, conv); err != nil {
			t.Fatal(err)
		}
		if err := db.DeskRelease(ctx, w.operator.Staff, conv); amora.ErrorKey(err) != "deskNotClaimed" {
			t.Errorf("second release: %v", err)
		}
		if _, err := db.DeskClaim(ctx, other.Staff, conv); err != nil {
			t.Errorf("claim after the release: %v", err)
		}
		if _, err := db.DeskClaim(ctx, w.operator.Staff, 999999); amora.ErrorKey(err) != "deskNotWaiting" {
			t.Errorf("claim of an unknown conversation: %v", err)
		}
		// Only the start of a claim, not its heartbeats, is in the audit log.
		log, err := db.AuditLog(ctx, amora.AuditFilter{Action: "desk.claim"})
		if err != nil || len(log) != 2 {
			t.Errorf("claim audit entries %d, %v; want 2 (two claims, one heartbeat)", len(log), err)
		}
		if log, _ := db.AuditLog(ctx, amora.AuditFilter{Action: "desk.release"}); len(log) != 1 || log[0].StaffID != w.operator.ID || log[0].TargetID != conv {
			t.Errorf("release audit %+v", log)
		}
	})
}

// TestDeskClaimConcurrent claims one conversation from 20 operators at once: exactly
// one wins, the others hear deskClaimed.
func TestDeskClaimConcurrent(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		conv := w.send(t, bart.ID, w.fee, "hoi").Message.ConversationID
		ops := make([]*amora.Staff, 20)
		for i := range ops {
			ops[i] = storetest.NewStaff(t, db, fmt.Sprintf("op%d@example.nl", i+10), amora.StaffOperator).Staff
			if _, err := db.SetStaffLanguages(ctx, w.operator.Staff, ops[i].ID, []string{"nl"}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		won, lost := 0, 0
		start := make(chan struct{})
		for _, op := range ops {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, err := db.DeskClaim(ctx, op, conv)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					won++
				case amora.ErrorKey(err) == "deskClaimed":
					lost++
				default:
					t.Errorf("claim: %v", err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if won != 1 || lost != 19 {
			t.Errorf("%d won, %d lost; want 1 and 19", won, lost)
		}
	})
}

// TestDeskReply answers as the fictional profile: the message carries the operator's
// id, costs the member nothing, leaves the queue, ends the claim and is audited; the
// notes round-trip per pair; the answer screen has no private fields.
func TestDeskReply(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		w.send(t, bart.ID, w.fee, "hoi")
		conv := w.send(t, bart.ID, w.fee, "hoe gaat het?").Message.ConversationID
		credits, _ := db.CreditsOf(ctx, bart.ID)
		if _, err := db.DeskSaveNote(ctx, w.operator.Staff, conv, "likes cats"); amora.ErrorKey(err) != "deskNotClaimed" {
			t.Errorf("note without the claim: %v", err)
		}
		if _, err := db.DeskClaim(ctx, w.operator.Staff, conv); err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeskSaveNote(ctx, w.operator.Staff, conv, "  likes cats "); err != nil {
			t.Fatal(err)
		}
		c, err := db.DeskConversation(ctx, w.operator.Staff, conv)
		if err != nil {
			t.Fatal(err)
		}
		if c.Member.ID != bart.ID || c.Fictional.ID != w.fee || len(c.Messages) != 2 || c.Messages[1].Text != "hoe gaat het?" ||
			c.Notes.Text != "likes cats" || c.Notes.StaffID != w.operator.ID || len(c.MemberPhotos) != 1 || c.MemberLanguage == "" || c.FictionalLang != "nl" {
			t.Errorf("answer screen %+v", c)
		}
		b, _ := json.Marshal(c)
		for _, private := range []string{"Email", "Latitude", "Credits", "Payment"} {
			if json.Valid(b) && contains(string(b), private) {
				t.Errorf("answer screen carries %q: %s", private, b)
			}
		}
		memberID, sent, err := db.DeskReply(ctx, w.operator.Staff, conv, "Goed, en jij?")
		if err != nil {
			t.Fatal(err)
		}
		if memberID != bart.ID || sent.Message.SenderID != w.fee || sent.Message.ConversationID != conv {
			t.Errorf("reply %d %+v", memberID, sent.Message)
		}
		if op, err := db.OperatorOf(ctx, sent.Message.ID); err != nil || op != w.operator.ID {
			t.Errorf("operator of the reply %d, %v", op, err)
		}
		if after, _ := db.CreditsOf(ctx, bart.ID); after != credits {
			t.Errorf("member's credits %d after the reply, want %d", after, credits)
		}
		if ids := queueIDs(t, db, w.operator.Staff); len(ids) != 0 {
			t.Errorf("queue after the reply %v", ids)
		}
		if n, _ := db.OpenOperatorMessages(ctx); n != 0 {
			t.Errorf("%d operator messages open after the reply", n)
		}
		if _, _, err := db.DeskReply(ctx, w.operator.Staff, conv, "nog een"); amora.ErrorKey(err) != "deskNotClaimed" {
			t.Errorf("second reply: %v", err)
		}
		page, err := db.Messages(ctx, bart.ID, conv, 0, 10)
		if err != nil || len(page.Messages) != 3 {
			t.Fatalf("member's messages %+v, %v", page, err)
		}
		// The member writes again: the conversation waits again, and the note is there.
		w.advance(time.Minute)
		w.send(t, bart.ID, w.fee, "leuk!")
		if _, err := db.DeskClaim(ctx, w.operator.Staff, conv); err != nil {
			t.Fatal(err)
		}
		if c, err := db.DeskConversation(ctx, w.operator.Staff, conv); err != nil || c.Notes.Text != "likes cats" || len(c.Messages) != 4 {
			t.Errorf("second round: %+v, %v", c, err)
		}
		if err := db.DeskFlag(ctx, w.operator.Staff, conv, "asks for money"); err != nil {
			t.Fatal(err)
		}
		for action, target := range map[string]int64{"desk.reply": conv, "desk.note": conv, "desk.flag": bart.ID} {
			log, err := db.AuditLog(ctx, amora.AuditFilter{Action: action})
			if err != nil || len(log) != 1 || log[0].StaffID != w.operator.ID || log[0].TargetID != target {
				t.Errorf("%s audit %+v, %v", action, log, err)
			}
		}
		stats, err := db.DeskStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if stats.QueueByLanguage["nl"] != 1 || stats.OldestWaiting != 0 || stats.MedianFirstReply != 0 ||
			len(stats.RepliesPerHour) != 1 || stats.RepliesPerHour[0].Replies != 1 {
			t.Errorf("stats %+v", stats)
		}
	})
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
