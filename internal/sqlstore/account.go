package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"amora"
)

var errPasswordWrong = amora.FieldError("password", "passwordWrong", "Your password is not correct.")

func eventTx(ctx context.Context, tx *Tx, now time.Time, userID int64, kind string) error {
	_, err := tx.exec(ctx, `INSERT INTO account_events (user_id, kind, created_at) VALUES (?, ?, ?)`, userID, kind, formatTime(now))
	return err
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

// ResetPassword sets a new password with a reset token, ends every session of the
// account (OWASP ASVS 7.4) and lifts a lockout: the link proved the owner. It does not
// log in: the member logs in with the new password.
func (db *DB) ResetPassword(ctx context.Context, token, password, repeat string) (int64, error) {
	if err := amora.CheckRepeat(password, repeat); err != nil {
		return 0, err
	}
	if err := amora.ValidatePassword("password", password); err != nil {
		return 0, err
	}
	hash, err := db.Hasher.Hash(ctx, password)
	if err != nil {
		return 0, err
	}
	var userID int64
	err = db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		id, _, err := useTokenTx(ctx, tx, now, token, amora.TokenReset)
		if err != nil {
			return err
		}
		userID = id
		if err := clearLockTx(ctx, tx, userID); err != nil {
			return err
		}
		// The link reached the account's address: a lock from an undone e-mail
		// change ends.
		if _, err := tx.exec(ctx, `UPDATE users SET locked_at = '' WHERE id = ?`, id); err != nil {
			return err
		}
		return setPasswordTx(ctx, tx, now, userID, hash, "")
	})
	return userID, err
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

// ChangePassword checks the old password (counted like a login) and sets the new one;
// every other session of the member ends.
func (db *DB) ChangePassword(ctx context.Context, userID int64, keepSession, oldPassword, newPassword string, c amora.Client) error {
	if err := amora.ValidatePassword("new_password", newPassword); err != nil {
		return err
	}
	if err := db.checkPassword(ctx, userID, oldPassword, c,
		amora.FieldError("old_password", "oldPasswordWrong", "Please check your old password.")); err != nil {
		return err
	}
	newHash, err := db.Hasher.Hash(ctx, newPassword)
	if err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		return setPasswordTx(ctx, tx, db.Now(), userID, newHash, keepSession)
	})
}

var errEmailTaken = &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "emailTaken",
	Message: "This email address already owns an account on this website."}

// RequestEmailChange checks the password (counted like a login) and the new address,
// then queues the confirmation e-mail to the new address.
func (db *DB) RequestEmailChange(ctx context.Context, userID int64, email, password string, c amora.Client) error {
	email = amora.NormalizeEmail(email)
	if amora.ValidateEmail("email", email) != nil {
		return amora.FieldError("email", "newEmailInvalid", "New email adress is invalid.")
	}
	if err := db.checkPassword(ctx, userID, password, c, errPasswordWrong); err != nil {
		return err
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
	return db.createDataToken(ctx, userID, amora.TokenEmailChange, email, amora.EmailChangeLifetime)
}

// CreateEmailUndoToken stores a token that moves the account back to its old address
// oldEmail and locks it.
func (db *DB) CreateEmailUndoToken(ctx context.Context, userID int64, oldEmail string) (string, error) {
	return db.createDataToken(ctx, userID, amora.TokenEmailUndo, oldEmail, amora.EmailUndoLifetime)
}

func (db *DB) createDataToken(ctx context.Context, userID int64, purpose, data string, lifetime time.Duration) (string, error) {
	token, hash := amora.NewToken()
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		_, err := tx.exec(ctx, `INSERT INTO tokens (token_hash, user_id, purpose, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
			hash, userID, purpose, data, formatTime(now), formatTime(now.Add(lifetime)))
		return err
	})
	return token, err
}

// ConfirmEmailChange moves the account to the new address. Clicking the link proves
// the address, so an unconfirmed account becomes active too. Every session of the
// account but keepSession ends, and the old address is told, with a link to undo.
func (db *DB) ConfirmEmailChange(ctx context.Context, token, keepSession string) (*amora.User, error) {
	var userID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		id, email, err := useTokenTx(ctx, tx, now, token, amora.TokenEmailChange)
		if err != nil {
			return err
		}
		userID = id
		var oldEmail, activatedAt string
		if err := tx.queryRow(ctx, `SELECT email, activated_at FROM users WHERE id = ?`, id).Scan(&oldEmail, &activatedAt); err != nil {
			return err
		}
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
		if activatedAt == "" { // it did: the link proved the address
			if err := bumpStatsTx(ctx, tx, now, id, amora.StatsCounts{Activations: 1}); err != nil {
				return err
			}
			if err := conversionTx(ctx, tx, now, id, amora.EventActivation, nil); err != nil {
				return err
			}
		}
		// The old address is told of the change unless it takes no mail (a bounce or a
		// complaint): that is recorded instead.
		oldDisabled, err := mailDisabledTx(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := clearMailDisabledTx(ctx, tx, id); err != nil { // the link proved the new address
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`, id, amora.HashToken(keepSession)); err != nil {
			return err
		}
		if err := eventTx(ctx, tx, now, id, "email_changed"); err != nil {
			return err
		}
		if oldEmail == email {
			return nil
		}
		if oldDisabled {
			return eventTx(ctx, tx, now, id, MailSkippedEvent+JobEmailChangedMail)
		}
		return enqueueUserJobTx(ctx, tx, now, JobEmailChangedMail, UserJob{UserID: id, Email: oldEmail, NewEmail: email}, time.Time{})
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, userID)
}

