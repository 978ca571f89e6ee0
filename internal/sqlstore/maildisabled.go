package sqlstore

import (
	"context"
)

// MailSkippedEvent is the account event (account_events.kind) that records an account
// e-mail not sent because the member's address is disabled; the mail's job name follows.
const MailSkippedEvent = "mail_skipped_disabled:"

// SkipDisabledMail says why the account e-mail job (one of the Job*Mail names) must
// not go to the member's address: "bounce" or "fbl" while the address is disabled, ""
// when it may go. A skip is recorded as the account event MailSkippedEvent+job, in
// the same transaction as the check.
func (db *DB) SkipDisabledMail(ctx context.Context, userID int64, job string) (string, error) {
	var reason string
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `SELECT reason FROM mail_disabled WHERE user_id = ?`, userID).Scan(&reason)
		if isNoRows(err) {
			return nil
		} else if err != nil {
			return err
		}
		return eventTx(ctx, tx, db.Now(), userID, MailSkippedEvent+job)
	})
	return reason, err
}

// mailDisabledTx says whether the member's address is disabled.
func mailDisabledTx(ctx context.Context, tx *Tx, userID int64) (bool, error) {
	var n int
	err := tx.queryRow(ctx, `SELECT COUNT(*) FROM mail_disabled WHERE user_id = ?`, userID).Scan(&n)
	return n > 0, err
}

// CountAccountEvents counts the member's account events of one kind.
func (db *DB) CountAccountEvents(ctx context.Context, userID int64, kind string) (int, error) {
	var n int
	err := db.inTx(ctx, func(tx *Tx) error {
		return tx.queryRow(ctx, `SELECT COUNT(*) FROM account_events WHERE user_id = ? AND kind = ?`, userID, kind).Scan(&n)
	})
	return n, err
}
