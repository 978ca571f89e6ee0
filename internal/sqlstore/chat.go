package sqlstore

import (
	"context"
	"strconv"
	"strings"

	"amora"
)

var _ amora.ChatService = (*DB)(nil)

// pair orders two member ids as a conversation stores them.
func pair(x, y int64) (a, b int64) {
	if x < y {
		return x, y
	}
	return y, x
}

// lockMembers locks these members' rows in id order, on PostgreSQL; SQLite has one
// writer. The transactions that change conversations and their members' rows (credits,
// list versions) lock those rows first, in the same order, as a batch of messages does
// (see pgSends): none can then hold a row another wants while waiting for one the other
// holds. Receipts (delivered, read) leave the members' rows alone (see receiptsChanged).
func lockMembers(ctx context.Context, tx *Tx, ids ...int64) error {
	if tx.d.name != postgresDialect.name || len(ids) == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, lockMembersSQL, ids)
	if err != nil {
		return err
	}
	return rows.Close()
}

// Send stores a message and debits its cost in one transaction. On PostgreSQL most
// messages go in a batch (see pgSends); the rest, and every message on SQLite, come
// here. Both members' rows are locked first, so that one member's sends take turns and
// two first messages cannot both pass the conversation limit.
func (db *DB) Send(ctx context.Context, m amora.SendMessage) (amora.Sent, error) {
	var sent amora.Sent
	if m.SenderID == m.RecipientID {
		return sent, amora.Errorf(amora.EINVALID, "You cannot write to yourself.")
	}
	if m.Gift != "" {
		if !amora.IsGift(m.Gift) {
			return sent, amora.ErrUnknownGift()
		}
	} else if err := amora.CheckMessageText(m.Text, m.MaxLength); err != nil {
		return sent, err
	}
	now := db.Now()
	if db.sends != nil {
		if sent, stored, err := db.sends.send(ctx, m, now); stored || err != nil {
			return sent, err
		}
	}
	at := formatTime(now)
	err := db.inBatchTx(ctx, func(tx *Tx) error {
		sent = amora.Sent{}
		if err := lockMembers(ctx, tx, m.SenderID, m.RecipientID); err != nil {
			return err
		}
		msg := amora.Message{SenderID: m.SenderID, Text: m.Text, Gift: m.Gift, CreatedAt: now}
		// Most messages go to a conversation that exists, between members who may
		// write: one statement checks that and stores the message. Otherwise (nothing
		// stored) the checks run one by one, to tell why or to start the conversation.
		var fictional bool
		err := insertIntoKnownTx(ctx, tx, m, at, &msg)
		if isNoRows(err) {
			if err := sessionValidTx(ctx, tx, m, at); err != nil {
				return err
			}
			if fictional, err = sendable(ctx, tx, m.SenderID, m.RecipientID); err != nil {
				return err
			}
			if msg.ConversationID, sent.New, err = conversationTx(ctx, tx, m.SenderID, m.RecipientID, at); err != nil {
				return err
			}
			err = tx.queryRow(ctx, `INSERT INTO messages (conversation_id, sender_id, body, gift, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
				msg.ConversationID, m.SenderID, m.Text, m.Gift, at).Scan(&msg.ID)
		}
		if err != nil {
			return err
		}
		convID := msg.ConversationID
		reason := "message"
		if m.Gift != "" {
			reason = "gift"
		}
		if m.Cost > 0 {
			if err := ledgerTx(ctx, tx, now, m.SenderID, -m.Cost, reason, "message:"+strconv.FormatInt(msg.ID, 10)); err != nil {
				return err
			}
		}
		if sent.Credits, err = debitAndMoveTx(ctx, tx, m.SenderID, m.RecipientID, m.Cost); err != nil {
			return err
		}
		if m.ConversationLimit > 0 {
			if err := withinLimit(ctx, tx, m.SenderID, convID, m.ConversationLimit); err != nil {
				return err
			}
		}
		// Both sides at once: the sender has written, the recipient has one more unread.
		if _, err := tx.exec(ctx, `UPDATE chat_members SET listed = ?, last_message_id = ?, updated_at = ?,
				wrote = CASE WHEN member_id = ? THEN ? ELSE wrote END,
				unread = CASE WHEN member_id = ? THEN unread + 1 ELSE unread END
			WHERE member_id IN (?, ?) AND conversation_id = ?`, true, msg.ID, at, m.SenderID, true, m.RecipientID, m.SenderID, m.RecipientID, convID); err != nil {
			return err
		}
		if fictional {
			if _, err := tx.exec(ctx, `INSERT INTO operator_queue (message_id, fictional_id, created_at) VALUES (?, ?, ?)`, msg.ID, m.RecipientID, at); err != nil {
				return err
			}
			if err := deskWaitTx(ctx, tx, convID, m.SenderID, m.RecipientID, at); err != nil {
				return err
			}
		}
		sent.Message = msg
		if err := enqueueMessageMailTx(ctx, tx, now, m.RecipientID, msg, sent.New); err != nil {
			return err
		}
		// Last: the roll-up row is shared by the day's messages of the source.
		return bumpStatsTx(ctx, tx, now, m.SenderID, amora.StatsCounts{MessagesSent: 1, CreditsSpent: int64(m.Cost)})
	})
	if err != nil {
		return amora.Sent{}, err
	}
	return sent, nil
}

// debitAndMoveTx debits cost from the sender's credits, unless that would leave them
// below zero, and moves both members' list versions (see chatsChanged): one statement
// for what a message changes in the members' rows. It answers the sender's credits.
func debitAndMoveTx(ctx context.Context, tx *Tx, senderID, recipientID int64, cost int) (credits int, err error) {
	rows, err := tx.query(ctx, `UPDATE users SET chat_version = chat_version + 1,
			credits = credits - CASE WHEN id = ? THEN ? ELSE 0 END
		WHERE id IN (?, ?) AND (id <> ? OR credits >= ?)
		RETURNING id, credits`, senderID, cost, senderID, recipientID, senderID, cost)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	debited := false
	for rows.Next() {
		var id int64
		var c int
		if err := rows.Scan(&id, &c); err != nil {
			return 0, err
		}
		if id == senderID {
			credits, debited = c, true
		}
	}
	if err := rows.Err(); err != nil {
		return 0, err
	}
	if !debited {
		return 0, notEnoughCreditsTx(ctx, tx, senderID)
	}
	return credits, nil
}

// insertIntoKnownTx stores a message in the conversation between its sender and
// recipient when it exists, the sender's session (when given) is valid and the send
// rules allow it (sendAllowedSQL); it fills in the message's id and conversation.
// sql.ErrNoRows means one of those did not hold and nothing was stored.
func insertIntoKnownTx(ctx context.Context, tx *Tx, m amora.SendMessage, at string, msg *amora.Message) error {
	a, b := pair(m.SenderID, m.RecipientID)
	return tx.queryRow(ctx, `WITH asked (sender_id, recipient_id) AS (SELECT CAST(? AS BIGINT), CAST(? AS BIGINT))
		INSERT INTO messages (conversation_id, sender_id, body, gift, created_at)
		SELECT c.id, ?, ?, ?, ? FROM conversations c
			CROSS JOIN asked a
			JOIN users s ON s.id = a.sender_id AND s.status <> ?
		WHERE c.member_a = ? AND c.member_b = ?
			AND `+sendAllowedSQL("a.sender_id", "a.recipient_id", "c.id")+`
			AND (? = '' OR EXISTS (SELECT 1 FROM sessions WHERE token_hash = ? AND user_id = ? AND expires_at > ?))
		RETURNING id, conversation_id`,
		m.SenderID, m.RecipientID, m.SenderID, m.Text, m.Gift, at, amora.UserDeleted, a, b,
		m.Session, m.Session, m.SenderID, at).Scan(&msg.ID, &msg.ConversationID)
}

// sessionValidTx checks that the session m is sent with (when given) is still the
// sender's and unexpired at at: a session ended meanwhile (a logout, a password change,
// on any instance) writes nothing.
func sessionValidTx(ctx context.Context, tx *Tx, m amora.SendMessage, at string) error {
	if m.Session == "" {
		return nil
	}
	var one int
	err := tx.queryRow(ctx, `SELECT 1 FROM sessions WHERE token_hash = ? AND user_id = ? AND expires_at > ?`, m.Session, m.SenderID, at).Scan(&one)
	if isNoRows(err) {
		return amora.ErrLoginRequired()
	}
	return err
}

// withinLimit checks that a member with a conversation limit either has written in
// conversation convID already or has written in fewer than limit conversations.
func withinLimit(ctx context.Context, tx *Tx, memberID, convID int64, limit int) error {
	var wrote bool
	var used int
	if err := tx.queryRow(ctx, `SELECT wrote, (SELECT COUNT(*) FROM chat_members WHERE member_id = ? AND wrote = ?)
		FROM chat_members WHERE member_id = ? AND conversation_id = ?`, memberID, true, memberID, convID).Scan(&wrote, &used); err != nil {
		return err
	}
	if !wrote && used >= limit {
		return amora.ErrConversationLimit()
	}
	return nil
}

// sendable checks the send rules (amora.CheckSend) for a message from senderID to
// recipientID; it tells whether the recipient is a fictional profile.
func sendable(ctx context.Context, tx *Tx, senderID, recipientID int64) (fictional bool, err error) {
	p, fictional, err := sendPartiesTx(ctx, tx, senderID, recipientID)
	if err != nil {
		return false, err
	}
	return fictional, amora.CheckSend(p)
}

// conversationTx returns the conversation between two members, creating it and both
// members' sides when there is none.
func conversationTx(ctx context.Context, tx *Tx, x, y int64, at string) (id int64, created bool, err error) {
	a, b := pair(x, y)
	err = tx.queryRow(ctx, `SELECT id FROM conversations WHERE member_a = ? AND member_b = ?`, a, b).Scan(&id)
	if err == nil || !isNoRows(err) {
		return id, false, err
	}
	if err := tx.queryRow(ctx, `INSERT INTO conversations (member_a, member_b, created_at) VALUES (?, ?, ?)
		ON CONFLICT (member_a, member_b) DO UPDATE SET created_at = conversations.created_at RETURNING id`, a, b, at).Scan(&id); err != nil {
		return 0, false, err
	}
	for _, side := range [][2]int64{{x, y}, {y, x}} {
		if _, err := tx.exec(ctx, `INSERT INTO chat_members (member_id, conversation_id, partner_id, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (member_id, conversation_id) DO NOTHING`, side[0], id, side[1], at); err != nil {
			return 0, false, err
		}
	}
	return id, true, nil
}

// ChatWith tells how memberID stands towards a conversation with partnerID, and why
// they may not write to them (the send rules), if so.
func (db *DB) ChatWith(ctx context.Context, memberID, partnerID int64) (amora.ChatStart, error) {
	var st amora.ChatStart
	a, b := pair(memberID, partnerID)
	err := db.queryRow(ctx, `SELECT c.id, cm.wrote FROM conversations c JOIN chat_members cm ON cm.conversation_id = c.id AND cm.member_id = ?
		WHERE c.member_a = ? AND c.member_b = ?`, memberID, a, b).Scan(&st.ConversationID, &st.Wrote)
	if err != nil && amora.ErrorCode(err) != amora.ENOTFOUND && !isNoRows(err) {
		return st, err
	}
	if err = db.queryRow(ctx, `SELECT COUNT(*) FROM chat_members WHERE member_id = ? AND wrote = ?`, memberID, true).Scan(&st.ConversationsUsed); err != nil {
		return st, err
	}
	p, _, err := sendPartiesTx(ctx, db, memberID, partnerID)
	if err != nil {
		return st, err
	}
	st.Refusal = amora.CheckSend(p)
	return st, nil
}

// Partner returns the other member of conversationID, or ENOTFOUND when memberID is
// not in it.
func (db *DB) Partner(ctx context.Context, memberID, conversationID int64) (int64, error) {
	var id int64
	err := db.queryRow(ctx, `SELECT partner_id FROM chat_members WHERE member_id = ? AND conversation_id = ?`, memberID, conversationID).Scan(&id)
	if isNoRows(err) || amora.ErrorCode(err) == amora.ENOTFOUND {
		return 0, amora.Errorf(amora.ENOTFOUND, "Conversation not found.")
	}
	return id, err
}

// MarkRead sets memberID's unread count to 0 and marks the partner's messages read.
func (db *DB) MarkRead(ctx context.Context, memberID, conversationID int64) (int, error) {
	var marked int
	err := db.inTx(ctx, func(tx *Tx) error {
		var partnerID int64
		if err := tx.queryRow(ctx, `UPDATE chat_members SET unread = 0 WHERE member_id = ? AND conversation_id = ? RETURNING partner_id`,
			memberID, conversationID).Scan(&partnerID); isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Conversation not found.")
		} else if err != nil {
			return err
		}
		now := formatTime(db.Now())
		res, err := tx.exec(ctx, `UPDATE messages SET read_at = ?, delivered_at = CASE WHEN delivered_at = '' THEN ? ELSE delivered_at END
			WHERE conversation_id = ? AND sender_id <> ? AND read_at = ''`, now, now, conversationID, memberID)
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		marked = int(n)
		if marked > 0 {
			// The partner's list shows their last message read now.
			return receiptsChanged(ctx, tx, memberID, partnerID)
		}
		return receiptsChanged(ctx, tx, memberID)
	})
	return marked, err
}

// MarkDelivered marks memberID's undelivered incoming messages delivered, only those of
// messageIDs when any are given, and returns the senders and conversations to tell.
func (db *DB) MarkDelivered(ctx context.Context, memberID int64, messageIDs ...int64) ([]amora.Receipt, error) {
	if db.d.name == postgresDialect.name {
		return db.markDeliveredPG(ctx, memberID, messageIDs)
	}
	var receipts []amora.Receipt
	err := db.inBatchTx(ctx, func(tx *Tx) error {
		where := `delivered_at = '' AND read_at = '' AND sender_id <> ?
			AND conversation_id IN (SELECT conversation_id FROM chat_members WHERE member_id = ?)`
		args := []any{memberID, memberID}
		if len(messageIDs) > 0 {
			where += ` AND id IN (?` + strings.Repeat(`, ?`, len(messageIDs)-1) + `)`
			for _, id := range messageIDs {
				args = append(args, id)
			}
		}
		rows, err := tx.QueryContext(ctx, tx.d.rebind(`UPDATE messages SET delivered_at = ? WHERE `+where+` RETURNING sender_id, conversation_id`),
			append([]any{formatTime(db.Now())}, args...)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		seen := map[amora.Receipt]bool{}
		for rows.Next() {
			var r amora.Receipt
			if err := rows.Scan(&r.SenderID, &r.ConversationID); err != nil {
				return err
			}
			if !seen[r] {
				seen[r] = true
				receipts = append(receipts, r)
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		// The senders' lists show their messages delivered now.
		senders := make([]int64, len(receipts))
		for i, r := range receipts {
			senders[i] = r.SenderID
		}
		return receiptsChanged(ctx, tx, senders...)
	})
	return receipts, err
}

// DeleteChat removes the conversation from memberID's list and hides its messages so
// far from them.
func (db *DB) DeleteChat(ctx context.Context, memberID, conversationID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if err := lockMembers(ctx, tx, memberID); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE chat_members SET listed = ?, unread = 0,
			cleared_to = (SELECT COALESCE(MAX(id), 0) FROM messages WHERE conversation_id = ?)
			WHERE member_id = ? AND conversation_id = ?`, false, conversationID, memberID, conversationID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ENOTFOUND, "Conversation not found.")
		}
		return chatsChanged(ctx, tx, memberID)
	})
}

// deleteChatsBetween deletes the conversations between two members with all their
// messages (a block).
func deleteChatsBetween(ctx context.Context, tx *Tx, x, y int64) error {
	a, b := pair(x, y)
	res, err := tx.exec(ctx, `DELETE FROM conversations WHERE member_a = ? AND member_b = ?`, a, b)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return chatsChanged(ctx, tx, x, y)
}

// OpenOperatorMessages counts the messages to fictional profiles that wait for an
// operator's answer.
func (db *DB) OpenOperatorMessages(ctx context.Context) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM operator_queue WHERE answered_at = ''`).Scan(&n)
	return n, err
}
