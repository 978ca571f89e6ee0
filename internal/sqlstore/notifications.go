package sqlstore

import (
	"context"
	"strconv"
	"strings"
	"time"

	"amora"
)

var _ amora.NotificationService = (*DB)(nil)

// NotificationSettings returns a member's notification settings.
func (db *DB) NotificationSettings(ctx context.Context, userID int64) (*amora.NotificationSettings, error) {
	var s *amora.NotificationSettings
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		s, err = notificationSettingsTx(ctx, tx, userID)
		return err
	})
	return s, err
}

func notificationSettingsTx(ctx context.Context, tx *Tx, userID int64) (*amora.NotificationSettings, error) {
	var exists int
	if err := tx.queryRow(ctx, `SELECT 1 FROM users WHERE id = ?`, userID).Scan(&exists); isNoRows(err) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Account not found.")
	} else if err != nil {
		return nil, err
	}
	s := &amora.NotificationSettings{Off: map[string]string{}}
	rows, err := tx.query(ctx, `SELECT type, reason FROM notifications_off WHERE user_id = ?`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var typ, reason string
		if err := rows.Scan(&typ, &reason); err != nil {
			return nil, err
		}
		s.Off[typ] = reason
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	err = tx.queryRow(ctx, `SELECT reason FROM mail_disabled WHERE user_id = ?`, userID).Scan(&s.MailDisabled)
	if err != nil && !isNoRows(err) {
		return nil, err
	}
	return s, nil
}

// syncDisabledTx stores the reasons in effect with the account (users.notifications_disabled).
func syncDisabledTx(ctx context.Context, tx *Tx, userID int64) (*amora.NotificationSettings, error) {
	s, err := notificationSettingsTx(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	_, err = tx.exec(ctx, `UPDATE users SET notifications_disabled = ? WHERE id = ?`, strings.Join(s.DisabledReasons(), ","), userID)
	return s, err
}

// SetNotifications switches the given types on or off, by the member's own choice.
func (db *DB) SetNotifications(ctx context.Context, userID int64, on map[string]bool) (*amora.NotificationSettings, error) {
	for typ := range on {
		if !amora.IsNotificationType(typ) {
			return nil, amora.FieldError("settings", "notificationTypeUnknown", "Unknown notification type.")
		}
	}
	var s *amora.NotificationSettings
	err := db.inTx(ctx, func(tx *Tx) error {
		now := formatTime(db.Now())
		for _, typ := range amora.NotificationTypes {
			enabled, ok := on[typ]
			switch {
			case !ok:
			case enabled:
				if _, err := tx.exec(ctx, `DELETE FROM notifications_off WHERE user_id = ? AND type = ?`, userID, typ); err != nil {
					return err
				}
			default:
				// A type already off keeps its reason: the member saving the screen does not
				// turn an unsubscribe into a choice.
				if _, err := tx.exec(ctx, `INSERT INTO notifications_off (user_id, type, reason, created_at) VALUES (?, ?, '', ?)
					ON CONFLICT (user_id, type) DO NOTHING`, userID, typ, now); err != nil {
					return err
				}
			}
		}
		var err error
		s, err = syncDisabledTx(ctx, tx, userID)
		return err
	})
	return s, err
}

// Unsubscribe switches one type off with reason listunsubscribe.
func (db *DB) Unsubscribe(ctx context.Context, userID int64, typ string) error {
	if !amora.IsNotificationType(typ) {
		return amora.FieldError("type", "notificationTypeUnknown", "Unknown notification type.")
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO notifications_off (user_id, type, reason, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (user_id, type) DO UPDATE SET reason = excluded.reason`,
			userID, typ, amora.DisabledListUnsubscribe, formatTime(db.Now())); err != nil {
			return err
		}
		_, err := syncDisabledTx(ctx, tx, userID)
		return err
	})
}

// RecordMailEvent stops all mail to the account of the event's address after a hard
// bounce or a complaint. Events for unknown addresses, and those that disable nothing,
// change nothing.
func (db *DB) RecordMailEvent(ctx context.Context, e amora.MailEvent) (bool, error) {
	reason := e.DisabledReason()
	if reason == "" {
		return false, nil
	}
	email := amora.NormalizeEmail(e.Email)
	at := e.At
	if at.IsZero() {
		at = db.Now()
	}
	changed := false
	err := db.inTx(ctx, func(tx *Tx) error {
		var id int64
		if err := tx.queryRow(ctx, `SELECT id FROM users WHERE email = ?`, email).Scan(&id); isNoRows(err) {
			return nil
		} else if err != nil {
			return err
		}
		// A complaint outranks a bounce: once a member said spam, a later bounce report
		// does not hide it.
		if _, err := tx.exec(ctx, `INSERT INTO mail_disabled (user_id, email, reason, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (user_id) DO UPDATE SET reason = CASE WHEN mail_disabled.reason = 'fbl' THEN 'fbl' ELSE excluded.reason END`,
			id, email, reason, formatTime(at)); err != nil {
			return err
		}
		changed = true
		_, err := syncDisabledTx(ctx, tx, id)
		return err
	})
	return changed, err
}

// clearMailDisabledTx lets mail reach the member again: they just confirmed an address
// (activation, e-mail change, reactivation).
func clearMailDisabledTx(ctx context.Context, tx *Tx, userID int64) error {
	res, err := tx.exec(ctx, `DELETE FROM mail_disabled WHERE user_id = ?`, userID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		_, err = syncDisabledTx(ctx, tx, userID)
	}
	return err
}

// ResendActivation queues the activation e-mail again; its job makes a new link, so an
// expired one is replaced.
func (db *DB) ResendActivation(ctx context.Context, userID int64) error {
	limited := false
	err := db.inTx(ctx, func(tx *Tx) error {
		var status string
		var disabled int
		if err := tx.queryRow(ctx, `SELECT status, (SELECT COUNT(*) FROM mail_disabled m WHERE m.user_id = users.id) FROM users WHERE id = ?`,
			userID).Scan(&status, &disabled); isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Account not found.")
		} else if err != nil {
			return err
		}
		switch {
		case status != amora.UserNotConfirmed:
			return &amora.Error{Code: amora.ECONFLICT, Key: "alreadyActivated", Message: "Your e-mail address is already confirmed."}
		case disabled > 0:
			return &amora.Error{Code: amora.ECONFLICT, Key: "mailDisabled",
				Message: "We cannot deliver mail to this address. Change your e-mail address in your profile."}
		}
		n, blocked, err := countTx(ctx, tx, db.Now(), "activation-resend:"+strconv.FormatInt(userID, 10), time.Hour)
		if err != nil {
			return err
		}
		if blocked || n > amora.ActivationResendsPerHour {
			limited = true
			return nil
		}
		return enqueueUserJobTx(ctx, tx, db.Now(), JobActivationMail, UserJob{UserID: userID}, time.Time{})
	})
	if err == nil && limited {
		err = amora.Errorf(amora.ERATELIMIT, "Too many requests, please try again later.")
	}
	return err
}
