package sqlstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestFirstMessagesBesideBatches has two instances send at once: first messages,
// which go through Send's own transaction, and replies in existing conversations,
// which go in batches. Both bump the same statistics roll-up rows; on PostgreSQL
// they once did so in opposite orders and deadlocked (found by the cluster test:
// a first message answered 500). None may fail, and every balance equals its ledger.
func TestFirstMessagesBesideBatches(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		const n = 12
		var members []*amora.User
		for i := range n {
			members = append(members, member(t, a, fmt.Sprintf("m%d@example.nl", i), "female", "NL", "NL-UT", fmt.Sprintf("19%d-01-01", 70+i)))
		}
		// Everyone has written to the next one: those replies take the batches.
		for i, m := range members {
			if _, err := a.Send(ctx, amora.SendMessage{SenderID: m.ID, RecipientID: members[(i+1)%n].ID, Text: "hoi", Cost: 1, MaxLength: 100}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		for i, me := range members {
			wg.Go(func() {
				for k := range 40 {
					db := a
					if (i+k)%2 == 1 {
						db = b
					}
					to := members[(i+1)%n] // a reply: a batch
					if k%2 == 1 {
						to = members[(i+2+(k/2)%(n-2))%n] // at first a first message: Send's transaction
					}
					if _, err := db.Send(ctx, amora.SendMessage{SenderID: me.ID, RecipientID: to.ID, Text: fmt.Sprintf("bericht %d", k), Cost: 0, MaxLength: 100}); err != nil {
						t.Errorf("%s → %s, message %d: %v", me.Email, to.Email, k, err)
						return
					}
				}
			})
		}
		wg.Wait()
		for _, m := range members {
			u, _ := a.FindUser(ctx, m.ID)
			sum, _ := a.LedgerBalance(ctx, m.ID)
			if u.Credits != sum {
				t.Errorf("%s: credits %d, ledger %d", m.Email, u.Credits, sum)
			}
		}
	})
}
