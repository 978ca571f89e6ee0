package sqlstore_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestChat plays one story of conversations between members step by step, checking
// each step's error and afterwards the lists, the credits and the ledger.
func TestChat(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		dirk := member(t, db, "dirk@example.nl", "male", "NL", "NL-UT", "1975-03-03")
		eve := signup(t, db, "eve@example.nl") // not confirmed
		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: "fee@example.nl", Name: "Fee",
			DateOfBirth: "1990-01-01", Language: "nl", Fictional: true, LastSeen: t0, Photos: []string{"fee.jpg"},
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", City: "Utrecht"}}}}); err != nil {
			t.Fatal(err)
		}
		var fee int64
		if list, _, _ := db.SearchMembers(ctx, amora.SearchFilter{Gender: "female", Country: "NL", ViewerID: bart.ID}); len(list) > 0 {
			for _, p := range list {
				if p.Fictional {
					fee = p.ID
				}
			}
		}
		if fee == 0 {
			t.Fatal("no fictional member")
		}
		names := map[int64]string{anna.ID: "anna", bart.ID: "bart", cees.ID: "cees", dirk.ID: "dirk", fee: "fee"}

		send := func(from, to int64, text string, limit int) func() error {
			return func() error {
				_, err := db.Send(ctx, amora.SendMessage{SenderID: from, RecipientID: to, Text: text, Cost: 1, MaxLength: 20, ConversationLimit: limit})
				return err
			}
		}
		conv := func(of, with int64) int64 {
			st, err := db.ChatWith(ctx, of, with)
			if err != nil {
				t.Fatal(err)
			}
			return st.ConversationID
		}
		read := func(of, with int64) func() error {
			return func() error { _, err := db.MarkRead(ctx, of, conv(of, with)); return err }
		}
		del := func(of, with int64) func() error {
			return func() error { return db.DeleteChat(ctx, of, conv(of, with)) }
		}
		// summary writes a member's list as "partner:unread:last message", newest first.
		summary := func(of *amora.User) string {
			list, err := db.Chats(ctx, of.ID, "")
			if err != nil {
				t.Fatal(err)
			}
			var parts []string
			for _, c := range list.Chats {
				last := "-"
				if c.LastMessage != nil {
					last = c.LastMessage.Text
				}
				parts = append(parts, fmt.Sprintf("%s:%d:%s", names[c.Partner.ID], c.Unread, last))
			}
			return strings.Join(parts, ",")
		}

		for _, step := range []struct {
			name    string
			do      func() error
			wantErr string
			of      *amora.User
			want    string
		}{
			{"AnnaWritesBart", send(anna.ID, bart.ID, "Hoi Bart", 2), "", bart, "anna:1:Hoi Bart"},
			{"AnnaSeesHerOwn", nil, "", anna, "bart:0:Hoi Bart"},
			{"BartWritesBack", send(bart.ID, anna.ID, "Hoi Anna", 2), "", anna, "bart:1:Hoi Anna"},
			{"ErrEmpty", send(anna.ID, bart.ID, "  \n", 2), amora.EINVALID, anna, "bart:1:Hoi Anna"},
			{"ErrTooLong", send(anna.ID, bart.ID, strings.Repeat("é", 21), 2), amora.EINVALID, anna, "bart:1:Hoi Anna"},
			{"ExactlyTheLengthIsFine", send(anna.ID, bart.ID, strings.Repeat("é", 20), 2), "", bart, "anna:2:" + strings.Repeat("é", 20)},
			{"BartOpensTheChat", read(bart.ID, anna.ID), "", bart, "anna:0:" + strings.Repeat("é", 20)},
			{"AnnaWritesCees", send(anna.ID, cees.ID, "Hoi Cees", 2), "", anna, "cees:0:Hoi Cees,bart:1:" + strings.Repeat("é", 20)},
			{"ErrThirdConversationForFree", send(anna.ID, dirk.ID, "Hoi Dirk", 2), amora.EPREMIUM, anna, "cees:0:Hoi Cees,bart:1:" + strings.Repeat("é", 20)},
			{"DirkNeverHearsOfIt", nil, "", dirk, ""},
			{"PremiumHasNoLimit", send(anna.ID, dirk.ID, "Hoi Dirk", 0), "", anna, "dirk:0:Hoi Dirk,cees:0:Hoi Cees,bart:1:" + strings.Repeat("é", 20)},
			{"ErrReplyToUnconfirmed", send(bart.ID, eve.ID, "Hoi", 2), amora.EFORBIDDEN, bart, "anna:0:" + strings.Repeat("é", 20)},
			{"ErrUnknownRecipient", send(anna.ID, 999999, "Hoi", 0), amora.ENOTFOUND, anna, "dirk:0:Hoi Dirk,cees:0:Hoi Cees,bart:1:" + strings.Repeat("é", 20)},
			{"BartDeletesTheChat", del(bart.ID, anna.ID), "", bart, ""},
			{"AnnaKeepsHers", nil, "", anna, "dirk:0:Hoi Dirk,cees:0:Hoi Cees,bart:1:" + strings.Repeat("é", 20)},
			{"ANewMessageBringsItBack", send(anna.ID, bart.ID, "Nog daar?", 0), "", bart, "anna:1:Nog daar?"},
			{"BartRepliesAgain", send(bart.ID, anna.ID, "Ja", 2), "", anna, "bart:2:Ja,dirk:0:Hoi Dirk,cees:0:Hoi Cees"},
			{"CeesBlocksAnna", func() error { return db.Block(ctx, cees.ID, anna.ID) }, "", anna, "bart:2:Ja,dirk:0:Hoi Dirk"},
			{"ErrWritingTheBlocker", send(anna.ID, cees.ID, "Hallo?", 0), amora.EBLOCKED, cees, ""},
			{"BartWritesFee", send(bart.ID, fee, "Hoi Fee", 0), "", bart, "fee:0:Hoi Fee,anna:1:Ja"},
		} {
			t.Run(step.name, func(t *testing.T) {
				clock = clock.Add(time.Minute)
				if step.do != nil {
					if err := step.do(); amora.ErrorCode(err) != step.wantErr {
						t.Fatalf("err = %v, want code %q", err, step.wantErr)
					}
				}
				if got := summary(step.of); got != step.want {
					t.Errorf("chats of %s = %q, want %q", names[step.of.ID], got, step.want)
				}
			})
		}

		t.Run("BartSeesOnlyWhatCameAfterDeleting", func(t *testing.T) {
			page, err := db.Messages(ctx, bart.ID, conv(bart.ID, anna.ID), 0, 0)
			if err != nil || len(page.Messages) != 2 || page.Messages[0].Text != "Nog daar?" || page.Messages[1].Text != "Ja" {
				t.Errorf("messages %+v (%v), want the two since deleting", page.Messages, err)
			}
		})
		t.Run("ReadState", func(t *testing.T) {
			page, _ := db.Messages(ctx, anna.ID, conv(anna.ID, bart.ID), 0, 0)
			var states []string
			for _, m := range page.Messages {
				states = append(states, names[m.SenderID]+":"+m.Status())
			}
			want := "anna:read,bart:sent,anna:read,anna:sent,bart:sent"
			if got := strings.Join(states, ","); got != want {
				t.Errorf("states %s, want %s", got, want)
			}
		})
		t.Run("Delivered", func(t *testing.T) {
			// Dirk's app connects: the unread message Anna sent him is delivered, once.
			receipts, err := db.MarkDelivered(ctx, dirk.ID)
			if err != nil || len(receipts) != 1 || receipts[0].SenderID != anna.ID || receipts[0].ConversationID != conv(dirk.ID, anna.ID) {
				t.Errorf("receipts %+v (%v), want one for anna", receipts, err)
			}
			if again, _ := db.MarkDelivered(ctx, dirk.ID); len(again) != 0 {
				t.Errorf("delivered twice: %+v", again)
			}
			page, _ := db.Messages(ctx, anna.ID, conv(anna.ID, dirk.ID), 0, 0)
			if got := page.Messages[0].Status(); got != amora.MessageDelivered {
				t.Errorf("status %s, want delivered", got)
			}
			// One message of someone else's conversation cannot be marked.
			other, _ := db.Messages(ctx, anna.ID, conv(anna.ID, bart.ID), 0, 0)
			if r, _ := db.MarkDelivered(ctx, dirk.ID, other.Messages[len(other.Messages)-1].ID); len(r) != 0 {
				t.Errorf("dirk marked a message of anna and bart: %+v", r)
			}
		})
		t.Run("ErrNotInTheConversation", func(t *testing.T) {
			if _, err := db.Messages(ctx, dirk.ID, conv(anna.ID, bart.ID), 0, 0); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("err = %v, want not found", err)
			}
			if _, err := db.MarkRead(ctx, dirk.ID, conv(anna.ID, bart.ID)); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("mark read: err = %v, want not found", err)
			}
			if err := db.DeleteChat(ctx, dirk.ID, conv(anna.ID, bart.ID)); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("delete: err = %v, want not found", err)
			}
		})
		t.Run("CreditsFollowTheLedger", func(t *testing.T) {
			for _, u := range []*amora.User{anna, bart} {
				got, _ := db.FindUser(ctx, u.ID)
				sum, _ := db.LedgerBalance(ctx, u.ID)
				if got.Credits != sum {
					t.Errorf("%s: credits %d, ledger %d", names[u.ID], got.Credits, sum)
				}
			}
			if got, _ := db.FindUser(ctx, anna.ID); got.Credits != 10-5 {
				t.Errorf("anna has %d credits after 5 messages, want 5", got.Credits)
			}
		})
		t.Run("ErrNotEnoughCredits", func(t *testing.T) {
			_, err := db.Send(ctx, amora.SendMessage{SenderID: anna.ID, RecipientID: bart.ID, Text: "Duur", Cost: 6})
			if amora.ErrorCode(err) != amora.ECREDITS || amora.ErrorMessage(err) != "You do not have enough credits to send this message" {
				t.Errorf("err = %v", err)
			}
			if got := summary(bart); got != "fee:0:Hoi Fee,anna:1:Ja" {
				t.Errorf("an unpaid message reached bart: %s", got)
			}
		})
		t.Run("FictionalMessagesWaitForAnOperator", func(t *testing.T) {
			if n, err := db.OpenOperatorMessages(ctx); err != nil || n != 1 {
				t.Errorf("open operator messages = %d (%v), want 1", n, err)
			}
		})
	})
}

