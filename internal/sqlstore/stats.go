package sqlstore

import (
	"context"
	"time"

	"amora"
)

// The statistics roll-ups (issue 20): stats_daily and stats_payers are moved by the
// transaction of each event they count, through bumpStatsTx and payerTx alone (and the
// same conflict clause in the PostgreSQL batch of messages), and read by Stats.

// statsKey is stats_daily's key after the day and site.
const statsKey = `day, site_host, network, ref, sub1, sub2, sub3`

// statsUpsert ends every insert into stats_daily: a row that exists adds the new
// counters to its own, so that each event is one statement whatever came before.
const statsUpsert = ` ON CONFLICT (` + statsKey + `) DO UPDATE SET
	signups = stats_daily.signups + excluded.signups,
	activations = stats_daily.activations + excluded.activations,
	first_purchases = stats_daily.first_purchases + excluded.first_purchases,
	purchases = stats_daily.purchases + excluded.purchases,
	revenue_gross = stats_daily.revenue_gross + excluded.revenue_gross,
	revenue_net = stats_daily.revenue_net + excluded.revenue_net,
	messages_sent = stats_daily.messages_sent + excluded.messages_sent,
	credits_bought = stats_daily.credits_bought + excluded.credits_bought,
	credits_spent = stats_daily.credits_spent + excluded.credits_spent`

// statsSource are a member's site and traffic source in users, and statsMember selects
// the member; fictional profiles (answered by operators) are no traffic and count for
// nothing.
const (
	statsSource = `site_host, ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3`
	statsMember = ` FROM users WHERE id = ? AND NOT fictional`
)

// bumpStatsTx adds c to the roll-up of the UTC day of at, for the site and traffic source
// of member userID, in the caller's transaction. PayingMembers is payerTx's.
func bumpStatsTx(ctx context.Context, tx *Tx, at time.Time, userID int64, c amora.StatsCounts) error {
	_, err := tx.exec(ctx, `INSERT INTO stats_daily (`+statsKey+`, signups, activations, first_purchases, purchases,
			revenue_gross, revenue_net, messages_sent, credits_bought, credits_spent)
		SELECT CAST(? AS TEXT), `+statsSource+`, `+statsCasts+statsMember+statsUpsert,
		statsDay(at), c.Signups, c.Activations, c.FirstPurchases, c.Purchases, c.RevenueGross, c.RevenueNet,
		c.MessagesSent, c.CreditsBought, c.CreditsSpent, userID)
	return err
}

// statsCasts are bumpStatsTx's counters as typed parameters, which PostgreSQL cannot
// infer in a select list.
const statsCasts = `CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT),
	CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT)`

// payerTx records that member userID paid on the UTC day of at (once a day).
func payerTx(ctx context.Context, tx *Tx, at time.Time, userID int64) error {
	_, err := tx.exec(ctx, `INSERT INTO stats_payers (day, user_id, site_host, network, ref, sub1, sub2, sub3)
		SELECT CAST(? AS TEXT), id, `+statsSource+statsMember+` ON CONFLICT (day, user_id) DO NOTHING`, statsDay(at), userID)
	return err
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
