package sqlstore

import (
	"context"

	"amora"
)

var _ amora.SandboxRefundStore = (*DB)(nil)

// RefundSandboxPayment records a refund at the sandbox provider: like a real provider,
// it refunds only a paid payment, and never more than was paid and not refunded or
// charged back yet. A key seen before answers the refund made under it (refundID is
// then unused), as a provider honours an Idempotency-Key; the same key for another
// payment or amount is a conflict.
func (db *DB) RefundSandboxPayment(ctx context.Context, id string, amount int, key, refundID string) (string, error) {
	out := refundID
	err := db.inTx(ctx, func(tx *Tx) error {
		if key != "" {
			var payment, made string
			var was int
			err := tx.queryRow(ctx, `SELECT payment_id, amount, refund_id FROM sandbox_refunds WHERE idempotency_key = ?`, key).Scan(&payment, &was, &made)
			if err == nil {
				if payment != id || was != amount {
					return amora.Errorf(amora.ECONFLICT, "The sandbox's idempotency key %s was used for another refund.", key)
				}
				out = made
				return nil
			} else if !isNoRows(err) {
				return err
			}
		}
		res, err := tx.exec(ctx, `UPDATE sandbox_payments SET refunded = refunded + ?, updated_at = ?
			WHERE id = ? AND status = ? AND ? > 0 AND refunded + charged_back + ? <= amount`,
			amount, formatTime(db.Now()), id, amora.PaymentPaid, amount, amount)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ECONFLICT, "The sandbox cannot refund %d of payment %s.", amount, id)
		}
		if key == "" {
			return nil
		}
		_, err = tx.exec(ctx, `INSERT INTO sandbox_refunds (idempotency_key, payment_id, amount, refund_id, created_at) VALUES (?, ?, ?, ?, ?)`,
			key, id, amount, refundID, formatTime(db.Now()))
		return err
	})
	if err != nil {
		return "", err
	}
	return out, nil
}

// ChargebackSandboxPayment records that the buyer's bank took amount of a paid sandbox
// payment back (a charge-back, a SEPA reversal), up to what was not refunded.
func (db *DB) ChargebackSandboxPayment(ctx context.Context, id string, amount int) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE sandbox_payments SET charged_back = charged_back + ?, updated_at = ?
			WHERE id = ? AND status = ? AND ? > 0 AND refunded + charged_back + ? <= amount`,
			amount, formatTime(db.Now()), id, amora.PaymentPaid, amount, amount)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ECONFLICT, "The sandbox cannot charge back %d of payment %s.", amount, id)
		}
		return nil
	})
}

// SandboxChargedBack returns how much of a sandbox payment was charged back.
func (db *DB) SandboxChargedBack(ctx context.Context, id string) (int, error) {
	var n int
	err := db.queryRow(ctx, `SELECT charged_back FROM sandbox_payments WHERE id = ?`, id).Scan(&n)
	if isNoRows(err) {
		return 0, amora.ErrPaymentNotFound()
	}
	return n, err
}