// TestChatHistoryLimit checks that a member with a history limit sees only the newest
// messages, pages through them, and is told that older ones exist.
func TestChatHistoryLimit(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		var id int64
		for i := 1; i <= 8; i++ {
			s, err := db.Send(ctx, amora.SendMessage{SenderID: anna.ID, RecipientID: bart.ID, Text: fmt.Sprint(i)})
			if err != nil {
				t.Fatal(err)
			}
			id = s.Message.ConversationID
		}
		texts := func(p amora.MessagePage) string {
			var s []string
			for _, m := range p.Messages {
				s = append(s, m.Text)
			}
			return strings.Join(s, ",")
		}
		for _, tt := range []struct {
			name       string
			limit      int
			want       string
			wantHidden bool
		}{
			{"Premium", 0, "1,2,3,4,5,6,7,8", false},
			{"Limited", 5, "4,5,6,7,8", true},
			{"LimitAboveCount", 10, "1,2,3,4,5,6,7,8", false},
		} {
			t.Run(tt.name, func(t *testing.T) {
				p, err := db.Messages(ctx, bart.ID, id, 0, tt.limit)
				if err != nil || texts(p) != tt.want || p.HistoryHidden != tt.wantHidden || p.More {
					t.Errorf("page %q hidden %v more %v (%v), want %q hidden %v", texts(p), p.HistoryHidden, p.More, err, tt.want, tt.wantHidden)
				}
			})
		}
		t.Run("OlderPage", func(t *testing.T) {
			p, _ := db.Messages(ctx, bart.ID, id, 0, 0)
			older, err := db.Messages(ctx, bart.ID, id, p.Messages[3].ID, 0)
			if err != nil || texts(older) != "1,2,3" {
				t.Errorf("before the 4th: %q (%v)", texts(older), err)
			}
		})
	})
}

