package sqlstore

import "context"

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
