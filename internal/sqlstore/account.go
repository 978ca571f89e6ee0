package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"amora"
)

var errPasswordWrong = amora.FieldError("password", "passwordWrong", "Your password is not correct.")

// enqueueUserJobTx queues a job about one member in the caller's transaction.
func enqueueUserJobTx(ctx context.Context, tx *Tx, now time.Time, kind string, job UserJob, runAt time.Time) error {
	payload, _ := json.Marshal(job)
	_, err := enqueueTx(ctx, tx, now, kind, payload, runAt)
	return err
}

func eventTx(ctx context.Context, tx *Tx, now time.Time, userID int64, kind string) error {
	_, err := tx.exec(ctx, `INSERT INTO account_events (user_id, kind, created_at) VALUES (?, ?, ?)`, userID, kind, formatTime(now))
	return err
}

// passwordHash returns a member's stored hash.
func (db *DB) passwordHash(ctx context.Context, userID int64) (string, error) {
	var hash string
	err := db.queryRow(ctx, `SELECT password_hash FROM users WHERE id = ?`, userID).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", amora.Errorf(amora.ENOTFOUND, "Account not found.")
	}
	return hash, err
}

// RequestPasswordReset queues a reset e-mail for the account of email. SPEC §8 wants
// "E-mail address not found" for an unknown address, so this call does tell whether
// an address has an account; the daily limit bounds what that is worth.
func (db *DB) RequestPasswordReset(ctx context.Context, email string) error {
	email = amora.NormalizeEmail(email)
	if err := amora.ValidateEmail("email", email); err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		var id int64
		err := tx.queryRow(ctx, `SELECT id FROM users WHERE email = ? AND status <> ?`, email, amora.UserDeleted).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return &amora.Error{Code: amora.ENOTFOUND, Field: "email", Key: "emailNotFound", Message: "E-mail address not found"}
		} else if err != nil {
			return err
		}
		dayStart := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM account_events WHERE user_id = ? AND kind = 'password_reset_requested' AND created_at >= ?`,
			id, formatTime(dayStart)).Scan(&n); err != nil {
			return err
		}
		if n >= amora.PasswordResetsPerDay {
			return &amora.Error{Code: amora.ERATELIMIT, Key: "resetLimit", Message: "Too many password reset emails sent, please try again tomorrow."}
		}
		if err := eventTx(ctx, tx, now, id, "password_reset_requested"); err != nil {
			return err
		}
		return enqueueUserJobTx(ctx, tx, now, JobPasswordResetMail, UserJob{UserID: id}, time.Time{})
	})
}

// ResetPassword sets a new password with a reset token and ends every session of the
// account (OWASP ASVS 7.4). It does not log in: the member logs in with the new password.
func (db *DB) ResetPassword(ctx context.Context, token, password, repeat string) error {
	if err := amora.CheckRepeat(password, repeat); err != nil {
		return err
	}
	if err := amora.ValidatePassword("password", password); err != nil {
		return err
	}
	hash, err := amora.HashPassword(password)
	if err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		userID, _, err := useTokenTx(ctx, tx, now, token, amora.TokenReset)
		if err != nil {
			return err
		}
		return setPasswordTx(ctx, tx, now, userID, hash, "")
	})
}

// setPasswordTx stores a new hash, ends the account's sessions but keepSession, and
// queues the notice e-mail.
func setPasswordTx(ctx context.Context, tx *Tx, now time.Time, userID int64, hash, keepSession string) error {
	if _, err := tx.exec(ctx, `UPDATE users SET password_hash = ? WHERE id = ?`, hash, userID); err != nil {
		return err
	}
	if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`, userID, amora.HashToken(keepSession)); err != nil {
		return err
	}
	// Links for the old password are void too.
	if _, err := tx.exec(ctx, `UPDATE tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at = ''`,
		formatTime(now), userID, amora.TokenReset); err != nil {
		return err
	}
	if err := eventTx(ctx, tx, now, userID, "password_changed"); err != nil {
		return err
	}
	return enqueueUserJobTx(ctx, tx, now, JobPasswordChangedMail, UserJob{UserID: userID}, time.Time{})
}

// ChangePassword checks the old password and sets the new one; every other session of
// the member ends.
func (db *DB) ChangePassword(ctx context.Context, userID int64, keepSession, oldPassword, newPassword string) error {
	hash, err := db.passwordHash(ctx, userID)
	if err != nil {
		return err
	}
	if !amora.VerifyPassword(hash, oldPassword) {
		return amora.FieldError("old_password", "oldPasswordWrong", "Please check your old password.")
	}
	if err := amora.ValidatePassword("new_password", newPassword); err != nil {
		return err
	}
	newHash, err := amora.HashPassword(newPassword)
	if err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		return setPasswordTx(ctx, tx, db.Now(), userID, newHash, keepSession)
	})
}

var errEmailTaken = &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "emailTaken",
	Message: "This email address already owns an account on this website."}

