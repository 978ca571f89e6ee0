package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestOrderPhotos: a member puts their photos in an order of their own, which every
// listing follows with the main photo first; the first photo that is not rejected
// becomes the main one, and a wrong list changes nothing.
func TestOrderPhotos(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := answered(t, db, "order@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		other := member(t, db, "order-other@example.nl", "male", "NL", "NL-UT", "1990-01-01")
		var p []int64 // p[0..3]: active, active, pending, active
		for i, status := range []string{amora.PhotoActive, amora.PhotoActive, amora.PhotoPending, amora.PhotoActive} {
			ph, err := db.AddPhoto(ctx, u.ID, fmt.Sprintf("order-%d", i), status, amora.PremiumPhotoLimit)
			if err != nil {
				t.Fatal(err)
			}
			p = append(p, ph.ID)
		}
		shown := func(want ...int64) {
			t.Helper()
			pr, err := db.FindProfile(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			var got []int64
			for _, ph := range pr.Photos {
				got = append(got, ph.ID)
			}
			if !slices.Equal(got, want) || !pr.Photos[0].Main {
				t.Errorf("photos %v (first main %v), want %v", got, pr.Photos[0].Main, want)
			}
		}
		shown(p[0], p[1], p[2], p[3])

		if err := db.OrderPhotos(ctx, u.ID, []int64{p[3], p[1], p[0], p[2]}); err != nil {
			t.Fatal(err)
		}
		shown(p[3], p[1], p[0], p[2])
		// The search card's photo is the main photo: the new first.
		found, _, err := db.SearchMembers(ctx, amora.SearchFilter{Gender: "female", Country: "NL"})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			if f.ID == u.ID && (len(f.Photos) == 0 || f.Photos[0].ID != p[3]) {
				t.Errorf("search card photos %+v, want %d first", f.Photos, p[3])
			}
		}

		for _, bad := range [][]int64{
			{p[0], p[1], p[2]},                           // one left out
			{p[0], p[1], p[2], p[3], p[3]},               // twice
			{p[0], p[1], p[2], p[2]},                     // twice, one left out
			{p[0], p[1], p[2], other.ID * 1000},          // not a photo
			{p[0], p[1], p[2], otherPhoto(t, db, other)}, // someone else's
			{},
		} {
			if err := db.OrderPhotos(ctx, u.ID, bad); amora.ErrorKey(err) != "photoOrderInvalid" || amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("order %v: %v", bad, err)
			}
		}
		shown(p[3], p[1], p[0], p[2]) // unchanged

		// "Make main" moves the photo to the first place; the others keep theirs.
		if err := db.SetMainPhoto(ctx, u.ID, p[0]); err != nil {
			t.Fatal(err)
		}
		shown(p[0], p[3], p[1], p[2])

		// A pending photo may be first (and main), as "Make main" allows.
		if err := db.OrderPhotos(ctx, u.ID, []int64{p[2], p[0], p[3], p[1]}); err != nil {
			t.Fatal(err)
		}
		shown(p[2], p[0], p[3], p[1])

		// A rejected main photo hands its place to the first active one in the order.
		if _, err := db.ModeratePhoto(ctx, p[2], amora.PhotoReject); err != nil {
			t.Fatal(err)
		}
		shown(p[0], p[2], p[3], p[1])
		// A rejected photo put first is not the main photo: the first other one is.
		if err := db.OrderPhotos(ctx, u.ID, []int64{p[2], p[3], p[0], p[1]}); err != nil {
			t.Fatal(err)
		}
		shown(p[3], p[2], p[0], p[1])

		// Deleting the main photo makes the next one (not rejected) main; a new photo comes last.
		if _, err := db.DeletePhoto(ctx, u.ID, p[3]); err != nil {
			t.Fatal(err)
		}
		shown(p[0], p[2], p[1])
		added, err := db.AddPhoto(ctx, u.ID, "order-new", amora.PhotoActive, amora.PremiumPhotoLimit)
		if err != nil || added.Main {
			t.Fatalf("add: %+v %v", added, err)
		}
		shown(p[0], p[2], p[1], added.ID)

		// The migration numbers existing photos as they were shown: main first, then by id.
		if err := db.ExecAdmin(ctx, fmt.Sprintf(`UPDATE photos SET position = 7 WHERE user_id = %d; UPDATE users SET main_photo_id = %d WHERE id = %d`, u.ID, p[1], u.ID)); err != nil {
			t.Fatal(err)
		}
		if err := db.RenumberPhotosAsMigrated(ctx); err != nil {
			t.Fatal(err)
		}
		ids, pos, err := db.PhotoPositions(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if want := []int64{p[1], p[0], p[2], added.ID}; !slices.Equal(ids, want) || !slices.Equal(pos, []int{0, 1, 2, 3}) {
			t.Errorf("migrated positions %v %v, want %v at 0..3", ids, pos, want)
		}
	})
}

// otherPhoto adds a photo to another member and returns its id.
func otherPhoto(t *testing.T, db *sqlstore.DB, u *amora.User) int64 {
	t.Helper()
	ph, err := db.AddPhoto(context.Background(), u.ID, fmt.Sprintf("other-%d", u.ID), amora.PhotoActive, amora.PremiumPhotoLimit)
	if err != nil {
		t.Fatal(err)
	}
	return ph.ID
}
