package sqlstore

import (
	"context"
	"strconv"
	"time"

	"amora"
)

// attemptKey is one counter a password check counts against, with its limit.
type attemptKey struct {
	key   string
	limit int
}

// attemptKeys are the counters a password check on an account counts against: the
// account's own (by address when there is no account), or instead that of the client's
// device when the device has logged in to this account before, so that failures caused
// elsewhere cannot lock its owner out; and the client's network's.
func (db *DB) attemptKeys(ctx context.Context, userID int64, email string, c amora.Client) ([]attemptKey, error) {
	account := "account:" + email
	if userID != 0 {
		account = "user:" + strconv.FormatInt(userID, 10)
	}
	if c.Device != "" {
		// Asked for every address, known or not, so that both take the same time.
		var n int
		hash := amora.HashToken(c.Device)
		if err := db.queryRow(ctx, `SELECT COUNT(*) FROM devices WHERE token_hash = ? AND user_id = ?`, hash, userID).Scan(&n); err != nil {
			return nil, err
		}
		if n > 0 {
			account = deviceKeyPrefix(userID) + hash
		}
	}
	keys := []attemptKey{{account, AccountMaxFailures}}
	if c.IP != "" {
		keys = append(keys, attemptKey{"ip:" + c.Network(), IPMaxFailures})
	}
	return keys, nil
}

func deviceKeyPrefix(userID int64) string { return "device:" + strconv.FormatInt(userID, 10) + ":" }

// countTx counts one more attempt on key within a window of the given length (a new
// window starts when the last one is over) and returns the count, or blocked when the
// key is blocked now. Counting happens before the work it limits, in one statement, so
// that parallel attempts cannot all see the same old count.
func countTx(ctx context.Context, tx *Tx, now time.Time, key string, window time.Duration) (n int, blocked bool, err error) {
	if _, err := tx.exec(ctx, `INSERT INTO login_failures (key, failures, window_start, blocked_until) VALUES (?, 0, ?, '')
		ON CONFLICT (key) DO NOTHING`, key, formatTime(now)); err != nil {
		return 0, false, err
	}
	start := formatTime(now.Add(-window))
	err = tx.queryRow(ctx, `UPDATE login_failures SET
			failures = CASE WHEN window_start < ? THEN 1 ELSE failures + 1 END,
			window_start = CASE WHEN window_start < ? THEN ? ELSE window_start END
		WHERE key = ? AND blocked_until <= ? RETURNING failures`, start, start, formatTime(now), key, formatTime(now)).Scan(&n)
	if isNoRows(err) {
		return 0, true, nil
	}
	return n, false, err
}

// countAttempt counts a password check on every key before the password is hashed,
// and refuses it with the block message when a key is blocked or already used up its
// attempts (those in flight included).
func (db *DB) countAttempt(ctx context.Context, keys []attemptKey) error {
	refused := false
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		for _, k := range keys {
			n, blocked, err := countTx(ctx, tx, now, k.key, LoginWindow)
			if err != nil {
				return err
			}
			refused = refused || blocked || n > k.limit
		}
		return nil
	})
	if err != nil || !refused {
		return err
	}
	if err := db.checkBlocked(ctx, keys); err != nil {
		return err
	}
	return blockedFor(int(LoginBlock.Minutes()))
}

// giveBack returns the attempt a check counted when it turned out to be no failure:
// the password was right, or it could not be checked. A right password from an
// account's owner also clears the account's (or device's) count.
func (db *DB) giveBack(ctx context.Context, tx *Tx, keys []attemptKey, right bool) error {
	for i, k := range keys {
		q := `UPDATE login_failures SET failures = failures - 1 WHERE key = ? AND failures > 0`
		if right && i == 0 {
			q = `UPDATE login_failures SET failures = 0 WHERE key = ?`
		}
		if _, err := tx.exec(ctx, q, k.key); err != nil {
			return err
		}
	}
	return nil
}

// giveBackNow is giveBack in a transaction of its own.
func (db *DB) giveBackNow(ctx context.Context, keys []attemptKey) error {
	return db.inTx(ctx, func(tx *Tx) error { return db.giveBack(ctx, tx, keys, false) })
}

