package sqlstore

import (
	"context"

	"amora"
)

var _ amora.SandboxRefundStore = (*DB)(nil)

// RefundSandboxPayment records a refund at the sandbox provider: like a real provider,
// it refunds only a paid payment, and never more than was paid and not refunded or
// charged back yet.
func (db *DB) RefundSandboxPayment(ctx context.Context, id string, amount int) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE sandbox_payments SET refunded = refunded + ?, updated_at = ?
			WHERE id = ? AND status = ? AND ? > 0 AND refunded + charged_back + ? <= amount`,
			amount, formatTime(db.Now()), id, amora.PaymentPaid, amount, amount)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ECONFLICT, "The sandbox cannot refund %d of payment %s.", amount, id)
		}
		return nil
	})
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
