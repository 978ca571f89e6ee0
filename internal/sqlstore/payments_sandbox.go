package sqlstore

import (
	"context"

	"amora"
)

var _ amora.SandboxStore = (*DB)(nil)

const sandboxColumns = `id, payment_id, amount, currency, method, description, status, customer_id, mandate_id, created_at`

func scanSandboxPayment(row interface{ Scan(...any) error }) (*amora.SandboxPayment, error) {
	var p amora.SandboxPayment
	var created string
	err := row.Scan(&p.ID, &p.PaymentID, &p.Amount, &p.Currency, &p.Method, &p.Description, &p.Status, &p.CustomerID, &p.MandateID, &created)
	if isNoRows(err) {
		return nil, amora.ErrPaymentNotFound()
	} else if err != nil {
		return nil, err
	}
	p.CreatedAt, _ = parseTime(created)
	return &p, nil
}

// CreateSandboxPayment stores a payment of the sandbox provider.
func (db *DB) CreateSandboxPayment(ctx context.Context, p amora.SandboxPayment) error {
	return db.inTx(ctx, func(tx *Tx) error {
		at := formatTime(db.Now())
		_, err := tx.exec(ctx, `INSERT INTO sandbox_payments (`+sandboxColumns+`, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.ID, p.PaymentID, p.Amount, p.Currency, p.Method, p.Description, p.Status, p.CustomerID, p.MandateID, at, at)
		return err
	})
}

// SandboxPayment returns a sandbox payment by its sandbox id.
func (db *DB) SandboxPayment(ctx context.Context, id string) (*amora.SandboxPayment, error) {
	return scanSandboxPayment(db.queryRow(ctx, `SELECT `+sandboxColumns+` FROM sandbox_payments WHERE id = ?`, id))
}

// SandboxPaymentFor returns the sandbox payment of our payment paymentID.
func (db *DB) SandboxPaymentFor(ctx context.Context, paymentID int64) (*amora.SandboxPayment, error) {
	return scanSandboxPayment(db.queryRow(ctx, `SELECT `+sandboxColumns+` FROM sandbox_payments WHERE payment_id = ?`, paymentID))
}

// SetSandboxStatus records the buyer's choice at the sandbox checkout. Like a real
// provider, the sandbox changes only payments that are not final yet.
func (db *DB) SetSandboxStatus(ctx context.Context, id, status string) error {
	if !amora.IsPaymentStatus(status) {
		return amora.Errorf(amora.EINVALID, "Unknown payment status %q.", status)
	}
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE sandbox_payments SET status = ?, updated_at = ? WHERE id = ? AND status IN (?, ?)`,
			status, formatTime(db.Now()), id, amora.PaymentOpen, amora.PaymentPending)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.Errorf(amora.ECONFLICT, "This payment is already completed.")
		}
		return nil
	})
}
