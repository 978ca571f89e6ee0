package sqlstore

import (
	"context"
	"time"

	"amora"
)

// Staff logins: password (argon2id, through the same bounded Hasher as the members')
// and a second factor, an authenticator code or a single-use recovery code. Failures
// are counted per address in login_failures (key staff:<email>, whether or not the
// address has an account, so that the answers cannot tell): amora.StaffMaxFailures
// within amora.StaffFailureWindow lock the address for amora.StaffLockTime. The client's
// network has a counter of its own (IPMaxFailures, as for members), against guessing
// across many addresses.

func staffAttemptKeys(email string, c amora.Client) []attemptKey {
	keys := []attemptKey{{"staff:" + email, amora.StaffMaxFailures}}
	if c.IP != "" {
		keys = append(keys, attemptKey{"staff-ip:" + c.Network(), IPMaxFailures})
	}
	return keys
}

// staffSecret is what a login checks of a staff account.
type staffSecret struct {
	id           int64
	email        string
	status       string
	passwordHash string
	totpSecret   string
	totpEnabled  bool
	totpLastStep int64
}

// StaffLogin implements amora.StaffService.
func (db *DB) StaffLogin(ctx context.Context, email, password, code string, c amora.Client, userAgent string) (*amora.Staff, string, error) {
	email = amora.NormalizeEmail(email)
	keys := staffAttemptKeys(email, c)
	if err := db.countStaffAttempt(ctx, keys); err != nil {
		return nil, "", err
	}
	var sec staffSecret
	err := db.queryRow(ctx, `SELECT id, email, status, password_hash, totp_secret, totp_enabled, totp_last_step FROM staff WHERE email = ?`, email).
		Scan(&sec.id, &sec.email, &sec.status, &sec.passwordHash, &sec.totpSecret, &sec.totpEnabled, &sec.totpLastStep)
	known := err == nil
	if err != nil && !isNoRows(err) {
		return nil, "", err
	}
	ok := false
	if known && sec.passwordHash != "" {
		ok, err = db.Hasher.Verify(ctx, sec.passwordHash, password)
	} else {
		err = db.Hasher.VerifyNobody(ctx, password)
	}
	if err != nil {
		// The password was not checked: that attempt does not count.
		_ = db.inTx(context.WithoutCancel(ctx), func(tx *Tx) error { return db.giveBack(ctx, tx, keys, false) })
		return nil, "", err
	}
	ok = ok && sec.status == string(amora.StaffActive) && sec.totpEnabled
	var token string
	if ok {
		err = db.inTx(ctx, func(tx *Tx) error {
			used, err := useSecondFactorTx(ctx, tx, sec, code)
			if err != nil || !used {
				ok = false
				return err
			}
			if err := db.giveBack(ctx, tx, keys, true); err != nil {
				return err
			}
			token, err = startStaffSessionTx(ctx, tx, sec.id, c, userAgent)
			if err != nil {
				return err
			}
			_, err = tx.exec(ctx, `UPDATE staff SET last_login_at = ? WHERE id = ?`, formatTime(tx.now()), sec.id)
			return err
		})
		if err != nil {
			return nil, "", err
		}
	}
	if !ok {
		return nil, "", db.recordStaffFailure(ctx, keys)
	}
	s, err := db.StaffByID(ctx, sec.id)
	return s, token, err
}

