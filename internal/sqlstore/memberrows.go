package sqlstore

import (
	"context"
	"strings"
	"time"

	"amora"
)

// The rows this instance's copy of the members is loaded from (see members).

// loadEntries reads the index entries of ids, or of every member when ids is nil.
// Deleted and banned members have none.
func (db *DB) loadEntries(ctx context.Context, ids []int64) ([]memberEntry, error) {
	q := `SELECT id, date_of_birth, gender, country, region, status, invisible, profile_missing, last_seen_at, fictional, site_host,
		CASE WHEN about_me <> '' THEN 1 ELSE 0 END
		FROM users WHERE status NOT IN (?, ?)`
	args := []any{amora.UserDeleted, amora.UserBanned}
	if ids != nil {
		q += ` AND id IN (` + placeholders(len(ids)) + `)`
		for _, id := range ids {
			args = append(args, id)
		}
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(q), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []memberEntry
	for rows.Next() {
		var e memberEntry
		var dob, status, missing, seen string
		var invisible bool
		var host string
		var about int
		if err := rows.Scan(&e.id, &dob, &e.gender, &e.country, &e.region, &status, &invisible, &missing, &seen, &e.fictional, &host, &about); err != nil {
			return nil, err
		}
		if e.fictional {
			e.sites = host // until loadFictionalSites reads the profile's sites
		}
		e.born = bornNumber(dob)
		e.about = about == 1
		e.listed = status == amora.UserActive && !invisible && missing == ""
		if t, err := parseTime(seen); err == nil {
			e.seen = t.Unix()
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, db.loadFictionalSites(ctx, out)
}

// loadProfiles reads the profiles of ids with all their photos, main photo first, then
// in the member's order.
func (db *DB) loadProfiles(ctx context.Context, ids []int64) (map[int64]*amora.Profile, error) {
	args := make([]any, 0, len(ids)+2)
	args = append(args, amora.UserDeleted, amora.UserBanned)
	for _, id := range ids {
		args = append(args, id)
	}
	in := placeholders(len(ids))
	rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT `+profileColumns+` FROM users u LEFT JOIN photos p ON p.id = u.main_photo_id
		WHERE u.status NOT IN (?, ?) AND u.id IN (`+in+`)`), args...)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*amora.Profile, len(ids))
	today := db.Now()
	for rows.Next() {
		p, err := scanProfile(rows, today)
		if err != nil {
			rows.Close()
			return nil, err
		}
		p.Photos = nil
		out[p.ID] = p
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = db.read.QueryContext(ctx, db.d.rebind(`SELECT p.user_id, p.id, p.name, p.status, p.created_at, p.id = COALESCE(u.main_photo_id, 0), p.reject_reason, p.reject_note
		FROM photos p JOIN users u ON u.id = p.user_id WHERE p.user_id IN (`+in+`) ORDER BY p.user_id, p.position, p.id`), args[2:]...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var ph amora.Photo
		var created string
		if err := rows.Scan(&ph.UserID, &ph.ID, &ph.Name, &ph.Status, &created, &ph.Main, &ph.RejectReason, &ph.RejectNote); err != nil {
			return nil, err
		}
		ph.CreatedAt, _ = parseTime(created)
		p := out[ph.UserID]
		if p == nil {
			continue
		}
		if ph.Main {
			p.Photos = append([]amora.Photo{ph}, p.Photos...)
		} else {
			p.Photos = append(p.Photos, ph)
		}
	}
	for _, p := range out {
		if p.Photos == nil {
			p.Photos = []amora.Photo{}
		}
	}
	return out, rows.Err()
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// loadBlocks reads the blocks involving the members in ids, or all blocks when ids is
// nil, as [blocker, blocked] pairs.
func (db *DB) loadBlocks(ctx context.Context, ids []int64) ([][2]int64, error) {
	q := `SELECT blocker_id, blocked_id FROM blocks`
	var args []any
	if ids != nil {
		in := placeholders(len(ids))
		q += ` WHERE blocker_id IN (` + in + `) OR blocked_id IN (` + in + `)`
		for range 2 {
			for _, id := range ids {
				args = append(args, id)
			}
		}
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(q), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var pairs [][2]int64
	for rows.Next() {
		var p [2]int64
		if err := rows.Scan(&p[0], &p[1]); err != nil {
			return nil, err
		}
		pairs = append(pairs, p)
	}
	return pairs, rows.Err()
}

// change is a row of member_changes: a member whose data changed, or 0 for everyone.
type change struct{ seq, userID int64 }

// memberChangesSince reads the member changes logged at t or later.
func (db *DB) memberChangesSince(ctx context.Context, t time.Time) ([]change, error) {
	rows, err := db.read.QueryContext(ctx, db.d.rebind(`SELECT seq, user_id FROM member_changes WHERE changed_at >= ?`), formatTime(t))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []change
	for rows.Next() {
		var c change
		if err := rows.Scan(&c.seq, &c.userID); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// pruneMemberChanges deletes the member changes logged before t.
func (db *DB) pruneMemberChanges(ctx context.Context, t time.Time) error {
	_, err := db.write.ExecContext(ctx, db.d.rebind(`DELETE FROM member_changes WHERE changed_at < ?`), formatTime(t))
	return err
}
