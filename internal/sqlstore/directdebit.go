package sqlstore

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"time"

	"amora"
)

// Kinds of blocked direct-debit details.
const (
	BlockIBAN  = "iban"
	BlockPhone = "phone"
)

// hashSMSCode is the stored form of a code: SHA-256 over a per-code salt and the code.
func hashSMSCode(salt, code string) string {
	sum := sha256.Sum256([]byte(salt + ":" + code))
	return hex.EncodeToString(sum[:])
}

// hashIBAN is the stored form of an IBAN, for comparing without keeping it.
func hashIBAN(iban string) string {
	sum := sha256.Sum256([]byte("iban:" + iban))
	return hex.EncodeToString(sum[:])
}

// newSMSCode returns a uniformly random 6-digit code.
func newSMSCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return fmt.Sprintf("%06d", n.Int64())
}

// CreateSMSCode stores a new direct-debit code for userID's phone and returns it. A
// blocked phone is refused, and so is a member or phone that was sent
// SMSCodesPerHour codes in the last hour.
func (db *DB) CreateSMSCode(ctx context.Context, userID int64, phone string) (string, time.Time, error) {
	phone = amora.NormalizePhone(phone)
	if !amora.ValidPhone(phone) {
		return "", time.Time{}, amora.ErrPhoneInvalid()
	}
	code := newSMSCode()
	salt := randomHex(16)
	now := db.Now()
	expires := now.Add(amora.SMSCodeLifetime)
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, tx.d.lockUser, userID); err != nil {
			return err
		}
		if blocked, err := blockedTx(ctx, tx, "", phone); err != nil {
			return err
		} else if blocked {
			return amora.ErrDirectDebitBlocked()
		}
		var byUser, byPhone int
		since := formatTime(now.Add(-time.Hour))
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM sms_codes WHERE user_id = ? AND created_at > ?`, userID, since).Scan(&byUser); err != nil {
			return err
		}
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM sms_codes WHERE phone = ? AND created_at > ?`, phone, since).Scan(&byPhone); err != nil {
			return err
		}
		if byUser >= amora.SMSCodesPerHour || byPhone >= amora.SMSCodesPerHour {
			return amora.ErrSMSLimit()
		}
		_, err := tx.exec(ctx, `INSERT INTO sms_codes (user_id, phone, salt, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
			userID, phone, salt, hashSMSCode(salt, code), formatTime(now), formatTime(expires))
		return err
	})
	if err != nil {
		return "", time.Time{}, err
	}
	return code, expires, nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// blockedTx reports whether iban or phone (normalized; either may be "") is blocked.
func blockedTx(ctx context.Context, q rowQuerier, iban, phone string) (bool, error) {
	var n int
	err := q.queryRow(ctx, `SELECT COUNT(*) FROM direct_debit_blocks WHERE (kind = ? AND value = ?) OR (kind = ? AND value = ?)`,
		BlockIBAN, iban, BlockPhone, phone).Scan(&n)
	if err == nil && n == 0 && iban != "" {
		n, err = reversedIBANTx(ctx, q, iban)
	}
	return n > 0, err
}

// DirectDebitBlocked reports whether an IBAN or phone number is blocked.
func (db *DB) DirectDebitBlocked(ctx context.Context, iban, phone string) (bool, error) {
	return blockedTx(ctx, db, amora.NormalizeIBAN(iban), amora.NormalizePhone(phone))
}

// BlockDirectDebit refuses an IBAN or phone number (kind BlockIBAN or BlockPhone) for
// direct debit from now on; the back office and tests use it.
func (db *DB) BlockDirectDebit(ctx context.Context, kind, value, reason string) error {
	switch kind {
	case BlockIBAN:
		value = amora.NormalizeIBAN(value)
	case BlockPhone:
		value = amora.NormalizePhone(value)
	default:
		return amora.Errorf(amora.EINVALID, "Unknown block kind %q.", kind)
	}
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO direct_debit_blocks (kind, value, reason, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (kind, value) DO NOTHING`, kind, value, reason, formatTime(db.Now()))
		return err
	})
}

