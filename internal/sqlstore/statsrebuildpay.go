package sqlstore

import (
	"context"
	"strings"

	"amora"
)

// rebuildPaymentBatch is how many paid payments RebuildStats writes per statement
// (7 parameters each, well within both databases' limits).
const rebuildPaymentBatch = 500

// rebuildPaymentsTx adds paid (in the order they were paid) to stats_daily and
// stats_payers, in batches: each payment's counters are amora.PaymentStats', as
// ApplyPaymentStatus counts them (the first of a member's is their first purchase),
// summed per day and source of its member. It answers each member's first paid
// payment.
func rebuildPaymentsTx(ctx context.Context, tx *Tx, paid []amora.Payment) (map[int64]int64, error) {
	firstID := map[int64]int64{}
	for start := 0; start < len(paid); start += rebuildPaymentBatch {
		batch := paid[start:min(start+rebuildPaymentBatch, len(paid))]
		rows := make([]string, len(batch))
		args := make([]any, 0, 7*len(batch))
		for i, p := range batch {
			_, seen := firstID[p.UserID]
			if !seen {
				firstID[p.UserID] = p.ID
			}
			c := amora.PaymentStats(p, !seen, 1)
			rows[i] = `(CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT))`
			args = append(args, statsDay(p.PaidAt), p.UserID, c.FirstPurchases, c.Purchases, c.RevenueGross, c.RevenueNet, c.CreditsBought)
		}
		values := `WITH v (day, user_id, first_purchases, purchases, revenue_gross, revenue_net, credits_bought) AS (VALUES ` +
			strings.Join(rows, ", ") + `) `
		if _, err := tx.exec(ctx, values+`INSERT INTO stats_daily (`+statsKey+`, first_purchases, purchases, revenue_gross,
			revenue_net, credits_bought)
			SELECT v.day, u.site_host, u.ts_network, u.ts_ref, u.ts_sub1, u.ts_sub2, u.ts_sub3, SUM(v.first_purchases),
				SUM(v.purchases), SUM(v.revenue_gross), SUM(v.revenue_net), SUM(v.credits_bought)
			FROM v JOIN users u ON u.id = v.user_id WHERE NOT u.fictional GROUP BY 1, 2, 3, 4, 5, 6, 7`+statsDailyUpsert, args...); err != nil {
			return nil, err
		}
		if _, err := tx.exec(ctx, values+`INSERT INTO stats_payers (day, user_id, site_host, network, ref, sub1, sub2, sub3)
			SELECT DISTINCT v.day, u.id, `+statsSource+` FROM v JOIN users u ON u.id = v.user_id WHERE NOT u.fictional
			ON CONFLICT (day, user_id) DO NOTHING`, args...); err != nil {
			return nil, err
		}
	}
	return firstID, nil
}

// rebuildPayersSQL sets the payers of the roll-ups from stats_payers, as payerTx counts
// them: per day every row (stats_daily_network, stats_daily_source), per month and per
// ISO week each member's first row of it (stats_monthly_source, stats_weekly_payers).
// The counters' rows are there already (a payer's day has a purchase).
func rebuildPayersSQL(d dialect) []string {
	set := func(key string) string {
		return ` ON CONFLICT (` + key + `) DO UPDATE SET payers = excluded.payers`
	}
	// first keeps each member's first stats_payers row of the period that starts at
	// the column start of p.
	first := func(start string) string {
		return `FROM (SELECT p.*, ` + start + ` AS start FROM stats_payers p) p CROSS JOIN ` + statsDimsSQL(statsMonthDims) + `
			WHERE NOT EXISTS (SELECT 1 FROM stats_payers e WHERE e.user_id = p.user_id AND e.day < p.day AND e.day >= p.start)
			GROUP BY 1, 2, 3, 4`
	}
	return []string{
		`INSERT INTO stats_daily_network (` + statsNetworkKey + `, payers) SELECT day, site_host, network, COUNT(*)
			FROM stats_payers WHERE TRUE GROUP BY 1, 2, 3` + set(statsNetworkKey),
		`INSERT INTO stats_daily_source (` + statsSourceKey + `, payers)
			SELECT d.dim, p.day, p.site_host, ` + statsDimValueSQL("p.", statsSourceDims) + `, COUNT(*)
			FROM stats_payers p CROSS JOIN ` + statsDimsSQL(statsSourceDims) + ` WHERE TRUE GROUP BY 1, 2, 3, 4` +
			set(statsSourceKey),
		`INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, payers)
			SELECT d.dim, p.start, p.site_host, ` + statsDimValueSQL("p.", statsMonthDims) + `, COUNT(*) ` +
			first(`substr(day, 1, 7) || '-01'`) + set(statsMonthSourceKey),
		`INSERT INTO stats_weekly_payers (` + statsWeekKey + `, payers)
			SELECT d.dim, p.start, p.site_host, ` + statsDimValueSQL("p.", statsMonthDims) + `, COUNT(*) ` +
			first(d.statsPeriod(amora.GranularityWeek)) + set(statsWeekKey),
	}
}
