package sqlstore_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestLikes plays one story of likes between four members, step by step, and checks
// after every step what one member's likes hold.
func TestLikes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		clara := member(t, db, "clara@example.de", "female", "DE", "DE-BY", "1990-11-22")
		dora := member(t, db, "dora@example.nl", "female", "NL", "NL-UT", "1956-11-23")
		names := map[int64]string{anna.ID: "anna", bart.ID: "bart", clara.ID: "clara", dora.ID: "dora"}

		// summary writes a member's likes as "name:sent|received|mutual[*new]", newest first.
		summary := func(of *amora.User) string {
			entries, err := db.Likes(ctx, of.ID)
			if err != nil {
				t.Fatal(err)
			}
			var parts []string
			for _, e := range entries {
				var kinds []string
				for _, k := range amora.LikeKinds {
					if e.Is(k) {
						kinds = append(kinds, k)
					}
				}
				s := names[e.Profile.ID] + ":" + strings.Join(kinds, "|")
				if e.New {
					s += "*"
				}
				parts = append(parts, s)
			}
			return strings.Join(parts, ",")
		}
		like := func(a, b int64) func() error {
			return func() error { _, err := db.Like(ctx, a, b); return err }
		}
		unlike := func(a, b int64) func() error { return func() error { return db.Unlike(ctx, a, b) } }
		seen := func(member, liker int64) func() error {
			return func() error { return db.MarkLikeSeen(ctx, member, liker) }
		}
		deleteAccount := func(u *amora.User) func() error {
			return func() error {
				return db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{})
			}
		}

		for _, step := range []struct {
			name     string
			do       func() error
			wantErr  string
			of       *amora.User
			want     string
			wantNew  int
			wantAuto string // who the new-like modal shows to `of`, "" for nobody
		}{
			{"AnnaLikesBart", like(anna.ID, bart.ID), "", bart, "anna:received*", 1, "anna"},
			{"AnnaSeesItAsSent", nil, "", anna, "bart:sent", 0, ""},
			{"LikeTwiceChangesNothing", like(anna.ID, bart.ID), "", bart, "anna:received*", 1, "anna"},
			{"ErrSelfLike", like(anna.ID, anna.ID), amora.EINVALID, anna, "bart:sent", 0, ""},
			{"ErrMissingMember", like(anna.ID, 999999), amora.ENOTFOUND, anna, "bart:sent", 0, ""},
			{"ClaraLikesBartLater", like(clara.ID, bart.ID), "", bart, "clara:received*,anna:received*", 2, "clara"},
			{"OpeningAnnaClearsLikeNew", seen(bart.ID, anna.ID), "", bart, "clara:received*,anna:received", 1, "clara"},
			{"SeenTwiceChangesNothing", seen(bart.ID, anna.ID), "", bart, "clara:received*,anna:received", 1, "clara"},
			{"BartLikesAnnaBackIsMutual", like(bart.ID, anna.ID), "", anna, "bart:sent|received|mutual*", 1, "bart"},
			{"MutualForBartToo", nil, "", bart, "anna:sent|received|mutual,clara:received*", 1, "clara"},
			{"DoraLikesBart", like(dora.ID, bart.ID), "", bart, "dora:received*,anna:sent|received|mutual,clara:received*", 2, "dora"},
			{"DeletedMemberVanishes", deleteAccount(dora), "", bart, "anna:sent|received|mutual,clara:received*", 1, "clara"},
			{"ErrLikeDeletedMember", like(bart.ID, dora.ID), amora.ENOTFOUND, bart, "anna:sent|received|mutual,clara:received*", 1, "clara"},
			{"AnnaUnlikesBart", unlike(anna.ID, bart.ID), "", bart, "anna:sent,clara:received*", 1, "clara"},
			{"UnlikeTwiceIsNoError", unlike(anna.ID, bart.ID), "", anna, "bart:received*", 1, "bart"},
			{"ClaraSeen", seen(bart.ID, clara.ID), "", bart, "anna:sent,clara:received", 0, ""},
		} {
			t.Run(step.name, func(t *testing.T) {
				clock = clock.Add(time.Minute)
				if step.do != nil {
					if err := step.do(); amora.ErrorCode(err) != step.wantErr {
						t.Fatalf("err = %v, want code %q", err, step.wantErr)
					}
				}
				if got := summary(step.of); got != step.want {
					t.Errorf("likes of %s = %q, want %q", names[step.of.ID], got, step.want)
				}
				if n, err := db.CountNewLikes(ctx, step.of.ID); err != nil || n != step.wantNew {
					t.Errorf("new likes = %d (%v), want %d", n, err, step.wantNew)
				}
				e, err := db.NewestUnseenLike(ctx, step.of.ID)
				switch {
				case step.wantAuto == "" && amora.ErrorCode(err) != amora.ENOTFOUND:
					t.Errorf("new-like modal shows %v (%v), want nobody", e, err)
				case step.wantAuto != "" && (err != nil || names[e.Profile.ID] != step.wantAuto || !e.New):
					t.Errorf("new-like modal shows %v (%v), want %s", e, err, step.wantAuto)
				}
			})
		}

		t.Run("LikeResult", func(t *testing.T) {
			for _, tt := range []struct {
				name string
				a, b *amora.User
				want amora.LikeResult
			}{
				{"New", clara, anna, amora.LikeResult{Created: true}},
				{"Again", clara, anna, amora.LikeResult{}},
				{"Back", anna, clara, amora.LikeResult{Created: true, Mutual: true}},
			} {
				t.Run(tt.name, func(t *testing.T) {
					got, err := db.Like(ctx, tt.a.ID, tt.b.ID)
					if err != nil || got != tt.want {
						t.Errorf("like = %+v (%v), want %+v", got, err, tt.want)
					}
				})
			}
		})

		t.Run("EntryCarriesProfileAndTimes", func(t *testing.T) {
			entries, _ := db.Likes(ctx, anna.ID)
			var e *amora.LikeEntry
			for i := range entries {
				if entries[i].Profile.ID == clara.ID {
					e = &entries[i]
				}
			}
			if e == nil || e.Profile.Name != "Sanne" || e.Profile.Country != "DE" || e.Profile.Age == 0 || !e.Mutual() || e.LikedAt.IsZero() {
				t.Errorf("entry %+v", e)
			}
		})

		t.Run("PurgedAccountTakesItsLikes", func(t *testing.T) {
			clock = clock.Add(amora.ReactivationWindow + time.Hour)
			if err := db.PurgeAccount(ctx, dora.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Like(ctx, bart.ID, dora.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("like purged member: %v", err)
			}
		})
	})
}

func TestSeedLikes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		likes := []amora.SeedLike{
			{LikerEmail: "bart@example.nl", LikedEmail: "anna@example.nl", At: t0, New: true},
			{LikerEmail: "anna@example.nl", LikedEmail: "bart@example.nl", At: t0.Add(time.Minute)},
			{LikerEmail: "anna@example.nl", LikedEmail: "anna@example.nl", At: t0},
			{LikerEmail: "nobody@example.nl", LikedEmail: "anna@example.nl", At: t0},
		}
		for _, want := range []int{2, 0} {
			if n, err := db.SeedLikes(ctx, likes); err != nil || n != want {
				t.Errorf("seeded %d (%v), want %d", n, err, want)
			}
		}
		entries, _ := db.Likes(ctx, anna.ID)
		if len(entries) != 1 || !entries[0].Mutual() || !entries[0].New || !entries[0].LikedAt.Equal(t0.Add(time.Minute)) {
			t.Errorf("entries %+v", entries)
		}
	})
}
