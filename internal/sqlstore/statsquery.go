package sqlstore

import (
	"context"

	"amora"
)

var _ amora.StatsService = (*DB)(nil)

// statsSums are the summed counters of a roll-up table, in StatsCounts' order.
const statsSums = `SUM(signups), SUM(activations), SUM(first_purchases), SUM(purchases), SUM(revenue_gross),
	SUM(revenue_net), SUM(messages_sent), SUM(credits_bought), SUM(credits_spent)`

// Stats answers a statistics query from the roll-ups alone: stats_daily_network (for
// all sources or per network) or stats_daily (per ref or sub) summed per period and
// group, and the distinct payers of stats_payers. Without grouping, every
// period of the range is in the series, zero or not; grouped, the periods and groups
// that have counts.
func (db *DB) Stats(ctx context.Context, q amora.StatsQuery) (*amora.StatsResult, error) {
	if err := q.Validate(); err != nil {
		return nil, err
	}
	period, group := db.d.statsPeriod(q.Granularity), `''`
	if q.GroupBy != "" {
		group = q.GroupBy // one of amora.StatsGroups, checked by Validate: a column name
	}
	table := `stats_daily`
	if q.GroupBy == "" || q.GroupBy == "network" {
		table = `stats_daily_network`
	}
	where := ` WHERE day >= ? AND day <= ?`
	args := []any{statsDay(q.From), statsDay(q.To)}
	if q.Site != "" {
		where += ` AND site_host = ?`
		args = append(args, q.Site)
	}
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
	rows, err := db.query(ctx, `SELECT `+period+`, `+group+`, `+statsSums+` FROM `+table+where+
		` GROUP BY 1, 2 ORDER BY 1, 2`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var per, grp string
		var c amora.StatsCounts
		if err := rows.Scan(&per, &grp, &c.Signups, &c.Activations, &c.FirstPurchases, &c.Purchases, &c.RevenueGross,
			&c.RevenueNet, &c.MessagesSent, &c.CreditsBought, &c.CreditsSpent); err != nil {
			return nil, err
		}
		point(per, grp).Add(c)
		res.Totals.Add(c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	payers, err := db.query(ctx, `SELECT `+period+`, `+group+`, COUNT(DISTINCT user_id) FROM stats_payers`+where+
		` GROUP BY 1, 2 ORDER BY 1, 2`, args...)
	if err != nil {
		return nil, err
	}
	defer payers.Close()
	for payers.Next() {
		var per, grp string
		var n int64
		if err := payers.Scan(&per, &grp, &n); err != nil {
			return nil, err
		}
		point(per, grp).PayingMembers = n
	}
	if err := payers.Err(); err != nil {
		return nil, err
	}
	if err := db.queryRow(ctx, `SELECT COUNT(DISTINCT user_id) FROM stats_payers`+where, args...).
		Scan(&res.Totals.PayingMembers); err != nil {
		return nil, err
	}
	return res, nil
}