// UndoEmailChange is the old address's answer to an e-mail change it did not make:
// the account gets that address back (unless another account took it meanwhile),
// every session ends and the account is locked until a password reset, which goes to
// the restored address. The links that the change may have put in other hands die
// too: pending e-mail changes, password resets, and the undo links of later changes
// (an earlier change's link still works, so that the first owner has the last word).
func (db *DB) UndoEmailChange(ctx context.Context, token string) (int64, error) {
	var userID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		var created string
		if err := tx.queryRow(ctx, `SELECT created_at FROM tokens WHERE token_hash = ?`, amora.HashToken(token)).Scan(&created); isNoRows(err) {
			return amora.ErrLinkInvalid
		} else if err != nil {
			return err
		}
		id, oldEmail, err := useTokenTx(ctx, tx, now, token, amora.TokenEmailUndo)
		if err != nil {
			return err
		}
		userID = id
		var taken int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE email = ? AND id <> ?`, oldEmail, id).Scan(&taken); err != nil {
			return err
		}
		if taken == 0 {
			if _, err := tx.exec(ctx, `UPDATE users SET email = ? WHERE id = ?`, oldEmail, id); err != nil {
				return err
			}
		}
		res, err := tx.exec(ctx, `UPDATE users SET locked_at = ? WHERE id = ? AND status <> ?`, formatTime(now), id, amora.UserDeleted)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrLinkInvalid
		}
		if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, id); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE tokens SET used_at = ? WHERE user_id = ? AND used_at = ''
				AND (purpose IN (?, ?) OR (purpose = ? AND created_at >= ?))`,
			formatTime(now), id, amora.TokenEmailChange, amora.TokenReset, amora.TokenEmailUndo, created); err != nil {
			return err
		}
		return eventTx(ctx, tx, now, id, "email_change_undone")
	})
	return userID, err
}

// DeleteAccount checks the password (counted like a login), marks the account deleted
// at once (it leaves every listing), ends its sessions, and queues the reactivation
// e-mail and the purge ReactivationWindow later.
func (db *DB) DeleteAccount(ctx context.Context, userID int64, req amora.DeleteRequest, c amora.Client) error {
	if err := req.Validate(); err != nil {
		return err
	}
	if err := db.checkPassword(ctx, userID, req.Password, c, errPasswordWrong); err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		return deleteAccountTx(ctx, tx, db.Now(), userID, req.Reason, req.Remarks)
	})
}

// deleteAccountTx marks an account deleted (by its member, or by staff), ends its
// sessions and queues the reactivation e-mail and the purge.
func deleteAccountTx(ctx context.Context, tx *Tx, now time.Time, userID int64, reason, remarks string) error {
	res, err := tx.exec(ctx, `UPDATE users SET status = ?, deleted_at = ?, delete_reason = ?, delete_remarks = ? WHERE id = ? AND status <> ?`,
		amora.UserDeleted, formatTime(now), reason, remarks, userID, amora.UserDeleted)
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
		if ok, err := reactivateTx(ctx, tx, now, id); err != nil {
			return err
		} else if !ok {
			return amora.ErrLinkInvalid
		}
		return clearMailDisabledTx(ctx, tx, id) // the link proved the address
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, userID)
}

// reactivateTx brings a deleted account back (by its member's link, or by staff)
// while it is within ReactivationWindow; it reports false when it is not.
func reactivateTx(ctx context.Context, tx *Tx, now time.Time, id int64) (bool, error) {
	res, err := tx.exec(ctx, `UPDATE users SET status = CASE WHEN activated_at = '' THEN ? ELSE ? END, deleted_at = '', delete_reason = '', delete_remarks = ''
		WHERE id = ? AND status = ? AND deleted_at > ?`,
		amora.UserNotConfirmed, amora.UserActive, id, amora.UserDeleted, formatTime(now.Add(-amora.ReactivationWindow)))
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	if err := partnersChatsChanged(ctx, tx, id); err != nil {
		return false, err
	}
	if err := tx.memberChanged(ctx, id); err != nil {
		return false, err
	}
	return true, eventTx(ctx, tx, now, id, "reactivated")
}

// PurgeAccount erases an account that is still deleted when its window has passed;
// its sessions, tokens, events and photo rows go with it (ON DELETE CASCADE), and a
// JobDeletePhotoFiles job erases its photo files. Its payments and credit ledger rows
// stay for the books with the member's identity removed (user_id becomes NULL), and a
// last ledger row, reason "purged", books the forfeited balance out, so that the
// ledger still sums to the credits members hold.
func (db *DB) PurgeAccount(ctx context.Context, userID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		var credits int
		err := tx.queryRow(ctx, `SELECT credits FROM users WHERE id = ? AND status = ? AND deleted_at <> '' AND deleted_at <= ?`,
			userID, amora.UserDeleted, formatTime(now.Add(-amora.ReactivationWindow))).Scan(&credits)
		if isNoRows(err) {
			return nil // reactivated, or purged before
		} else if err != nil {
			return err
		}
		if err := ledgerTx(ctx, tx, now, userID, -credits, "purged", ""); err != nil {
			return err
		}
		// The partners' lists left this account out since its deletion (which moved
		// their list versions); the rows that go with it now change nothing they see.
		names, err := photoNamesTx(ctx, tx, userID)
		if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM users WHERE id = ?`, userID); err != nil {
			return err
		}
		if len(names) == 0 {
			return nil
		}
		// The photo rows went with the account; their files go in a job of the same
		// transaction, so that none is forgotten should the process stop now.
		return enqueuePhotoFilesTx(ctx, tx, now, names)
	})
}
