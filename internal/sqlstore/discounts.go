package sqlstore

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"amora"
)

const discountColumns = `code, country, user_id, expires_at, value_percentage, currency, minimum_order_value, status, validity, payment_methods`

func scanDiscount(row interface{ Scan(...any) error }) (*amora.DiscountCode, error) {
	var d amora.DiscountCode
	var userID sql.NullInt64
	var expires, methods string
	err := row.Scan(&d.Code, &d.Country, &userID, &expires, &d.Percentage, &d.Currency, &d.MinimumOrderValue, &d.Status, &d.Validity, &methods)
	if isNoRows(err) {
		return nil, amora.ErrDiscountNotFound()
	} else if err != nil {
		return nil, err
	}
	d.UserID = userID.Int64
	if expires != "" {
		d.Expires, _ = parseTime(expires)
	}
	if methods != "" {
		d.PaymentMethods = strings.Split(methods, ",")
	}
	return &d, nil
}

// discountRow reads a stored code as it is, without the member's rules.
func discountRow(ctx context.Context, q rowQuerier, code string) (*amora.DiscountCode, error) {
	return scanDiscount(q.queryRow(ctx, `SELECT `+discountColumns+` FROM discount_codes WHERE code = ?`, code))
}

// discountUsed reports whether userID has a paid purchase with code.
func discountUsed(ctx context.Context, q rowQuerier, userID int64, code string) (bool, error) {
	var n int
	err := q.queryRow(ctx, `SELECT COUNT(*) FROM discount_uses WHERE code = ? AND user_id = ?`, code, userID).Scan(&n)
	return n > 0, err
}

// memberDiscount is code as u may use it: the stored row with the member's rules of the
// time bonus and welcome discount applied, and whether u used it. Codes of other
// members are not found.
func memberDiscount(ctx context.Context, q rowQuerier, u *amora.User, code string) (amora.DiscountCode, bool, error) {
	row, err := discountRow(ctx, q, amora.NormalizeDiscountCode(code))
	if err != nil {
		return amora.DiscountCode{}, false, err
	}
	if row.UserID != 0 && row.UserID != u.ID {
		return amora.DiscountCode{}, false, amora.ErrDiscountNotFound()
	}
	d, err := amora.PersonalDiscount(*row, u)
	if err != nil {
		return d, false, err
	}
	used, err := discountUsed(ctx, q, u.ID, d.Code)
	return d, used, err
}

// Discount returns code as userID may use it. Unknown codes and other members' are
// ENOTFOUND, a once-per-user code used before ECONFLICT; an expired or inactive code is
// returned as it is, so that the member sees why it does not apply.
func (db *DB) Discount(ctx context.Context, userID int64, code string) (*amora.DiscountCode, error) {
	u, err := userTx(ctx, db, userID)
	if err != nil {
		return nil, err
	}
	d, used, err := memberDiscount(ctx, db, u, code)
	if err != nil {
		return nil, err
	}
	if used && d.Validity == amora.ValidityOncePerUser {
		return nil, amora.ErrDiscountUsed()
	}
	if d.Validity == amora.ValidityOncePerUser {
		if reserved, err := discountReserved(ctx, db, userID, d.Code); err != nil {
			return nil, err
		} else if reserved {
			return nil, amora.ErrDiscountReserved()
		}
	}
	return &d, nil
}

// CurrentDiscount returns the time bonus while it runs, else the welcome discount,
// else nil.
func (db *DB) CurrentDiscount(ctx context.Context, userID int64) (*amora.DiscountCode, error) {
	u, err := userTx(ctx, db, userID)
	if err != nil {
		return nil, err
	}
	var rows [2]*amora.DiscountCode
	var used [2]bool
	for i, code := range []string{amora.TimeBonusCode, amora.WelcomeCode} {
		row, err := discountRow(ctx, db, code)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		rows[i] = row
		if used[i], err = discountUsed(ctx, db, userID, code); err != nil {
			return nil, err
		}
	}
	return amora.CurrentDiscount(u, rows[0], rows[1], used[0], used[1], db.Now()), nil
}

