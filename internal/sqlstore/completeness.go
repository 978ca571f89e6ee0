package sqlstore

import (
	"context"
	"strings"

	"amora"
)

// profileChanged works out again what the members' profiles lack to be complete
// (amora.ProfileMissing: the answers of complete-signup and an active main photo),
// stores it in users.profile_missing, and logs the change for search (memberChanged).
// Every change to what completeness depends on calls it in its transaction: the
// profile's fields, a photo added or deleted, the main photo changed, and a photo's
// status changed (moderation approving or rejecting one).
func (tx *Tx) profileChanged(ctx context.Context, ids ...int64) error {
	for _, id := range ids {
		var b amora.ProfileBasics
		var photo string
		err := tx.queryRow(ctx, `SELECT u.gender, u.looking_for, u.country, u.city, COALESCE(p.status, '')
			FROM users u LEFT JOIN photos p ON p.id = u.main_photo_id AND p.user_id = u.id WHERE u.id = ?`, id).
			Scan(&b.Gender, &b.LookingFor, &b.Country, &b.City, &photo)
		if isNoRows(err) {
			continue
		} else if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE users SET profile_missing = ? WHERE id = ?`,
			strings.Join(amora.ProfileMissing(b, photo), ","), id); err != nil {
			return err
		}
	}
	return tx.memberChanged(ctx, ids...)
}

// splitMissing turns a stored profile_missing into its list; nil when complete.
func splitMissing(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}
