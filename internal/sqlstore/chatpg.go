package sqlstore

import (
	"context"

	"amora"
)

// markAllDeliveredPG marks all of memberID's undelivered incoming messages delivered,
// in one statement (see markDeliveredPG). They are found from the member's
// conversations one by one (the OFFSET 0 keeps PostgreSQL from turning that around):
// every member offline has undelivered messages, so that reading all undelivered
// messages to keep the member's costs more the more members there are.
func (db *DB) markAllDeliveredPG(ctx context.Context, memberID int64) ([]amora.Receipt, error) {
	rows, err := db.write.QueryContext(ctx, `WITH delivered AS (
			UPDATE messages SET delivered_at = $1 WHERE id IN (SELECT m.id FROM chat_members cm CROSS JOIN LATERAL (
					SELECT id FROM messages WHERE conversation_id = cm.conversation_id AND delivered_at = '' OFFSET 0) m
				WHERE cm.member_id = $2)
				AND delivered_at = '' AND read_at = '' AND sender_id <> $2
			RETURNING sender_id, conversation_id
		), receipts AS (
			INSERT INTO chat_receipts (member_id, version) SELECT DISTINCT sender_id, 1 FROM delivered ORDER BY 1
			ON CONFLICT (member_id) DO UPDATE SET version = chat_receipts.version + 1
		)
		SELECT DISTINCT sender_id, conversation_id FROM delivered`, formatTime(db.Now()), memberID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var receipts []amora.Receipt
	for rows.Next() {
		var r amora.Receipt
		if err := rows.Scan(&r.SenderID, &r.ConversationID); err != nil {
			return nil, err
		}
		receipts = append(receipts, r)
	}
	return receipts, rows.Err()
}

// delivery is a message that reached a member's app.
type delivery struct{ member, message int64 }

// markMessagesDelivered marks the messages of many members' deliveries delivered in one
// statement, each only when it is to that member and not yet delivered or read, and
// moves the senders' receipts versions; it answers the receipt of each marked one. The
// messages are found by id: "length(delivered_at) = 0" keeps PostgreSQL from reading the
// index of all undelivered messages instead, which its estimates can make look cheap.
func (db *DB) markMessagesDelivered(ctx context.Context, ds []delivery) (map[delivery]amora.Receipt, error) {
	members, messages := make([]int64, len(ds)), make([]int64, len(ds))
	for i, d := range ds {
		members[i], messages[i] = d.member, d.message
	}
	rows, err := db.write.QueryContext(ctx, `WITH asked AS (
			SELECT * FROM unnest($2::bigint[], $3::bigint[]) AS a (member_id, message_id)
		), delivered AS (
			UPDATE messages m SET delivered_at = $1 FROM asked a
			WHERE m.id = ANY($3) AND m.id = a.message_id AND length(m.delivered_at) = 0 AND m.read_at = '' AND m.sender_id <> a.member_id
				AND EXISTS (SELECT 1 FROM chat_members cm WHERE cm.member_id = a.member_id AND cm.conversation_id = m.conversation_id)
			RETURNING a.member_id, m.id, m.sender_id, m.conversation_id
		), receipts AS (
			INSERT INTO chat_receipts (member_id, version) SELECT DISTINCT sender_id, 1 FROM delivered ORDER BY 1
			ON CONFLICT (member_id) DO UPDATE SET version = chat_receipts.version + 1
		)
		SELECT member_id, id, sender_id, conversation_id FROM delivered`, formatTime(db.Now()), members, messages)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	marked := make(map[delivery]amora.Receipt, len(ds))
	for rows.Next() {
		var d delivery
		var r amora.Receipt
		if err := rows.Scan(&d.member, &d.message, &r.SenderID, &r.ConversationID); err != nil {
			return nil, err
		}
		marked[d] = r
	}
	return marked, rows.Err()
}
