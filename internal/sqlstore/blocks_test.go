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

// TestBlocks checks that a block, either way, takes the two members out of each
// other's search, candidates, swipe deck and likes, deletes their likes, and that
// unblocking brings them back to search but not their likes.
func TestBlocks(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		for _, l := range [][2]int64{{anna.ID, bart.ID}, {bart.ID, anna.ID}, {cees.ID, anna.ID}} {
			if _, err := db.Like(ctx, l[0], l[1]); err != nil {
				t.Fatal(err)
			}
		}

		// sees lists whom viewer finds in search, candidates, the swipe deck and likes.
		sees := func(viewer *amora.User) map[string][]int64 {
			out := map[string][]int64{}
			ids := func(ps []*amora.Profile) []int64 {
				var s []int64
				for _, p := range ps {
					s = append(s, p.ID)
				}
				slices.Sort(s)
				return s
			}
			found, _, err := db.SearchMembers(ctx, amora.SearchFilter{ViewerID: viewer.ID})
			if err != nil {
				t.Fatal(err)
			}
			out["search"] = ids(found)
			cands, err := db.Candidates(ctx, amora.SearchFilter{ViewerID: viewer.ID}, 10)
			if err != nil {
				t.Fatal(err)
			}
			out["candidates"] = ids(cands)
			deck, _, err := db.SwipeDeck(ctx, viewer.ID, amora.SearchFilter{}, 10)
			if err != nil {
				t.Fatal(err)
			}
			out["swipe"] = ids(deck)
			entries, err := db.Likes(ctx, viewer.ID)
			if err != nil {
				t.Fatal(err)
			}
			var liked []*amora.Profile
			for _, e := range entries {
				liked = append(liked, e.Profile)
			}
			out["likes"] = ids(liked)
			return out
		}
		has := func(s []int64, id int64) bool { return slices.Contains(s, id) }

		t.Run("BeforeBlocking", func(t *testing.T) {
			got := sees(bart)
			if !has(got["search"], anna.ID) || !has(got["candidates"], anna.ID) || !has(got["likes"], anna.ID) {
				t.Errorf("bart sees %v, want anna everywhere but the swipe deck (liked)", got)
			}
		})
		t.Run("ErrBlockSelf", func(t *testing.T) {
			if err := db.Block(ctx, anna.ID, anna.ID); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("err = %v, want %s", err, amora.EINVALID)
			}
		})
		t.Run("ErrBlockMissing", func(t *testing.T) {
			if err := db.Block(ctx, anna.ID, 999999); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("err = %v, want %s", err, amora.ENOTFOUND)
			}
		})
		if err := db.Block(ctx, anna.ID, bart.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.Block(ctx, anna.ID, bart.ID); err != nil {
			t.Fatalf("blocking twice: %v", err)
		}
		for _, tt := range []struct {
			name          string
			viewer, other *amora.User
		}{{"BlockerSeesNothing", anna, bart}, {"BlockedSeesNothing", bart, anna}} {
			t.Run(tt.name, func(t *testing.T) {
				for where, ids := range sees(tt.viewer) {
					if has(ids, tt.other.ID) {
						t.Errorf("%s: %v holds %d", where, ids, tt.other.ID)
					}
				}
			})
		}
		t.Run("OthersUntouched", func(t *testing.T) {
			got := sees(anna)
			if !has(got["search"], cees.ID) || !has(got["likes"], cees.ID) {
				t.Errorf("anna sees %v, want cees in search and likes", got)
			}
		})
		t.Run("ErrLikeBlocked", func(t *testing.T) {
			for _, pair := range [][2]int64{{anna.ID, bart.ID}, {bart.ID, anna.ID}} {
				if _, err := db.Like(ctx, pair[0], pair[1]); amora.ErrorCode(err) != amora.ENOTFOUND {
					t.Errorf("like %v: err = %v, want %s", pair, err, amora.ENOTFOUND)
				}
			}
		})
		t.Run("State", func(t *testing.T) {
			for _, tt := range []struct {
				name          string
				viewer, other int64
				want          amora.BlockState
			}{
				{"Blocker", anna.ID, bart.ID, amora.BlockState{Blocked: true}},
				{"Blocked", bart.ID, anna.ID, amora.BlockState{BlockedBy: true}},
				{"Neither", anna.ID, cees.ID, amora.BlockState{}},
				{"Visitor", 0, anna.ID, amora.BlockState{}},
			} {
				t.Run(tt.name, func(t *testing.T) {
					if got, err := db.BlockState(ctx, tt.viewer, tt.other); err != nil || got != tt.want {
						t.Errorf("state = %+v (%v), want %+v", got, err, tt.want)
					}
				})
			}
		})
		t.Run("UnblockBringsBackSearchNotLikes", func(t *testing.T) {
			if err := db.Unblock(ctx, anna.ID, bart.ID); err != nil {
				t.Fatal(err)
			}
			got := sees(bart)
			if !has(got["search"], anna.ID) || has(got["likes"], anna.ID) {
				t.Errorf("bart sees %v, want anna in search and not in likes", got)
			}
			if st, _ := db.BlockState(ctx, bart.ID, anna.ID); st.Hidden() {
				t.Errorf("state %+v after unblocking", st)
			}
		})
	})
}

// TestBlocksAcrossInstances checks that a block made through one instance reaches
// another instance's copy of the blocks with its next poll of member_changes.
func TestBlocksAcrossInstances(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, a, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, a, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		if st, err := b.BlockState(ctx, bart.ID, anna.ID); err != nil || st.Hidden() {
			t.Fatalf("before: %+v (%v)", st, err)
		}
		if err := a.Block(ctx, anna.ID, bart.ID); err != nil {
			t.Fatal(err)
		}
		if err := b.SyncMembers(ctx); err != nil {
			t.Fatal(err)
		}
		if st, _ := b.BlockState(ctx, bart.ID, anna.ID); !st.BlockedBy {
			t.Errorf("instance b: %+v, want blocked by anna", st)
		}
		if peers, _ := b.BlockedPeers(ctx, anna.ID); !peers[bart.ID] {
			t.Errorf("instance b: anna's peers %v", peers)
		}
		if err := a.Unblock(ctx, anna.ID, bart.ID); err != nil {
			t.Fatal(err)
		}
		b.SyncMembers(ctx)
		if st, _ := b.BlockState(ctx, bart.ID, anna.ID); st.Hidden() {
			t.Errorf("instance b after unblocking: %+v", st)
		}
	})
}
