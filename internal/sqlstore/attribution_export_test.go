package sqlstore

import (
	"context"

	"amora"
)

// PaymentSource reads the traffic source a payment carries.
func (db *DB) PaymentSource(ctx context.Context, paymentID int64) (ts amora.TrafficSource, err error) {
	err = db.queryRow(ctx, `SELECT ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, ts_click_id FROM payments WHERE id = ?`, paymentID).
		Scan(&ts.Network, &ts.Ref, &ts.Sub1, &ts.Sub2, &ts.Sub3, &ts.ClickID)
	return ts, err
}

// JobMaxAttempts reads a job's allowed attempts.
func (db *DB) JobMaxAttempts(ctx context.Context, id int64) (n int, err error) {
	err = db.queryRow(ctx, `SELECT max_attempts FROM jobs WHERE id = ?`, id).Scan(&n)
	return n, err
}
