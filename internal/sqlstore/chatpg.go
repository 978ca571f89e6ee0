package sqlstore

import (
	"context"
	"database/sql/driver"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"amora"
)

// sendPipelined sends the common message on PostgreSQL in two round trips instead of
// ten: an existing conversation, a confirmed sender, a live recipient who is not a
// fictional profile, nobody blocked, enough credits, within the conversation limit. The
// statements of Send's transaction go out together after an explicit BEGIN; the
// answers decide COMMIT or ROLLBACK. Anything else (an error, a condition not met)
// rolls back and answers ok false: Send's transaction then does the work, or says why
// it cannot. A first message costs a try that fails; most messages are not first.
func (db *DB) sendPipelined(ctx context.Context, m amora.SendMessage, now time.Time) (sent amora.Sent, ok bool, err error) {
	at := formatTime(now)
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return sent, false, err
	}
	defer conn.Close()
	a, b := pair(m.SenderID, m.RecipientID)
	reason := "message"
	if m.Gift != "" {
		reason = "gift"
	}
	err = conn.Raw(func(driverConn any) error {
		pc := driverConn.(*stdlib.Conn).Conn()
		batch := &pgx.Batch{}
		batch.Queue(`BEGIN`)
		insert := batch.Queue(`INSERT INTO messages (conversation_id, sender_id, body, gift, created_at) VALUES (
				(SELECT c.id FROM conversations c
					JOIN users s ON s.id = $1 AND s.status <> $5
					JOIN users r ON r.id = $6 AND r.status <> $7 AND NOT r.fictional
				WHERE c.member_a = $8 AND c.member_b = $9
					AND NOT EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $6) OR (blocker_id = $6 AND blocked_id = $1))),
				$1, $2, $3, $4) RETURNING id, conversation_id`,
			m.SenderID, m.Text, m.Gift, at, amora.UserNotConfirmed, m.RecipientID, amora.UserDeleted, a, b)
		if m.Cost > 0 {
			batch.Queue(`INSERT INTO credit_ledger (user_id, amount, reason, ref, created_at)
				VALUES ($1, $2, $3, 'message:' || currval(pg_get_serial_sequence('messages', 'id')), $4)`, m.SenderID, -m.Cost, reason, at)
		}
		// The users CHECK (credits >= 0) fails the debit that would overdraw.
		credits := batch.Queue(`UPDATE users SET credits = credits - $1, chat_version = chat_version + 1 WHERE id = $2 RETURNING credits`, m.Cost, m.SenderID)
		batch.Queue(`UPDATE users SET chat_version = chat_version + 1 WHERE id = $1`, m.RecipientID)
		limit := batch.Queue(`SELECT cm.wrote, (SELECT COUNT(*) FROM chat_members WHERE member_id = $1 AND wrote) FROM chat_members cm
			WHERE cm.member_id = $1 AND cm.conversation_id = (SELECT c.id FROM conversations c WHERE c.member_a = $2 AND c.member_b = $3)`, m.SenderID, a, b)
		batch.Queue(`UPDATE chat_members SET listed = TRUE, last_message_id = currval(pg_get_serial_sequence('messages', 'id')), updated_at = $1,
				wrote = CASE WHEN member_id = $2 THEN TRUE ELSE wrote END,
				unread = CASE WHEN member_id = $3 THEN unread + 1 ELSE unread END
			WHERE member_id IN ($2, $3) AND conversation_id = (SELECT c.id FROM conversations c WHERE c.member_a = $4 AND c.member_b = $5)`,
			at, m.SenderID, m.RecipientID, a, b)

		var msgID, convID int64
		var wrote bool
		var used int
		insert.QueryRow(func(row pgx.Row) error { return row.Scan(&msgID, &convID) })
		credits.QueryRow(func(row pgx.Row) error { return row.Scan(&sent.Credits) })
		limit.QueryRow(func(row pgx.Row) error { return row.Scan(&wrote, &used) })
		failed := pc.SendBatch(ctx, batch).Close() != nil
		if failed || (m.ConversationLimit > 0 && !wrote && used >= m.ConversationLimit) {
			_, err := pc.Exec(ctx, `ROLLBACK`)
			if err != nil || pc.PgConn().TxStatus() != 'I' {
				return driver.ErrBadConn // the pool drops the connection, and its transaction
			}
			return nil
		}
		if _, err := pc.Exec(ctx, `COMMIT`); err != nil {
			if pc.PgConn().TxStatus() != 'I' {
				return driver.ErrBadConn
			}
			return err
		}
		sent.Message = amora.Message{ID: msgID, ConversationID: convID, SenderID: m.SenderID, Text: m.Text, Gift: m.Gift, CreatedAt: now}
		ok = true
		return nil
	})
	if err != nil {
		return amora.Sent{}, false, err
	}
	return sent, ok, nil
}
