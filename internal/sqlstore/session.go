package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"amora"
)

// Attempt limits for logins: an account is blocked after AccountMaxFailures failed
// logins within LoginWindow, an IP address after IPMaxFailures; both for LoginBlock.
const (
	AccountMaxFailures = 5
	IPMaxFailures      = 20
	LoginWindow        = 15 * time.Minute
	LoginBlock         = 15 * time.Minute
)

var errLoginFailed = &amora.Error{Code: amora.EUNAUTHORIZED, Key: "loginFailed", Message: "Login failed, please try again"}

// Login checks the password of an account, with the attempt limits per account and per
// IP address, and starts a session. The answer and its timing are the same whether or
// not the address has an account: the password is always hashed once.
func (db *DB) Login(ctx context.Context, email, password, ip string) (*amora.User, string, error) {
	email = amora.NormalizeEmail(email)
	keys := []string{"account:" + email, "ip:" + ip}
	if err := db.checkBlocked(ctx, keys); err != nil {
		return nil, "", err
	}
	var id int64
	var hash, status, locked string
	err := db.queryRow(ctx, `SELECT id, password_hash, status, locked_at FROM users WHERE email = ?`, email).Scan(&id, &hash, &status, &locked)
	if errors.Is(err, sql.ErrNoRows) {
		amora.VerifyNobody(password)
		return nil, "", db.recordFailure(ctx, keys)
	} else if err != nil {
		return nil, "", err
	}
	if !amora.VerifyPassword(hash, password) || status == amora.UserDeleted {
		return nil, "", db.recordFailure(ctx, keys)
	}
	if locked != "" {
		return nil, "", amora.ErrAccountLocked
	}
	token, tokenHash := amora.NewToken()
	err = db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		if _, err := tx.exec(ctx, `DELETE FROM login_failures WHERE key = ?`, keys[0]); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, id, formatTime(now), formatTime(now.Add(amora.SessionLifetime)))
		return err
	})
	if err != nil {
		return nil, "", err
	}
	user, err := db.FindUser(ctx, id)
	return user, token, err
}

// StartSession opens a session for a member who just proved who they are another way
// (signing up).
func (db *DB) StartSession(ctx context.Context, userID int64) (string, error) {
	token, tokenHash := amora.NewToken()
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		_, err := tx.exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, userID, formatTime(now), formatTime(now.Add(amora.SessionLifetime)))
		return err
	})
	return token, err
}

// checkBlocked answers the block message when any key is blocked now.
func (db *DB) checkBlocked(ctx context.Context, keys []string) error {
	now := db.Now()
	for _, k := range keys {
		var until string
		err := db.queryRow(ctx, `SELECT blocked_until FROM login_failures WHERE key = ?`, k).Scan(&until)
		if errors.Is(err, sql.ErrNoRows) || until == "" {
			continue
		} else if err != nil {
			return err
		}
		if t, err := parseTime(until); err == nil && t.After(now) {
			minutes := int(t.Sub(now).Minutes() + 0.999)
			return &amora.Error{Code: amora.ERATELIMIT, Key: "loginBlocked", Params: map[string]any{"minutes": minutes},
				Message: "Too many incorrect attempts, account blocked for " + itoa(minutes) + " min."}
		}
	}
	return nil
}

// recordFailure counts a failed login for each key, blocks the keys that reach their
// limit, and returns the error to answer.
func (db *DB) recordFailure(ctx context.Context, keys []string) error {
	now := db.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		for _, k := range keys {
			limit := AccountMaxFailures
			if k[:3] == "ip:" {
				limit = IPMaxFailures
			}
			var failures int
			var start string
			err := tx.queryRow(ctx, `SELECT failures, window_start FROM login_failures WHERE key = ?`, k).Scan(&failures, &start)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				failures, start = 0, formatTime(now)
				if _, err := tx.exec(ctx, `INSERT INTO login_failures (key, failures, window_start) VALUES (?, 0, ?)`, k, start); err != nil {
					return err
				}
			case err != nil:
				return err
			}
			if t, _ := parseTime(start); now.Sub(t) > LoginWindow {
				failures, start = 0, formatTime(now)
			}
			failures++
			blocked := ""
			if failures >= limit {
				blocked = formatTime(now.Add(LoginBlock))
				failures = 0
			}
			if _, err := tx.exec(ctx, `UPDATE login_failures SET failures = ?, window_start = ?, blocked_until = ? WHERE key = ?`,
				failures, start, blocked, k); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := db.checkBlocked(ctx, keys); err != nil {
		return err
	}
	return errLoginFailed
}

// UserBySession returns the member of an unexpired session; on PostgreSQL read
// together with the other sessions being looked up at the moment (see coalescer).
func (db *DB) UserBySession(ctx context.Context, token string) (*amora.User, error) {
	var u *amora.User
	var err error
	if db.sessionUsers != nil {
		if u, err = db.sessionUsers.get(ctx, amora.HashToken(token)); err == nil {
			own := *u // two requests of one session get a member each
			u = &own
		} else if isNoRows(err) {
			err = amora.Errorf(amora.ENOTFOUND, "Account not found.")
		}
	} else {
		u, err = scanUser(db.queryRow(ctx, `SELECT `+prefixed("u.", userColumns)+` FROM sessions s JOIN users u ON u.id = s.user_id
			WHERE s.token_hash = ? AND s.expires_at > ? AND u.status <> ?`, amora.HashToken(token), formatTime(db.Now()), amora.UserDeleted))
	}
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, amora.ErrLoginRequired()
	}
	return u, err
}

// readSessionUsers reads the members of unexpired sessions by their tokens' hashes, in
// one query (PostgreSQL).
func (db *DB) readSessionUsers(ctx context.Context, hashes []string) (map[string]*amora.User, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT s.token_hash, `+prefixed("u.", userColumns)+` FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ANY($1) AND s.expires_at > $2 AND u.status <> $3`, hashes, formatTime(db.Now()), amora.UserDeleted)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	users := make(map[string]*amora.User, len(hashes))
	for rows.Next() {
		var hash string
		u, err := scanUser(scanAfter{rows, []any{&hash}})
		if err != nil {
			return nil, err
		}
		users[hash] = u
	}
	return users, rows.Err()
}

// Logout ends one session.
func (db *DB) Logout(ctx context.Context, token string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM sessions WHERE token_hash = ?`, amora.HashToken(token))
		return err
	})
}
