package sqlstore

import (
	"context"

	"amora"
)

// sendAllowedSQL is amora.CheckSend as an SQL condition, for the statements that store
// a message only when it may go (insertIntoKnownTx, sendBatchSQL): the recipient is an
// active member who is not a fictional profile (those go through Send's transaction,
// which queues them for an operator), invisible only when they wrote in the
// conversation, and neither member blocked the other. sender, recipient and conv are
// SQL expressions for the two members' ids and the conversation's id. When it does not
// hold nothing is stored, and sendPartiesTx with CheckSend tells why.
func sendAllowedSQL(sender, recipient, conv string) string {
	return `EXISTS (SELECT 1 FROM users r WHERE r.id = ` + recipient + ` AND r.status = '` + amora.UserActive + `' AND NOT r.fictional
			AND (NOT r.invisible OR EXISTS (SELECT 1 FROM chat_members w WHERE w.member_id = r.id AND w.conversation_id = ` + conv + ` AND w.wrote)))
		AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ` + sender + ` AND blocked_id = ` + recipient + `)
		AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ` + recipient + ` AND blocked_id = ` + sender + `)`
}

// sendPartiesTx reads what amora.CheckSend looks at for a message from senderID to
// recipientID, and whether the recipient is a fictional profile.
func sendPartiesTx(ctx context.Context, q rowQuerier, senderID, recipientID int64) (p amora.SendParties, fictional bool, err error) {
	a, b := pair(senderID, recipientID)
	err = q.queryRow(ctx, `SELECT COALESCE(r.status, ?), COALESCE(r.fictional, ?), COALESCE(r.invisible, ?),
			EXISTS (SELECT 1 FROM chat_members cm JOIN conversations c ON c.id = cm.conversation_id
				WHERE c.member_a = ? AND c.member_b = ? AND cm.member_id = ? AND cm.wrote),
			EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?))
		FROM users s LEFT JOIN users r ON r.id = ? WHERE s.id = ?`,
		amora.UserDeleted, false, false, a, b, recipientID, senderID, recipientID, recipientID, senderID, recipientID, senderID).
		Scan(&p.RecipientStatus, &fictional, &p.RecipientInvisible, &p.RecipientWrote, &p.Blocked)
	return p, fictional, err
}
