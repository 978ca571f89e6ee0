package sqlstore

import "context"

// TamperAudit runs a statement against the audit log in a write transaction, as code
// that tried to change it would.
func (db *DB) TamperAudit(ctx context.Context, q string, args ...any) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, q, args...)
		return err
	})
}
