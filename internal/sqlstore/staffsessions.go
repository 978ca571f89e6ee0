package sqlstore

import (
	"context"
	"time"

	"amora"
)

// Staff sessions: a random token in the auth.staff cookie, stored hashed. A session
// ends when it was not used for amora.StaffIdleTimeout, or amora.StaffSessionLifetime
// after it started, or when the account is disabled.

// staffSessionTouch is how stale last_seen_at may be before a request writes it again.
const staffSessionTouch = time.Minute

// maxUserAgent bounds the stored User-Agent header.
const maxUserAgent = 300

// startStaffSessionTx starts a session and returns its token; the staff member's ended
// sessions are cleared away at the same time.
func startStaffSessionTx(ctx context.Context, tx *Tx, staffID int64, c amora.Client, userAgent string) (string, error) {
	now := tx.now()
	if _, err := tx.exec(ctx, `DELETE FROM staff_sessions WHERE staff_id = ? AND (expires_at <= ? OR last_seen_at <= ?)`,
		staffID, formatTime(now), formatTime(now.Add(-amora.StaffIdleTimeout))); err != nil {
		return "", err
	}
	if len(userAgent) > maxUserAgent {
		userAgent = userAgent[:maxUserAgent]
	}
	token, hash := amora.NewToken()
	_, err := tx.exec(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, ip, user_agent)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, hash, staffID, formatTime(now), formatTime(now), formatTime(now.Add(amora.StaffSessionLifetime)),
		c.IP, userAgent)
	return token, err
}

// liveSession is the condition of a live session of an active staff member, with its
// two time arguments (now, now less the idle timeout).
const liveSession = `s.expires_at > ? AND s.last_seen_at > ? AND st.status = 'active'`

func liveArgs(now time.Time) []any {
	return []any{formatTime(now), formatTime(now.Add(-amora.StaffIdleTimeout))}
}

// StaffBySession implements amora.StaffService.
func (db *DB) StaffBySession(ctx context.Context, token string) (*amora.Staff, *amora.StaffSession, error) {
	if token == "" {
		return nil, nil, amora.ErrStaffLoginRequired()
	}
	now := db.Now()
	var sess amora.StaffSession
	var created, seen string
	args := append([]any{amora.HashToken(token)}, liveArgs(now)...)
	st, err := scanStaff(scanAfter{db.queryRow(ctx, `SELECT s.id, s.created_at, s.last_seen_at, s.ip, s.user_agent, `+prefixed("st.", staffColumns)+`
		FROM staff_sessions s JOIN staff st ON st.id = s.staff_id WHERE s.token_hash = ? AND `+liveSession, args...),
		[]any{&sess.ID, &created, &seen, &sess.IP, &sess.UserAgent}})
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, nil, amora.ErrStaffLoginRequired()
	} else if err != nil {
		return nil, nil, err
	}
	sess.Current = true
	sess.CreatedAt, _ = parseTime(created)
	sess.LastSeenAt, _ = parseTime(seen)
	if now.Sub(sess.LastSeenAt) >= staffSessionTouch {
		// The idle timeout slides with use; a minute's precision is enough for it.
		if err := db.inTx(ctx, func(tx *Tx) error {
			_, err := tx.exec(ctx, `UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?`, formatTime(now), sess.ID)
			return err
		}); err != nil {
			return nil, nil, err
		}
		sess.LastSeenAt = now
	}
	return st, &sess, nil
}

// StaffLogout implements amora.StaffService.
func (db *DB) StaffLogout(ctx context.Context, token string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM staff_sessions WHERE token_hash = ?`, amora.HashToken(token))
		return err
	})
}

// StaffSessions implements amora.StaffService.
func (db *DB) StaffSessions(ctx context.Context, staffID int64, currentToken string) ([]amora.StaffSession, error) {
	args := append([]any{staffID}, liveArgs(db.Now())...)
	rows, err := db.query(ctx, `SELECT s.id, s.token_hash, s.created_at, s.last_seen_at, s.ip, s.user_agent
		FROM staff_sessions s JOIN staff st ON st.id = s.staff_id WHERE s.staff_id = ? AND `+liveSession+` ORDER BY s.id DESC`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	current := amora.HashToken(currentToken)
	list := []amora.StaffSession{}
	for rows.Next() {
		var s amora.StaffSession
		var hash, created, seen string
		if err := rows.Scan(&s.ID, &hash, &created, &seen, &s.IP, &s.UserAgent); err != nil {
			return nil, err
		}
		s.Current = hash == current
		s.CreatedAt, _ = parseTime(created)
		s.LastSeenAt, _ = parseTime(seen)
		list = append(list, s)
	}
	return list, rows.Err()
}

// EndStaffSessions implements amora.StaffService.
func (db *DB) EndStaffSessions(ctx context.Context, staffID int64, keepToken string) (int, error) {
	var n int64
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM staff_sessions WHERE staff_id = ? AND token_hash <> ?`, staffID, amora.HashToken(keepToken))
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}
