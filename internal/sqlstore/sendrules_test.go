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
