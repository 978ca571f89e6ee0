package sqlstore

import (
	"context"
	"database/sql"

	"amora"
)

var _ amora.BillingService = (*DB)(nil)

// rowQuerier is what reads need from either the reader pool or a write transaction.
type rowQuerier interface {
	queryRow(ctx context.Context, q string, args ...any) *sql.Row
}

// Packages lists the active packages priced in currency, in their display order.
func (db *DB) Packages(ctx context.Context, currency string) ([]amora.Package, error) {
	rows, err := db.query(ctx, `SELECT p.id, p.credits, pp.amount, pp.currency, p.popular FROM packages p
		JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = ?
		WHERE p.active = ? ORDER BY p.position, p.credits`, currency, true)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.Package{}
	for rows.Next() {
		var p amora.Package
		if err := rows.Scan(&p.ID, &p.Credits, &p.Price, &p.Currency, &p.Popular); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// packageTx returns an active package with its price in currency; ErrPackageNotFound
// when it is unknown, inactive or not sold in that currency.
func packageTx(ctx context.Context, q rowQuerier, id int64, currency string) (amora.Package, error) {
	p := amora.Package{ID: id, Currency: currency}
	err := q.queryRow(ctx, `SELECT p.credits, pp.amount, p.popular FROM packages p
		JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = ?
		WHERE p.id = ? AND p.active = ?`, currency, id, true).Scan(&p.Credits, &p.Price, &p.Popular)
	if isNoRows(err) {
		return p, amora.ErrPackageNotFound()
	}
	return p, err
}

const paymentColumns = `id, user_id, package_id, credits, method, amount, currency, discount_code, discount_percentage,
	provider, COALESCE(provider_payment_id, ''), checkout_url, status, stored_card, country, created_at, paid_at, updated_at,
	refunded_amount, refunded_credits, charged_back_amount, charged_back_credits`

func scanPayment(row interface{ Scan(...any) error }) (*amora.Payment, error) {
	var p amora.Payment
	var userID sql.NullInt64 // NULL once the member's account was purged
	var created, paid, updated string
	err := row.Scan(&p.ID, &userID, &p.PackageID, &p.Credits, &p.Method, &p.Amount, &p.Currency, &p.DiscountCode,
		&p.DiscountPercentage, &p.Provider, &p.ProviderID, &p.CheckoutURL, &p.Status, &p.StoredCard, &p.Country, &created, &paid, &updated,
		&p.Refunded, &p.RefundedCredits, &p.ChargedBack, &p.ChargedBackCredits)
	if isNoRows(err) {
		return nil, amora.ErrPaymentNotFound()
	} else if err != nil {
		return nil, err
	}
	p.UserID = userID.Int64
	p.CreatedAt, _ = parseTime(created)
	p.UpdatedAt, _ = parseTime(updated)
	if paid != "" {
		p.PaidAt, _ = parseTime(paid)
	}
	return &p, nil
}

// Payment returns one of userID's payments; another member's is ENOTFOUND, so that
// payment ids reveal nothing.
func (db *DB) Payment(ctx context.Context, userID, paymentID int64) (*amora.Payment, error) {
	return scanPayment(db.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ? AND user_id = ?`, paymentID, userID))
}

// PaymentByProvider finds a payment by its provider's id.
func (db *DB) PaymentByProvider(ctx context.Context, provider, providerID string) (*amora.Payment, error) {
	return scanPayment(db.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE provider = ? AND provider_payment_id = ?`,
		provider, providerID))
}

// Payments lists userID's payments, newest first.
func (db *DB) Payments(ctx context.Context, userID int64) ([]amora.Payment, error) {
	rows, err := db.query(ctx, `SELECT `+paymentColumns+` FROM payments WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.Payment{}
	for rows.Next() {
		p, err := scanPayment(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}

// CardMandate returns userID's stored card at provider, or ENOTFOUND.
func (db *DB) CardMandate(ctx context.Context, userID int64, provider string) (*amora.Mandate, error) {
	var m amora.Mandate
	err := db.queryRow(ctx, `SELECT customer_id, mandate_id, method FROM card_mandates WHERE user_id = ? AND provider = ?`,
		userID, provider).Scan(&m.CustomerID, &m.MandateID, &m.Method)
	if isNoRows(err) {
		return nil, amora.Errorf(amora.ENOTFOUND, "No stored card.")
	}
	return &m, err
}

// userTx reads a member inside a transaction.
func userTx(ctx context.Context, q rowQuerier, id int64) (*amora.User, error) {
	return scanUser(q.queryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = ?`, id))
}
