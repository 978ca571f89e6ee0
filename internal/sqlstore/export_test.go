package sqlstore

import "context"

// SyncMembers runs one poll of member_changes, as the poller does every second.
func (db *DB) SyncMembers(ctx context.Context) error { return db.members.sync(ctx) }

// LedgerRow is one row of the credit ledger as tests read it; UserID is 0 for NULL.
type LedgerRow struct {
	UserID int64
	Amount int
	Reason string
	Ref    string
}

// LedgerRows reads the whole credit ledger in order.
func (db *DB) LedgerRows(ctx context.Context) ([]LedgerRow, error) {
	rows, err := db.query(ctx, `SELECT COALESCE(user_id, 0), amount, reason, COALESCE(ref, '') FROM credit_ledger ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LedgerRow
	for rows.Next() {
		var r LedgerRow
		if err := rows.Scan(&r.UserID, &r.Amount, &r.Reason, &r.Ref); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// SetStatus sets a member's account state directly, for the states no flow reaches
// again (an active member made unconfirmed).
func (db *DB) SetStatus(ctx context.Context, userID int64, status string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE users SET status = ? WHERE id = ?`, status, userID); err != nil {
			return err
		}
		return tx.memberChanged(ctx, userID)
	})
}
