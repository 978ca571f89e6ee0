package sqlstore

import (
	"context"

	"amora"
)

// UndoPass takes back memberID's pass of targetID today when it is their latest swipe
// today. A like is never undone here (unliking is the likes' business), nor an older
// pass: the member's swipes take turns, as in Swipe.
func (db *DB) UndoPass(ctx context.Context, memberID, targetID int64) error {
	day := amora.SwipeDay(db.Now())
	return db.inTx(ctx, func(tx *Tx) error {
		var locked int64
		if err := tx.queryRow(ctx, db.d.lockUser, memberID).Scan(&locked); err != nil {
			return err
		}
		var latest string
		if err := tx.queryRow(ctx, `SELECT COALESCE(MAX(created_at), '') FROM swipes WHERE member_id = ? AND day = ?`,
			memberID, day).Scan(&latest); err != nil {
			return err
		}
		if latest == "" {
			return amora.ErrSwipeUndo()
		}
		res, err := tx.exec(ctx, `DELETE FROM swipes WHERE member_id = ? AND day = ? AND target_id = ? AND action = ? AND created_at = ?`,
			memberID, day, targetID, amora.SwipePass, latest)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return amora.ErrSwipeUndo()
		}
		return nil
	})
}
