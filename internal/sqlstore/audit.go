package sqlstore

import (
	"context"
	"encoding/json"
	"strings"

	"amora"
)

// Audit appends an entry to the audit log inside the transaction, so that a console
// action and its entry commit (or fail) together. At defaults to the transaction's now.
// The audit log is append-only: no code updates or deletes its rows, and triggers on
// both databases refuse it.
func (tx *Tx) Audit(ctx context.Context, e amora.AuditEntry) error {
	if e.At.IsZero() {
		e.At = tx.now()
	}
	_, err := tx.exec(ctx, `INSERT INTO audit_log (at, staff_id, staff_email, action, target_type, target_id, before_json, after_json, reason)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, formatTime(e.At), e.StaffID, e.StaffEmail, e.Action, e.TargetType, e.TargetID,
		string(e.Before), string(e.After), e.Reason)
	return err
}

// AppendAudit appends an entry to the audit log in a transaction of its own, for a
// console action with no other change to commit with it.
func (db *DB) AppendAudit(ctx context.Context, e amora.AuditEntry) error {
	return db.inTx(ctx, func(tx *Tx) error { return tx.Audit(ctx, e) })
}

const auditColumns = `id, at, staff_id, staff_email, action, target_type, target_id, before_json, after_json, reason`

// AuditLog lists the audit entries that match f, newest first.
func (db *DB) AuditLog(ctx context.Context, f amora.AuditFilter) ([]amora.AuditEntry, error) {
	var where []string
	var args []any
	add := func(cond string, arg any) {
		where = append(where, cond)
		args = append(args, arg)
	}
	if f.StaffID != 0 {
		add("staff_id = ?", f.StaffID)
	}
	if f.Action != "" {
		add("action = ?", f.Action)
	}
	if f.TargetType != "" {
		add("target_type = ?", f.TargetType)
	}
	if f.TargetID != 0 {
		add("target_id = ?", f.TargetID)
	}
	if !f.From.IsZero() {
		add("at >= ?", formatTime(f.From))
	}
	if !f.To.IsZero() {
		add("at < ?", formatTime(f.To))
	}
	if f.BeforeID > 0 {
		add("id < ?", f.BeforeID)
	}
	q := `SELECT ` + auditColumns + ` FROM audit_log`
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, " AND ")
	}
	q += ` ORDER BY id DESC LIMIT ?`
	args = append(args, f.PageLimit())
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	entries := []amora.AuditEntry{}
	for rows.Next() {
		var e amora.AuditEntry
		var at, before, after string
		if err := rows.Scan(&e.ID, &at, &e.StaffID, &e.StaffEmail, &e.Action, &e.TargetType, &e.TargetID, &before, &after, &e.Reason); err != nil {
			return nil, err
		}
		e.At, _ = parseTime(at)
		e.Before, e.After = rawJSON(before), rawJSON(after)
		entries = append(entries, e)
	}
	return entries, rows.Err()
}

// rawJSON is a stored JSON text as a raw message; nil when empty.
func rawJSON(s string) json.RawMessage {
	if s == "" {
		return nil
	}
	return json.RawMessage(s)
}
