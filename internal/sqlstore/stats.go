package sqlstore

import (
	"context"
	"strings"
	"time"

	"amora"
)

// The statistics roll-ups (issue 20): stats_daily, stats_daily_network, the per-field
// stats_daily_source and stats_monthly_source (statssource.go), stats_payers and
// stats_weekly_payers (statsweekly.go) are moved by the transaction of each event they
// count, through bumpStatsTx and
// payerTx alone (and the same conflict clauses in the PostgreSQL batch of messages),
// and read by Stats.

// The roll-up tables and their keys after the day: stats_daily per site and whole
// traffic source, stats_daily_network per site and network (the dashboard's usual
// questions read it: a few rows a day instead of one per active source).
const (
	statsKey        = `day, site_host, network, ref, sub1, sub2, sub3`
	statsNetworkKey = `day, site_host, network`
)

// statsCounters are the roll-ups' counters, in amora.StatsCounts' order (without
// PayingMembers, which stats_payers answers).
var statsCounters = []string{"signups", "activations", "first_purchases", "purchases", "revenue_gross", "revenue_net",
	"messages_sent", "credits_bought", "credits_spent"}

// statsUpsert ends every insert into a roll-up table: a row that exists adds the new
// counters to its own, so that each event is one statement whatever came before.
func statsUpsert(table, key string) string {
	set := make([]string, len(statsCounters))
	for i, c := range statsCounters {
		set[i] = c + " = " + table + "." + c + " + excluded." + c
	}
	return ` ON CONFLICT (` + key + `) DO UPDATE SET ` + strings.Join(set, ", ")
}

var (
	statsDailyUpsert   = statsUpsert("stats_daily", statsKey)
	statsNetworkUpsert = statsUpsert("stats_daily_network", statsNetworkKey)
)

// statsSource are a member's site and traffic source in users, and statsMember selects
// the member; fictional profiles (answered by operators) are no traffic and count for
// nothing.
const (
	statsSource = `site_host, ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3`
	statsMember = ` FROM users WHERE id = ? AND NOT fictional`
)

// bumpStatsTx adds c to the roll-ups of the UTC day of at, for the site and traffic
// source of member userID, in the caller's transaction. PayingMembers is payerTx's.
func bumpStatsTx(ctx context.Context, tx *Tx, at time.Time, userID int64, c amora.StatsCounts) error {
	if err := lockStatsTx(ctx, tx); err != nil {
		return err
	}
	day := statsDay(at)
	args := []any{day, c.Signups, c.Activations, c.FirstPurchases, c.Purchases, c.RevenueGross, c.RevenueNet,
		c.MessagesSent, c.CreditsBought, c.CreditsSpent, userID}
	if _, err := tx.exec(ctx, bumpDailySQL, args...); err != nil {
		return err
	}
	if _, err := tx.exec(ctx, bumpNetworkSQL, args...); err != nil {
		return err
	}
	return bumpSourceStatsTx(ctx, tx, day, args)
}

// lockStatsTx takes the transaction's lock on the roll-ups on PostgreSQL (see
// statsLockSQL); SQLite has one writer.
func lockStatsTx(ctx context.Context, tx *Tx) error {
	if tx.d.name != postgresDialect.name {
		return nil
	}
	_, err := tx.exec(ctx, statsLockSQL)
	return err
}

// The statements of bumpStatsTx.
var (
	bumpDailySQL = `INSERT INTO stats_daily (` + statsKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT CAST(? AS TEXT), ` + statsSource + `, ` + statsCasts + statsMember + statsDailyUpsert
	bumpNetworkSQL = `INSERT INTO stats_daily_network (` + statsNetworkKey + `, ` + strings.Join(statsCounters, ", ") + `)
		SELECT CAST(? AS TEXT), site_host, ts_network, ` + statsCasts + statsMember + statsNetworkUpsert
)

// statsCasts are bumpStatsTx's counters as typed parameters, which PostgreSQL cannot
// infer in a select list.
var statsCasts = strings.TrimSuffix(strings.Repeat(`CAST(? AS BIGINT), `, len(statsCounters)), ", ")

// payerTx records that member userID paid on the UTC day of at (once a day), and
// counts them in the payers of the roll-ups.
func payerTx(ctx context.Context, tx *Tx, at time.Time, userID int64) error {
	day := statsDay(at)
	res, err := tx.exec(ctx, `INSERT INTO stats_payers (day, user_id, site_host, network, ref, sub1, sub2, sub3)
		SELECT CAST(? AS TEXT), id, `+statsSource+statsMember+` ON CONFLICT (day, user_id) DO NOTHING`, day, userID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	return countPayerTx(ctx, tx, day, userID)
}

// paymentStatsTx counts payment p, paid at, in the roll-ups: a purchase, a first one
// when the member has no other paid payment, its revenue and credits, and its payer.
func paymentStatsTx(ctx context.Context, tx *Tx, at time.Time, p amora.Payment) error {
	var others int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM payments WHERE user_id = ? AND status = ? AND id <> ?`,
		p.UserID, amora.PaymentPaid, p.ID).Scan(&others); err != nil {
		return err
	}
	if err := bumpStatsTx(ctx, tx, at, p.UserID, amora.PaymentStats(p, others == 0, 1)); err != nil {
		return err
	}
	return payerTx(ctx, tx, at, p.UserID)
}

// statsDay is the roll-up day of t: its UTC date.
func statsDay(t time.Time) string { return t.UTC().Format(amora.StatsDay) }
