package sqlstore

import (
	"context"

	"amora"
)

// TakeSignupMessage claims the sign-up message of an active account for its member
// (issue 24): the claim and the clearing of signup_member_id are one statement, so that
// two activations racing hand it out once.
func (db *DB) TakeSignupMessage(ctx context.Context, userID int64) (int64, string, error) {
	var memberID int64
	var text string
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `SELECT signup_member_id, signup_message FROM users WHERE id = ? AND status = ?`,
			userID, amora.UserActive).Scan(&memberID, &text)
		if isNoRows(err) || memberID == 0 {
			memberID, text = 0, ""
			return nil
		} else if err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE users SET signup_member_id = 0 WHERE id = ? AND signup_member_id = ?`, userID, memberID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			memberID, text = 0, "" // another activation took it
		}
		return nil
	})
	if err != nil || text == "" || memberID == userID {
		return 0, "", err
	}
	return memberID, text, nil
}
