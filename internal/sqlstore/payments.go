package sqlstore

import (
	"context"
	"database/sql"
	"time"

	"amora"
)

// pricedOrder is a package order with its discount and the amount to charge.
type pricedOrder struct {
	pkg        amora.Package
	code       string
	percentage int
	once       bool // the code is once-per-user: the order reserves it
	amount     int
}

// priceOrderTx prices an order of u for package packageID, paid with method by a
// member of country, with an optional discount code.
func priceOrderTx(ctx context.Context, q rowQuerier, now time.Time, u *amora.User, packageID int64, country, method, code string) (pricedOrder, error) {
	var o pricedOrder
	var err error
	if o.pkg, err = packageTx(ctx, q, packageID, amora.CurrencyFor(country)); err != nil {
		return o, err
	}
	d, err := applyDiscount(ctx, q, now, u, code, o.pkg, country, method)
	if err != nil {
		return o, err
	}
	if d != nil {
		o.code, o.percentage, o.once = d.Code, d.Percentage, d.Validity == amora.ValidityOncePerUser
	}
	o.amount = amora.DiscountedAmount(o.pkg.Price, o.percentage)
	return o, nil
}

// insertPaymentTx stores a new payment, reserving its once-per-user discount code, and
// returns its id.
func insertPaymentTx(ctx context.Context, tx *Tx, now time.Time, userID int64, o pricedOrder, method, provider, status, country string, storedCard bool) (int64, error) {
	var id int64
	at := formatTime(now)
	// The payment carries its member's traffic source (issue 24).
	var ts amora.TrafficSource
	if err := tx.queryRow(ctx, `SELECT ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, ts_click_id FROM users WHERE id = ?`, userID).
		Scan(&ts.Network, &ts.Ref, &ts.Sub1, &ts.Sub2, &ts.Sub3, &ts.ClickID); err != nil {
		return 0, err
	}
	err := tx.queryRow(ctx, `INSERT INTO payments (user_id, package_id, credits, method, amount, currency, discount_code,
			discount_percentage, provider, status, stored_card, country, created_at, updated_at,
			ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, ts_click_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		userID, o.pkg.ID, o.pkg.Credits, method, o.amount, o.pkg.Currency, o.code, o.percentage, provider, status,
		storedCard, country, at, at, ts.Network, ts.Ref, ts.Sub1, ts.Sub2, ts.Sub3, ts.ClickID).Scan(&id)
	if err != nil || !o.once {
		return id, err
	}
	return id, reserveDiscountTx(ctx, tx, now, userID, o.code, id)
}

// CreatePayment checks the order (the method is offered in the member's country, the
// package is sold in its currency, the discount code applies) and stores it open. An
// idempotency key is claimed first, in the same transaction: a key already claimed
// answers its payment (Replayed) without checking the order again, or
// ErrPaymentKeyReused for another order. A parallel request with the same key waits
// for the first one's transaction (the key is the table's primary key).
func (db *DB) CreatePayment(ctx context.Context, p amora.NewPayment) (*amora.Payment, error) {
	if !amora.MethodOffered(p.Country, p.Method) {
		return nil, amora.ErrPaymentMethod()
	}
	var id int64
	replayed := false
	err := db.inTx(ctx, func(tx *Tx) error {
		u, err := userTx(ctx, tx, p.UserID)
		if err != nil {
			return err
		}
		now := db.Now()
		if p.IdempotencyKey != "" {
			if id, err = claimPaymentKeyTx(ctx, tx, now, u.ID, p.IdempotencyKey, p.Fingerprint()); err != nil || id != 0 {
				replayed = id != 0
				return err
			}
		}
		o, err := priceOrderTx(ctx, tx, now, u, p.PackageID, p.Country, p.Method, p.DiscountCode)
		if err != nil {
			return err
		}
		id, err = insertPaymentTx(ctx, tx, now, u.ID, o, p.Method, p.Provider, amora.PaymentOpen, p.Country, p.StoredCard)
		if err != nil || p.IdempotencyKey == "" {
			return err
		}
		_, err = tx.exec(ctx, `UPDATE payment_keys SET payment_id = ? WHERE user_id = ? AND key = ?`, id, u.ID, p.IdempotencyKey)
		return err
	})
	if err != nil {
		return nil, err
	}
	pay, err := scanPayment(db.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, id))
	if err != nil {
		return nil, err
	}
	pay.Replayed = replayed
	return pay, nil
}

// claimPaymentKeyTx claims key for a new payment of userID and returns 0, or returns
// the payment that claimed it within IdempotencyKeyTTL; a claim for another order
// (fingerprint) is ErrPaymentKeyReused. An older claim is forgotten.
func claimPaymentKeyTx(ctx context.Context, tx *Tx, now time.Time, userID int64, key, fingerprint string) (int64, error) {
	if _, err := tx.exec(ctx, `DELETE FROM payment_keys WHERE user_id = ? AND key = ? AND created_at <= ?`,
		userID, key, formatTime(now.Add(-amora.IdempotencyKeyTTL))); err != nil {
		return 0, err
	}
	res, err := tx.exec(ctx, `INSERT INTO payment_keys (user_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id, key) DO NOTHING`, userID, key, fingerprint, formatTime(now))
	if err != nil {
		return 0, err
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return 0, nil
	}
	var claimed string
	var paymentID sql.NullInt64
	if err := tx.queryRow(ctx, `SELECT fingerprint, payment_id FROM payment_keys WHERE user_id = ? AND key = ?`, userID, key).
		Scan(&claimed, &paymentID); err != nil {
		return 0, err
	}
	if claimed != fingerprint || !paymentID.Valid {
		return 0, amora.ErrPaymentKeyReused()
	}
	return paymentID.Int64, nil
}

// DeleteOldPaymentKeys forgets the idempotency keys older than IdempotencyKeyTTL and
// returns how many.
func (db *DB) DeleteOldPaymentKeys(ctx context.Context) (int64, error) {
	var n int64
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM payment_keys WHERE created_at <= ?`, formatTime(db.Now().Add(-amora.IdempotencyKeyTTL)))
		if err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		return nil
	})
	return n, err
}

