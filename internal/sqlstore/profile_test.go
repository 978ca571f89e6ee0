package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// member signs up an active member with a complete profile.
func member(t *testing.T, db *sqlstore.DB, email, gender, country, region, dob string) *amora.User {
	t.Helper()
	u := answered(t, db, email, gender, country, region, dob)
	// A complete profile has an active main photo: only those are listed.
	if _, err := db.AddPhoto(context.Background(), u.ID, "photo-"+email, amora.PhotoActive, amora.FreePhotoLimit); err != nil {
		t.Fatal(err)
	}
	return u
}

// answered signs up and confirms a member who answered complete-signup's questions,
// without a photo.
func answered(t *testing.T, db *sqlstore.DB, email, gender, country, region, dob string) *amora.User {
	t.Helper()
	ctx := context.Background()
	f := form(email)
	f.DateOfBirth = dob
	u, err := db.Signup(ctx, defaultSite(), f)
	if err != nil {
		t.Fatal(err)
	}
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
	err = db.UpdateProfile(ctx, u.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{
		Gender: gender, LookingFor: "both", Country: country, Region: region, City: "Somewhere"}})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestSearchMembers(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")   // 30
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")     // 46
		clara := member(t, db, "clara@example.de", "female", "DE", "DE-BY", "2008-11-22") // 18 today
		dora := member(t, db, "dora@example.nl", "female", "NL", "NL-UT", "1956-11-23")   // 69
		hidden := member(t, db, "hidden@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		db.UpdateProfile(ctx, hidden.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", Region: "NL-UT", City: "X"}, Invisible: true})
		gone := member(t, db, "gone@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		if err := db.DeleteAccount(ctx, gone.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		signup(t, db, "unconfirmed@example.nl") // not active: not listed

		ids := func(ps []*amora.Profile) string {
			s := ""
			for _, p := range ps {
				s += fmt.Sprintf("%d,", p.ID)
			}
			return s
		}
		list := func(us ...*amora.User) string {
			s := ""
			for _, u := range us {
				s += fmt.Sprintf("%d,", u.ID)
			}
			return s
		}
		for _, tt := range []struct {
			name string
			f    amora.SearchFilter
			want string // ids, most recent first (ids descending as nobody was seen)
		}{
			{"Everyone", amora.SearchFilter{}, list(dora, clara, bart, anna)},
			{"Women", amora.SearchFilter{Gender: "female"}, list(dora, clara, anna)},
			{"Country", amora.SearchFilter{Country: "nl"}, list(dora, bart, anna)},
			{"Region", amora.SearchFilter{Country: "NL", Region: "NL-UT"}, list(dora, anna)},
			{"MinAgeIncludesBirthday", amora.SearchFilter{MinAge: 18, MaxAge: 18}, list(clara)},
			{"AgeRange", amora.SearchFilter{MinAge: 30, MaxAge: 46}, list(bart, anna)},
			{"MaxAgeIncludesWholeYear", amora.SearchFilter{MinAge: 69, MaxAge: 69}, list(dora)},
			{"ViewerExcluded", amora.SearchFilter{ViewerID: anna.ID, Gender: "female"}, list(dora, clara)},
			{"Nothing", amora.SearchFilter{Country: "PL"}, ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, total, err := db.SearchMembers(ctx, tt.f)
				if err != nil {
					t.Fatal(err)
				}
				if ids(got) != tt.want {
					t.Errorf("got %s, want %s", ids(got), tt.want)
				}
				if total != len(got) {
					t.Errorf("total %d, want %d", total, len(got))
				}
			})
		}
		t.Run("Pages", func(t *testing.T) {
			got, total, _ := db.SearchMembers(ctx, amora.SearchFilter{PerPage: 3, Page: 2})
			if total != 4 || ids(got) != list(anna) {
				t.Errorf("page 2: %s of %d", ids(got), total)
			}
		})
		t.Run("RecentlySeenFirst", func(t *testing.T) {
			db.Now = func() time.Time { return t0.Add(time.Hour) }
			db.TouchLastSeen(ctx, anna.ID)
			got, _, _ := db.SearchMembers(ctx, amora.SearchFilter{Gender: "female"})
			if len(got) == 0 || got[0].ID != anna.ID || !got[0].Online(t0.Add(time.Hour)) {
				t.Errorf("first %v, want anna online", ids(got))
			}
		})
	})
}

func TestPhotos(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := answered(t, db, "photos@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		var added []*amora.Photo
		for i := 0; i < amora.FreePhotoLimit; i++ {
			ph, err := db.AddPhoto(ctx, u.ID, fmt.Sprintf("n%d", i), amora.PhotoActive, amora.FreePhotoLimit)
			if err != nil {
				t.Fatal(err)
			}
			if ph.Main != (i == 0) {
				t.Errorf("photo %d main = %v", i, ph.Main)
			}
			added = append(added, ph)
		}
		_, err := db.AddPhoto(ctx, u.ID, "n3", amora.PhotoActive, amora.FreePhotoLimit)
		if e, ok := err.(*amora.Error); !ok || e.Key != "photoLimit" || e.Code != amora.EPREMIUM || e.Message != "Photo limit reached" {
			t.Errorf("4th photo of a free member: %v", err)
		}
		if _, err := db.AddPhoto(ctx, u.ID, "n3", amora.PhotoActive, amora.PremiumPhotoLimit); err != nil {
			t.Errorf("4th photo of a premium member: %v", err)
		}
		p, err := db.FindProfile(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Photos) != 4 || !p.Photos[0].Main || p.Photos[0].ID != added[0].ID {
			t.Errorf("photos %+v", p.Photos)
		}
		if err := db.SetMainPhoto(ctx, u.ID, added[2].ID); err != nil {
			t.Fatal(err)
		}
		if p, _ = db.FindProfile(ctx, u.ID); p.Photos[0].ID != added[2].ID {
			t.Errorf("main is %d, want %d", p.Photos[0].ID, added[2].ID)
		}
		other := member(t, db, "other@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		if err := db.SetMainPhoto(ctx, other.ID, added[1].ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("set someone else's photo as main: %v", err)
		}
		if _, err := db.DeletePhoto(ctx, other.ID, added[1].ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("deleted someone else's photo: %v", err)
		}
		gone, err := db.DeletePhoto(ctx, u.ID, added[2].ID)
		if err != nil || gone.Name != "n2" {
			t.Fatalf("delete main: %v %v", gone, err)
		}
		if p, _ = db.FindProfile(ctx, u.ID); p.Photos[0].ID != added[0].ID || !p.Photos[0].Main {
			t.Errorf("after deleting the main photo the oldest should be main: %+v", p.Photos)
		}
	})
}

