package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"amora"
)

var _ amora.AccountService = (*DB)(nil)

const userColumns = `id, site_host, email, name, status, profile_status, credits, paid_user, language, date_of_birth,
	ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, ts_click_id, created_at, activated_at, gender, looking_for, country, region, city, last_seen_at,
	profile_missing, notifications_disabled`

func scanUser(row interface{ Scan(...any) error }) (*amora.User, error) {
	var u amora.User
	var created, activated, seen, missing, disabled string
	err := row.Scan(&u.ID, &u.SiteHost, &u.Email, &u.Name, &u.Status, &u.ProfileStatus, &u.Credits, &u.PaidUser, &u.Language,
		&u.DateOfBirth, &u.TrafficSource.Network, &u.TrafficSource.Ref, &u.TrafficSource.Sub1, &u.TrafficSource.Sub2,
		&u.TrafficSource.Sub3, &u.TrafficSource.ClickID, &created, &activated, &u.Basics.Gender, &u.Basics.LookingFor, &u.Basics.Country,
		&u.Basics.Region, &u.Basics.City, &seen, &missing, &disabled)
	u.Missing = splitMissing(missing)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Account not found.")
	} else if err != nil {
		return nil, err
	}
	u.CreatedAt, _ = parseTime(created)
	u.LastSeen, _ = parseTime(seen)
	if activated != "" {
		u.ActivatedAt, _ = parseTime(activated)
	}
	u.NotificationsDisabled = []string{}
	if disabled != "" {
		u.NotificationsDisabled = strings.Split(disabled, ",")
	}
	return &u, nil
}

// Signup creates the account, credits the site's starting credits through the ledger,
// and queues the activation e-mail, in one transaction. The password is hashed before
// the transaction starts, so that the writer is never held for the hash's 19 MiB of work.
func (db *DB) Signup(ctx context.Context, site *amora.Site, f amora.SignupForm) (*amora.User, error) {
	f.Normalize()
	if err := f.Validate(db.Now(), site.Settings.MinAge); err != nil {
		return nil, err
	}
	hash, err := db.Hasher.Hash(ctx, f.Password)
	if err != nil {
		return nil, err
	}
	var id int64
	err = db.inTx(ctx, func(tx *Tx) error {
		var status string
		err := tx.queryRow(ctx, `SELECT status FROM users WHERE email = ?`, f.Email).Scan(&status)
		switch {
		case err == nil && status == amora.UserDeleted:
			return &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "accountPendingDeletion",
				Message: "This account is being deleted. Please contact customer service."}
		case err == nil:
			return &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "emailExists",
				Message: "An account with this e-mail address already exists. Log in instead."}
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		now := formatTime(db.Now())
		attr := f.Attribution
		if !attr.First.Source.Present() {
			attr = amora.AttributionFor(nil, nil, f.TrafficSource, "", db.Now())
		}
		ts := attr.First.Source
		memberID := max(f.MemberID, 0)
		err = tx.queryRow(ctx, `INSERT INTO users (site_host, email, name, password_hash, date_of_birth, signup_message, language,
				status, profile_status, ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, ts_click_id, created_at, signup_return, signup_member_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			site.Host, f.Email, f.Name, hash, f.DateOfBirth, f.SignupMessage, f.Language, amora.UserNotConfirmed, amora.ProfileDisabled,
			ts.Network, ts.Ref, ts.Sub1, ts.Sub2, ts.Sub3, ts.ClickID, now, amora.ReturnPath(f.ReturnTo), memberID).Scan(&id)
		if db.d.isUniqueViolation(err) {
			return &amora.Error{Code: amora.ECONFLICT, Field: "email", Key: "emailExists",
				Message: "An account with this e-mail address already exists. Log in instead."}
		} else if err != nil {
			return err
		}
		if n := site.Settings.SignupCredits; n > 0 {
			if err := creditTx(ctx, tx, db.Now(), id, n, "signup", ""); err != nil {
				return err
			}
		}
		if err := bumpStatsTx(ctx, tx, db.Now(), id, amora.StatsCounts{Signups: 1}); err != nil {
			return err
		}
		if err := signupAttributionTx(ctx, tx, db.Now(), id, attr); err != nil {
			return err
		}
		if err := tx.memberChanged(ctx, id); err != nil {
			return err
		}
		payload, _ := json.Marshal(UserJob{UserID: id})
		_, err = enqueueTx(ctx, tx, db.Now(), JobActivationMail, payload, time.Time{})
		return err
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, id)
}

// FindUser returns one account.
func (db *DB) FindUser(ctx context.Context, id int64) (*amora.User, error) {
	return scanUser(db.queryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = ?`, id))
}

// SetLanguage saves a member's interface language.
func (db *DB) SetLanguage(ctx context.Context, userID int64, lang string) error {
	if !amora.IsLanguage(lang) {
		return amora.FieldError("language", "invalidLanguage", "Unknown language.")
	}
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE users SET language = ? WHERE id = ?`, lang, userID)
		return err
	})
}

// CreateToken stores the hash of a new single-use token and returns the token.
func (db *DB) CreateToken(ctx context.Context, userID int64, purpose string, lifetime time.Duration) (string, error) {
	token, hash := amora.NewToken()
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.Now()
		_, err := tx.exec(ctx, `INSERT INTO tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
			hash, userID, purpose, formatTime(now), formatTime(now.Add(lifetime)))
		return err
	})
	return token, err
}

// useTokenTx marks a valid token of purpose used and returns its user id; an unknown,
// used or expired token is ENOTFOUND.
func useTokenTx(ctx context.Context, tx *Tx, now time.Time, token, purpose string) (int64, string, error) {
	var userID int64
	var data string
	err := tx.queryRow(ctx, `UPDATE tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at = '' AND expires_at > ?
		RETURNING user_id, data`, formatTime(now), amora.HashToken(token), purpose, formatTime(now)).Scan(&userID, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", amora.ErrLinkInvalid
	}
	return userID, data, err
}

// Activate confirms the account of a valid activation token.
func (db *DB) Activate(ctx context.Context, token string) (*amora.User, error) {
	var userID int64
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		if userID, _, err = useTokenTx(ctx, tx, db.Now(), token, amora.TokenActivate); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `UPDATE users SET status = ?, profile_status = ?, activated_at = ? WHERE id = ? AND status = ?`,
			amora.UserActive, amora.ProfileActive, formatTime(db.Now()), userID, amora.UserNotConfirmed)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrLinkInvalid
		}
		if err := clearMailDisabledTx(ctx, tx, userID); err != nil { // the link proved the address
			return err
		}
		if err := bumpStatsTx(ctx, tx, db.Now(), userID, amora.StatsCounts{Activations: 1}); err != nil {
			return err
		}
		if err := conversionTx(ctx, tx, db.Now(), userID, amora.EventActivation, nil); err != nil {
			return err
		}
		return tx.memberChanged(ctx, userID)
	})
	if err != nil {
		return nil, err
	}
	return db.FindUser(ctx, userID)
}

// SignupReturn returns the way back to the profile the member signed up from
// (amora.ReturnPath), or "" when there is none; the activation e-mail links to it.
func (db *DB) SignupReturn(ctx context.Context, userID int64) (string, error) {
	var raw string
	err := db.queryRow(ctx, `SELECT signup_return FROM users WHERE id = ?`, userID).Scan(&raw)
	if isNoRows(err) {
		return "", amora.Errorf(amora.ENOTFOUND, "Account not found.")
	}
	return amora.ReturnPath(raw), err
}