// TestConcurrentSends sends 20 messages at once from a member whose credits pay for
// exactly one more: exactly one is stored and paid, and the balance equals the ledger.
// The first message of the conversation goes first: the 20 then take the path of
// messages in a conversation the sender wrote in (a batch, on PostgreSQL).
func TestConcurrentSends(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10") // 10 credits
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		if _, err := db.Send(ctx, amora.SendMessage{SenderID: anna.ID, RecipientID: bart.ID, Text: "hoi", Cost: 5, ConversationLimit: 2}); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 20)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = db.Send(ctx, amora.SendMessage{SenderID: anna.ID, RecipientID: bart.ID, Text: fmt.Sprint("bericht ", i), Cost: 5, ConversationLimit: 2})
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch amora.ErrorCode(err) {
			case "":
				ok++
			case amora.ECREDITS:
			default:
				t.Errorf("unexpected error %v", err)
			}
		}
		st, _ := db.ChatWith(ctx, bart.ID, anna.ID)
		page, _ := db.Messages(ctx, bart.ID, st.ConversationID, 0, 0)
		u, _ := db.FindUser(ctx, anna.ID)
		sum, _ := db.LedgerBalance(ctx, anna.ID)
		if ok != 1 || len(page.Messages) != 2 || u.Credits != 0 || sum != 0 {
			t.Errorf("%d sent, %d stored, credits %d, ledger %d; want 1, 2, 0, 0", ok, len(page.Messages), u.Credits, sum)
		}
	})
}

