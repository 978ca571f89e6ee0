package sqlstore

import (
	"context"
	"strings"

	"amora"
)

// The postback configuration per network (staff console, audited), the conversions'
// postbacks and every attempt to send one.

const postbackNetworkColumns = `network, url_template, enabled, payout_signup, payout_activation, payout_first_purchase,
	payout_currency, created_at, updated_at`

func scanPostbackNetwork(row interface{ Scan(...any) error }) (*amora.PostbackNetwork, error) {
	var n amora.PostbackNetwork
	var signup, activation, first int
	var created, updated string
	if err := row.Scan(&n.Network, &n.URLTemplate, &n.Enabled, &signup, &activation, &first, &n.PayoutCurrency, &created, &updated); err != nil {
		return nil, err
	}
	n.Payouts = map[string]int{amora.EventSignup: signup, amora.EventActivation: activation, amora.EventFirstPurchase: first}
	var err error
	if n.CreatedAt, err = parseTime(created); err != nil {
		return nil, err
	}
	n.UpdatedAt, err = parseTime(updated)
	return &n, err
}

// PostbackNetworks lists the configured networks by name.
func (db *DB) PostbackNetworks(ctx context.Context) ([]amora.PostbackNetwork, error) {
	rows, err := db.query(ctx, `SELECT `+postbackNetworkColumns+` FROM postback_networks ORDER BY network`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.PostbackNetwork{}
	for rows.Next() {
		n, err := scanPostbackNetwork(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *n)
	}
	return out, rows.Err()
}

func postbackNetworkTx(ctx context.Context, tx *Tx, network string) (*amora.PostbackNetwork, error) {
	n, err := scanPostbackNetwork(tx.queryRow(ctx, `SELECT `+postbackNetworkColumns+` FROM postback_networks WHERE network = ?`, network))
	if isNoRows(err) {
		return nil, amora.Errorf(amora.ENOTFOUND, "No postback is configured for network %q.", network)
	}
	return n, err
}

// postbackAudit is what the audit log keeps of a configuration.
func postbackAudit(n amora.PostbackNetwork) map[string]any {
	return map[string]any{"network": n.Network, "url_template": n.URLTemplate, "enabled": n.Enabled,
		"payouts": n.Payouts, "payout_currency": n.PayoutCurrency}
}

// SavePostbackNetwork creates or replaces a network's configuration; the audit entry
// keeps the values before and after.
func (db *DB) SavePostbackNetwork(ctx context.Context, n amora.PostbackNetwork, by amora.AuditEntry) (*amora.PostbackNetwork, error) {
	n.Normalize()
	if errs := n.Validate(); len(errs) > 0 {
		return nil, errs
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		old, err := postbackNetworkTx(ctx, tx, n.Network)
		if err != nil && amora.ErrorCode(err) != amora.ENOTFOUND {
			return err
		}
		now := formatTime(tx.now())
		if _, err := tx.exec(ctx, `INSERT INTO postback_networks (`+postbackNetworkColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (network) DO UPDATE SET url_template = excluded.url_template, enabled = excluded.enabled,
				payout_signup = excluded.payout_signup, payout_activation = excluded.payout_activation,
				payout_first_purchase = excluded.payout_first_purchase, payout_currency = excluded.payout_currency,
				updated_at = excluded.updated_at`,
			n.Network, n.URLTemplate, n.Enabled, n.Payouts[amora.EventSignup], n.Payouts[amora.EventActivation],
			n.Payouts[amora.EventFirstPurchase], n.PayoutCurrency, now, now); err != nil {
			return err
		}
		by.Action, by.TargetType = "postback.create", "postback_network"
		by.After = amora.AuditJSON(postbackAudit(n))
		if old != nil {
			by.Action, by.Before = "postback.update", amora.AuditJSON(postbackAudit(*old))
		}
		return tx.Audit(ctx, by)
	})
	if err != nil {
		return nil, err
	}
	return db.postbackNetwork(ctx, n.Network)
}

func (db *DB) postbackNetwork(ctx context.Context, network string) (n *amora.PostbackNetwork, err error) {
	err = db.inTx(ctx, func(tx *Tx) error {
		n, err = postbackNetworkTx(ctx, tx, network)
		return err
	})
	return n, err
}

const conversionColumns = `id, COALESCE(user_id, 0), event, network, ref, sub1, sub2, sub3, click_id, COALESCE(payment_id, 0),
	amount, currency, payout, payout_currency, postback_status, created_at`

func scanConversion(row interface{ Scan(...any) error }) (*amora.Conversion, error) {
	var c amora.Conversion
	var created string
	s := &c.Source
	if err := row.Scan(&c.ID, &c.UserID, &c.Event, &s.Network, &s.Ref, &s.Sub1, &s.Sub2, &s.Sub3, &s.ClickID, &c.PaymentID,
		&c.Amount, &c.Currency, &c.Payout, &c.PayoutCurrency, &c.PostbackStatus, &created); err != nil {
		return nil, err
	}
	var err error
	c.CreatedAt, err = parseTime(created)
	c.Attempts = []amora.PostbackAttempt{}
	return &c, err
}

// Conversion returns one conversion with its attempts.
func (db *DB) Conversion(ctx context.Context, id int64) (*amora.Conversion, error) {
	c, err := scanConversion(db.queryRow(ctx, `SELECT `+conversionColumns+` FROM conversions WHERE id = ?`, id))
	if isNoRows(err) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Conversion %d not found.", id)
	} else if err != nil {
		return nil, err
	}
	list := []amora.Conversion{*c}
	if err := db.attachAttempts(ctx, list); err != nil {
		return nil, err
	}
	return &list[0], nil
}

// UserConversions lists a member's conversions, oldest first.
func (db *DB) UserConversions(ctx context.Context, userID int64) ([]amora.Conversion, error) {
	return db.conversions(ctx, `SELECT `+conversionColumns+` FROM conversions WHERE user_id = ? ORDER BY id`, userID)
}

// Conversions lists the conversions with a postback, newest first, with their attempts.
func (db *DB) Conversions(ctx context.Context, f amora.ConversionFilter) ([]amora.Conversion, error) {
	where, args := []string{"postback_status <> ''"}, []any{}
	if f.Network != "" {
		where, args = append(where, "network = ?"), append(args, f.Network)
	}
	if f.Status != "" {
		where, args = append(where, "postback_status = ?"), append(args, f.Status)
	}
	if f.BeforeID > 0 {
		where, args = append(where, "id < ?"), append(args, f.BeforeID)
	}
	limit := f.Limit
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	return db.conversions(ctx, `SELECT `+conversionColumns+` FROM conversions WHERE `+strings.Join(where, " AND ")+
		` ORDER BY id DESC LIMIT `+itoa(limit), args...)
}

func (db *DB) conversions(ctx context.Context, query string, args ...any) ([]amora.Conversion, error) {
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	out := []amora.Conversion{}
	for rows.Next() {
		c, err := scanConversion(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, *c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, db.attachAttempts(ctx, out)
}

// attachAttempts fills the attempts of list, oldest first.
func (db *DB) attachAttempts(ctx context.Context, list []amora.Conversion) error {
	if len(list) == 0 {
		return nil
	}
	at := map[int64]int{}
	ids := make([]string, len(list))
	args := make([]any, len(list))
	for i, c := range list {
		at[c.ID], ids[i], args[i] = i, "?", c.ID
	}
	rows, err := db.query(ctx, `SELECT id, conversion_id, attempt, url, status, response_code, error, duration_ms, attempted_at
		FROM postback_attempts WHERE conversion_id IN (`+strings.Join(ids, ", ")+`) ORDER BY id`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var a amora.PostbackAttempt
		var when string
		if err := rows.Scan(&a.ID, &a.ConversionID, &a.Attempt, &a.URL, &a.Status, &a.ResponseCode, &a.Error, &a.DurationMS, &when); err != nil {
			return err
		}
		if a.AttemptedAt, err = parseTime(when); err != nil {
			return err
		}
		c := &list[at[a.ConversionID]]
		c.Attempts = append(c.Attempts, a)
	}
	return rows.Err()
}

// PostbackToSend returns the conversion of a postback job and its network's current
// configuration (ENOTFOUND when the conversion is gone; a nil network when it is no
// longer configured or disabled).
func (db *DB) PostbackToSend(ctx context.Context, conversionID int64) (*amora.Conversion, *amora.PostbackNetwork, error) {
	c, err := db.Conversion(ctx, conversionID)
	if err != nil {
		return nil, nil, err
	}
	n, err := db.postbackNetwork(ctx, c.Source.Network)
	if amora.ErrorCode(err) == amora.ENOTFOUND || (n != nil && !n.Enabled) {
		return c, nil, nil
	} else if err != nil {
		return nil, nil, err
	}
	return c, n, nil
}

// RecordPostbackAttempt logs one attempt and moves the conversion's postback to
// status (pending while it is retried, sent, failed).
func (db *DB) RecordPostbackAttempt(ctx context.Context, a amora.PostbackAttempt, status string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO postback_attempts (conversion_id, attempt, url, status, response_code, error, duration_ms, attempted_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, a.ConversionID, a.Attempt, a.URL, a.Status, a.ResponseCode, a.Error, a.DurationMS,
			formatTime(a.AttemptedAt)); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `UPDATE conversions SET postback_status = ? WHERE id = ?`, status, a.ConversionID)
		return err
	})
}
