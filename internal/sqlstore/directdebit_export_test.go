package sqlstore

import "context"

// SMSCodeHashes returns the stored code hashes of a member's SMS codes, oldest first,
// so that tests can check that no code is stored in the clear.
func (db *DB) SMSCodeHashes(ctx context.Context, userID int64) ([]string, error) {
	rows, err := db.query(ctx, `SELECT code_hash FROM sms_codes WHERE user_id = ? ORDER BY id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}