// TestSendsAtOnce sends from several members at once, so that on PostgreSQL their
// messages share batches: those that may go are stored and paid, each of the others
// fails for its own reason, a first message in a conversation the partner began goes
// too, and every balance equals its ledger.
func TestSendsAtOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10") // 10 credits each
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		dirk := member(t, db, "dirk@example.nl", "male", "NL", "NL-UT", "1975-03-03")
		eve := signup(t, db, "eve@example.nl") // not confirmed
		send := func(from, to *amora.User, cost int) error {
			_, err := db.Send(ctx, amora.SendMessage{SenderID: from.ID, RecipientID: to.ID, Text: "hoi", Cost: cost})
			return err
		}
		for _, s := range [][2]*amora.User{{anna, bart}, {cees, bart}, {dirk, anna}} {
			if err := send(s[0], s[1], 1); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.Block(ctx, bart.ID, cees.ID); err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"anna": "", "bart": "", "cees": amora.EBLOCKED, "dirk": amora.ECREDITS, "eve": ""}
		var mu sync.Mutex
		got := map[string][]string{}
		var wg sync.WaitGroup
		for range 5 {
			for name, s := range map[string][2]*amora.User{"anna": {anna, bart}, "bart": {bart, anna}, "cees": {cees, bart}, "dirk": {dirk, anna}, "eve": {eve, anna}} {
				cost := 1
				if name == "dirk" {
					cost = 10 // more than the 9 left
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					err := send(s[0], s[1], cost)
					mu.Lock()
					got[name] = append(got[name], amora.ErrorCode(err))
					mu.Unlock()
				}()
			}
		}
		wg.Wait()
		for name, codes := range got {
			for _, code := range codes {
				if code != want[name] {
					t.Errorf("%s: %q, want %q", name, code, want[name])
				}
			}
		}
		st, _ := db.ChatWith(ctx, anna.ID, bart.ID)
		page, _ := db.Messages(ctx, anna.ID, st.ConversationID, 0, 0)
		if len(page.Messages) != 11 {
			t.Errorf("%d messages between anna and bart, want 11", len(page.Messages))
		}
		for u, credits := range map[*amora.User]int{anna: 4, bart: 5, cees: 9, dirk: 9} {
			found, _ := db.FindUser(ctx, u.ID)
			sum, _ := db.LedgerBalance(ctx, u.ID)
			if found.Credits != credits || sum != credits {
				t.Errorf("%s: credits %d, ledger %d, want %d", u.Email, found.Credits, sum, credits)
			}
		}
		list, err := db.Chats(ctx, anna.ID, "")
		if err != nil || list.UnreadMessages != 11 {
			t.Errorf("anna's unread: %d (%v), want 11 (bart's 5, dirk's 1, eve's 5: an unconfirmed member may write)", list.UnreadMessages, err)
		}
	})
}

