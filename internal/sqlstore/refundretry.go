package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// The retry of pending refunds (issue 23, amora.RefundRetryAfter): every refund that
// takes credits before its provider is asked queues a JobRefundRetry in the same
// transaction, so that a crash between the debit and the provider's answer leaves a
// job that finishes the refund.

// JobRefundRetry asks the provider again for a refund still pending; its payload is a
// RefundRetryJob.
const JobRefundRetry = "refund.retry"

// RefundRetryJob names the refund a JobRefundRetry is of.
type RefundRetryJob struct {
	RefundID int64 `json:"refund_id"`
}

// queueRefundRetryTx queues the retry of refund id, due amora.RefundRetryAfter from now.
func queueRefundRetryTx(ctx context.Context, tx *Tx, now time.Time, id int64) error {
	payload, err := json.Marshal(RefundRetryJob{RefundID: id})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, JobRefundRetry, payload, now.Add(amora.RefundRetryAfter))
	return err
}

// BeginRefundAttempt counts one more provider call of a refund and returns the refund,
// its payment and the calls counted so far, this one included. A refund that is no
// longer pending is returned as it is, with its count unchanged. The count is
// committed before the call is made, so that a call the process dies in counts too.
func (db *DB) BeginRefundAttempt(ctx context.Context, refundID int64) (*amora.Refund, *amora.Payment, int, error) {
	var r *amora.Refund
	var p *amora.Payment
	var attempts int
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		r, err = scanRefund(tx.queryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, refundID))
		if isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Refund not found.")
		} else if err != nil {
			return err
		}
		if p, err = scanPayment(tx.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, r.PaymentID)); err != nil {
			return err
		}
		if r.Status != amora.RefundPending {
			return tx.queryRow(ctx, `SELECT attempts FROM refunds WHERE id = ?`, refundID).Scan(&attempts)
		}
		return tx.queryRow(ctx, `UPDATE refunds SET attempts = attempts + 1, updated_at = ? WHERE id = ? RETURNING attempts`,
			formatTime(db.Now()), refundID).Scan(&attempts)
	})
	return r, p, attempts, err
}
