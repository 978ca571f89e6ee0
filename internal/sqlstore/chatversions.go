package sqlstore

import (
	"context"
	"slices"
)

// listVersion is a conversation list's version: users.chat_version, moved by messages,
// deletions, blocks and accounts, and chat_receipts.version, moved by the delivered and
// read ticks of the partners (see receiptsChanged).
type listVersion struct {
	list, receipts int64
}

// chatsChanged moves the list version of these members: their lists must be read anew.
func chatsChanged(ctx context.Context, tx *Tx, ids ...int64) error {
	switch len(ids) {
	case 0:
		return nil
	case 1:
		_, err := tx.exec(ctx, `UPDATE users SET chat_version = chat_version + 1 WHERE id = ?`, ids[0])
		return err
	case 2:
		_, err := tx.exec(ctx, `UPDATE users SET chat_version = chat_version + 1 WHERE id IN (?, ?)`, ids[0], ids[1])
		return err
	}
	for _, id := range ids {
		if err := chatsChanged(ctx, tx, id); err != nil {
			return err
		}
	}
	return nil
}

// receiptsChanged moves the receipts version of these members (see listVersion), in id
// order, once each: two transactions moving the same members lock them in one order.
func receiptsChanged(ctx context.Context, tx *Tx, ids ...int64) error {
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	for _, id := range ids {
		if _, err := tx.exec(ctx, `INSERT INTO chat_receipts (member_id, version) VALUES (?, 1)
			ON CONFLICT (member_id) DO UPDATE SET version = chat_receipts.version + 1`, id); err != nil {
			return err
		}
	}
	return nil
}

// partnersChatsChanged moves the list version of everyone memberID has a conversation
// with: their lists show memberID (or stop showing them once the account is deleted).
func partnersChatsChanged(ctx context.Context, tx *Tx, memberID int64) error {
	_, err := tx.exec(ctx, `UPDATE users SET chat_version = chat_version + 1
		WHERE id IN (SELECT partner_id FROM chat_members WHERE member_id = ?)`, memberID)
	return err
}

// readChatVersion reads memberID's list version (see chatVersion).
func (db *DB) readChatVersion(ctx context.Context, memberID int64) (listVersion, error) {
	var v listVersion
	err := db.queryRow(ctx, `SELECT u.chat_version, COALESCE(r.version, 0) FROM users u
		LEFT JOIN chat_receipts r ON r.member_id = u.id WHERE u.id = ?`, memberID).Scan(&v.list, &v.receipts)
	return v, err
}

// readChatVersions reads the list versions of members, in one query (PostgreSQL).
func (db *DB) readChatVersions(ctx context.Context, ids []int64) (map[int64]listVersion, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT u.id, u.chat_version, COALESCE(r.version, 0) FROM users u
		LEFT JOIN chat_receipts r ON r.member_id = u.id WHERE u.id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	versions := make(map[int64]listVersion, len(ids))
	for rows.Next() {
		var id int64
		var v listVersion
		if err := rows.Scan(&id, &v.list, &v.receipts); err != nil {
			return nil, err
		}
		versions[id] = v
	}
	return versions, rows.Err()
}