// TestChatPages pages through a member's 120 conversations: 50, 50 and 20, newest
// first, each once, with the totals over all of them on every page.
func TestChatPages(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		var news []amora.NewMember
		for i := 0; i <= 120; i++ {
			news = append(news, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: fmt.Sprintf("m%d@example.nl", i), Name: fmt.Sprint("M", i),
				DateOfBirth: "1990-01-01", Language: "nl", LastSeen: t0,
				Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", Country: "NL", City: "Utrecht"}}})
		}
		if _, err := db.SeedMembers(ctx, news); err != nil {
			t.Fatal(err)
		}
		var msgs []amora.SeedMessage
		for i := 1; i <= 120; i++ {
			// Two conversations share each time, so that the cursor's id breaks ties.
			msgs = append(msgs, amora.SeedMessage{FromEmail: fmt.Sprintf("m%d@example.nl", i), ToEmail: "m0@example.nl", Text: fmt.Sprint(i),
				At: t0.Add(time.Duration(i/2) * time.Minute)})
		}
		if _, err := db.SeedMessages(ctx, msgs); err != nil {
			t.Fatal(err)
		}
		var me int64
		for id := int64(1); id <= 121 && me == 0; id++ {
			if u, err := db.FindUser(ctx, id); err == nil && u.Email == "m0@example.nl" {
				me = id
			}
		}
		seen := map[int64]bool{}
		cursor := ""
		var sizes []int
		var last time.Time
		for page := 0; page < 5; page++ {
			list, err := db.Chats(ctx, me, cursor)
			if err != nil {
				t.Fatal(err)
			}
			if list.UnreadMessages != 120 || list.ConversationsUsed != 0 {
				t.Errorf("page %d: unread %d, used %d; want 120, 0", page, list.UnreadMessages, list.ConversationsUsed)
			}
			sizes = append(sizes, len(list.Chats))
			for _, c := range list.Chats {
				if seen[c.ID] {
					t.Errorf("conversation %d twice", c.ID)
				}
				seen[c.ID] = true
				if !last.IsZero() && c.UpdatedAt.After(last) {
					t.Errorf("conversation %d out of order", c.ID)
				}
				last = c.UpdatedAt
			}
			if cursor = list.Next; cursor == "" {
				break
			}
		}
		if fmt.Sprint(sizes) != "[50 50 20]" || len(seen) != 120 {
			t.Errorf("pages %v, %d conversations; want [50 50 20], 120", sizes, len(seen))
		}
		if list, err := db.Chats(ctx, me, "garbage"); err != nil || len(list.Chats) != 50 {
			t.Errorf("a bad cursor gives %d (%v), want the first page", len(list.Chats), err)
		}
	})
}

// TestChatsConcurrently lists conversations from more requests at once than there are
// database connections, with the partners' profiles not yet in memory: each list must
// give its connection back before the profiles take one.
func TestChatsConcurrently(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		for i := range 3 {
			other := member(t, db, fmt.Sprintf("m%d@example.nl", i), "male", "NL", "NL-UT", "1990-01-01")
			if _, err := db.Send(ctx, amora.SendMessage{SenderID: other.ID, RecipientID: anna.ID, Text: "hoi"}); err != nil {
				t.Fatal(err)
			}
		}
		done := make(chan error)
		for range 64 {
			go func() {
				_, err := db.Chats(ctx, anna.ID, "")
				done <- err
			}()
		}
		timeout := time.After(20 * time.Second)
		for range 64 {
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-timeout:
				t.Fatal("the lists did not finish: connections ran out")
			}
		}
	})
}

