package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"amora"
)

// StatsRows reads every row of stats_daily, stats_daily_network, the per-field roll-ups and stats_payers as text, in key order, so
// that tests compare the roll-ups that events moved with those RebuildStats writes.
func (db *DB) StatsRows(ctx context.Context) ([]string, error) {
	var out []string
	rows, err := db.query(ctx, `SELECT `+statsKey+`, signups, activations, first_purchases, purchases, revenue_gross, revenue_net,
		messages_sent, credits_bought, credits_spent FROM stats_daily ORDER BY `+statsKey)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var k [7]string
		var c [9]int64
		if err := rows.Scan(&k[0], &k[1], &k[2], &k[3], &k[4], &k[5], &k[6], &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7], &c[8]); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprint(k, c))
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	network, err := db.query(ctx, `SELECT `+statsNetworkKey+`, `+statsSums+`, SUM(payers) FROM stats_daily_network GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
	if err != nil {
		return nil, err
	}
	defer network.Close()
	for network.Next() {
		var k [3]string
		var c [10]int64
		if err := network.Scan(&k[0], &k[1], &k[2], &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7], &c[8], &c[9]); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprint("network ", k, c))
	}
	if err := network.Err(); err != nil {
		return nil, err
	}
	for _, table := range []string{"stats_daily_source", "stats_monthly_source"} {
		src, err := db.query(ctx, `SELECT * FROM `+table+` ORDER BY 1, 2, 3, 4`)
		if err != nil {
			return nil, err
		}
		for src.Next() {
			var k [4]string
			var c [10]int64
			if err := src.Scan(&k[0], &k[1], &k[2], &k[3], &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7], &c[8], &c[9]); err != nil {
				src.Close()
				return nil, err
			}
			out = append(out, fmt.Sprint(table, k, c))
		}
		src.Close()
		if err := src.Err(); err != nil {
			return nil, err
		}
	}
	weekly, err := db.query(ctx, `SELECT `+statsWeekKey+`, payers FROM stats_weekly_payers ORDER BY `+statsWeekKey)
	if err != nil {
		return nil, err
	}
	defer weekly.Close()
	for weekly.Next() {
		var k [4]string
		var n int64
		if err := weekly.Scan(&k[0], &k[1], &k[2], &k[3], &n); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprint("weekly ", k, n))
	}
	if err := weekly.Err(); err != nil {
		return nil, err
	}
	payers, err := db.query(ctx, `SELECT day, user_id, site_host, network, ref, sub1, sub2, sub3 FROM stats_payers ORDER BY day, user_id`)
	if err != nil {
		return nil, err
	}
	defer payers.Close()
	for payers.Next() {
		var day, site, n, r, s1, s2, s3 string
		var id int64
		if err := payers.Scan(&day, &id, &site, &n, &r, &s1, &s2, &s3); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprint("payer ", day, id, site, n, r, s1, s2, s3))
	}
	return out, payers.Err()
}

// StatsRecount answers q as Stats did before the per-field roll-ups: every grouping
// summed from stats_daily (one row per day and whole source), the payers counted
// distinct in stats_payers, in one query each. Tests hold Stats equal to it.
func (db *DB) StatsRecount(ctx context.Context, q amora.StatsQuery) (*amora.StatsResult, error) {
	if err := q.Validate(); err != nil {
		return nil, err
	}
	period, group := db.d.statsPeriod(q.Granularity), `''`
	if q.GroupBy != "" {
		group = q.GroupBy
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
	if err := db.statsCounters(ctx, statsRead{sql: `SELECT ` + period + `, ` + group + `, ` + statsSums + `, 0 FROM stats_daily` + where +
		` GROUP BY 1, 2 ORDER BY 1, 2`, args: args}, func(per, grp string, c amora.StatsCounts) {
		point(per, grp).Add(c)
		res.Totals.Add(c)
	}); err != nil {
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
	err = db.queryRow(ctx, `SELECT COUNT(DISTINCT user_id) FROM stats_payers`+where, args...).Scan(&res.Totals.PayingMembers)
	return res, err
}

// RefillStatsAsMigrated empties the roll-ups migrations 0105 and 0130 added (and the
// payers of stats_daily_network) and fills them again with those migrations'
// statements, as they do for an installation whose roll-ups predate them.
func (db *DB) RefillStatsAsMigrated(ctx context.Context) error {
	fill := func(file, marker string) (string, error) {
		b, err := migrations.ReadFile("migrations/" + db.d.name + "/" + file)
		if err != nil {
			return "", err
		}
		i := strings.Index(string(b), marker)
		if i < 0 {
			return "", fmt.Errorf("%s has no %q", file, marker)
		}
		return string(b[i:]), nil
	}
	sources, err := fill("0105_stats_sources.sql", "-- The roll-ups already there")
	if err != nil {
		return err
	}
	weekly, err := fill("0130_stats_weekly_payers.sql", "-- The payers already there")
	if err != nil {
		return err
	}
	return db.ExecAdmin(ctx, `DELETE FROM stats_daily_source; DELETE FROM stats_monthly_source; UPDATE stats_daily_network SET payers = 0;
		DELETE FROM stats_weekly_payers;
		`+sources+weekly)
}
