package sqlstore

import (
	"context"

	"amora"
)

// The store's side of the honesty rules of fictional profiles (issue 21): the first
// message a fictional profile may write when its site allows it, and the moderators'
// view of the members operators flagged.

var _ amora.FictionalRulesService = (*DB)(nil)

// FictionalFirstMessage starts the conversation of fictional profile m.FictionalID
// with member m.MemberID: free for the member, marked as sent by the site and with
// by's id on the message, audited. A pair that has a conversation already answers
// ErrFictionalFirstExists; the send rules (blocks, the member's state) hold as for any
// message.
func (db *DB) FictionalFirstMessage(ctx context.Context, by *amora.Staff, m amora.FictionalFirst) (amora.Sent, error) {
	var sent amora.Sent
	if err := amora.CheckMessageText(m.Text, amora.DeskReplyMaxLength); err != nil {
		return sent, err
	}
	now := db.Now()
	at := formatTime(now)
	err := db.inTx(ctx, func(tx *Tx) error {
		if err := lockMembers(ctx, tx, min(m.FictionalID, m.MemberID), max(m.FictionalID, m.MemberID)); err != nil {
			return err
		}
		f, err := fictionalTx(ctx, tx, m.FictionalID)
		if err != nil {
			return err
		}
		if f.Retired {
			return amora.ErrFictionalNotFound()
		}
		var memberFictional bool
		err = tx.queryRow(ctx, `SELECT fictional FROM users WHERE id = ? AND status <> ?`, m.MemberID, amora.UserDeleted).Scan(&memberFictional)
		if isNoRows(err) || memberFictional {
			return amora.Errorf(amora.ENOTFOUND, "Member not found.")
		} else if err != nil {
			return err
		}
		a, b := pair(m.FictionalID, m.MemberID)
		var existing int64
		if err := tx.queryRow(ctx, `SELECT id FROM conversations WHERE member_a = ? AND member_b = ?`, a, b).Scan(&existing); err == nil {
			return amora.ErrFictionalFirstExists()
		} else if !isNoRows(err) {
			return err
		}
		if _, err := sendable(ctx, tx, m.FictionalID, m.MemberID); err != nil {
			return err
		}
		msg := amora.Message{SenderID: m.FictionalID, Text: m.Text, CreatedAt: now, SentBySite: true}
		if msg.ConversationID, sent.New, err = conversationTx(ctx, tx, m.FictionalID, m.MemberID, at); err != nil {
			return err
		}
		if err := tx.queryRow(ctx, `INSERT INTO messages (conversation_id, sender_id, body, gift, created_at, operator_staff_id, sent_by_site)
			VALUES (?, ?, ?, '', ?, ?, ?) RETURNING id`, msg.ConversationID, m.FictionalID, m.Text, at, by.ID, true).Scan(&msg.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE chat_members SET listed = ?, last_message_id = ?, updated_at = ?,
				wrote = CASE WHEN member_id = ? THEN ? ELSE wrote END,
				unread = CASE WHEN member_id = ? THEN unread + 1 ELSE unread END
			WHERE member_id IN (?, ?) AND conversation_id = ?`, true, msg.ID, at, m.FictionalID, true, m.MemberID,
			m.FictionalID, m.MemberID, msg.ConversationID); err != nil {
			return err
		}
		if _, err := debitAndMoveTx(ctx, tx, m.FictionalID, m.MemberID, 0); err != nil {
			return err
		}
		if err := enqueueMessageMailTx(ctx, tx, now, m.MemberID, msg, true); err != nil {
			return err
		}
		sent.Message = msg
		e := by.AuditEntry("fictional.first_message", "member", m.MemberID)
		e.At = now
		e.After = amora.AuditJSON(map[string]any{"message_id": msg.ID, "conversation_id": msg.ConversationID, "fictional_id": m.FictionalID,
			"text": m.Text})
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return amora.Sent{}, err
	}
	return sent, nil
}

// DeskFlags lists the members operators flagged, newest first: the open flags, or
// all of them, at most DeskFlagsPageSize.
func (db *DB) DeskFlags(ctx context.Context, all bool) ([]amora.DeskFlagItem, error) {
	q := `SELECT f.id, f.member_id, COALESCE(u.name, ''), f.conversation_id, f.staff_id, COALESCE(s.email, ''), f.reason,
			f.created_at, f.handled_at, f.handled_by
		FROM desk_flags f LEFT JOIN users u ON u.id = f.member_id LEFT JOIN staff s ON s.id = f.staff_id`
	if !all {
		q += ` WHERE f.handled_at = ''`
	}
	rows, err := db.query(ctx, q+` ORDER BY f.id DESC LIMIT ?`, amora.DeskFlagsPageSize)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.DeskFlagItem{}
	for rows.Next() {
		var f amora.DeskFlagItem
		var created, handled string
		if err := rows.Scan(&f.ID, &f.MemberID, &f.MemberName, &f.ConversationID, &f.StaffID, &f.StaffEmail, &f.Reason,
			&created, &handled, &f.ResolvedBy); err != nil {
			return nil, err
		}
		f.CreatedAt, _ = parseTime(created)
		f.ResolvedAt, _ = parseTime(handled)
		out = append(out, f)
	}
	return out, rows.Err()
}

// ResolveDeskFlag marks open flag id resolved by by, audited; an unknown or resolved
// flag answers ErrDeskFlagNotFound.
func (db *DB) ResolveDeskFlag(ctx context.Context, by *amora.Staff, id int64) error {
	now := db.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		var memberID int64
		var reason string
		err := tx.queryRow(ctx, `UPDATE desk_flags SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at = ''
			RETURNING member_id, reason`, formatTime(now), by.ID, id).Scan(&memberID, &reason)
		if isNoRows(err) {
			return amora.ErrDeskFlagNotFound()
		} else if err != nil {
			return err
		}
		e := by.AuditEntry("desk.flag_resolve", "member", memberID)
		e.At = now
		e.Before = amora.AuditJSON(map[string]any{"flag_id": id, "reason": reason, "resolved": false})
		e.After = amora.AuditJSON(map[string]any{"flag_id": id, "resolved": true})
		return tx.Audit(ctx, e)
	})
}
