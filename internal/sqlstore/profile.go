package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"amora"
)

var _ amora.ProfileService = (*DB)(nil)

// photoNamesTx returns the storage names of a member's photos.
func photoNamesTx(ctx context.Context, tx *Tx, userID int64) ([]string, error) {
	rows, err := tx.query(ctx, `SELECT name FROM photos WHERE user_id = ? ORDER BY id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, rows.Err()
}

// UpdateProfile saves a member's profile fields.
func (db *DB) UpdateProfile(ctx context.Context, userID int64, u amora.ProfileUpdate) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE users SET gender = ?, looking_for = ?, country = ?, region = ?, city = ?, sexuality = ?, about_me = ?,
				body_type = ?, hair_color = ?, eye_color = ?, relationship_status = ?, interests = ?, invisible = ?
			WHERE id = ?`, u.Gender, u.LookingFor, u.Country, u.Region, u.City, u.Sexuality, u.AboutMe, u.BodyType, u.HairColor,
			u.EyeColor, u.RelationshipStatus, strings.Join(u.Interests, ","), u.Invisible, userID)
		if err != nil {
			return err
		}
		return tx.profileChanged(ctx, userID)
	})
}

const profileColumns = `u.id, u.name, u.date_of_birth, u.gender, u.looking_for, u.sexuality, u.country, u.region, u.city, u.about_me,
	u.interests, u.body_type, u.hair_color, u.eye_color, u.relationship_status, u.paid_user, u.fictional, u.invisible, u.last_seen_at,
	COALESCE(u.main_photo_id, 0), COALESCE(p.name, ''), COALESCE(p.status, '')`

func scanProfile(row interface{ Scan(...any) error }, today time.Time) (*amora.Profile, error) {
	var p amora.Profile
	var dob, interests, seen, mainName, mainStatus string
	var mainID int64
	err := row.Scan(&p.ID, &p.Name, &dob, &p.Gender, &p.LookingFor, &p.Sexuality, &p.Country, &p.Region, &p.City, &p.AboutMe,
		&interests, &p.BodyType, &p.HairColor, &p.EyeColor, &p.RelationshipStatus, &p.Premium, &p.Fictional, &p.Invisible, &seen,
		&mainID, &mainName, &mainStatus)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Member not found.")
	} else if err != nil {
		return nil, err
	}
	if d, err := time.Parse(time.DateOnly, dob); err == nil {
		p.Age = amora.Age(d, today)
	}
	if interests != "" {
		p.Interests = strings.Split(interests, ",")
	}
	p.LastSeen, _ = parseTime(seen)
	if mainID != 0 {
		p.Photos = []amora.Photo{{ID: mainID, UserID: p.ID, Name: mainName, Status: mainStatus, Main: true}}
	}
	return &p, nil
}

// AddPhoto records an uploaded photo when the member is under limit; the first photo
// becomes the main photo.
func (db *DB) AddPhoto(ctx context.Context, userID int64, name, status string, limit int) (*amora.Photo, error) {
	ph := &amora.Photo{UserID: userID, Name: name, Status: status, CreatedAt: db.Now()}
	err := db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM photos WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		if n >= limit {
			return amora.PhotoLimitError(limit)
		}
		// A new photo comes last in the member's order.
		if err := tx.queryRow(ctx, `INSERT INTO photos (user_id, name, status, created_at, position)
			VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM photos WHERE user_id = ?)) RETURNING id`,
			userID, name, status, formatTime(ph.CreatedAt), userID).Scan(&ph.ID); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE users SET main_photo_id = ? WHERE id = ? AND main_photo_id IS NULL`, ph.ID, userID)
		if err != nil {
			return err
		}
		n2, _ := res.RowsAffected()
		ph.Main = n2 > 0
		return tx.profileChanged(ctx, userID)
	})
	if err != nil {
		return nil, err
	}
	return ph, nil
}

// DeletePhoto removes one of the member's photos and returns it, so that its files can
// go too; when it was the main photo, the first remaining photo in the member's order
// that is not rejected (else the first) takes its place.
func (db *DB) DeletePhoto(ctx context.Context, userID, photoID int64) (*amora.Photo, error) {
	ph := &amora.Photo{ID: photoID, UserID: userID}
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `DELETE FROM photos WHERE id = ? AND user_id = ? RETURNING name, status`, photoID, userID).Scan(&ph.Name, &ph.Status)
		if errors.Is(err, sql.ErrNoRows) {
			return amora.Errorf(amora.ENOTFOUND, "Photo not found.")
		} else if err != nil {
			return err
		}
		var main sql.NullInt64
		if err := tx.queryRow(ctx, `SELECT main_photo_id FROM users WHERE id = ?`, userID).Scan(&main); err != nil {
			return err
		}
		if !main.Valid || main.Int64 == photoID {
			if err := setMainFirstTx(ctx, tx, userID); err != nil {
				return err
			}
		}
		return tx.profileChanged(ctx, userID)
	})
	if err != nil {
		return nil, err
	}
	return ph, nil
}

// SetMainPhoto makes one of the member's photos the main photo and moves it to the
// first place of their order; the others keep theirs.
func (db *DB) SetMainPhoto(ctx context.Context, userID, photoID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET main_photo_id = ? WHERE id = ? AND EXISTS (SELECT 1 FROM photos WHERE id = ? AND user_id = ?)`,
			photoID, userID, photoID, userID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ENOTFOUND, "Photo not found.")
		}
		if _, err := tx.exec(ctx, `UPDATE photos SET position = (SELECT MIN(position) - 1 FROM photos WHERE user_id = ?) WHERE id = ?`,
			userID, photoID); err != nil {
			return err
		}
		return tx.profileChanged(ctx, userID)
	})
}

