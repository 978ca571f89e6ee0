package sqlstore_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestSwipeUndoPass(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		me := member(t, db, "me@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		var men []*amora.User
		for i := range 3 {
			men = append(men, member(t, db, fmt.Sprintf("man%d@example.nl", i), "male", "NL", "NL-UT", "1988-01-01"))
		}
		f := amora.SearchFilter{Gender: "male", Country: "NL"}
		inDeck := func(u *amora.User) bool {
			t.Helper()
			ps, _, err := db.SwipeDeck(ctx, me.ID, f, 10)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				if p.ID == u.ID {
					return true
				}
			}
			return false
		}
		swipe := func(u *amora.User, action string) {
			t.Helper()
			now = now.Add(time.Second)
			if _, _, err := db.Swipe(ctx, me.ID, u.ID, action, 4); err != nil {
				t.Fatal(err)
			}
		}
		isUndoErr := func(err error) bool {
			var e *amora.Error
			return errors.As(err, &e) && e.Key == "swipeUndo" && e.Code == amora.ENOTFOUND
		}

		if err := db.UndoPass(ctx, me.ID, men[0].ID); !isUndoErr(err) {
			t.Fatalf("undo without swipes: %v", err)
		}
		swipe(men[0], amora.SwipePass)
		swipe(men[1], amora.SwipePass)
		if err := db.UndoPass(ctx, me.ID, men[0].ID); !isUndoErr(err) {
			t.Errorf("undo of an older pass: %v", err)
		}
		if inDeck(men[1]) {
			t.Fatal("passed member dealt again before the undo")
		}
		if err := db.UndoPass(ctx, me.ID, men[1].ID); err != nil {
			t.Fatal(err)
		}
		if !inDeck(men[1]) || inDeck(men[0]) {
			t.Error("after the undo the last member passed should be dealt again, the one before not")
		}
		if err := db.UndoPass(ctx, me.ID, men[1].ID); !isUndoErr(err) {
			t.Errorf("second undo of the same pass: %v", err)
		}

		swipe(men[2], amora.SwipeLike)
		if err := db.UndoPass(ctx, me.ID, men[2].ID); !isUndoErr(err) {
			t.Errorf("undo of a like: %v", err)
		}
		if _, st, _ := db.SwipeDeck(ctx, me.ID, f, 10); st.LikesUsed != 1 {
			t.Errorf("likes used after refused undo: %d", st.LikesUsed)
		}

		// Another member's passes are theirs.
		other := member(t, db, "other@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		now = now.Add(time.Second)
		if _, _, err := db.Swipe(ctx, other.ID, men[0].ID, amora.SwipePass, 4); err != nil {
			t.Fatal(err)
		}
		if err := db.UndoPass(ctx, me.ID, men[0].ID); !isUndoErr(err) {
			t.Errorf("undo of another member's pass: %v", err)
		}
	})
}
