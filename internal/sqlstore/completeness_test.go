package sqlstore_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestOnlyCompleteProfilesListed checks that search, the swipe deck and the match
// finder's candidates show only complete profiles (complete-signup answered and an
// active main photo), and that completeness follows every photo change.
func TestOnlyCompleteProfilesListed(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		viewer := member(t, db, "viewer@example.nl", "male", "NL", "NL-UT", "1985-01-01")
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1995-01-01")
		noPhoto := answered(t, db, "nophoto@example.nl", "female", "NL", "NL-UT", "1995-01-01")
		bare := signup(t, db, "bare@example.nl") // confirmed below, answered nothing
		token, _ := db.CreateToken(ctx, bare.ID, amora.TokenActivate, time.Hour)
		if _, err := db.Activate(ctx, token); err != nil {
			t.Fatal(err)
		}
		listed := func() []int64 {
			t.Helper()
			found, _, err := db.SearchMembers(ctx, amora.SearchFilter{ViewerID: viewer.ID})
			if err != nil {
				t.Fatal(err)
			}
			deck, _, err := db.SwipeDeck(ctx, viewer.ID, amora.SearchFilter{ViewerID: viewer.ID}, 10)
			if err != nil {
				t.Fatal(err)
			}
			cands, err := db.Candidates(ctx, amora.SearchFilter{ViewerID: viewer.ID}, 10)
			if err != nil {
				t.Fatal(err)
			}
			ids := func(ps []*amora.Profile) []int64 {
				var out []int64
				for _, p := range ps {
					out = append(out, p.ID)
				}
				slices.Sort(out)
				return out
			}
			s, d, c := ids(found), ids(deck), ids(cands)
			if !slices.Equal(s, d) || !slices.Equal(s, c) {
				t.Errorf("search %v, swipe %v, candidates %v: want the same members", s, d, c)
			}
			return s
		}
		missing := func(id int64) []string {
			u, err := db.FindUser(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return u.Missing
		}
		if got := listed(); !slices.Equal(got, []int64{anna.ID}) {
			t.Errorf("listed %v, want only anna %d", got, anna.ID)
		}
		if got := missing(bare.ID); !slices.Equal(got, []string{"gender", "looking_for", "country", "city", "photo"}) {
			t.Errorf("bare misses %v", got)
		}
		if got := missing(noPhoto.ID); !slices.Equal(got, []string{"photo"}) {
			t.Errorf("nophoto misses %v", got)
		}
		if got := missing(anna.ID); got != nil {
			t.Errorf("anna misses %v", got)
		}

		// A pending photo is not enough; an active one is.
		pending, err := db.AddPhoto(ctx, noPhoto.ID, "pending.jpg", amora.PhotoPending, amora.FreePhotoLimit)
		if err != nil {
			t.Fatal(err)
		}
		if got := missing(noPhoto.ID); !slices.Equal(got, []string{"photo"}) {
			t.Errorf("with a pending photo: misses %v", got)
		}
		active, err := db.AddPhoto(ctx, noPhoto.ID, "active.jpg", amora.PhotoActive, amora.FreePhotoLimit)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetMainPhoto(ctx, noPhoto.ID, active.ID); err != nil {
			t.Fatal(err)
		}
		if got := listed(); !slices.Equal(got, sorted(anna.ID, noPhoto.ID)) {
			t.Errorf("with an active main photo: listed %v", got)
		}
		// Back to the pending one, then deleting the active one.
		if err := db.SetMainPhoto(ctx, noPhoto.ID, pending.ID); err != nil {
			t.Fatal(err)
		}
		if got := listed(); !slices.Equal(got, []int64{anna.ID}) {
			t.Errorf("with a pending main photo: listed %v", got)
		}
		if err := db.SetMainPhoto(ctx, noPhoto.ID, active.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeletePhoto(ctx, noPhoto.ID, active.ID); err != nil {
			t.Fatal(err)
		}
		if got := listed(); !slices.Equal(got, []int64{anna.ID}) {
			t.Errorf("after deleting the active photo: listed %v", got)
		}
		// Clearing an answer makes a profile incomplete again.
		if err := db.UpdateProfile(ctx, anna.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "both", Country: "NL", Region: "NL-UT"}}); err != nil {
			t.Fatal(err)
		}
		if got := listed(); len(got) != 0 {
			t.Errorf("without anna's city: listed %v", got)
		}
		if got := missing(anna.ID); !slices.Equal(got, []string{"city"}) {
			t.Errorf("anna misses %v", got)
		}
	})
}

func sorted(ids ...int64) []int64 {
	slices.Sort(ids)
	return ids
}
