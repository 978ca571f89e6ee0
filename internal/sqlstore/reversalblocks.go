package sqlstore

import (
	"context"

	"amora"
)

// The IBANs a SEPA reversal blocked (direct_debit_reversals, issue 23) on the
// console's blocklist: listed masked with the reversed payment and its date, and
// lifted by an admin with a reason, audited.

// reversalBlockRef names a reversal's entry by its IBAN's hash, never the IBAN.
func reversalBlockRef(ibanHash string) string {
	return amora.BlockRef(amora.DirectDebitBlockReversal, ibanHash)
}

// listReversalBlocks lists the IBANs blocked by a reversal, newest first.
func (db *DB) listReversalBlocks(ctx context.Context) ([]amora.DirectDebitBlock, error) {
	rows, err := db.query(ctx, `SELECT r.iban_hash, r.iban_masked, r.payment_id, COALESCE(p.user_id, 0), r.created_at
		FROM direct_debit_reversals r LEFT JOIN payments p ON p.id = r.payment_id ORDER BY r.created_at DESC, r.iban_hash`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.DirectDebitBlock
	for rows.Next() {
		var b amora.DirectDebitBlock
		var hash, created string
		if err := rows.Scan(&hash, &b.Masked, &b.PaymentID, &b.MemberID, &created); err != nil {
			return nil, err
		}
		b.Kind, b.Source, b.Value, b.Ref = amora.DirectDebitBlockIBAN, amora.DirectDebitBlockReversal, hash, reversalBlockRef(hash)
		b.CreatedAt, _ = parseTime(created)
		out = append(out, b)
	}
	return out, rows.Err()
}

// liftReversalBlock lets the IBAN of reversal entry b be used for direct debit again
// (a later reversal blocks it anew), with its audit entry; b.Value is the IBAN's hash.
func (db *DB) liftReversalBlock(ctx context.Context, b amora.DirectDebitBlock, by amora.AuditEntry) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM direct_debit_reversals WHERE iban_hash = ?`, b.Value)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return amora.ErrBlockNotFound()
		}
		by.Action, by.TargetType, by.TargetID = "directdebit.unblock_reversal", "payment", b.PaymentID
		by.Before = amora.AuditJSON(map[string]any{"kind": b.Kind, "value": b.Masked, "ref": b.Ref, "source": b.Source,
			"payment_id": b.PaymentID, "member_id": b.MemberID, "blocked_at": formatTime(b.CreatedAt)})
		return tx.Audit(ctx, by)
	})
}
