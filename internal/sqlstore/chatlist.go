package sqlstore

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"amora"
)

// messageColumns are a message's columns under alias m.
const messageColumns = `m.id, m.conversation_id, m.sender_id, m.body, m.gift, m.created_at, m.delivered_at, m.read_at, m.sent_by_site`

func scanMessage(row interface{ Scan(...any) error }) (amora.Message, error) {
	var m amora.Message
	var created, delivered, read string
	if err := row.Scan(&m.ID, &m.ConversationID, &m.SenderID, &m.Text, &m.Gift, &created, &delivered, &read, &m.SentBySite); err != nil {
		return m, err
	}
	m.CreatedAt, _ = parseTime(created)
	m.DeliveredAt, _ = parseTime(delivered)
	m.ReadAt, _ = parseTime(read)
	return m, nil
}

// readChats reads a page of memberID's conversations and the totals; the partners hold
// only their id.
func (db *DB) readChats(ctx context.Context, memberID int64, cursor string) (amora.ChatList, error) {
	list := amora.ChatList{Chats: []amora.Chat{}}
	if err := db.queryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN cm.listed = ? AND u.status <> ? THEN cm.unread ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN cm.wrote = ? THEN 1 ELSE 0 END), 0)
		FROM chat_members cm JOIN users u ON u.id = cm.partner_id WHERE cm.member_id = ?`,
		true, amora.UserDeleted, true, memberID).Scan(&list.UnreadMessages, &list.ConversationsUsed); err != nil {
		return list, err
	}
	q := `SELECT cm.conversation_id, cm.partner_id, cm.unread, cm.updated_at,
			COALESCE(m.id, 0), COALESCE(m.sender_id, 0), COALESCE(m.body, ''), COALESCE(m.gift, ''), COALESCE(m.created_at, ''), COALESCE(m.delivered_at, ''), COALESCE(m.read_at, ''),
			COALESCE(m.sent_by_site, FALSE)
		FROM chat_members cm LEFT JOIN messages m ON m.id = cm.last_message_id AND m.id > cm.cleared_to
		WHERE cm.member_id = ? AND cm.listed = ?`
	args := []any{memberID, true}
	if at, id, ok := parseChatCursor(cursor); ok {
		q += ` AND (cm.updated_at < ? OR (cm.updated_at = ? AND cm.conversation_id < ?))`
		args = append(args, at, at, id)
	}
	rows, err := db.query(ctx, q+` ORDER BY cm.updated_at DESC, cm.conversation_id DESC LIMIT ?`, append(args, amora.ChatsPageSize+1)...)
	if err != nil {
		return list, err
	}
	defer rows.Close()
	var lastAt string
	for rows.Next() {
		var c amora.Chat
		var partner int64
		var updated string
		var m amora.Message
		var created, delivered, read string
		if err := rows.Scan(&c.ID, &partner, &c.Unread, &updated, &m.ID, &m.SenderID, &m.Text, &m.Gift, &created, &delivered, &read, &m.SentBySite); err != nil {
			return list, err
		}
		if len(list.Chats) == amora.ChatsPageSize {
			last := list.Chats[len(list.Chats)-1]
			list.Next = lastAt + "_" + strconv.FormatInt(last.ID, 10)
			break
		}
		lastAt = updated
		c.UpdatedAt, _ = parseTime(updated)
		if m.ID != 0 {
			m.ConversationID = c.ID
			m.CreatedAt, _ = parseTime(created)
			m.DeliveredAt, _ = parseTime(delivered)
			m.ReadAt, _ = parseTime(read)
			c.LastMessage = &m
		}
		c.Partner = &amora.Profile{ID: partner}
		list.Chats = append(list.Chats, c)
	}
	return list, rows.Err()
}

// parseChatCursor reads a page cursor: the stored time of a conversation, "_", its id.
func parseChatCursor(cursor string) (at string, id int64, ok bool) {
	i := strings.LastIndexByte(cursor, '_')
	if i <= 0 {
		return "", 0, false
	}
	id, err := strconv.ParseInt(cursor[i+1:], 10, 64)
	if err != nil {
		return "", 0, false
	}
	if _, err := parseTime(cursor[:i]); err != nil {
		return "", 0, false
	}
	return cursor[:i], id, true
}

// Messages returns a page of conversationID as memberID sees it, oldest first: the
// messages before the id before (0 for the newest), none that memberID deleted, and,
// when limit > 0, only the limit newest of the conversation.
func (db *DB) Messages(ctx context.Context, memberID, conversationID, before int64, limit int) (amora.MessagePage, error) {
	page := amora.MessagePage{Messages: []amora.Message{}}
	var clearedTo int64
	err := db.queryRow(ctx, `SELECT cleared_to FROM chat_members WHERE member_id = ? AND conversation_id = ?`, memberID, conversationID).Scan(&clearedTo)
	if isNoRows(err) {
		return page, amora.Errorf(amora.ENOTFOUND, "Conversation not found.")
	} else if err != nil {
		return page, err
	}
	floor := clearedTo + 1 // the oldest message id the member may see
	if limit > 0 {
		var oldest int64
		err := db.queryRow(ctx, `SELECT id FROM messages WHERE conversation_id = ? AND id >= ? ORDER BY id DESC LIMIT 1 OFFSET ?`,
			conversationID, floor, limit-1).Scan(&oldest)
		if err == nil {
			var n int
			if err := db.queryRow(ctx, `SELECT COUNT(*) FROM messages WHERE conversation_id = ? AND id >= ? AND id < ?`,
				conversationID, floor, oldest).Scan(&n); err != nil {
				return page, err
			}
			page.HistoryHidden = n > 0
			floor = oldest
		} else if !isNoRows(err) {
			return page, err
		}
	}
	q := `SELECT ` + messageColumns + ` FROM messages m WHERE m.conversation_id = ? AND m.id >= ?`
	args := []any{conversationID, floor}
	if before > 0 {
		q += ` AND m.id < ?`
		args = append(args, before)
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(q+` ORDER BY m.id DESC LIMIT ?`), append(args, amora.MessagePageSize+1)...)
	if err != nil {
		return page, err
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			return page, err
		}
		page.Messages = append(page.Messages, m)
	}
	if err := rows.Err(); err != nil {
		return page, err
	}
	if len(page.Messages) > amora.MessagePageSize {
		page.Messages, page.More = page.Messages[:amora.MessagePageSize], true
	}
	slices.Reverse(page.Messages)
	return page, nil
}
