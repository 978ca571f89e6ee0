package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"amora"
)

// Attempt limits for password checks: an account (or one device of it) is blocked
// after AccountMaxFailures failed checks within LoginWindow, a network after
// IPMaxFailures; both for LoginBlock. Every check is counted before the password is
// hashed, and given back when it succeeds.
const (
	AccountMaxFailures = 5
	IPMaxFailures      = 20
	LoginWindow        = 15 * time.Minute
	LoginBlock         = 15 * time.Minute
)

var errLoginFailed = &amora.Error{Code: amora.EUNAUTHORIZED, Key: "loginFailed", Message: "Login failed, please try again"}

// Login checks the password of an account, with the attempt limits per account (or
// known device) and per network, and starts a session; the client's device becomes
// known to the account. The answer and its timing are the same whether or not the
// address has an account: the password is always hashed once.
func (db *DB) Login(ctx context.Context, email, password string, c amora.Client) (*amora.User, string, error) {
	email = amora.NormalizeEmail(email)
	var id int64
	var hash, status, locked string
	err := db.queryRow(ctx, `SELECT id, password_hash, status, locked_at FROM users WHERE email = ?`, email).Scan(&id, &hash, &status, &locked)
	known := err == nil
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, "", err
	}
	keys, err := db.attemptKeys(ctx, id, email, c)
	if err != nil {
		return nil, "", err
	}
	if err := db.countAttempt(ctx, keys); err != nil {
		return nil, "", err
	}
	ok := false
	if known {
		ok, err = db.Hasher.Verify(ctx, hash, password)
	} else {
		err = db.Hasher.VerifyNobody(ctx, password)
	}
	if err != nil {
		// The password was not checked: that attempt does not count.
		_ = db.giveBackNow(context.WithoutCancel(ctx), keys)
		return nil, "", err
	}
	if !ok || status == amora.UserDeleted {
		if err := db.recordFailure(ctx, keys); err != nil {
			return nil, "", err
		}
		return nil, "", errLoginFailed
	}
	if locked != "" {
		return nil, "", amora.ErrAccountLocked
	}
	if status == amora.UserBanned {
		// The password was right: the attempt is given back, and the member is told why.
		_ = db.giveBackNow(context.WithoutCancel(ctx), keys)
		return nil, "", amora.ErrAccountBanned
	}
	token, tokenHash := amora.NewToken()
	err = db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		if err := db.giveBack(ctx, tx, keys, true); err != nil {
			return err
		}
		if err := rememberDeviceTx(ctx, tx, now, id, c.Device); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)`,
			tokenHash, id, formatTime(now), formatTime(now.Add(amora.SessionLifetime)), c.IP, c.UserAgent); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO logins (user_id, ip, user_agent, created_at) VALUES (?, ?, ?, ?)`, id, c.IP, c.UserAgent, formatTime(now))
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
	return db.StartClientSession(ctx, userID, amora.Client{})
}

// StartClientSession is StartSession that keeps where the session comes from.
func (db *DB) StartClientSession(ctx context.Context, userID int64, c amora.Client) (string, error) {
	token, tokenHash := amora.NewToken()
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		_, err := tx.exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)`,
			tokenHash, userID, formatTime(now), formatTime(now.Add(amora.SessionLifetime)), c.IP, c.UserAgent)
		return err
	})
	return token, err
}

// checkBlocked answers the block message when any key is blocked now.
func (db *DB) checkBlocked(ctx context.Context, keys []attemptKey) error {
	now := db.Now()
	for _, k := range keys {
		if left, err := db.blockLeft(ctx, k.key, now); err != nil {
			return err
		} else if left > 0 {
			return blockedFor(int(left.Minutes() + 0.999))
		}
	}
	return nil
}

// blockLeft returns how long key stays blocked from now; 0 when it is not blocked.
func (db *DB) blockLeft(ctx context.Context, key string, now time.Time) (time.Duration, error) {
	var until string
	err := db.queryRow(ctx, `SELECT blocked_until FROM login_failures WHERE key = ?`, key).Scan(&until)
	if errors.Is(err, sql.ErrNoRows) || until == "" {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	if t, err := parseTime(until); err == nil && t.After(now) {
		return t.Sub(now), nil
	}
	return 0, nil
}

// readSessionUser reads the member of an unexpired session by its token's hash (see
// UserBySession).
func (db *DB) readSessionUser(ctx context.Context, hash string) (*amora.User, error) {
	return scanUser(db.queryRow(ctx, `SELECT `+prefixed("u.", userColumns)+` FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND u.status <> ?`, hash, formatTime(db.Now()), amora.UserDeleted))
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
