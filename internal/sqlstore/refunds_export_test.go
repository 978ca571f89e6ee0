package sqlstore

import (
	"context"

	"amora"
)

// Spend debits n credits of a member as sending messages does, for the refund tests.
func (db *DB) Spend(ctx context.Context, userID int64, n int) error {
	return db.inTx(ctx, func(tx *Tx) error { return creditTx(ctx, tx, db.Now(), userID, -n, "message", "") })
}

var _ = amora.RefundMember
