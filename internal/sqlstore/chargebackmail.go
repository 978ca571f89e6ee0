package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// JobChargebackMail tells the member that a charge-back or SEPA reversal left them
// owing credits; its payload is a RefundJob naming the charge-back.
const JobChargebackMail = "mail.chargeback"

// chargebackMailTx queues the debt e-mail of charge-back refundID of payment p.
func chargebackMailTx(ctx context.Context, tx *Tx, now time.Time, p *amora.Payment, refundID int64) error {
	payload, err := json.Marshal(RefundJob{UserID: p.UserID, PaymentID: p.ID, RefundID: refundID})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, JobChargebackMail, payload, time.Time{})
	return err
}

// DirectDebitIBANOf returns the masked IBAN a direct-debit payment was collected from,
// "" when the payment was no direct debit.
func (db *DB) DirectDebitIBANOf(ctx context.Context, paymentID int64) (string, error) {
	var masked string
	err := db.queryRow(ctx, `SELECT iban_masked FROM direct_debits WHERE payment_id = ?`, paymentID).Scan(&masked)
	if isNoRows(err) {
		return "", nil
	}
	return masked, err
}
