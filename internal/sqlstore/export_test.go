package sqlstore

import "context"

// SyncMembers runs one poll of member_changes, as the poller does every second.
func (db *DB) SyncMembers(ctx context.Context) error { return db.members.sync(ctx) }

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
