package sqlstore

import (
	"context"
	"fmt"
	"strings"
)

// RenumberPhotosAsMigrated runs migration 0140's UPDATE again, which numbers every
// member's photos as they were shown before it: the main photo, then by id.
func (db *DB) RenumberPhotosAsMigrated(ctx context.Context) error {
	b, err := migrations.ReadFile("migrations/" + db.d.name + "/0140_photo_position.sql")
	if err != nil {
		return err
	}
	s := string(b)
	i, j := strings.Index(s, "UPDATE photos"), strings.Index(s, "CREATE INDEX")
	if i < 0 || j < i {
		return fmt.Errorf("0140 has no UPDATE before its index")
	}
	return db.ExecAdmin(ctx, s[i:j])
}

// PhotoPositions answers the member's photo ids by position (ties by id).
func (db *DB) PhotoPositions(ctx context.Context, userID int64) ([]int64, []int, error) {
	rows, err := db.query(ctx, `SELECT id, position FROM photos WHERE user_id = ? ORDER BY position, id`, userID)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var ids []int64
	var pos []int
	for rows.Next() {
		var id int64
		var p int
		if err := rows.Scan(&id, &p); err != nil {
			return nil, nil, err
		}
		ids, pos = append(ids, id), append(pos, p)
	}
	return ids, pos, rows.Err()
}
