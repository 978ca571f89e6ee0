package sqlstore

import (
	"context"
	"slices"
	"strings"

	"amora"
)

// StatsRebuilt tells what RebuildStats counted.
type StatsRebuilt struct {
	Rows     int64 // stats_daily rows written
	Payments int   // paid payments counted
}

// RebuildStats recomputes the statistics roll-ups from the raw tables, in one
// transaction: for an installation whose history predates them, run once
// (`amora stats rebuild`); the events keep them up to date after that. It counts what
// the raw tables still hold: members purged since, and their messages, are gone from
// them, so a rebuild of old data can count less than the roll-ups did. Each counter
// follows its event's rule: sign-ups by created_at, activations by activated_at,
// messages and the credits they cost by their time, payments through the same
// amora.PaymentStats as ApplyPaymentStatus, in the order they were paid
// (the first of a member's is their first purchase). Everything is written set by set
// (statements over many rows, not one event at a time): stats_daily first, then the
// tables summed from it, the payers counted from stats_payers as payerTx counts them,
// and the refunds last, through bumpStatsTx.
func (db *DB) RebuildStats(ctx context.Context) (StatsRebuilt, error) {
	var out StatsRebuilt
	err := db.inTx(ctx, func(tx *Tx) error {
		out = StatsRebuilt{}
		if err := lockStatsTx(ctx, tx); err != nil { // the sends of running instances wait
			return err
		}
		// The GROUP BYs over every message and ledger row hash a group per day and
		// source (1.8 M for a year of 10,000,000 messages): in memory rather than
		// spilled to disk, for this transaction alone (measured: 2 min against 6.5).
		if db.d.name == postgresDialect.name {
			if _, err := tx.exec(ctx, `SET LOCAL work_mem = '256MB'`); err != nil {
				return err
			}
		}
		for _, stmt := range []string{`DELETE FROM stats_daily`, `DELETE FROM stats_daily_network`, `DELETE FROM stats_payers`,
			`DELETE FROM stats_daily_source`, `DELETE FROM stats_monthly_source`, `DELETE FROM stats_weekly_payers`,
			rebuildSQL(`signups`, `COUNT(*)`, `users u`, `substr(u.created_at, 1, 10)`, ``),
			rebuildSQL(`activations`, `COUNT(*)`, `users u`, `substr(u.activated_at, 1, 10)`, ` AND u.activated_at <> ''`),
			rebuildSQL(`messages_sent`, `COUNT(*)`, `messages m JOIN users u ON u.id = m.sender_id`, `substr(m.created_at, 1, 10)`, ``),
			rebuildSQL(`credits_spent`, `SUM(0 - l.amount)`, `credit_ledger l JOIN users u ON u.id = l.user_id`,
				`substr(l.created_at, 1, 10)`, ` AND l.reason IN ('message', 'gift') AND l.amount < 0`),
		} {
			if _, err := tx.exec(ctx, stmt); err != nil {
				return err
			}
		}
		paid, err := paidPayments(ctx, tx)
		if err != nil {
			return err
		}
		firstID, err := rebuildPaymentsTx(ctx, tx, paid)
		if err != nil {
			return err
		}
		out.Payments = len(paid)
		if _, err := tx.exec(ctx, `INSERT INTO stats_daily_network (`+statsNetworkKey+`, `+strings.Join(statsCounters, ", ")+`)
			SELECT `+statsNetworkKey+`, `+statsSums+` FROM stats_daily WHERE TRUE GROUP BY 1, 2, 3`); err != nil {
			return err
		}
		for _, stmt := range slices.Concat(rebuildSourceSQL, rebuildPayersSQL(db.d)) {
			if _, err := tx.exec(ctx, stmt); err != nil {
				return err
			}
		}
		if err := rebuildRefundStatsTx(ctx, tx, firstID); err != nil {
			return err
		}
		return tx.queryRow(ctx, `SELECT COUNT(*) FROM stats_daily`).Scan(&out.Rows)
	})
	return out, err
}

// rebuildSQL adds to stats_daily's column the aggregate of from's rows, per day and
// the site and source of their member u (fictional profiles count for nothing).
func rebuildSQL(column, aggregate, from, day, cond string) string {
	return `INSERT INTO stats_daily (` + statsKey + `, ` + column + `)
		SELECT ` + day + `, u.site_host, u.ts_network, u.ts_ref, u.ts_sub1, u.ts_sub2, u.ts_sub3, ` + aggregate + `
		FROM ` + from + ` WHERE NOT u.fictional` + cond + `
		GROUP BY 1, 2, 3, 4, 5, 6, 7` + statsDailyUpsert
}

// paidPayments lists the paid payments of members that still exist, in the order
// they were paid.
func paidPayments(ctx context.Context, tx *Tx) ([]amora.Payment, error) {
	rows, err := tx.query(ctx, `SELECT `+paymentColumns+` FROM payments WHERE status = ? AND user_id IS NOT NULL ORDER BY paid_at, id`,
		amora.PaymentPaid)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.Payment
	for rows.Next() {
		p, err := scanPayment(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}
