package sqlstore

import (
	"context"
	"strings"
)

// The roll-ups per traffic-source field (stats_daily_source per day, stats_monthly_source
// per month): the counters of stats_daily per site and the value of one field of the
// source, so that the dashboard grouped by ref or a sub reads a few rows per period and
// value. Moved by bumpStatsTx (and the PostgreSQL batch of messages) with the others.

// statsSourceDims are the source fields kept per value, as amora.StatsGroups names them
// (network has stats_daily_network).
var statsSourceDims = []string{"ref", "sub1", "sub2", "sub3"}

const (
	statsSourceKey      = `dim, day, site_host, value`
	statsMonthSourceKey = `dim, month, site_host, value`
)

var (
	statsSourceUpsert      = statsUpsert("stats_daily_source", statsSourceKey)
	statsMonthSourceUpsert = statsUpsert("stats_monthly_source", statsMonthSourceKey)
)

// statsDimsSQL is a row per source field (column dim), to cross-join a member's row with.
var statsDimsSQL = func() string {
	parts := make([]string, len(statsSourceDims))
	for i, d := range statsSourceDims {
		parts[i] = `SELECT '` + d + `' AS dim`
	}
	return `(` + strings.Join(parts, ` UNION ALL `) + `) d`
}()

// statsDimValueSQL is the value of field d.dim of the source whose fields are prefixed
// by prefix (e.g. "u.ts_" for a users row, "" for stats_daily).
func statsDimValueSQL(prefix string) string {
	var b strings.Builder
	b.WriteString(`CASE d.dim`)
	for _, d := range statsSourceDims {
		b.WriteString(` WHEN '` + d + `' THEN ` + prefix + d)
	}
	b.WriteString(` END`)
	return b.String()
}

// The statements of bumpStatsTx for the per-field roll-ups: their arguments are those
// of bumpDailySQL (the period, the counters, the member).
var (
	bumpSourceSQL = `INSERT INTO stats_daily_source (` + statsSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_") + `, ` + statsCasts + `
		FROM users u CROSS JOIN ` + statsDimsSQL + ` WHERE u.id = ? AND NOT u.fictional` + statsSourceUpsert
	bumpMonthSourceSQL = `INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_") + `, ` + statsCasts + `
		FROM users u CROSS JOIN ` + statsDimsSQL + ` WHERE u.id = ? AND NOT u.fictional` + statsMonthSourceUpsert
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

// statsMonth is the month row of a roll-up day: 'YYYY-MM-01', the period
// amora.StatsPeriod gives the day by month.
func statsMonth(day string) string { return day[:7] + "-01" }

// rebuildSourceSQL fills the per-field roll-ups from stats_daily (RebuildStats).
var rebuildSourceSQL = []string{
	`INSERT INTO stats_daily_source (` + statsSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT d.dim, s.day, s.site_host, ` + statsDimValueSQL("s.") + `, ` + statsSums + `
		FROM stats_daily s CROSS JOIN ` + statsDimsSQL + ` WHERE TRUE GROUP BY 1, 2, 3, 4`,
	`INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT dim, substr(day, 1, 7) || '-01', site_host, value, ` + statsSums + `
		FROM stats_daily_source WHERE TRUE GROUP BY 1, 2, 3, 4`,
}