// trySMSCode spends one attempt on the member's newest unused code for phone and
// reports whether code matches it, returning the code's id. The attempt is committed
// before the comparison, so that parallel guesses cannot exceed SMSCodeAttempts.
func (db *DB) trySMSCode(ctx context.Context, userID int64, phone, code string) (int64, error) {
	var id int64
	var salt, hash string
	err := db.inTx(ctx, func(tx *Tx) error {
		now := formatTime(db.Now())
		err := tx.queryRow(ctx, `SELECT id FROM sms_codes WHERE user_id = ? AND phone = ? AND used_at = '' ORDER BY id DESC LIMIT 1`,
			userID, phone).Scan(&id)
		if isNoRows(err) {
			return amora.ErrOTPInvalid()
		} else if err != nil {
			return err
		}
		err = tx.queryRow(ctx, `UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND expires_at > ?
			RETURNING salt, code_hash`, id, amora.SMSCodeAttempts, now).Scan(&salt, &hash)
		if isNoRows(err) {
			return amora.ErrOTPInvalid()
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	if subtle.ConstantTimeCompare([]byte(hashSMSCode(salt, code)), []byte(hash)) != 1 {
		return 0, amora.ErrOTPInvalid()
	}
	return id, nil
}

// CreateDirectDebit checks a direct-debit order (the form, SEPA direct debit in the
// member's country, blocked IBAN or phone, the SMS code, the package and discount, the
// open direct-debit limit) and stores it pending, using the code. The member's row is
// locked while the open amount is summed, so that parallel orders cannot pass the
// limit together.
func (db *DB) CreateDirectDebit(ctx context.Context, o amora.DirectDebitOrder) (*amora.Payment, error) {
	o.Normalize()
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if !amora.MethodOffered(o.Country, amora.MethodSDD) {
		return nil, amora.ErrPaymentMethod()
	}
	if blocked, err := blockedTx(ctx, db, o.IBAN, o.Phone); err != nil {
		return nil, err
	} else if blocked {
		return nil, amora.ErrDirectDebitBlocked()
	}
	codeID, err := db.trySMSCode(ctx, o.UserID, o.Phone, o.OTP)
	if err != nil {
		return nil, err
	}
	var id int64
	err = db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, tx.d.lockUser, o.UserID); err != nil {
			return err
		}
		u, err := userTx(ctx, tx, o.UserID)
		if err != nil {
			return err
		}
		now := db.Now()
		order, err := priceOrderTx(ctx, tx, now, u, o.PackageID, o.Country, amora.MethodSDD, o.DiscountCode)
		if err != nil {
			return err
		}
		var open int
		if err := tx.queryRow(ctx, `SELECT COALESCE(SUM(amount), 0) FROM payments WHERE user_id = ? AND method = ? AND status IN (?, ?)`,
			u.ID, amora.MethodSDD, amora.PaymentOpen, amora.PaymentPending).Scan(&open); err != nil {
			return err
		}
		if open+order.amount > amora.DirectDebitLimit {
			return amora.ErrDirectDebitLimit()
		}
		res, err := tx.exec(ctx, `UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at = ''`, formatTime(now), codeID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrOTPInvalid() // a parallel order used it
		}
		if id, err = insertPaymentTx(ctx, tx, now, u.ID, order, amora.MethodSDD, o.Provider, amora.PaymentPending, o.Country, false); err != nil {
			return err
		}
		_, err = tx.exec(ctx, `INSERT INTO direct_debits (payment_id, account_holder, iban_masked, iban_hash, street, house_number, zip, city, phone)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, o.AccountHolder, amora.MaskIBAN(o.IBAN), hashIBAN(o.IBAN), o.Street, o.HouseNumber,
			o.Zip, o.City, o.Phone)
		return err
	})
	if err != nil {
		return nil, err
	}
	return scanPayment(db.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, id))
}
