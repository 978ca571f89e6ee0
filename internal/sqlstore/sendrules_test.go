package sqlstore_test

import (
	"context"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestSendRules runs every reason the send rules give through every way a message is
// stored: a first message (Send's transaction), a message in a conversation the sender
// wrote in before (the one-statement path: insertIntoKnownTx, or the batch on
// PostgreSQL) and a gift; ChatWith's refusal says the same.
func TestSendRules(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		n := 0
		newMember := func() *amora.User {
			n++
			return member(t, db, "m"+itoa(int64(n))+"@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		}
		send := func(from, to int64, gift string) error {
			_, err := db.Send(ctx, amora.SendMessage{SenderID: from, RecipientID: to, Text: "hoi", Gift: gift, Cost: 1})
			return err
		}
		cases := []struct {
			name string
			// set up makes the recipient what the case needs, after the sender's first
			// message when wrote is true.
			setup func(t *testing.T, sender, recipient *amora.User)
			want  string // the error key, "" when the message goes
		}{
			{"Allowed", func(*testing.T, *amora.User, *amora.User) {}, ""},
			{"Deleted", func(t *testing.T, _, r *amora.User) {
				if err := db.SetStatus(ctx, r.ID, amora.UserDeleted); err != nil {
					t.Fatal(err)
				}
			}, "notFound"},
			{"Blocked", func(t *testing.T, s, r *amora.User) {
				if err := db.Block(ctx, r.ID, s.ID); err != nil {
					t.Fatal(err)
				}
			}, "blocked"},
			{"PartnerNotConfirmed", func(t *testing.T, _, r *amora.User) {
				if err := db.SetStatus(ctx, r.ID, amora.UserNotConfirmed); err != nil {
					t.Fatal(err)
				}
			}, "partnerNotConfirmed"},
			{"Invisible", func(t *testing.T, _, r *amora.User) { invisible(t, db, r.ID) }, "invisibleMember"},
			{"InvisibleWroteFirst", func(t *testing.T, s, r *amora.User) {
				if err := send(r.ID, s.ID, ""); err != nil {
					t.Fatal(err)
				}
				invisible(t, db, r.ID)
			}, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				for _, path := range []string{"first", "known", "gift"} {
					s, r := newMember(), newMember()
					if path != "first" {
						if err := send(s.ID, r.ID, ""); err != nil {
							t.Fatal(err)
						}
					}
					c.setup(t, s, r)
					gift := ""
					if path == "gift" {
						gift = amora.Gifts()[0].ID
					}
					err := send(s.ID, r.ID, gift)
					if got := errorKey(err); got != c.want {
						t.Errorf("%s: error %v (key %q), want key %q", path, err, got, c.want)
					}
					if c.want == "blocked" {
						continue // blocking deletes the conversation: ChatWith answers for the chat screen only before
					}
					st, err := db.ChatWith(ctx, s.ID, r.ID)
					if err != nil {
						t.Fatal(err)
					}
					if got := errorKey(st.Refusal); got != c.want && !(c.want == "notFound" && got == "") {
						t.Errorf("%s: ChatWith refusal %v, want key %q", path, st.Refusal, c.want)
					}
				}
			})
		}
		// What the message itself breaks gets the same answer on every path.
		for _, c := range []struct {
			name string
			edit func(m *amora.SendMessage)
			want string
		}{
			{"NotEnoughCredits", func(m *amora.SendMessage) { m.Cost = 1_000_000 }, "notEnoughCredits"},
			{"MessageTooLong", func(m *amora.SendMessage) { m.Text, m.MaxLength = "hallo daar", 5 }, "messageTooLong"},
			{"MessageEmpty", func(m *amora.SendMessage) { m.Text = "  " }, "messageEmpty"},
		} {
			t.Run(c.name, func(t *testing.T) {
				for _, path := range []string{"first", "known", "gift"} {
					s, r := newMember(), newMember()
					if path != "first" {
						if err := send(s.ID, r.ID, ""); err != nil {
							t.Fatal(err)
						}
					}
					m := amora.SendMessage{SenderID: s.ID, RecipientID: r.ID, Text: "hoi", Cost: 1}
					if path == "gift" {
						m.Gift = amora.Gifts()[0].ID
					}
					c.edit(&m)
					if path == "gift" && c.name != "NotEnoughCredits" {
						continue // a gift's text is its own; only its price can fail it
					}
					before := credits(t, db, s.ID)
					_, err := db.Send(ctx, m)
					if got := errorKey(err); got != c.want {
						t.Errorf("%s: error %v (key %q), want key %q", path, err, got, c.want)
					}
					if after := credits(t, db, s.ID); after != before {
						t.Errorf("%s: credits %d -> %d: a refused message is never charged", path, before, after)
					}
				}
			})
		}
		// A free member's third conversation is refused; writing on in one of the two is not.
		t.Run("ConversationLimit", func(t *testing.T) {
			s := newMember()
			first, second, third := newMember(), newMember(), newMember()
			limited := func(to int64) error {
				_, err := db.Send(ctx, amora.SendMessage{SenderID: s.ID, RecipientID: to, Text: "hoi", Cost: 1, ConversationLimit: amora.FreeConversations})
				return err
			}
			for _, to := range []int64{first.ID, second.ID} {
				if err := limited(to); err != nil {
					t.Fatal(err)
				}
			}
			if got := errorKey(limited(third.ID)); got != "conversationLimit" {
				t.Errorf("third conversation: key %q, want conversationLimit", got)
			}
			if err := limited(second.ID); err != nil {
				t.Errorf("writing on in a conversation of the two: %v", err)
			}
		})
		t.Run("UnconfirmedMayWrite", func(t *testing.T) {
			eve, r := signup(t, db, "eve@example.nl"), newMember()
			if err := send(eve.ID, r.ID, ""); err != nil {
				t.Fatalf("an unconfirmed member writes: %v", err)
			}
			if err := send(r.ID, eve.ID, ""); errorKey(err) != "partnerNotConfirmed" {
				t.Errorf("the reply to an unconfirmed member: %v, want partnerNotConfirmed", err)
			}
		})
	})
}

func errorKey(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(*amora.Error); ok {
		if e.Key != "" {
			return e.Key
		}
		if e.Code == amora.ENOTFOUND {
			return "notFound"
		}
		return e.Code
	}
	return err.Error()
}

// invisible turns on a member's invisible mode, keeping the rest of their profile.
func invisible(t *testing.T, db *sqlstore.DB, id int64) {
	t.Helper()
	ctx := context.Background()
	p, err := db.FindProfile(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.UpdateProfile(ctx, id, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: p.Gender, LookingFor: p.LookingFor,
		Country: p.Country, Region: p.Region, City: p.City}, Invisible: true}); err != nil {
		t.Fatal(err)
	}
}

func credits(t *testing.T, db *sqlstore.DB, id int64) int {
	t.Helper()
	u, err := db.FindUser(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return u.Credits
}
