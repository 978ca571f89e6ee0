package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// Attribution (issue 24): a member's touches, and the conversions (sign-up, activation,
// first purchase) that count for their source, each with the postback job it causes.

var _ amora.AttributionService = (*DB)(nil)

// JobPostback sends the postback of one conversion; its payload is a PostbackJob.
// cmd/amora registers its handler (internal/postback).
const JobPostback = "postback.send"

// PostbackJob is the payload of a JobPostback job.
type PostbackJob struct {
	ConversionID int64 `json:"conversion_id"`
}

// signupAttributionTx stores the touches a new member brought (the first, and the
// latest later one) and their sign-up conversion.
func signupAttributionTx(ctx context.Context, tx *Tx, now time.Time, userID int64, a amora.Attribution) error {
	if !a.First.Source.Present() {
		return nil
	}
	if err := insertTouchTx(ctx, tx, userID, "first", a.First); err != nil {
		return err
	}
	if a.Last.Source.Present() {
		if err := insertTouchTx(ctx, tx, userID, "last", a.Last); err != nil {
			return err
		}
	}
	return conversionTx(ctx, tx, now, userID, amora.EventSignup, nil)
}

func insertTouchTx(ctx context.Context, tx *Tx, userID int64, kind string, t amora.Touch) error {
	s := t.Source.Clipped()
	_, err := tx.exec(ctx, `INSERT INTO traffic_touches (user_id, kind, network, ref, sub1, sub2, sub3, click_id, path, touched_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, userID, kind, s.Network, s.Ref, s.Sub1, s.Sub2, s.Sub3, s.ClickID, t.Path, formatTime(t.At))
	return err
}

// RecordTouch records a tracked link a member opened after signing up; their source
// stays the first touch's.
func (db *DB) RecordTouch(ctx context.Context, userID int64, t amora.Touch) error {
	return db.inTx(ctx, func(tx *Tx) error { return insertTouchTx(ctx, tx, userID, "later", t) })
}

// Touches lists a member's touches in the order they were stored.
func (db *DB) Touches(ctx context.Context, userID int64) ([]amora.StoredTouch, error) {
	rows, err := db.query(ctx, `SELECT kind, network, ref, sub1, sub2, sub3, click_id, path, touched_at
		FROM traffic_touches WHERE user_id = ? ORDER BY id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.StoredTouch
	for rows.Next() {
		var t amora.StoredTouch
		var at string
		s := &t.Source
		if err := rows.Scan(&t.Kind, &s.Network, &s.Ref, &s.Sub1, &s.Sub2, &s.Sub3, &s.ClickID, &t.Path, &at); err != nil {
			return nil, err
		}
		if t.At, err = parseTime(at); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// payoutColumns are the columns of postback_networks with each event's payout.
var payoutColumns = map[string]string{
	amora.EventSignup: "payout_signup", amora.EventActivation: "payout_activation", amora.EventFirstPurchase: "payout_first_purchase",
}

// conversionTx records event for member userID, with the source stored at their
// sign-up, once per member and event, and queues its postback when the source's
// network has an enabled configuration. Members without a source (and fictional
// profiles) have no conversions. p is the payment of a first purchase.
func conversionTx(ctx context.Context, tx *Tx, now time.Time, userID int64, event string, p *amora.Payment) error {
	var paymentID any
	amount, currency := 0, ""
	if p != nil {
		paymentID, amount, currency = p.ID, p.Amount, p.Currency
	}
	var id int64
	var status string
	err := tx.queryRow(ctx, `INSERT INTO conversions (user_id, event, network, ref, sub1, sub2, sub3, click_id,
			payment_id, amount, currency, payout, payout_currency, postback_status, created_at)
		SELECT u.id, CAST(? AS TEXT), u.ts_network, u.ts_ref, u.ts_sub1, u.ts_sub2, u.ts_sub3, u.ts_click_id,
			CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), COALESCE(n.`+payoutColumns[event]+`, 0), COALESCE(n.payout_currency, ''),
			CASE WHEN n.network IS NULL THEN '' ELSE 'pending' END, CAST(? AS TEXT)
		FROM users u LEFT JOIN postback_networks n ON n.network = u.ts_network AND n.enabled
		WHERE u.id = ? AND NOT u.fictional AND (u.ts_network <> '' OR u.ts_ref <> '')
		ON CONFLICT (user_id, event) DO NOTHING
		RETURNING id, postback_status`,
		event, paymentID, amount, currency, formatTime(now), userID).Scan(&id, &status)
	if isNoRows(err) || (err == nil && status == "") {
		return nil // no source, recorded before, or no postback
	} else if err != nil {
		return err
	}
	payload, _ := json.Marshal(PostbackJob{ConversionID: id})
	jobID, err := enqueueTx(ctx, tx, now, JobPostback, payload, time.Time{})
	if err != nil {
		return err
	}
	_, err = tx.exec(ctx, `UPDATE jobs SET max_attempts = ? WHERE id = ?`, amora.PostbackMaxAttempts, jobID)
	return err
}

// purchaseConversionTx records a paid payment's first purchase: the member's first
// paid payment (every payment carries the source itself, in its ts_ columns).
func purchaseConversionTx(ctx context.Context, tx *Tx, now time.Time, p amora.Payment) error {
	var others int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM payments WHERE user_id = ? AND status = ? AND id <> ?`,
		p.UserID, amora.PaymentPaid, p.ID).Scan(&others); err != nil || others > 0 {
		return err
	}
	return conversionTx(ctx, tx, now, p.UserID, amora.EventFirstPurchase, &p)
}