// RequestEmailChange checks the password and the new address, then queues the
// confirmation e-mail to the new address.
func (db *DB) RequestEmailChange(ctx context.Context, userID int64, email, password string) error {
	email = amora.NormalizeEmail(email)
	if amora.ValidateEmail("email", email) != nil {
		return amora.FieldError("email", "newEmailInvalid", "New email adress is invalid.")
	}
	hash, err := db.passwordHash(ctx, userID)
	if err != nil {
		return err
	}
	if !amora.VerifyPassword(hash, password) {
		return errPasswordWrong
	}
	return db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE email = ?`, email).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return errEmailTaken
		}
		return enqueueUserJobTx(ctx, tx, db.Now(), JobEmailChangeMail, UserJob{UserID: userID, Email: email}, time.Time{})
	})
}

// CreateEmailChangeToken stores a token that moves the account to email.
func (db *DB) CreateEmailChangeToken(ctx context.Context, userID int64, email string) (string, error) {
	token, hash := amora.NewToken()
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		_, err := tx.exec(ctx, `INSERT INTO tokens (token_hash, user_id, purpose, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
			hash, userID, amora.TokenEmailChange, email, formatTime(now), formatTime(now.Add(amora.EmailChangeLifetime)))
		return err
	})
	return token, err
}

// ConfirmEmailChange moves the account to the new address. Clicking the link proves
// the address, so an unconfirmed account becomes active too.
func (db *DB) ConfirmEmailChange(ctx context.Context, token string) (*amora.User, error) {
	var userID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		id, email, err := useTokenTx(ctx, tx, now, token, amora.TokenEmailChange)
		if err != nil {
			return err
		}
		userID = id
		_, err = tx.exec(ctx, `UPDATE users SET email = ?,
				status = CASE WHEN status = ? THEN ? ELSE status END,
				profile_status = CASE WHEN status = ? THEN ? ELSE profile_status END,
				activated_at = CASE WHEN activated_at = '' THEN ? ELSE activated_at END
			WHERE id = ?`, email, amora.UserNotConfirmed, amora.UserActive, amora.UserNotConfirmed, amora.ProfileActive, formatTime(now), id)
		if db.d.isUniqueViolation(err) {
			return errEmailTaken
		} else if err != nil {
			return err
		}
		if err := tx.memberChanged(ctx, id); err != nil { // it may activate the account
			return err
		}
		return eventTx(ctx, tx, now, id, "email_changed")
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, userID)
}

// DeleteAccount marks the account deleted at once (it leaves every listing), ends its
// sessions, and queues the reactivation e-mail and the purge ReactivationWindow later.
func (db *DB) DeleteAccount(ctx context.Context, userID int64, req amora.DeleteRequest) error {
	if err := req.Validate(); err != nil {
		return err
	}
	hash, err := db.passwordHash(ctx, userID)
	if err != nil {
		return err
	}
	if !amora.VerifyPassword(hash, req.Password) {
		return errPasswordWrong
	}
	return db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		res, err := tx.exec(ctx, `UPDATE users SET status = ?, deleted_at = ?, delete_reason = ?, delete_remarks = ? WHERE id = ? AND status <> ?`,
			amora.UserDeleted, formatTime(now), req.Reason, req.Remarks, userID, amora.UserDeleted)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ENOTFOUND, "Account not found.")
		}
		if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, userID); err != nil {
			return err
		}
		if err := partnersChatsChanged(ctx, tx, userID); err != nil {
			return err
		}
		if err := tx.memberChanged(ctx, userID); err != nil {
			return err
		}
		if err := eventTx(ctx, tx, now, userID, "deleted"); err != nil {
			return err
		}
		if err := enqueueUserJobTx(ctx, tx, now, JobAccountDeletedMail, UserJob{UserID: userID}, time.Time{}); err != nil {
			return err
		}
		return enqueueUserJobTx(ctx, tx, now, JobPurgeAccount, UserJob{UserID: userID}, now.Add(amora.ReactivationWindow))
	})
}

// Reactivate brings a deleted account back within the window; it returns to active, or
// to not_confirmed when it was never confirmed.
func (db *DB) Reactivate(ctx context.Context, token string) (*amora.User, error) {
	var userID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		id, _, err := useTokenTx(ctx, tx, now, token, amora.TokenReactivate)
		if err != nil {
			return err
		}
		userID = id
		res, err := tx.exec(ctx, `UPDATE users SET status = CASE WHEN activated_at = '' THEN ? ELSE ? END, deleted_at = '', delete_reason = '', delete_remarks = ''
			WHERE id = ? AND status = ? AND deleted_at > ?`,
			amora.UserNotConfirmed, amora.UserActive, id, amora.UserDeleted, formatTime(now.Add(-amora.ReactivationWindow)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrLinkInvalid
		}
		if err := partnersChatsChanged(ctx, tx, id); err != nil {
			return err
		}
		if err := tx.memberChanged(ctx, id); err != nil {
			return err
		}
		return eventTx(ctx, tx, now, id, "reactivated")
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, userID)
}

// PurgeAccount erases an account that is still deleted when its window has passed;
// its sessions, tokens, ledger rows, events and photo rows go with it (ON DELETE
// CASCADE), and a JobDeletePhotoFiles job erases its photo files.
func (db *DB) PurgeAccount(ctx context.Context, userID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		// The partners' lists left this account out since its deletion (which moved
		// their list versions); the rows that go with it now change nothing they see.
		names, err := photoNamesTx(ctx, tx, userID)
		if err != nil {
			return err
		}
		res, err := tx.exec(ctx, `DELETE FROM users WHERE id = ? AND status = ? AND deleted_at <> '' AND deleted_at <= ?`,
			userID, amora.UserDeleted, formatTime(db.Now().Add(-amora.ReactivationWindow)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 || len(names) == 0 {
			return nil
		}
		// The photo rows went with the account; their files go in a job of the same
		// transaction, so that none is forgotten should the process stop now.
		return enqueuePhotoFilesTx(ctx, tx, db.Now(), names)
	})
}
