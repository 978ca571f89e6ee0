package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strconv"
	"strings"

	"amora"
)

// The staff console's member search and member page. Every search term is looked up
// through an index of its own (see docs/decisions.md, issue 20): the ids found are
// merged, newest first, and only then are their rows read.

const staffRowColumns = `u.id, u.email, u.name, u.status, u.country, u.site_host, u.created_at, u.credits, u.paid_user,
	COALESCE((SELECT MAX(l.created_at) FROM logins l WHERE l.user_id = u.id), ''),
	COALESCE(p.id, 0), COALESCE(p.name, '')`

const staffRowFrom = ` FROM users u LEFT JOIN photos p ON p.id = u.main_photo_id AND p.status = 'active'`

// SearchStaffMembers finds the members of a console search, newest first.
func (db *DB) SearchStaffMembers(ctx context.Context, f amora.StaffMemberFilter) ([]amora.StaffMemberRow, error) {
	f.Normalize()
	before := f.BeforeID
	if before <= 0 {
		before = 1<<63 - 1
	}
	var ids []int64
	if f.Query.Field == "" {
		var err error
		ids, err = db.pageOfMembers(ctx, f.Status, before, f.Limit)
		if err != nil {
			return nil, err
		}
	} else {
		found, err := db.membersMatching(ctx, f.Query, before, f.Limit)
		if err != nil {
			return nil, err
		}
		ids = found
	}
	if len(ids) == 0 {
		return []amora.StaffMemberRow{}, nil
	}
	args := make([]any, 0, len(ids)+1)
	marks := make([]string, len(ids))
	for i, id := range ids {
		marks[i] = "?"
		args = append(args, id)
	}
	q := `SELECT ` + staffRowColumns + staffRowFrom + ` WHERE u.id IN (` + strings.Join(marks, ",") + `)`
	if f.Status != "" {
		q += ` AND u.status = ?`
		args = append(args, f.Status)
	}
	q += ` ORDER BY u.id DESC`
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.StaffMemberRow{}
	for rows.Next() {
		var m amora.StaffMemberRow
		var created, login string
		if err := rows.Scan(&m.ID, &m.Email, &m.Name, &m.Status, &m.Country, &m.Site, &created, &m.Credits, &m.Premium,
			&login, &m.MainPhotoID, &m.MainPhoto); err != nil {
			return nil, err
		}
		m.CreatedAt, _ = parseTime(created)
		if login != "" {
			m.LastLoginAt, _ = parseTime(login)
		}
		out = append(out, m)
	}
	if len(out) > f.Limit {
		out = out[:f.Limit]
	}
	return out, rows.Err()
}

// pageOfMembers lists member ids without a search term: by the primary key, or by the
// partial index of the few banned or deleted members (statusPages).
func (db *DB) pageOfMembers(ctx context.Context, status string, before int64, limit int) ([]int64, error) {
	switch status {
	case "":
		return db.ids(ctx, `SELECT id FROM users WHERE id < ? ORDER BY id DESC LIMIT ?`, before, limit)
	case amora.UserActive, amora.UserNotConfirmed:
		return db.ids(ctx, `SELECT id FROM users WHERE status = ? AND id < ? ORDER BY id DESC LIMIT ?`, status, before, limit)
	}
	q, ok := db.statusPage(status)
	if !ok {
		return nil, amora.Errorf(amora.EINVALID, "Unknown status %q.", status)
	}
	return db.ids(ctx, q, before, limit)
}

// statusPage is the page query of banned or deleted members for this database. The
// status is written into the statement, so that PostgreSQL's plans for a prepared
// statement may use the partial index; without statistics SQLite would rather read
// users_recent (status =) and sort, so it is told which index to use.
func (db *DB) statusPage(status string) (string, bool) {
	index := map[string]string{amora.UserBanned: "users_banned", amora.UserDeleted: "users_deleted"}[status]
	if index == "" {
		return "", false
	}
	users := "users"
	if db.Dialect() == "sqlite" {
		users = "users INDEXED BY " + index
	}
	return `SELECT id FROM ` + users + ` WHERE status = '` + status + `' AND id < ? ORDER BY id DESC LIMIT ?`, true
}