// AttachProviderPayment records the provider's id of a payment and its checkout, once.
func (db *DB) AttachProviderPayment(ctx context.Context, paymentID int64, providerID, checkoutURL string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE payments SET provider_payment_id = ?, checkout_url = ?, updated_at = ? WHERE id = ? AND provider_payment_id IS NULL`,
			providerID, checkoutURL, formatTime(db.Now()), paymentID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrPaymentNotFound()
		}
		return nil
	})
}

// AbandonPayment marks failed a payment that its provider never created.
func (db *DB) AbandonPayment(ctx context.Context, paymentID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND provider_payment_id IS NULL AND status = ?`,
			amora.PaymentFailed, formatTime(db.Now()), paymentID, amora.PaymentOpen)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return releaseDiscountTx(ctx, tx, paymentID)
	})
}

// ApplyPaymentStatus moves the payment to the status its provider reports. Final
// states never change; becoming paid credits the ledger with the reference
// "payment:<provider>:<provider id>", makes the member premium for good, records the
// discount code's use and stores a card mandate, all in one transaction. The status
// update is conditional on the status read, so concurrent calls (ten copies of a
// webhook) take turns and only the first credits; the ledger's unique reference is the
// second guard. A payment that is not found changes nothing and is ENOTFOUND.
func (db *DB) ApplyPaymentStatus(ctx context.Context, provider, providerID string, st amora.ProviderStatus) (amora.PaymentUpdate, error) {
	var upd amora.PaymentUpdate
	if !amora.IsPaymentStatus(st.Status) {
		return upd, amora.Errorf(amora.EINVALID, "Unknown payment status %q.", st.Status)
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		upd = amora.PaymentUpdate{}
		now := db.Now()
		// Under PostgreSQL's read committed, an update that lost the race to a
		// concurrent one finds no row; read again and decide on the new status.
		for range 3 {
			p, err := scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE provider = ? AND provider_payment_id = ?`,
				provider, providerID))
			if err != nil {
				return err
			}
			upd.Payment = *p
			if p.Status == st.Status || amora.PaymentFinal(p.Status) || st.Status == amora.PaymentOpen {
				return nil
			}
			paidAt := ""
			if st.Status == amora.PaymentPaid {
				paidAt = formatTime(now)
			}
			res, err := tx.exec(ctx, `UPDATE payments SET status = ?, paid_at = ?, updated_at = ? WHERE id = ? AND status = ?`,
				st.Status, paidAt, formatTime(now), p.ID, p.Status)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				continue
			}
			upd.Changed = true
			upd.Payment.Status, upd.Payment.UpdatedAt = st.Status, now
			if st.Status != amora.PaymentPaid {
				if amora.PaymentFinal(st.Status) {
					return releaseDiscountTx(ctx, tx, p.ID)
				}
				return nil
			}
			upd.Payment.PaidAt = now
			return creditPaymentTx(ctx, tx, now, &upd, st.Mandate)
		}
		return nil
	})
	return upd, err
}

// creditPaymentTx does what a payment's becoming paid does.
func creditPaymentTx(ctx context.Context, tx *Tx, now time.Time, upd *amora.PaymentUpdate, m *amora.Mandate) error {
	p := &upd.Payment
	if p.UserID == 0 {
		return nil // the account was purged: the payment is recorded, there is no one to credit
	}
	balance, err := balanceTx(ctx, tx, now, p.UserID, p.Credits, "payment", p.Ref())
	if err != nil {
		return err
	}
	upd.Credited, upd.Credits = true, balance
	if err := paymentStatsTx(ctx, tx, now, *p); err != nil {
		return err
	}
	if err := purchaseConversionTx(ctx, tx, now, *p); err != nil {
		return err
	}
	if _, err := tx.exec(ctx, `UPDATE users SET paid_user = ? WHERE id = ?`, true, p.UserID); err != nil {
		return err
	}
	if err := tx.memberChanged(ctx, p.UserID); err != nil {
		return err
	}
	if err := useDiscountTx(ctx, tx, now, p); err != nil {
		return err
	}
	if err := orderMailTx(ctx, tx, now, p); err != nil {
		return err
	}
	if m == nil || !amora.CardMethod(p.Method) {
		return nil
	}
	_, err = tx.exec(ctx, `INSERT INTO card_mandates (user_id, provider, customer_id, mandate_id, method, created_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, provider) DO UPDATE SET customer_id = excluded.customer_id, mandate_id = excluded.mandate_id,
			method = excluded.method, created_at = excluded.created_at`,
		p.UserID, p.Provider, m.CustomerID, m.MandateID, p.Method, formatTime(now))
	return err
}

// UnsettledPayments lists payments that are open or pending, older than
// amora.ReconcileAfter and due for a check, longest due first.
func (db *DB) UnsettledPayments(ctx context.Context, limit int) ([]amora.Payment, error) {
	now := db.Now()
	rows, err := db.query(ctx, `SELECT `+paymentColumns+` FROM payments
		WHERE status IN (?, ?) AND check_at <= ? AND created_at <= ?
		ORDER BY check_at, created_at LIMIT ?`,
		amora.PaymentOpen, amora.PaymentPending, formatTime(now), formatTime(now.Add(-amora.ReconcileAfter)), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.Payment
	for rows.Next() {
		p, err := scanPayment(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}

// PaymentChecked counts a check of a payment that did not settle and sets the next one
// amora.ReconcileBackoff later.
func (db *DB) PaymentChecked(ctx context.Context, paymentID int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		var checks int
		if err := tx.queryRow(ctx, `SELECT checks FROM payments WHERE id = ?`, paymentID).Scan(&checks); isNoRows(err) {
			return amora.ErrPaymentNotFound()
		} else if err != nil {
			return err
		}
		now := db.Now()
		_, err := tx.exec(ctx, `UPDATE payments SET checks = ?, check_at = ? WHERE id = ?`,
			checks+1, formatTime(now.Add(amora.ReconcileBackoff(checks+1))), paymentID)
		return err
	})
}
