package sqlstore

import (
	"context"
	"fmt"
)

// StatsRows reads every row of stats_daily, stats_daily_network and stats_payers as text, in key order, so
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
	network, err := db.query(ctx, `SELECT `+statsNetworkKey+`, `+statsSums+` FROM stats_daily_network GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
	if err != nil {
		return nil, err
	}
	defer network.Close()
	for network.Next() {
		var k [3]string
		var c [9]int64
		if err := network.Scan(&k[0], &k[1], &k[2], &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7], &c[8]); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprint("network ", k, c))
	}
	if err := network.Err(); err != nil {
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
