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
		return deleteChatsBetween(ctx, tx, blockerID, blockedID)
	})
}

// Unblock lifts blockerID's block of blockedID.
func (db *DB) Unblock(ctx context.Context, blockerID, blockedID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?`, blockerID, blockedID)
		return err
	})
}

// BlockState tells whether viewerID blocked memberID and whether memberID blocked viewerID.
func (db *DB) BlockState(ctx context.Context, viewerID, memberID int64) (amora.BlockState, error) {
	var st amora.BlockState
	if viewerID == 0 || viewerID == memberID {
		return st, nil
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT blocker_id FROM blocks
		WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)`),
		viewerID, memberID, memberID, viewerID)
	if err != nil {
		return st, err
	}
	defer rows.Close()
	for rows.Next() {
		var by int64
		if err := rows.Scan(&by); err != nil {
			return st, err
		}
		st.Blocked = st.Blocked || by == viewerID
		st.BlockedBy = st.BlockedBy || by == memberID
	}
	return st, rows.Err()
}

// BlockedPeers returns the members memberID blocked or was blocked by.
func (db *DB) BlockedPeers(ctx context.Context, memberID int64) (map[int64]bool, error) {
	peers := map[int64]bool{}
	if memberID == 0 {
		return peers, nil
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT blocked_id FROM blocks WHERE blocker_id = ?
		UNION SELECT blocker_id FROM blocks WHERE blocked_id = ?`), memberID, memberID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		peers[id] = true
	}
	return peers, rows.Err()
}