// applyDiscount checks code against an order for package pkg of u and returns the
// code as it applies; nil without a code.
func applyDiscount(ctx context.Context, q rowQuerier, now time.Time, u *amora.User, code string, pkg amora.Package, country, method string) (*amora.DiscountCode, error) {
	code = amora.NormalizeDiscountCode(code)
	if code == "" {
		return nil, nil
	}
	d, used, err := memberDiscount(ctx, q, u, code)
	if err != nil {
		return nil, err
	}
	err = d.Check(amora.DiscountOrder{UserID: u.ID, Country: country, Currency: pkg.Currency, Method: method, Price: pkg.Price, Used: used, Now: now})
	if err != nil {
		return nil, err
	}
	return &d, nil
}

// reserveDiscountTx reserves a once-per-user code for the order paymentID that opens
// with it. Another order of the member holding it, open or paid, makes this one
// ErrDiscountReserved; under PostgreSQL a concurrent order's uncommitted reservation is
// waited for, so of two orders opened at once only one gets the code.
func reserveDiscountTx(ctx context.Context, tx *Tx, now time.Time, userID int64, code string, paymentID int64) error {
	res, err := tx.exec(ctx, `INSERT INTO discount_reservations (code, user_id, payment_id, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (code, user_id) DO NOTHING`, code, userID, paymentID, formatTime(now))
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return amora.ErrDiscountReserved()
	}
	return nil
}

// releaseDiscountTx frees the code an order reserved, when that order failed, was
// canceled or expired.
func releaseDiscountTx(ctx context.Context, tx *Tx, paymentID int64) error {
	_, err := tx.exec(ctx, `DELETE FROM discount_reservations WHERE payment_id = ?`, paymentID)
	return err
}

// discountReserved reports whether an order of userID holds code.
func discountReserved(ctx context.Context, q rowQuerier, userID int64, code string) (bool, error) {
	var n int
	err := q.queryRow(ctx, `SELECT COUNT(*) FROM discount_reservations WHERE code = ? AND user_id = ?`, code, userID).Scan(&n)
	return n > 0, err
}

// useDiscountTx records that a paid payment used its code; a second paid payment with
// the same code keeps the first record.
func useDiscountTx(ctx context.Context, tx *Tx, now time.Time, p *amora.Payment) error {
	if p.DiscountCode == "" {
		return nil
	}
	_, err := tx.exec(ctx, `INSERT INTO discount_uses (code, user_id, payment_id, used_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (code, user_id) DO NOTHING`, p.DiscountCode, p.UserID, p.ID, formatTime(now))
	return err
}

// PutDiscountCode creates or replaces a discount code; the back office and tests use it.
func (db *DB) PutDiscountCode(ctx context.Context, d amora.DiscountCode) error {
	d.Code = amora.NormalizeDiscountCode(d.Code)
	if d.Status == "" {
		d.Status = amora.DiscountActive
	}
	if d.Validity == "" {
		d.Validity = amora.ValidityOncePerUser
	}
	var userID, expires any = nil, ""
	if d.UserID != 0 {
		userID = d.UserID
	}
	if !d.Expires.IsZero() {
		expires = formatTime(d.Expires)
	}
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO discount_codes (`+discountColumns+`, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET country = excluded.country, user_id = excluded.user_id, expires_at = excluded.expires_at,
				value_percentage = excluded.value_percentage, currency = excluded.currency, minimum_order_value = excluded.minimum_order_value,
				status = excluded.status, validity = excluded.validity, payment_methods = excluded.payment_methods`,
			d.Code, d.Country, userID, expires, d.Percentage, d.Currency, d.MinimumOrderValue, d.Status, d.Validity,
			strings.Join(d.PaymentMethods, ","), formatTime(db.Now()))
		return err
	})
}
