package sqlstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"

	"amora"
)

// Fictional profiles (issue 21) are rows of users with fictional set: they take part
// in search, likes and chats as members do. They have no usable login (an address
// under .invalid and no password hash) and receive no mail. Retiring one makes it
// invisible; nothing here deletes one.

var _ amora.FictionalService = (*DB)(nil)

const fictionalColumns = `u.id, u.name, u.date_of_birth, u.language, u.site_host, u.gender, u.looking_for, u.country, u.region, u.city,
	u.sexuality, u.about_me, u.interests, u.body_type, u.hair_color, u.eye_color, u.relationship_status, u.invisible, u.created_at,
	(SELECT COUNT(*) FROM conversations c WHERE c.member_a = u.id OR c.member_b = u.id)`

func scanFictional(row interface{ Scan(...any) error }) (*amora.FictionalProfile, error) {
	var f amora.FictionalProfile
	var interests, created, own string
	err := row.Scan(&f.ID, &f.Name, &f.DateOfBirth, &f.Language, &own, &f.Gender, &f.LookingFor, &f.Country, &f.Region, &f.City,
		&f.Sexuality, &f.AboutMe, &interests, &f.BodyType, &f.HairColor, &f.EyeColor, &f.RelationshipStatus, &f.Retired, &created,
		&f.Conversations)
	if isNoRows(err) {
		return nil, amora.ErrFictionalNotFound()
	} else if err != nil {
		return nil, err
	}
	f.Sites = []string{own} // the rest from fictional_sites (see fictionalSites)
	f.Interests = []string{}
	if interests != "" {
		f.Interests = strings.Split(interests, ",")
	}
	f.CreatedAt, _ = parseTime(created)
	return &f, nil
}

