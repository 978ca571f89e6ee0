package sqlstore

import (
	"context"

	"amora"
)

var _ amora.BlockService = (*DB)(nil)

// notBlocked is the condition that neither memberID nor the member under alias blocked
// the other; it takes memberID twice.
func notBlocked(alias string) string {
	return `NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ? AND b.blocked_id = ` + alias + `.id)
		OR (b.blocker_id = ` + alias + `.id AND b.blocked_id = ?))`
}

// Block records that blockerID blocks blockedID and deletes the likes and the
// conversations between them.
func (db *DB) Block(ctx context.Context, blockerID, blockedID int64) error {
	if blockerID == blockedID {
		return amora.ErrBlockSelf()
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if err := lockMembers(ctx, tx, blockerID, blockedID); err != nil {
			return err
		}
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE id = ? AND status <> ?`, blockedID, amora.UserDeleted).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return amora.Errorf(amora.ENOTFOUND, "Member not found.")
		}
		if _, err := tx.exec(ctx, `INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT (blocker_id, blocked_id) DO NOTHING`, blockerID, blockedID, formatTime(db.Now())); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM likes WHERE (liker_id = ? AND liked_id = ?) OR (liker_id = ? AND liked_id = ?)`,
			blockerID, blockedID, blockedID, blockerID); err != nil {
			return err
		}
		if err := deleteChatsBetween(ctx, tx, blockerID, blockedID); err != nil {
			return err
		}
		return tx.memberChanged(ctx, blockerID, blockedID) // every instance's copy of the blocks follows
	})
}

// Unblock lifts blockerID's block of blockedID.
func (db *DB) Unblock(ctx context.Context, blockerID, blockedID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?`, blockerID, blockedID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return tx.memberChanged(ctx, blockerID, blockedID)
	})
}
