package sqlstore

import (
	"context"
	"time"

	"amora"
)

// The credit ledger: every change of a member's credits is a row, and the rows sum to
// the balance.

// creditTx moves credits through the ledger and the balance together. A negative
// amount is a debit that fails with ECREDITS when the balance is short; a non-empty
// ref may be used once only.
func creditTx(ctx context.Context, tx *Tx, now time.Time, userID int64, amount int, reason, ref string) error {
	_, err := balanceTx(ctx, tx, now, userID, amount, reason, ref)
	return err
}

// balanceTx is creditTx that also returns the member's balance after the move.
func balanceTx(ctx context.Context, tx *Tx, now time.Time, userID int64, amount int, reason, ref string) (int, error) {
	if err := ledgerTx(ctx, tx, now, userID, amount, reason, ref); err != nil {
		return 0, err
	}
	var balance, debt int
	err := tx.queryRow(ctx, `UPDATE users SET credits = credits + ? WHERE id = ? AND credits + ? >= 0 RETURNING credits, credits_debt`,
		amount, userID, amount).Scan(&balance, &debt)
	if isNoRows(err) {
		return 0, notEnoughCreditsTx(ctx, tx, userID)
	}
	if err != nil || amount <= 0 || debt == 0 {
		return balance, err
	}
	return settleDebtTx(ctx, tx, now, userID, balance, debt)
}

// ledgerTx writes a row of the credit ledger; the caller changes the balance with it.
// A ref (unique) is written once at most.
func ledgerTx(ctx context.Context, tx *Tx, now time.Time, userID int64, amount int, reason, ref string) error {
	var refArg any
	if ref != "" {
		refArg = ref
	}
	if _, err := tx.exec(ctx, `INSERT INTO credit_ledger (user_id, amount, reason, ref, created_at) VALUES (?, ?, ?, ?, ?)`,
		userID, amount, reason, refArg, formatTime(now)); err != nil {
		if tx.d.isUniqueViolation(err) {
			return amora.Errorf(amora.ECONFLICT, "Already credited.")
		}
		return err
	}
	return nil
}

// LedgerBalance returns the sum of a member's ledger rows, which must equal their credits.
func (db *DB) LedgerBalance(ctx context.Context, userID int64) (int, error) {
	var sum int
	err := db.queryRow(ctx, `SELECT COALESCE(SUM(amount), 0) FROM credit_ledger WHERE user_id = ?`, userID).Scan(&sum)
	return sum, err
}