// ListFictional lists every fictional profile, retired ones too, newest first.
func (db *DB) ListFictional(ctx context.Context) ([]amora.FictionalProfile, error) {
	rows, err := db.query(ctx, `SELECT `+fictionalColumns+` FROM users u WHERE u.fictional = ? AND u.status <> ? ORDER BY u.id DESC`,
		true, amora.UserDeleted)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []amora.FictionalProfile{}
	for rows.Next() {
		f, err := scanFictional(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, *f)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range list {
		if list[i].Photos, err = db.fictionalPhotos(ctx, list[i].ID); err != nil {
			return nil, err
		}
		if err := fictionalSites(ctx, db, &list[i]); err != nil {
			return nil, err
		}
	}
	return list, nil
}

// FindFictional returns one fictional profile with its photos, main photo first.
func (db *DB) FindFictional(ctx context.Context, id int64) (*amora.FictionalProfile, error) {
	f, err := scanFictional(db.queryRow(ctx, `SELECT `+fictionalColumns+` FROM users u WHERE u.id = ? AND u.fictional = ? AND u.status <> ?`,
		id, true, amora.UserDeleted))
	if err != nil {
		return nil, err
	}
	if err := fictionalSites(ctx, db, f); err != nil {
		return nil, err
	}
	f.Photos, err = db.fictionalPhotos(ctx, id)
	return f, err
}

func (db *DB) fictionalPhotos(ctx context.Context, id int64) ([]amora.Photo, error) {
	rows, err := db.query(ctx, `SELECT p.id, p.name, p.status, p.id = COALESCE(u.main_photo_id, 0) FROM photos p JOIN users u ON u.id = p.user_id
		WHERE p.user_id = ? ORDER BY p.id = COALESCE(u.main_photo_id, 0) DESC, p.position, p.id`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	photos := []amora.Photo{}
	for rows.Next() {
		ph := amora.Photo{UserID: id}
		if err := rows.Scan(&ph.ID, &ph.Name, &ph.Status, &ph.Main); err != nil {
			return nil, err
		}
		photos = append(photos, ph)
	}
	return photos, rows.Err()
}

// fictionalTx reads a fictional profile inside tx, for the audit entry's before and after.
func fictionalTx(ctx context.Context, tx *Tx, id int64) (*amora.FictionalProfile, error) {
	f, err := scanFictional(tx.queryRow(ctx, `SELECT `+fictionalColumns+` FROM users u WHERE u.id = ? AND u.fictional = ? AND u.status <> ?`,
		id, true, amora.UserDeleted))
	if err != nil {
		return nil, err
	}
	return f, fictionalSites(ctx, tx, f)
}

// fictionalEmail is the unique address a fictional profile's row needs; .invalid
// (RFC 2606) can never receive mail nor be typed at a login by its owner.
func fictionalEmail() string {
	b := make([]byte, 12)
	rand.Read(b)
	return "fictional-" + hex.EncodeToString(b) + "@fictional.invalid"
}

// CreateFictional stores a new, active fictional profile (in.Validate has run).
func (db *DB) CreateFictional(ctx context.Context, by *amora.Staff, in amora.FictionalInput) (int64, error) {
	var id int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		p := in.ProfileUpdate
		if err := tx.queryRow(ctx, `INSERT INTO users (site_host, email, name, password_hash, date_of_birth, language, status, profile_status,
				fictional, gender, looking_for, country, region, city, sexuality, about_me, body_type, hair_color, eye_color,
				relationship_status, interests, invisible, created_at, activated_at, last_seen_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			ownSite(in), fictionalEmail(), in.Name, "", in.DateOfBirth, in.Language, amora.UserActive, amora.ProfileActive,
			true, p.Gender, p.LookingFor, p.Country, p.Region, p.City, p.Sexuality, p.AboutMe, p.BodyType, p.HairColor, p.EyeColor,
			p.RelationshipStatus, strings.Join(p.Interests, ","), false, formatTime(now), formatTime(now), formatTime(now)).Scan(&id); err != nil {
			return err
		}
		if err := setFictionalSitesTx(ctx, tx, id, in.Sites); err != nil {
			return err
		}
		if err := tx.profileChanged(ctx, id); err != nil {
			return err
		}
		after, err := fictionalTx(ctx, tx, id)
		if err != nil {
			return err
		}
		return tx.Audit(ctx, amora.AuditEntry{At: now, StaffID: by.ID, StaffEmail: by.Email, Action: "fictional.create",
			TargetType: "member", TargetID: id, After: amora.AuditJSON(after.FictionalInput)})
	})
	return id, err
}

// fictionalChange runs change on fictional profile id with an audit entry of its
// fields before and after.
func (db *DB) fictionalChange(ctx context.Context, by *amora.Staff, action string, id int64, change func(tx *Tx) error) error {
	return db.inTx(ctx, func(tx *Tx) error {
		before, err := fictionalTx(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := change(tx); err != nil {
			return err
		}
		if err := tx.profileChanged(ctx, id); err != nil {
			return err
		}
		after, err := fictionalTx(ctx, tx, id)
		if err != nil {
			return err
		}
		type state struct {
			amora.FictionalInput
			Retired bool `json:"retired"`
		}
		return tx.Audit(ctx, amora.AuditEntry{At: db.Now(), StaffID: by.ID, StaffEmail: by.Email, Action: action, TargetType: "member",
			TargetID: id, Before: amora.AuditJSON(state{before.FictionalInput, before.Retired}), After: amora.AuditJSON(state{after.FictionalInput, after.Retired})})
	})
}

// UpdateFictional replaces a fictional profile's facts (in.Validate has run); whether
// it is retired stays as it is.
func (db *DB) UpdateFictional(ctx context.Context, by *amora.Staff, id int64, in amora.FictionalInput) error {
	return db.fictionalChange(ctx, by, "fictional.update", id, func(tx *Tx) error {
		p := in.ProfileUpdate
		_, err := tx.exec(ctx, `UPDATE users SET site_host = ?, name = ?, date_of_birth = ?, language = ?, gender = ?, looking_for = ?,
				country = ?, region = ?, city = ?, sexuality = ?, about_me = ?, body_type = ?, hair_color = ?, eye_color = ?,
				relationship_status = ?, interests = ?
			WHERE id = ? AND fictional = ?`, ownSite(in), in.Name, in.DateOfBirth, in.Language, p.Gender, p.LookingFor, p.Country, p.Region,
			p.City, p.Sexuality, p.AboutMe, p.BodyType, p.HairColor, p.EyeColor, p.RelationshipStatus, strings.Join(p.Interests, ","), id, true)
		if err != nil {
			return err
		}
		return setFictionalSitesTx(ctx, tx, id, in.Sites)
	})
}

// RetireFictional hides a fictional profile from search, swipe and the match finder
// (retired) or shows it again; its conversations, and members' access to them, stay.
func (db *DB) RetireFictional(ctx context.Context, by *amora.Staff, id int64, retired bool) error {
	action := "fictional.retire"
	if !retired {
		action = "fictional.restore"
	}
	return db.fictionalChange(ctx, by, action, id, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE users SET invisible = ? WHERE id = ? AND fictional = ?`, retired, id, true)
		return err
	})
}

// AddFictionalPhoto records a processed upload of a fictional profile, active at once;
// the first becomes the main photo.
func (db *DB) AddFictionalPhoto(ctx context.Context, by *amora.Staff, id int64, name string) (*amora.Photo, error) {
	ph := &amora.Photo{UserID: id, Name: name, Status: amora.PhotoActive, CreatedAt: db.Now()}
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := fictionalTx(ctx, tx, id); err != nil {
			return err
		}
		if err := tx.queryRow(ctx, `INSERT INTO photos (user_id, name, status, created_at) VALUES (?, ?, ?, ?) RETURNING id`,
			id, name, ph.Status, formatTime(ph.CreatedAt)).Scan(&ph.ID); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE users SET main_photo_id = ? WHERE id = ? AND main_photo_id IS NULL`, ph.ID, id)
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		ph.Main = n > 0
		if err := tx.profileChanged(ctx, id); err != nil {
			return err
		}
		return tx.Audit(ctx, amora.AuditEntry{At: ph.CreatedAt, StaffID: by.ID, StaffEmail: by.Email, Action: "fictional.photo",
			TargetType: "member", TargetID: id, After: amora.AuditJSON(map[string]any{"photo_id": ph.ID, "main": ph.Main})})
	})
	if err != nil {
		return nil, err
	}
	return ph, nil
}
