package amora

import (
	"context"
	"time"
)

// Statistics (issue 20): the staff console's dashboard reads daily roll-ups per site and
// traffic source, kept up to date by the transaction of each event they count.

// Granularities of a statistics series.
const (
	GranularityDay   = "day"
	GranularityWeek  = "week"
	GranularityMonth = "month"
)

// StatsGroups lists what a statistics series may be grouped by: the tracking record's
// fields (SPEC §3), or "" for no grouping.
var StatsGroups = []string{"", "network", "ref", "sub1", "sub2", "sub3"}

// Longest ranges a statistics query may ask for: two years by day, ten by week or month.
const (
	MaxStatsDays       = 2 * 366
	MaxStatsPeriodDays = 10 * 366
)

// StatsDay is the layout of a statistics day: a UTC calendar date.
const StatsDay = "2006-01-02"

// StatsQuery asks for a statistics series: the days From to To (UTC dates, both
// included), one site (its host; "" for all), counted per Granularity and per value of
// GroupBy.
type StatsQuery struct {
	Site        string
	From, To    time.Time
	Granularity string
	GroupBy     string
}

// Validate checks the query and fills in the default granularity (day). Each error
// names its field and a translation key (errors.<key>).
func (q *StatsQuery) Validate() error {
	if q.Granularity == "" {
		q.Granularity = GranularityDay
	}
	switch q.Granularity {
	case GranularityDay, GranularityWeek, GranularityMonth:
	default:
		return FieldError("granularity", "statsGranularity", "Granularity must be day, week or month.")
	}
	if !validStatsGroup(q.GroupBy) {
		return FieldError("group_by", "statsGroupBy", "Group by network, ref, sub1, sub2 or sub3.")
	}
	if q.From.IsZero() || q.To.IsZero() {
		return FieldError("from", "statsRange", "Choose the first and the last day.")
	}
	if q.To.Before(q.From) {
		return FieldError("to", "statsRangeOrder", "The last day comes before the first.")
	}
	max := MaxStatsPeriodDays
	if q.Granularity == GranularityDay {
		max = MaxStatsDays
	}
	if days := int(q.To.Sub(q.From).Hours()/24) + 1; days > max {
		return &Error{Code: EINVALID, Field: "to", Key: "statsRangeTooLong", Params: map[string]any{"days": max},
			Message: "The range is too long for this granularity."}
	}
	return nil
}

func validStatsGroup(g string) bool {
	for _, s := range StatsGroups {
		if g == s {
			return true
		}
	}
	return false
}

// ParseStatsDay parses a statistics day ("2026-11-02"), in UTC.
func ParseStatsDay(s string) (time.Time, bool) {
	t, err := time.Parse(StatsDay, s)
	return t, err == nil
}

// StatsPeriod returns the first day of the period of granularity that holds day:
// the day itself, the Monday of its ISO week, or the first of its month.
func StatsPeriod(day time.Time, granularity string) time.Time {
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	switch granularity {
	case GranularityWeek:
		return day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7))
	case GranularityMonth:
		return time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return day
}

// StatsPeriods lists the periods of q from the one that holds From to the one that
// holds To, as their first days.
func StatsPeriods(q StatsQuery) []string {
	var out []string
	for p := StatsPeriod(q.From, q.Granularity); !p.After(q.To); {
		out = append(out, p.Format(StatsDay))
		switch q.Granularity {
		case GranularityWeek:
			p = p.AddDate(0, 0, 7)
		case GranularityMonth:
			p = p.AddDate(0, 1, 0)
		default:
			p = p.AddDate(0, 0, 1)
		}
	}
	return out
}

// StatsCounts are the counters of a period. Money is in euro cents (EURCents);
// RevenueNet is net of VAT. PayingMembers counts distinct members who paid in the
// period; the others are sums of the days.
type StatsCounts struct {
	Signups        int64 `json:"signups"`
	Activations    int64 `json:"activations"`
	FirstPurchases int64 `json:"first_purchases"`
	Purchases      int64 `json:"purchases"`
	RevenueGross   int64 `json:"revenue_gross"`
	RevenueNet     int64 `json:"revenue_net"`
	PayingMembers  int64 `json:"paying_members"`
	MessagesSent   int64 `json:"messages_sent"`
	CreditsBought  int64 `json:"credits_bought"`
	CreditsSpent   int64 `json:"credits_spent"`
}

// Add adds o's counters to c, except PayingMembers, which does not add up.
func (c *StatsCounts) Add(o StatsCounts) {
	c.Signups += o.Signups
	c.Activations += o.Activations
	c.FirstPurchases += o.FirstPurchases
	c.Purchases += o.Purchases
	c.RevenueGross += o.RevenueGross
	c.RevenueNet += o.RevenueNet
	c.MessagesSent += o.MessagesSent
	c.CreditsBought += o.CreditsBought
	c.CreditsSpent += o.CreditsSpent
}

// StatsPoint is one period (its first day) and group value of a series.
type StatsPoint struct {
	Period string `json:"period"`
	Group  string `json:"group"`
	StatsCounts
}

// StatsResult is a statistics series and the totals of the whole range.
type StatsResult struct {
	Series []StatsPoint `json:"series"`
	Totals StatsCounts  `json:"totals"`
}

// StatsService answers the staff console's statistics.
type StatsService interface {
	Stats(ctx context.Context, q StatsQuery) (*StatsResult, error)
}

// PaymentStats are the counters a payment moves when it becomes paid, for a member's
// first paid payment or a later one. A reversal (a refund or a charge-back) moves the
// same counters back: sign -1.
func PaymentStats(p Payment, first bool, sign int64) StatsCounts {
	net, _, _ := p.Receipt()
	c := StatsCounts{
		Purchases:     sign,
		RevenueGross:  sign * EURCents(p.Amount, p.Currency),
		RevenueNet:    sign * EURCents(net, p.Currency),
		CreditsBought: sign * int64(p.Credits),
	}
	if first {
		c.FirstPurchases = sign
	}
	return c
}

// eurRates are the price list's own exchange rates: what the 50-credit package costs in
// euro cents and in cents of each currency (the prices of migration 0012).
var eurRates = map[string][2]int64{
	"EUR": {1995, 1995}, "CHF": {1995, 2195}, "GBP": {1995, 1695}, "PLN": {1995, 8599},
	"USD": {1995, 2199}, "CAD": {1995, 2999}, "AUD": {1995, 3199}, "NZD": {1995, 3499},
}

// EURCents converts cents of currency into euro cents at the price list's rates,
// rounded half up, so that revenue in several currencies adds up to one figure. An
// unknown currency is taken as euro.
func EURCents(cents int, currency string) int64 {
	r, ok := eurRates[currency]
	if !ok || r[0] == r[1] {
		return int64(cents)
	}
	n := int64(cents) * r[0]
	if n < 0 {
		return -((-n*2 + r[1]) / (2 * r[1]))
	}
	return (n*2 + r[1]) / (2 * r[1])
}
