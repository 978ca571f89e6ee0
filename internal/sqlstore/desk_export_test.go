package sqlstore

import (
	"context"
	"strings"
	"time"
)

// UserIDByEmail answers the id of the member with this e-mail address (tests).
func (db *DB) UserIDByEmail(ctx context.Context, email string) (int64, error) {
	var id int64
	err := db.queryRow(ctx, `SELECT id FROM users WHERE email = ?`, email).Scan(&id)
	return id, err
}

// CreditsOf answers a member's credits (tests).
func (db *DB) CreditsOf(ctx context.Context, id int64) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT credits FROM users WHERE id = ?`, id).Scan(&n)
	return n, err
}

// OperatorOf answers the operator_staff_id of a message (tests).
func (db *DB) OperatorOf(ctx context.Context, messageID int64) (int64, error) {
	var n int64
	err := db.queryRow(ctx, `SELECT operator_staff_id FROM messages WHERE id = ?`, messageID).Scan(&n)
	return n, err
}

// SeedDeskQueue puts one waiting message from every member to every fictional profile
// in the desk's queue, the i-th conversation waiting since start plus i seconds, in
// batches (benchmarks).
func (db *DB) SeedDeskQueue(ctx context.Context, members, fictionals []int64, start time.Time) error {
	type pair struct{ m, f int64 }
	var pairs []pair
	for _, m := range members {
		for _, f := range fictionals {
			pairs = append(pairs, pair{m, f})
		}
	}
	const batch = 500
	return db.inTx(ctx, func(tx *Tx) error {
		for lo := 0; lo < len(pairs); lo += batch {
			chunk := pairs[lo:min(lo+batch, len(pairs))]
			at := make([]string, len(chunk))
			var conv, msg, queue []string
			var convArgs []any
			for i, p := range chunk {
				at[i] = formatTime(start.Add(time.Duration(lo+i) * time.Second))
				conv = append(conv, "(?, ?, ?)")
				convArgs = append(convArgs, min(p.m, p.f), max(p.m, p.f), at[i])
			}
			rows, err := tx.query(ctx, `INSERT INTO conversations (member_a, member_b, created_at) VALUES `+strings.Join(conv, ", ")+` RETURNING id`, convArgs...)
			if err != nil {
				return err
			}
			var ids []int64
			for rows.Next() {
				var id int64
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					return err
				}
				ids = append(ids, id)
			}
			rows.Close()
			// RETURNING keeps the VALUES order on both databases here (one statement, no triggers).
			var msgArgs []any
			for i, p := range chunk {
				msg = append(msg, "(?, ?, 'hoi', ?)")
				msgArgs = append(msgArgs, ids[i], p.m, at[i])
			}
			rows, err = tx.query(ctx, `INSERT INTO messages (conversation_id, sender_id, body, created_at) VALUES `+strings.Join(msg, ", ")+` RETURNING id`, msgArgs...)
			if err != nil {
				return err
			}
			var mids []int64
			for rows.Next() {
				var id int64
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					return err
				}
				mids = append(mids, id)
			}
			rows.Close()
			var qArgs, dArgs []any
			var dq []string
			for i, p := range chunk {
				queue = append(queue, "(?, ?, ?)")
				qArgs = append(qArgs, mids[i], p.f, at[i])
				dq = append(dq, "(?, ?, ?, ?)")
				dArgs = append(dArgs, ids[i], p.m, p.f, at[i])
			}
			if _, err := tx.exec(ctx, `INSERT INTO operator_queue (message_id, fictional_id, created_at) VALUES `+strings.Join(queue, ", "), qArgs...); err != nil {
				return err
			}
			if _, err := tx.exec(ctx, `INSERT INTO desk_queue (conversation_id, member_id, fictional_id, waiting_since) VALUES `+strings.Join(dq, ", "), dArgs...); err != nil {
				return err
			}
		}
		return nil
	})
}
