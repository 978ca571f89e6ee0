package sqlstore

import (
	"context"
	"time"

	"amora"
)

// Paying members per ISO week (stats_weekly_payers, migration 0130): per week, site and
// value of one source field, the members who paid in the week, each once with the
// source of their first payment of the week. payerTx moves it (countPayerTx) in the
// payment's transaction; Stats by week reads it for the whole weeks of a range, so that
// it counts no distinct members in stats_payers but for the days of a week cut by the
// range's ends.

const statsWeekKey = `dim, week, site_host, value`

// payerWeekSQL counts a member's first stats_payers row of a week (arguments: the
// week's Monday, the member) in the week's payers of each source field.
var payerWeekSQL = `INSERT INTO stats_weekly_payers (` + statsWeekKey + `, payers)
	SELECT d.dim, CAST(? AS TEXT), u.site_host, ` + statsDimValueSQL("u.ts_", statsMonthDims) + `, 1
	FROM users u CROSS JOIN ` + statsDimsSQL(statsMonthDims) + ` WHERE u.id = ? AND NOT u.fictional
	ON CONFLICT (` + statsWeekKey + `) DO UPDATE SET payers = stats_weekly_payers.payers + 1`

// statsWeek is the week row of a roll-up day: its ISO week's Monday, 'YYYY-MM-DD'.
func statsWeek(day string) string {
	d, _ := amora.ParseStatsDay(day)
	return amora.StatsPeriod(d, amora.GranularityWeek).Format(amora.StatsDay)
}

// statsWeekPayers sets the paying members of each week and group of q that the days
// from..to hold: of the whole weeks from stats_weekly_payers, of a week cut by from or
// to as the distinct members of stats_payers on its days in the range. group is the
// stats_payers column of q's grouping (a quoted empty string for none); site and
// siteArgs filter the site.
func (db *DB) statsWeekPayers(ctx context.Context, q amora.StatsQuery, from, to time.Time, group, site string, siteArgs []any,
	point func(period, group string) *amora.StatsPoint) error {
	days := func(from, to time.Time) []any { return append([]any{statsDay(from), statsDay(to)}, siteArgs...) }
	distinct := func(from, to time.Time) error {
		return db.statsPayers(ctx, `SELECT `+db.d.statsPeriod(amora.GranularityWeek)+`, `+group+`, COUNT(DISTINCT user_id)
			FROM stats_payers WHERE day >= ? AND day <= ?`+site+` GROUP BY 1, 2 ORDER BY 1, 2`, days(from, to), point)
	}
	first := amora.StatsPeriod(from, amora.GranularityWeek)
	if first.Before(from) {
		first = first.AddDate(0, 0, 7)
	}
	last := amora.StatsPeriod(to, amora.GranularityWeek) // the Monday of the last whole week
	if last.AddDate(0, 0, 6).After(to) {
		last = last.AddDate(0, 0, -7)
	}
	if first.After(last) {
		return distinct(from, to)
	}
	if from.Before(first) {
		if err := distinct(from, first.AddDate(0, 0, -1)); err != nil {
			return err
		}
	}
	dim, value := q.GroupBy, `value`
	if dim == "" {
		dim, value = "network", `''`
	}
	if err := db.statsPayers(ctx, `SELECT week, `+value+`, SUM(payers) FROM stats_weekly_payers
		WHERE dim = ? AND week >= ? AND week <= ?`+site+` GROUP BY 1, 2 ORDER BY 1, 2`,
		append([]any{dim}, days(first, last)...), point); err != nil {
		return err
	}
	if end := last.AddDate(0, 0, 7); !end.After(to) {
		return distinct(end, to)
	}
	return nil
}
