package sqlstore

import (
	"context"
	"slices"
	"strings"
	"time"

	"amora"
)

var _ amora.StatsService = (*DB)(nil)

// statsSums are the summed counters of a roll-up table, in StatsCounts' order.
const statsSums = `SUM(signups), SUM(activations), SUM(first_purchases), SUM(purchases), SUM(revenue_gross),
	SUM(revenue_net), SUM(messages_sent), SUM(credits_bought), SUM(credits_spent)`

// statsRead is one query of the counters of a statistics answer, for the days from..to:
// rows of period, group, the summed counters and payers, in period and group order.
// payers tells whether the payers column counts the paying members of each period and
// group (the roll-up's periods are the answer's); else stats_payers answers them.
type statsRead struct {
	sql      string
	args     []any
	from, to time.Time
	payers   bool
}

// Stats answers a statistics query from the roll-ups alone, summed per period and
// group: for all sources or per network stats_daily_network, per ref or sub
// stats_daily_source, and by month stats_monthly_source for the whole months of the
// range (the days before and after from the daily ones). Paying members of a day, a
// whole month or a whole week (stats_weekly_payers) are the roll-ups' payers; of part
// of a month or week, and in total, the distinct members of stats_payers. Without
// grouping, every period of the range is in the series, zero or not; grouped, the
// periods and groups that have counts, in period and group order.
func (db *DB) Stats(ctx context.Context, q amora.StatsQuery) (*amora.StatsResult, error) {
	if err := q.Validate(); err != nil {
		return nil, err
	}
	period, group := db.d.statsPeriod(q.Granularity), `''`
	if q.GroupBy != "" {
		group = q.GroupBy // one of amora.StatsGroups, checked by Validate: a column name
	}
	site, siteArgs := ``, []any{}
	if q.Site != "" {
		site, siteArgs = ` AND site_host = ?`, []any{q.Site}
	}
	days := func(from, to time.Time) []any { return append([]any{statsDay(from), statsDay(to)}, siteArgs...) }
	res := &amora.StatsResult{Series: []amora.StatsPoint{}}
	index := map[[2]string]int{}
	if q.GroupBy == "" {
		for _, p := range amora.StatsPeriods(q) {
			index[[2]string{p, ""}] = len(res.Series)
			res.Series = append(res.Series, amora.StatsPoint{Period: p})
		}
	}
	point := func(period, group string) *amora.StatsPoint {
		i, ok := index[[2]string{period, group}]
		if !ok {
			i = len(res.Series)
			index[[2]string{period, group}] = i
			res.Series = append(res.Series, amora.StatsPoint{Period: period, Group: group})
		}
		return &res.Series[i]
	}
	sums := statsSums + `, SUM(payers)`
	// byPeriod sums a daily roll-up's rows, selected by where, per period and group:
	// by week or month the rows are summed per day first (in the key's order, without
	// a hash), so that the period of a day is worked out once per day and group
	// instead of once per row.
	byPeriod := func(table, grp, where string) string {
		if q.Granularity == amora.GranularityDay {
			return `SELECT day, ` + grp + `, ` + sums + ` FROM ` + table + where + ` GROUP BY 1, 2 ORDER BY 1, 2`
		}
		named := make([]string, 0, len(statsCounters)+1)
		for _, c := range append(slices.Clone(statsCounters), "payers") {
			named = append(named, `SUM(`+c+`) AS `+c)
		}
		return `SELECT ` + period + `, g, ` + sums + ` FROM (SELECT day, ` + grp + ` AS g, ` + strings.Join(named, ", ") +
			` FROM ` + table + where + ` GROUP BY 1, 2) d GROUP BY 1, 2 ORDER BY 1, 2`
	}
	daily := func(from, to time.Time) statsRead {
		r := statsRead{from: from, to: to, payers: q.Granularity == amora.GranularityDay}
		if slices.Contains(statsSourceDims, q.GroupBy) {
			r.sql = byPeriod(`stats_daily_source`, `value`, ` WHERE dim = ? AND day >= ? AND day <= ?`+site)
			r.args = append([]any{q.GroupBy}, days(from, to)...)
		} else {
			r.sql = byPeriod(`stats_daily_network`, group, ` WHERE day >= ? AND day <= ?`+site)
			r.args = days(from, to)
		}
		return r
	}
	var reads []statsRead
	first, last, whole := statsWholeMonths(q.From, q.To)
	if q.Granularity != amora.GranularityMonth || !whole {
		reads = []statsRead{daily(q.From, q.To)}
	} else {
		// In order: the days before the first whole month, the whole months, the days
		// after the last.
		if q.From.Before(first) {
			reads = append(reads, daily(q.From, first.AddDate(0, 0, -1)))
		}
		dim, value := q.GroupBy, `value`
		if dim == "" {
			dim, value = "network", `''`
		}
		lastDay := last.AddDate(0, 1, -1)
		reads = append(reads, statsRead{`SELECT month, ` + value + `, ` + sums + ` FROM stats_monthly_source
			WHERE dim = ? AND month >= ? AND month <= ?` + site + ` GROUP BY 1, 2 ORDER BY 1, 2`,
			append([]any{dim}, days(first, last)...), first, lastDay, true})
		if next := lastDay.AddDate(0, 0, 1); !next.After(q.To) {
			reads = append(reads, daily(next, q.To))
		}
	}
	for _, r := range reads {
		if err := db.statsCounters(ctx, r, func(per, grp string, c amora.StatsCounts) {
			p := point(per, grp)
			p.Add(c) // all but PayingMembers
			if r.payers {
				p.PayingMembers += c.PayingMembers
			}
			res.Totals.Add(c)
		}); err != nil {
			return nil, err
		}
		if !r.payers && q.Granularity == amora.GranularityWeek {
			if err := db.statsWeekPayers(ctx, q, r.from, r.to, group, site, siteArgs, point); err != nil {
				return nil, err
			}
		} else if !r.payers {
			if err := db.statsPayers(ctx, `SELECT `+period+`, `+group+`, COUNT(DISTINCT user_id) FROM stats_payers
				WHERE day >= ? AND day <= ?`+site+` GROUP BY 1, 2 ORDER BY 1, 2`, days(r.from, r.to), point); err != nil {
				return nil, err
			}
		}
	}
	if err := db.queryRow(ctx, `SELECT COUNT(DISTINCT user_id) FROM stats_payers WHERE day >= ? AND day <= ?`+site,
		days(q.From, q.To)...).Scan(&res.Totals.PayingMembers); err != nil {
		return nil, err
	}
	return res, nil
}