// OrderPhotos implements amora.ProfileService: ids must be exactly the member's photos,
// each once, or nothing changes.
func (db *DB) OrderPhotos(ctx context.Context, userID int64, ids []int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.query(ctx, `SELECT id FROM photos WHERE user_id = ?`, userID)
		if err != nil {
			return err
		}
		var own []int64
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			own = append(own, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if err := amora.CheckPhotoOrder(own, ids); err != nil {
			return err
		}
		for i, id := range ids {
			if _, err := tx.exec(ctx, `UPDATE photos SET position = ? WHERE id = ? AND user_id = ?`, i, id, userID); err != nil {
				return err
			}
		}
		if err := setMainFirstTx(ctx, tx, userID); err != nil {
			return err
		}
		return tx.profileChanged(ctx, userID)
	})
}

// setMainFirstTx makes the first of the member's photos in their order that is not
// rejected the main photo (the first of all when every one is rejected; none when
// there are no photos).
func setMainFirstTx(ctx context.Context, tx *Tx, userID int64) error {
	var main sql.NullInt64
	err := tx.queryRow(ctx, `SELECT id FROM photos WHERE user_id = ?
		ORDER BY CASE WHEN status = ? THEN 1 ELSE 0 END, position, id LIMIT 1`, userID, amora.PhotoRejected).Scan(&main)
	if err != nil && !isNoRows(err) {
		return err
	}
	_, err = tx.exec(ctx, `UPDATE users SET main_photo_id = ? WHERE id = ?`, main, userID)
	return err
}

// ModeratePhoto implements amora.ProfileService.
func (db *DB) ModeratePhoto(ctx context.Context, photoID int64, m amora.PhotoModeration) (*amora.Photo, error) {
	status, err := m.Status()
	if err != nil {
		return nil, err
	}
	var ph *amora.Photo
	err = db.inTx(ctx, func(tx *Tx) error {
		ph, _, err = moderatePhotoTx(ctx, tx, photoID, status, "", "")
		return err
	})
	return ph, err
}

// moderatePhotoTx sets a photo's status and rejection reason, whoever owns it, and
// returns it as it now is and its status before. A rejected main photo hands its
// place to the owner's first active photo in their order, when there is one, so that their cards
// keep a face; the member changes at once in every instance's copy of the members,
// so that search and the media handler stop showing a rejected photo at once.
func moderatePhotoTx(ctx context.Context, tx *Tx, photoID int64, status, reason, note string) (*amora.Photo, string, error) {
	ph := &amora.Photo{ID: photoID, Status: status}
	var created, before string
	err := tx.queryRow(ctx, `SELECT user_id, name, created_at, status FROM photos WHERE id = ?`, photoID).
		Scan(&ph.UserID, &ph.Name, &created, &before)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", amora.Errorf(amora.ENOTFOUND, "Photo not found.")
	} else if err != nil {
		return nil, "", err
	}
	if _, err := tx.exec(ctx, `UPDATE photos SET status = ?, reject_reason = ?, reject_note = ? WHERE id = ?`, status, reason, note, photoID); err != nil {
		return nil, "", err
	}
	ph.CreatedAt, _ = parseTime(created)
	if status == amora.PhotoRejected {
		_, err = tx.exec(ctx, `UPDATE users SET main_photo_id = COALESCE(
				(SELECT id FROM photos WHERE user_id = ? AND status = ? ORDER BY position, id LIMIT 1), main_photo_id)
			WHERE id = ? AND main_photo_id = ?`, ph.UserID, amora.PhotoActive, ph.UserID, photoID)
		if err != nil {
			return nil, "", err
		}
	}
	var mainID sql.NullInt64
	if err := tx.queryRow(ctx, `SELECT main_photo_id FROM users WHERE id = ?`, ph.UserID).Scan(&mainID); err != nil {
		return nil, "", err
	}
	ph.Main = mainID.Valid && mainID.Int64 == photoID
	// An approved or rejected main photo makes the profile complete or not.
	return ph, before, tx.profileChanged(ctx, ph.UserID)
}

// TouchLastSeen records that a member is online, at most once a minute.
func (db *DB) TouchLastSeen(ctx context.Context, userID int64) error {
	now := db.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?`,
			formatTime(now), userID, formatTime(now.Add(-time.Minute)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return tx.memberChanged(ctx, userID)
	})
}

// MarkAway moves a member's last-seen time back to the edge of the online window, so
// that they show offline at once without losing their place in "recently seen" order
// more than that.
func (db *DB) MarkAway(ctx context.Context, userID int64) error {
	away := db.Now().Add(-amora.OnlineFor)
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET last_seen_at = ? WHERE id = ? AND last_seen_at > ?`,
			formatTime(away), userID, formatTime(away))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return tx.memberChanged(ctx, userID)
	})
}

// KnownPhotos reports which of names have a photo row, for the sweep of orphaned files.
func (db *DB) KnownPhotos(ctx context.Context, names []string) (map[string]bool, error) {
	known := make(map[string]bool, len(names))
	for len(names) > 0 {
		n := min(len(names), 500)
		args := make([]any, n)
		for i, name := range names[:n] {
			args[i] = name
		}
		rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT name FROM photos WHERE name IN (`+placeholders(n)+`)`), args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				rows.Close()
				return nil, err
			}
			known[name] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		names = names[n:]
	}
	return known, nil
}