// memberLookups are the indexed look-ups of each search field; each returns up to
// limit ids below before, newest first, and takes its value twice where the field is
// found in two places.
var memberLookups = map[string][]string{
	// The primary key.
	amora.MemberByID: {`SELECT id FROM users WHERE id = ? AND id < ? ORDER BY id DESC LIMIT ?`},
	// The e-mail address's unique index (addresses are stored normalized).
	amora.MemberByEmail: {`SELECT id FROM users WHERE email = ? AND id < ? ORDER BY id DESC LIMIT ?`},
	// users_name.
	amora.MemberByName: {`SELECT id FROM users WHERE name = ? AND id < ? ORDER BY id DESC LIMIT ?`},
	// logins_ip and sessions_ip: every login, and sessions started at sign-up.
	amora.MemberByIP: {
		`SELECT DISTINCT user_id FROM logins WHERE ip = ? AND user_id < ? ORDER BY user_id DESC LIMIT ?`,
		`SELECT DISTINCT user_id FROM sessions WHERE ip = ? AND user_id < ? ORDER BY user_id DESC LIMIT ?`,
	},
	// payments_provider_id (the provider's payment id), or our own payment id.
	amora.MemberByPayment: {
		`SELECT DISTINCT user_id FROM payments WHERE provider_payment_id = ? AND user_id < ? ORDER BY user_id DESC LIMIT ?`,
	},
	// users_ts_network, users_ts_ref, users_ts_sub1..3.
	amora.MemberBySource: {
		`SELECT id FROM users WHERE ts_network = ? AND id < ? ORDER BY id DESC LIMIT ?`,
		`SELECT id FROM users WHERE ts_ref = ? AND id < ? ORDER BY id DESC LIMIT ?`,
		`SELECT id FROM users WHERE ts_sub1 = ? AND id < ? ORDER BY id DESC LIMIT ?`,
		`SELECT id FROM users WHERE ts_sub2 = ? AND id < ? ORDER BY id DESC LIMIT ?`,
		`SELECT id FROM users WHERE ts_sub3 = ? AND id < ? ORDER BY id DESC LIMIT ?`,
	},
}

// paymentByOwnID finds a payment by our own id (the number on the member's receipt).
const paymentByOwnID = `SELECT user_id FROM payments WHERE id = ? AND user_id < ? AND user_id IS NOT NULL ORDER BY user_id DESC LIMIT ?`

// membersMatching returns up to limit ids of members the query finds, below before,
// newest first.
func (db *DB) membersMatching(ctx context.Context, q amora.MemberQuery, before int64, limit int) ([]int64, error) {
	if q.Value == "" {
		return nil, nil
	}
	var lookups []string
	switch q.Field {
	case amora.MemberByAny:
		lookups = slices.Concat(memberLookups[amora.MemberByName], memberLookups[amora.MemberByPayment], memberLookups[amora.MemberBySource])
	case amora.MemberByID:
		if _, err := strconv.ParseInt(q.Value, 10, 64); err != nil {
			return nil, nil
		}
		lookups = memberLookups[q.Field]
	default:
		lookups = memberLookups[q.Field]
	}
	seen := map[int64]bool{}
	var ids []int64
	add := func(found []int64) {
		for _, id := range found {
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	for _, l := range lookups {
		found, err := db.ids(ctx, l, q.Value, before, limit)
		if err != nil {
			return nil, err
		}
		add(found)
	}
	if q.Field == amora.MemberByPayment {
		if n, err := strconv.ParseInt(q.Value, 10, 64); err == nil {
			found, err := db.ids(ctx, paymentByOwnID, n, before, limit)
			if err != nil {
				return nil, err
			}
			add(found)
		}
	}
	slices.SortFunc(ids, func(a, b int64) int { return cmp.Compare(b, a) }) // newest first
	if len(ids) > limit {
		ids = ids[:limit]
	}
	return ids, nil
}

// ids runs a query of one id column.
func (db *DB) ids(ctx context.Context, q string, args ...any) ([]int64, error) {
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id sql.NullInt64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		if id.Valid {
			ids = append(ids, id.Int64)
		}
	}
	return ids, rows.Err()
}