// TestChatListFollowsEveryChange reads members' lists on one instance while another
// changes them: a list is remembered until its version moves, so every change must move
// it (a message, delivery, reading, deleting, a partner's account deletion, a block).
func TestChatListFollowsEveryChange(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, b, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, b, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, b, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		dirk := member(t, b, "dirk@example.nl", "male", "NL", "NL-UT", "1975-03-03")
		names := map[int64]string{anna.ID: "anna", bart.ID: "bart", cees.ID: "cees", dirk.ID: "dirk"}
		if err := a.SyncMembers(ctx); err != nil {
			t.Fatal(err)
		}
		// list reads on a: "partner:unread:last message:its state,...|unread used".
		list := func(of *amora.User) string {
			l, err := a.Chats(ctx, of.ID, "")
			if err != nil {
				t.Fatal(err)
			}
			var parts []string
			for _, c := range l.Chats {
				parts = append(parts, fmt.Sprintf("%s:%d:%s:%s", names[c.Partner.ID], c.Unread, c.LastMessage.Text, c.LastMessage.Status()))
			}
			return fmt.Sprintf("%s|%d %d", strings.Join(parts, ","), l.UnreadMessages, l.ConversationsUsed)
		}
		send := func(from, to int64, text string) error {
			_, err := b.Send(ctx, amora.SendMessage{SenderID: from, RecipientID: to, Text: text, Cost: 1, MaxLength: 100})
			return err
		}
		conv := func(of, with int64) int64 {
			st, err := b.ChatWith(ctx, of, with)
			if err != nil {
				t.Fatal(err)
			}
			return st.ConversationID
		}
		for _, step := range []struct {
			name string
			do   func() error
			of   *amora.User
			want string
		}{
			{"Empty", nil, anna, "|0 0"},
			{"BartWrites", func() error { return send(bart.ID, anna.ID, "Hoi") }, anna, "bart:1:Hoi:sent|1 0"},
			{"BartSeesItSent", nil, bart, "anna:0:Hoi:sent|0 1"},
			{"Delivered", func() error { _, err := b.MarkDelivered(ctx, anna.ID); return err }, bart, "anna:0:Hoi:delivered|0 1"},
			{"Read", func() error { _, err := b.MarkRead(ctx, anna.ID, conv(anna.ID, bart.ID)); return err }, bart, "anna:0:Hoi:read|0 1"},
			{"AnnasUnreadGone", nil, anna, "bart:0:Hoi:read|0 0"},
			{"CeesWrites", func() error { return send(cees.ID, anna.ID, "Hallo") }, anna, "cees:1:Hallo:sent,bart:0:Hoi:read|1 0"},
			{"AnnaDeletesCees", func() error { return b.DeleteChat(ctx, anna.ID, conv(anna.ID, cees.ID)) }, anna, "bart:0:Hoi:read|0 0"},
			{"DirkWrites", func() error { return send(dirk.ID, anna.ID, "Dag") }, anna, "dirk:1:Dag:sent,bart:0:Hoi:read|1 0"},
			{"DirkLeaves", func() error {
				if err := b.DeleteAccount(ctx, dirk.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
					return err
				}
				return a.SyncMembers(ctx)
			}, anna, "bart:0:Hoi:read|0 0"},
			{"AnnaReplies", func() error { return send(anna.ID, bart.ID, "Ja") }, anna, "bart:0:Ja:sent|0 1"},
			{"BartBlocksAnna", func() error { return b.Block(ctx, bart.ID, anna.ID) }, anna, "|0 0"},
		} {
			if step.do != nil {
				if err := step.do(); err != nil {
					t.Fatalf("%s: %v", step.name, err)
				}
			}
			if got := list(step.of); got != step.want {
				t.Errorf("%s: list of %s = %q, want %q", step.name, names[step.of.ID], got, step.want)
			}
		}
	})
}

// TestChatChangesAtOnce has four members write, open, receive and delete their
// conversations with each other all at once. On PostgreSQL these transactions lock the
// same rows, and would deadlock (an error after a second's wait) if any locked them in
// another order than the others; none may fail, and every balance equals its ledger.
func TestChatChangesAtOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		var members []*amora.User
		for i, name := range []string{"anna", "bart", "cees", "dirk"} {
			members = append(members, member(t, db, name+"@example.nl", "female", "NL", "NL-UT", fmt.Sprintf("19%d0-01-01", 6+i)))
		}
		// Everyone has written to everyone: most messages take the common path.
		for _, a := range members {
			for _, b := range members {
				if a != b {
					if _, err := db.Send(ctx, amora.SendMessage{SenderID: a.ID, RecipientID: b.ID, Text: "hoi"}); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		conv := func(a, b *amora.User) int64 {
			st, err := db.ChatWith(ctx, a.ID, b.ID)
			if err != nil {
				t.Fatal(err)
			}
			return st.ConversationID
		}
		var wg sync.WaitGroup
		for i, me := range members {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := range 40 {
					other := members[(i+1+n%3)%len(members)]
					var err error
					switch n % 4 {
					case 0, 1:
						_, err = db.Send(ctx, amora.SendMessage{SenderID: me.ID, RecipientID: other.ID, Text: "nog een", Cost: 0})
					case 2:
						_, err = db.MarkRead(ctx, me.ID, conv(me, other))
					case 3:
						_, err = db.MarkDelivered(ctx, me.ID)
					}
					if n%13 == 12 {
						err = db.DeleteChat(ctx, me.ID, conv(me, other))
					}
					if err != nil {
						t.Errorf("%s, step %d: %v", me.Email, n, err)
						return
					}
				}
			}()
		}
		wg.Wait()
		for _, m := range members {
			u, _ := db.FindUser(ctx, m.ID)
			sum, _ := db.LedgerBalance(ctx, m.ID)
			if u.Credits != sum {
				t.Errorf("%s: credits %d, ledger %d", m.Email, u.Credits, sum)
			}
		}
	})
}
