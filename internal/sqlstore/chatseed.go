package sqlstore

import (
	"context"

	"amora"
)

// SeedMessages stores messages between members named by e-mail address, for the demo,
// in the order given and without charging anyone. Messages naming an unknown address,
// and messages of conversations that existed before the call, are skipped, so that
// seeding again adds nothing twice. It returns how many it stored.
func (db *DB) SeedMessages(ctx context.Context, msgs []amora.SeedMessage) (int, error) {
	stored := 0
	fresh := map[int64]bool{} // conversations this call created
	err := db.inTx(ctx, func(tx *Tx) error {
		for _, m := range msgs {
			var from, to int64
			err := tx.queryRow(ctx, `SELECT a.id, b.id FROM users a, users b WHERE a.email = ? AND b.email = ? AND a.id <> b.id`,
				m.FromEmail, m.ToEmail).Scan(&from, &to)
			if isNoRows(err) {
				continue
			} else if err != nil {
				return err
			}
			at := formatTime(m.At)
			conv, created, err := conversationTx(ctx, tx, from, to, at)
			if err != nil {
				return err
			}
			if created {
				fresh[conv] = true
			}
			if !fresh[conv] {
				continue
			}
			read := ""
			if m.Read {
				read = at
			}
			var id int64
			if err := tx.queryRow(ctx, `INSERT INTO messages (conversation_id, sender_id, body, created_at, read_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
				conv, from, m.Text, at, read).Scan(&id); err != nil {
				return err
			}
			if _, err := tx.exec(ctx, `UPDATE chat_members SET wrote = ?, last_message_id = ?, updated_at = ? WHERE member_id = ? AND conversation_id = ?`,
				true, id, at, from, conv); err != nil {
				return err
			}
			unread := 1
			if m.Read {
				unread = 0
			}
			if _, err := tx.exec(ctx, `UPDATE chat_members SET unread = unread + ?, last_message_id = ?, updated_at = ? WHERE member_id = ? AND conversation_id = ?`,
				unread, id, at, to, conv); err != nil {
				return err
			}
			if err := chatsChanged(ctx, tx, from, to); err != nil {
				return err
			}
			stored++
		}
		return nil
	})
	return stored, err
}
