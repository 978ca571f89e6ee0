package sqlstore

import (
	"context"

	"amora"
)

// Spend debits n credits of a member as sending messages does, for the refund tests.
func (db *DB) Spend(ctx context.Context, userID int64, n int) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if err := creditTx(ctx, tx, db.Now(), userID, -n, "message", ""); err != nil {
			return err
		}
		return bumpStatsTx(ctx, tx, db.Now(), userID, amora.StatsCounts{CreditsSpent: int64(n)})
	})
}