// statsPayers sets the paying members of each period and group that query answers.
func (db *DB) statsPayers(ctx context.Context, query string, args []any, point func(period, group string) *amora.StatsPoint) error {
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var per, grp string
		var n int64
		if err := rows.Scan(&per, &grp, &n); err != nil {
			return err
		}
		point(per, grp).PayingMembers = n
	}
	return rows.Err()
}

// statsCounters runs one read of Stats, handing each row to add (with the payers
// column as PayingMembers).
func (db *DB) statsCounters(ctx context.Context, r statsRead, add func(period, group string, c amora.StatsCounts)) error {
	rows, err := db.query(ctx, r.sql, r.args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var per, grp string
		var c amora.StatsCounts
		if err := rows.Scan(&per, &grp, &c.Signups, &c.Activations, &c.FirstPurchases, &c.Purchases, &c.RevenueGross,
			&c.RevenueNet, &c.MessagesSent, &c.CreditsBought, &c.CreditsSpent, &c.PayingMembers); err != nil {
			return err
		}
		add(per, grp, c)
	}
	return rows.Err()
}

// statsWholeMonths answers the first days of the first and the last month that lie
// whole within the days from..to, and whether there is any.
func statsWholeMonths(from, to time.Time) (first, last time.Time, ok bool) {
	first = amora.StatsPeriod(from, amora.GranularityMonth)
	if !first.Equal(amora.StatsPeriod(from, amora.GranularityDay)) {
		first = first.AddDate(0, 1, 0)
	}
	last = amora.StatsPeriod(to, amora.GranularityMonth)
	if next := amora.StatsPeriod(to, amora.GranularityDay).AddDate(0, 0, 1); next.Day() != 1 {
		last = last.AddDate(0, -1, 0)
	}
	return first, last, !first.After(last)
}
