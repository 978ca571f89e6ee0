package sqlstore

import (
	"context"
	"strings"

	"amora"
)

// SeedMembers inserts complete, confirmed members in one transaction, skipping
// addresses that exist. It returns how many it created. Passwords come hashed, so
// that thousands of members do not cost thousands of argon2id runs.
func (db *DB) SeedMembers(ctx context.Context, members []amora.NewMember) (int, error) {
	created := 0
	var ids []int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		for _, m := range members {
			p := m.Profile
			var id int64
			err := tx.queryRow(ctx, `INSERT INTO users (site_host, email, name, password_hash, date_of_birth, language, status, profile_status,
					paid_user, fictional, gender, looking_for, country, region, city, sexuality, about_me, body_type, hair_color, eye_color,
					relationship_status, interests, invisible, created_at, activated_at, last_seen_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (email) DO NOTHING RETURNING id`,
				m.SiteHost, m.Email, m.Name, m.PasswordHash, m.DateOfBirth, m.Language, amora.UserActive, amora.ProfileActive,
				m.Premium, m.Fictional, p.Gender, p.LookingFor, p.Country, p.Region, p.City, p.Sexuality, p.AboutMe, p.BodyType,
				p.HairColor, p.EyeColor, p.RelationshipStatus, strings.Join(p.Interests, ","), p.Invisible,
				formatTime(now), formatTime(now), formatTime(m.LastSeen)).Scan(&id)
			if err != nil {
				if isNoRows(err) {
					continue // the address exists: seeding twice changes nothing
				}
				return err
			}
			created++
			ids = append(ids, id)
			if err := bumpStatsTx(ctx, tx, now, id, amora.StatsCounts{Signups: 1, Activations: 1}); err != nil {
				return err
			}
			if m.Credits > 0 {
				if err := creditTx(ctx, tx, now, id, m.Credits, "seed", ""); err != nil {
					return err
				}
			}
			var mainID int64
			for i, name := range m.Photos {
				var photoID int64
				if err := tx.queryRow(ctx, `INSERT INTO photos (user_id, name, status, created_at) VALUES (?, ?, ?, ?) RETURNING id`,
					id, name, amora.PhotoActive, formatTime(now)).Scan(&photoID); err != nil {
					return err
				}
				if i == 0 {
					mainID = photoID
				}
			}
			if mainID != 0 {
				if _, err := tx.exec(ctx, `UPDATE users SET main_photo_id = ? WHERE id = ?`, mainID, id); err != nil {
					return err
				}
			}
		}
		if len(ids) == 0 {
			return nil
		}
		return tx.profileChanged(ctx, ids...)
	})
	if err == nil && created > 0 {
		// The planner picks the search indexes from statistics; refresh them.
		_, err = db.write.ExecContext(ctx, db.d.analyze)
	}
	return created, err
}

// MarkPaid makes a member premium for good (SPEC §1: any purchase); billing calls it
// with the payment, the demo seed directly.
func (db *DB) MarkPaid(ctx context.Context, userID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE users SET paid_user = ? WHERE id = ?`, true, userID); err != nil {
			return err
		}
		return tx.memberChanged(ctx, userID)
	})
}

// CountMembers counts accounts that are not deleted.
func (db *DB) CountMembers(ctx context.Context) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE status <> ?`, amora.UserDeleted).Scan(&n)
	return n, err
}