// TestModeratePhoto approves and rejects photos as the command line and the staff
// console do: an approved main photo shows on the member's card at once, a rejected
// main photo hands its place to an active one.
func TestModeratePhoto(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := answered(t, db, "moderated@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		// Search loads the members before the photo arrives, as a running server has.
		if _, _, err := db.SearchMembers(ctx, amora.SearchFilter{Country: "NL"}); err != nil {
			t.Fatal(err)
		}
		first, err := db.AddPhoto(ctx, u.ID, "pending-main", amora.PhotoPending, amora.FreePhotoLimit)
		if err != nil {
			t.Fatal(err)
		}
		second, err := db.AddPhoto(ctx, u.ID, "pending-second", amora.PhotoPending, amora.FreePhotoLimit)
		if err != nil {
			t.Fatal(err)
		}
		mainOnCard := func() string {
			t.Helper()
			found, _, err := db.SearchMembers(ctx, amora.SearchFilter{Country: "NL"})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range found {
				if p.ID == u.ID {
					if ph, ok := p.MainPhoto(); ok {
						return ph.Name
					}
					return ""
				}
			}
			return "(not listed)"
		}
		// With only a pending photo the profile is incomplete, so it is not listed.
		if got := mainOnCard(); got != "(not listed)" {
			t.Fatalf("member with a pending main photo listed with %q", got)
		}
		t.Run("ApproveMainShowsAtOnce", func(t *testing.T) {
			ph, err := db.ModeratePhoto(ctx, first.ID, amora.PhotoApprove)
			if err != nil {
				t.Fatal(err)
			}
			if ph.Status != amora.PhotoActive || !ph.Main || ph.UserID != u.ID || ph.Name != "pending-main" {
				t.Errorf("approved photo %+v", ph)
			}
			if got, want := mainOnCard(), "pending-main"; got != want {
				t.Errorf("card shows %q, want %q", got, want)
			}
		})
		t.Run("RejectMainHandsOver", func(t *testing.T) {
			if _, err := db.ModeratePhoto(ctx, second.ID, amora.PhotoApprove); err != nil {
				t.Fatal(err)
			}
			ph, err := db.ModeratePhoto(ctx, first.ID, amora.PhotoReject)
			if err != nil {
				t.Fatal(err)
			}
			if ph.Status != amora.PhotoRejected || ph.Main {
				t.Errorf("rejected photo %+v", ph)
			}
			if got, want := mainOnCard(), "pending-second"; got != want {
				t.Errorf("card shows %q, want %q", got, want)
			}
		})
		t.Run("ErrNotFound", func(t *testing.T) {
			if _, err := db.ModeratePhoto(ctx, 999999, amora.PhotoApprove); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("got %v, want not_found", err)
			}
		})
		t.Run("ErrUnknownDecision", func(t *testing.T) {
			if _, err := db.ModeratePhoto(ctx, second.ID, "maybe"); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("got %v, want invalid", err)
			}
		})
	})
}

// TestPurgeErasesPhotoFiles deletes an account with photos: its profile (and with it
// every photo URL, which the media handler checks against it) is gone at once, and the
// purge queues the erasure of its files in the transaction that removes the rows.
func TestPurgeErasesPhotoFiles(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := answered(t, db, "purged@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		for _, name := range []string{"aa/aa01", "bb/bb02"} {
			if _, err := db.AddPhoto(ctx, u.ID, name, amora.PhotoActive, amora.FreePhotoLimit); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.FindProfile(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "time", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindProfile(ctx, u.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("deleted member's profile (and photos) still found: %v", err)
		}
		now = now.Add(amora.ReactivationWindow + time.Hour)
		if err := db.PurgeAccount(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if known, _ := db.KnownPhotos(ctx, []string{"aa/aa01", "bb/bb02"}); len(known) != 0 {
			t.Errorf("photo rows survived the purge: %v", known)
		}
		var payload string
		for {
			job, err := db.Claim(ctx, now, time.Minute)
			if err != nil {
				t.Fatalf("no %s job: %v", sqlstore.JobDeletePhotoFiles, err)
			}
			if job.Kind == sqlstore.JobDeletePhotoFiles {
				payload = string(job.Payload)
				break
			}
		}
		if want := `{"names":["aa/aa01","bb/bb02"]}`; payload != want {
			t.Errorf("payload %s, want %s", payload, want)
		}
	})
}
