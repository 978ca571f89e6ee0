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

func TestSwipe(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 22, 23, 50, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		me := member(t, db, "me@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		var men []*amora.User
		for i := range 6 {
			men = append(men, member(t, db, fmt.Sprintf("man%d@example.nl", i), "male", "NL", "NL-UT", "1988-01-01"))
		}
		member(t, db, "woman@example.nl", "female", "NL", "NL-UT", "1988-01-01")
		f := amora.SearchFilter{Gender: "male", Country: "NL"}
		deck := func() ([]int64, amora.SwipeState) {
			t.Helper()
			ps, st, err := db.SwipeDeck(ctx, me.ID, f, 10)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, p := range ps {
				ids = append(ids, p.ID)
			}
			return ids, st
		}
		swipe := func(target *amora.User, action string) (amora.SwipeState, error) {
			st, _, err := db.Swipe(ctx, me.ID, target.ID, action, 4)
			return st, err
		}
		has := func(ids []int64, u *amora.User) bool {
			for _, id := range ids {
				if id == u.ID {
					return true
				}
			}
			return false
		}

		ids, st := deck()
		if len(ids) != 6 || st.LikesUsed != 0 || !st.ResetsAt.Equal(time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)) {
			t.Fatalf("first deck %v, state %+v", ids, st)
		}
		if _, err := swipe(men[0], amora.SwipePass); err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 4; i++ {
			if st, err := swipe(men[i], amora.SwipeLike); err != nil || st.LikesUsed != i {
				t.Fatalf("like %d: %+v, %v", i, st, err)
			}
		}
		if ids, _ := deck(); len(ids) != 1 || ids[0] != men[5].ID {
			t.Errorf("after a pass and four likes the deck is %v, want only man5", ids)
		}
		_, err := swipe(men[5], amora.SwipeLike)
		if e, ok := err.(*amora.Error); !ok || e.Key != "swipeLimit" || e.Params["resets_at"] != "2026-11-23T00:00:00Z" {
			t.Fatalf("fifth like: %v", err)
		}
		if st, err := swipe(men[1], amora.SwipeLike); err != nil || st.LikesUsed != 4 {
			t.Errorf("liking the same member again: %+v, %v", st, err)
		}
		likes, _ := db.Likes(ctx, me.ID)
		if len(likes) != 4 {
			t.Errorf("%d likes, want the 4 of the game", len(likes))
		}
		if _, err := swipe(me, amora.SwipeLike); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("swiping yourself: %v", err)
		}
		if _, err := swipe(men[5], "love"); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("an unknown action: %v", err)
		}

		now = now.Add(15 * time.Minute) // the next day
		ids, st = deck()
		if st.LikesUsed != 0 || len(ids) != 2 || !has(ids, men[0]) || !has(ids, men[5]) {
			t.Errorf("next day: deck %v, state %+v; want man0 (passed yesterday) and man5", ids, st)
		}
		if st, err := swipe(men[5], amora.SwipeLike); err != nil || st.LikesUsed != 1 {
			t.Errorf("a like the next day: %+v, %v", st, err)
		}
	})
}

// TestSwipeLimitUnderConcurrency sends more likes at once than the day allows.
func TestSwipeLimitUnderConcurrency(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		me := member(t, db, "me@example.nl", "female", "NL", "NL-UT", "1990-01-01")
		var targets []*amora.User
		for i := range 10 {
			targets = append(targets, member(t, db, fmt.Sprintf("t%d@example.nl", i), "male", "NL", "NL-UT", "1988-01-01"))
		}
		var wg sync.WaitGroup
		for _, target := range targets {
			wg.Add(1)
			go func() {
				defer wg.Done()
				db.Swipe(ctx, me.ID, target.ID, amora.SwipeLike, 4)
			}()
		}
		wg.Wait()
		likes, err := db.Likes(ctx, me.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(likes) != 4 {
			t.Errorf("%d likes stored from 10 at once, want 4", len(likes))
		}
	})
}
