package sqlstore

import (
	"context"
	"strings"
)

// The roll-ups per traffic-source field (stats_daily_source per day for ref and the
// subs, stats_monthly_source per month for those and network): the counters of
// stats_daily per site and the value of one field of the source, so that the dashboard
// grouped by ref or a sub, or by month, reads a few rows per period and value. Their
// payers (and stats_daily_network's) count stats_payers rows: per day every row, per
// month each member's first of the month. Moved by bumpStatsTx and payerTx (and the
// PostgreSQL batch of messages) with the others.

// statsSourceDims are the source fields kept per value by day, as amora.StatsGroups
// names them (network has stats_daily_network); statsMonthDims those kept by month.
var (
	statsSourceDims = []string{"ref", "sub1", "sub2", "sub3"}
	statsMonthDims  = []string{"network", "ref", "sub1", "sub2", "sub3"}
)

const (
	statsSourceKey      = `dim, day, site_host, value`
	statsMonthSourceKey = `dim, month, site_host, value`
)

var (
	statsSourceUpsert      = statsUpsert("stats_daily_source", statsSourceKey)
	statsMonthSourceUpsert = statsUpsert("stats_monthly_source", statsMonthSourceKey)
)

// statsDimsSQL is a row per source field of dims (column dim), to cross-join a
// member's row with.
func statsDimsSQL(dims []string) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = `SELECT '` + d + `' AS dim`
	}
	return `(` + strings.Join(parts, ` UNION ALL `) + `) d`
}

// statsDimValueSQL is the value of field d.dim of the source whose fields are prefixed
// by prefix (e.g. "u.ts_" for a users row, "s." for stats_daily).
func statsDimValueSQL(prefix string, dims []string) string {
	var b strings.Builder
	b.WriteString(`CASE d.dim`)
	for _, d := range dims {
		b.WriteString(` WHEN '` + d + `' THEN ` + prefix + d)
	}
	b.WriteString(` END`)
	return b.String()
}

// The statements of bumpStatsTx for the per-field roll-ups: their arguments are those
// of bumpDailySQL (the day or month, the counters, the member).
var (
	bumpSourceSQL = `INSERT INTO stats_daily_source (` + statsSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_", statsSourceDims) + `, ` + statsCasts + `
		FROM users u CROSS JOIN ` + statsDimsSQL(statsSourceDims) + ` WHERE u.id = ? AND NOT u.fictional` + statsSourceUpsert
	bumpMonthSourceSQL = `INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_", statsMonthDims) + `, ` + statsCasts + `
		FROM users u CROSS JOIN ` + statsDimsSQL(statsMonthDims) + ` WHERE u.id = ? AND NOT u.fictional` + statsMonthSourceUpsert
)

// bumpSourceStatsTx adds c to the per-field roll-ups of day (its month too) for the
// source of member userID; args are bumpStatsTx's, the day first.
func bumpSourceStatsTx(ctx context.Context, tx *Tx, day string, args []any) error {
	if _, err := tx.exec(ctx, bumpSourceSQL, args...); err != nil {
		return err
	}
	month := append([]any{statsMonth(day)}, args[1:]...)
	_, err := tx.exec(ctx, bumpMonthSourceSQL, month...)
	return err
}

// The statements of payerTx for a new stats_payers row: one more payer on the day
// (arguments: the day, the member) and, for the member's first of the month, in the
// month (the month, the member).
var (
	payerDaySQL = []string{
		`INSERT INTO stats_daily_network (` + statsNetworkKey + `, payers) SELECT CAST(? AS TEXT), site_host, ts_network, 1` +
			statsMember + ` ON CONFLICT (` + statsNetworkKey + `) DO UPDATE SET payers = stats_daily_network.payers + 1`,
		`INSERT INTO stats_daily_source (` + statsSourceKey + `, payers)
			SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_", statsSourceDims) + `, 1
			FROM users u CROSS JOIN ` + statsDimsSQL(statsSourceDims) + ` WHERE u.id = ? AND NOT u.fictional
			ON CONFLICT (` + statsSourceKey + `) DO UPDATE SET payers = stats_daily_source.payers + 1`,
	}
	payerMonthSQL = `INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, payers)
		SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_", statsMonthDims) + `, 1
		FROM users u CROSS JOIN ` + statsDimsSQL(statsMonthDims) + ` WHERE u.id = ? AND NOT u.fictional
		ON CONFLICT (` + statsMonthSourceKey + `) DO UPDATE SET payers = stats_monthly_source.payers + 1`
)

// countPayerTx counts the new stats_payers row of member userID on day in the payers
// of the day and, when it is the member's first of the month or of the ISO week, of
// the month or the week (stats_weekly_payers, statsweekly.go).
func countPayerTx(ctx context.Context, tx *Tx, day string, userID int64) error {
	for _, stmt := range payerDaySQL {
		if _, err := tx.exec(ctx, stmt, day, userID); err != nil {
			return err
		}
	}
	for _, p := range []struct{ start, stmt string }{{statsMonth(day), payerMonthSQL}, {statsWeek(day), payerWeekSQL}} {
		var earlier int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM stats_payers WHERE user_id = ? AND day >= ? AND day < ?`,
			userID, p.start, day).Scan(&earlier); err != nil {
			return err
		}
		if earlier > 0 {
			continue
		}
		if _, err := tx.exec(ctx, p.stmt, p.start, userID); err != nil {
			return err
		}
	}
	return nil
}

// statsMonth is the month row of a roll-up day: 'YYYY-MM-01', the period
// amora.StatsPeriod gives the day by month.
func statsMonth(day string) string { return day[:7] + "-01" }

// rebuildSourceSQL fills the per-field roll-ups' counters from stats_daily and
// stats_daily_network (RebuildStats; the payments' payers come after, by payerTx).
var rebuildSourceSQL = []string{
	`INSERT INTO stats_daily_source (` + statsSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, s.day, s.site_host, ` + statsDimValueSQL("s.", statsSourceDims) + `, ` + statsSums + `
		FROM stats_daily s CROSS JOIN ` + statsDimsSQL(statsSourceDims) + ` WHERE TRUE GROUP BY 1, 2, 3, 4`,
	`INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT 'network', substr(day, 1, 7) || '-01', site_host, network, ` + statsSums + `
		FROM stats_daily_network WHERE TRUE GROUP BY 1, 2, 3, 4
		UNION ALL
		SELECT dim, substr(day, 1, 7) || '-01', site_host, value, ` + statsSums + `
		FROM stats_daily_source WHERE TRUE GROUP BY 1, 2, 3, 4`,
}