// useSecondFactorTx accepts an authenticator code of a step later than the last one
// used, or an unused recovery code, and uses it up; false when it is neither.
func useSecondFactorTx(ctx context.Context, tx *Tx, sec staffSecret, code string) (bool, error) {
	if amora.IsTOTPCode(code) {
		step, ok := amora.TOTPStep(sec.totpSecret, code, tx.now())
		if !ok || step <= sec.totpLastStep {
			return false, nil
		}
		return execOne(ctx, tx, `UPDATE staff SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, sec.id, step)
	}
	norm := amora.NormalizeRecoveryCode(code)
	if norm == "" {
		return false, nil
	}
	return execOne(ctx, tx, `UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at = ''`,
		formatTime(tx.now()), sec.id, amora.HashToken(norm))
}

// execOne runs a conditional statement and reports whether it changed a row.
func execOne(ctx context.Context, tx *Tx, q string, args ...any) (bool, error) {
	res, err := tx.exec(ctx, q, args...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// countStaffAttempt counts a login on the address before the password is hashed and
// refuses it when the address is locked or used up its attempts (those in flight
// included).
func (db *DB) countStaffAttempt(ctx context.Context, keys []attemptKey) error {
	refused := false
	err := db.inTx(ctx, func(tx *Tx) error {
		for _, k := range keys {
			n, blocked, err := countTx(ctx, tx, tx.now(), k.key, amora.StaffFailureWindow)
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
	return db.staffLocked(ctx, keys, amora.StaffLockTime)
}

// recordStaffFailure locks the address when this failure used up its attempts and
// answers the lock, or else the failed login.
func (db *DB) recordStaffFailure(ctx context.Context, keys []attemptKey) error {
	if err := db.inTx(ctx, func(tx *Tx) error { return blockFullTx(ctx, tx, tx.now(), keys, amora.StaffLockTime) }); err != nil {
		return err
	}
	if err := db.staffLocked(ctx, keys, 0); err != nil {
		return err
	}
	return amora.ErrStaffLoginFailed()
}

// staffLocked answers ErrStaffLocked with the longest time left of the keys' locks, or
// with orElse when none is locked (nil when orElse is 0).
func (db *DB) staffLocked(ctx context.Context, keys []attemptKey, orElse time.Duration) error {
	var left time.Duration
	for _, k := range keys {
		l, err := db.blockLeft(ctx, k.key, db.Now())
		if err != nil {
			return err
		}
		left = max(left, l)
	}
	if left <= 0 {
		left = orElse
	}
	if left <= 0 {
		return nil
	}
	return amora.ErrStaffLocked(int((left + time.Second - 1) / time.Second))
}

// setupRow reads the live set-up link of a token: its staff member and TOTP secret.
func (db *DB) setupRow(ctx context.Context, token string) (id int64, email, secret string, err error) {
	err = db.queryRow(ctx, `SELECT s.id, s.email, t.totp_secret FROM staff_setup_tokens t JOIN staff s ON s.id = t.staff_id
		WHERE t.token_hash = ? AND t.used_at = '' AND t.expires_at > ? AND s.status <> ?`,
		amora.HashToken(token), formatTime(db.Now()), string(amora.StaffDisabled)).Scan(&id, &email, &secret)
	if isNoRows(err) {
		err = amora.ErrStaffSetupLink()
	}
	return id, email, secret, err
}

// StaffSetupInfo implements amora.StaffService.
func (db *DB) StaffSetupInfo(ctx context.Context, token string) (*amora.StaffSetup, error) {
	_, email, secret, err := db.setupRow(ctx, token)
	if err != nil {
		return nil, err
	}
	uri, err := amora.TOTPURI(secret, email)
	if err != nil {
		return nil, err
	}
	return &amora.StaffSetup{Email: email, TOTPSecret: secret, TOTPURI: uri}, nil
}

// CompleteStaffSetup implements amora.StaffService. It also serves a reset: a new
// set-up link replaces the password, the recovery codes and every session.
func (db *DB) CompleteStaffSetup(ctx context.Context, token, password, code string, c amora.Client, userAgent string) (*amora.Staff, []string, string, error) {
	id, email, secret, err := db.setupRow(ctx, token)
	if err != nil {
		return nil, nil, "", err
	}
	if err := amora.ValidateStaffPassword(password); err != nil {
		return nil, nil, "", err
	}
	step, ok := amora.TOTPStep(secret, code, db.Now())
	if !ok {
		return nil, nil, "", amora.ErrStaffTOTPInvalid()
	}
	hash, err := db.Hasher.Hash(ctx, password)
	if err != nil {
		return nil, nil, "", err
	}
	codes := amora.NewRecoveryCodes()
	var session string
	err = db.inTx(ctx, func(tx *Tx) error {
		now := formatTime(tx.now())
		if used, err := execOne(ctx, tx, `UPDATE staff_setup_tokens SET used_at = ? WHERE token_hash = ? AND used_at = ''`, now, amora.HashToken(token)); err != nil {
			return err
		} else if !used {
			return amora.ErrStaffSetupLink()
		}
		if _, err := tx.exec(ctx, `UPDATE staff SET password_hash = ?, status = ?, totp_secret = ?, totp_enabled = ?, totp_last_step = ?, last_login_at = ? WHERE id = ?`,
			hash, string(amora.StaffActive), secret, true, step, now, id); err != nil {
			return err
		}
		for _, q := range []string{`DELETE FROM staff_recovery_codes WHERE staff_id = ?`, `DELETE FROM staff_sessions WHERE staff_id = ?`} {
			if _, err := tx.exec(ctx, q, id); err != nil {
				return err
			}
		}
		for _, rc := range codes {
			if _, err := tx.exec(ctx, `INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)`,
				id, amora.HashToken(amora.NormalizeRecoveryCode(rc))); err != nil {
				return err
			}
		}
		if session, err = startStaffSessionTx(ctx, tx, id, c, userAgent); err != nil {
			return err
		}
		return tx.Audit(ctx, amora.AuditEntry{StaffID: id, StaffEmail: email, Action: "staff.setup", TargetType: "staff", TargetID: id})
	})
	if err != nil {
		return nil, nil, "", err
	}
	s, err := db.StaffByID(ctx, id)
	return s, codes, session, err
}