// recordFailure blocks the keys whose counted attempts, this one included, reached
// their limit, and returns the block message when one is blocked now, else nil.
func (db *DB) recordFailure(ctx context.Context, keys []attemptKey) error {
	if err := db.inTx(ctx, func(tx *Tx) error { return blockFullTx(ctx, tx, db.Now(), keys, LoginBlock) }); err != nil {
		return err
	}
	return db.checkBlocked(ctx, keys)
}

// blockFullTx blocks, for the given time, the keys whose counted attempts reached
// their limit.
func blockFullTx(ctx context.Context, tx *Tx, now time.Time, keys []attemptKey, block time.Duration) error {
	for _, k := range keys {
		if _, err := tx.exec(ctx, `UPDATE login_failures SET blocked_until = ?, failures = 0, window_start = ?
			WHERE key = ? AND failures >= ? AND blocked_until <= ?`,
			formatTime(now.Add(block)), formatTime(now), k.key, k.limit, formatTime(now)); err != nil {
			return err
		}
	}
	return nil
}

// checkPassword checks a member's current password (changing it or the address,
// deleting the account) with the same counting and lockout as a login; wrong answers
// a wrong password that blocked nothing.
func (db *DB) checkPassword(ctx context.Context, userID int64, password string, c amora.Client, wrong error) error {
	var email, hash string
	err := db.queryRow(ctx, `SELECT email, password_hash FROM users WHERE id = ?`, userID).Scan(&email, &hash)
	if isNoRows(err) {
		return amora.Errorf(amora.ENOTFOUND, "Account not found.")
	} else if err != nil {
		return err
	}
	keys, err := db.attemptKeys(ctx, userID, email, c)
	if err != nil {
		return err
	}
	if err := db.countAttempt(ctx, keys); err != nil {
		return err
	}
	ok, err := db.Hasher.Verify(ctx, hash, password)
	if err != nil {
		// The password was not checked: that attempt does not count.
		_ = db.giveBackNow(context.WithoutCancel(ctx), keys)
		return err
	}
	if !ok {
		if err := db.recordFailure(ctx, keys); err != nil {
			return err
		}
		return wrong
	}
	return db.inTx(ctx, func(tx *Tx) error { return db.giveBack(ctx, tx, keys, true) })
}

// Throttle counts one request of a kind from a client's network (key) and refuses it
// with ERATELIMIT when more than max came within per. The caller words the refusal.
func (db *DB) Throttle(ctx context.Context, key string, max int, per time.Duration) error {
	var n int
	var blocked bool
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		n, blocked, err = countTx(ctx, tx, db.Now(), key, per)
		return err
	})
	if err != nil {
		return err
	}
	if blocked || n > max {
		return amora.Errorf(amora.ERATELIMIT, "Too many requests, please try again later.")
	}
	return nil
}

// clearLockTx lifts the lock and the count of failures from an account and its
// devices: a completed password reset proves the owner.
func clearLockTx(ctx context.Context, tx *Tx, userID int64) error {
	_, err := tx.exec(ctx, `DELETE FROM login_failures WHERE key = ? OR key LIKE ?`,
		"user:"+strconv.FormatInt(userID, 10), deviceKeyPrefix(userID)+"%")
	return err
}

// rememberDeviceTx notes that the client's device logged in to the account.
func rememberDeviceTx(ctx context.Context, tx *Tx, now time.Time, userID int64, device string) error {
	if device == "" {
		return nil
	}
	_, err := tx.exec(ctx, `INSERT INTO devices (token_hash, user_id, created_at, last_login_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (token_hash, user_id) DO UPDATE SET last_login_at = excluded.last_login_at`,
		amora.HashToken(device), userID, formatTime(now), formatTime(now))
	return err
}

func blockedFor(minutes int) error {
	return &amora.Error{Code: amora.ERATELIMIT, Key: "loginBlocked", Params: map[string]any{"minutes": minutes},
		Message: "Too many incorrect attempts, account blocked for " + itoa(minutes) + " min."}
}
