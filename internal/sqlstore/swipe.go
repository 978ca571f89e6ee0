package sqlstore

import (
	"context"
	"time"

	"amora"
)

var _ amora.SwipeService = (*DB)(nil)

// swipeCandidates bounds the members a deck is drawn from.
const swipeCandidates = 2000

// swipedToday reads memberID's swipe state today and the members they liked, ever, or
// swiped today: those a deck leaves out.
func (db *DB) swipedToday(ctx context.Context, memberID int64, now time.Time) (amora.SwipeState, map[int64]bool, error) {
	state := amora.SwipeState{ResetsAt: amora.NextSwipeReset(now)}
	day := amora.SwipeDay(now)
	if err := db.queryRow(ctx, `SELECT COUNT(*) FROM swipes WHERE member_id = ? AND day = ? AND action = ?`,
		memberID, day, amora.SwipeLike).Scan(&state.LikesUsed); err != nil {
		return state, nil, err
	}
	seen := map[int64]bool{}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT liked_id FROM likes WHERE liker_id = ?
		UNION SELECT target_id FROM swipes WHERE member_id = ? AND day = ?`), memberID, memberID, day)
	if err != nil {
		return state, nil, err
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return state, nil, err
		}
		seen[id] = true
	}
	rows.Close()
	return state, seen, rows.Err()
}

// Swipe records memberID's like or pass of targetID today. A like counts against
// limit and goes into the likes like any other; swiping the same member twice in a
// day changes nothing. The member's swipes take turns, so that concurrent likes
// cannot pass the limit.
func (db *DB) Swipe(ctx context.Context, memberID, targetID int64, action string, limit int) (amora.SwipeState, amora.LikeResult, error) {
	now := db.Now()
	state := amora.SwipeState{ResetsAt: amora.NextSwipeReset(now)}
	var res amora.LikeResult
	if action != amora.SwipeLike && action != amora.SwipePass {
		return state, res, amora.FieldError("action", "swipeAction", "Choose like or pass.")
	}
	if memberID == targetID {
		return state, res, amora.ErrLikeSelf()
	}
	day := amora.SwipeDay(now)
	err := db.inTx(ctx, func(tx *Tx) error {
		var locked int64
		if err := tx.queryRow(ctx, db.d.lockUser, memberID).Scan(&locked); err != nil {
			return err
		}
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM swipes WHERE member_id = ? AND day = ? AND action = ?`,
			memberID, day, amora.SwipeLike).Scan(&state.LikesUsed); err != nil {
			return err
		}
		var done int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM swipes WHERE member_id = ? AND day = ? AND target_id = ?`,
			memberID, day, targetID).Scan(&done); err != nil || done > 0 {
			return err // swiped today already: nothing changes
		}
		if action == amora.SwipeLike {
			if state.LikesUsed >= limit {
				return amora.ErrSwipeLimit(limit, state.ResetsAt)
			}
			var err error
			if res, err = db.likeTx(ctx, tx, memberID, targetID); err != nil {
				return err
			}
			state.LikesUsed++
		} else {
			var n int
			if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE id = ? AND status <> ?`, targetID, amora.UserDeleted).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return amora.Errorf(amora.ENOTFOUND, "Member not found.")
			}
		}
		if _, err := tx.exec(ctx, `INSERT INTO swipes (member_id, day, target_id, action, created_at) VALUES (?, ?, ?, ?, ?)`,
			memberID, day, targetID, action, formatTime(now)); err != nil {
			return err
		}
		// Past days count for nothing any more.
		_, err := tx.exec(ctx, `DELETE FROM swipes WHERE member_id = ? AND day < ?`, memberID, day)
		return err
	})
	return state, res, err
}
