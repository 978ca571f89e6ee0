package amora

import (
	"slices"
	"testing"
	"time"
)

func day(s string) time.Time {
	t, ok := ParseStatsDay(s)
	if !ok {
		panic(s)
	}
	return t
}

// TestStatsPeriods lists weeks and months across a month's and a year's end: ISO weeks
// start on Monday, also when the year begins mid-week.
func TestStatsPeriods(t *testing.T) {
	for _, tc := range []struct {
		name, from, to, granularity string
		want                        []string
	}{
		{"days", "2026-12-30", "2027-01-02", GranularityDay, []string{"2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"}},
		{"weeks over the new year", "2026-12-30", "2027-01-11", GranularityWeek, []string{"2026-12-28", "2027-01-04", "2027-01-11"}},
		{"week of a Sunday", "2026-11-29", "2026-11-29", GranularityWeek, []string{"2026-11-23"}},
		{"months", "2026-11-30", "2027-02-01", GranularityMonth, []string{"2026-11-01", "2026-12-01", "2027-01-01", "2027-02-01"}},
		{"leap February", "2028-02-29", "2028-03-01", GranularityMonth, []string{"2028-02-01", "2028-03-01"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := StatsPeriods(StatsQuery{From: day(tc.from), To: day(tc.to), Granularity: tc.granularity})
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestStatsQueryValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		q    StatsQuery
		key  string
	}{
		{"ok by day for two years", StatsQuery{From: day("2025-01-01"), To: day("2026-12-31")}, ""},
		{"too long by day", StatsQuery{From: day("2024-01-01"), To: day("2026-12-31")}, "statsRangeTooLong"},
		{"three years by month", StatsQuery{From: day("2024-01-01"), To: day("2026-12-31"), Granularity: GranularityMonth}, ""},
		{"no range", StatsQuery{}, "statsRange"},
		{"reversed", StatsQuery{From: day("2026-02-01"), To: day("2026-01-01")}, "statsRangeOrder"},
		{"granularity", StatsQuery{From: day("2026-01-01"), To: day("2026-01-02"), Granularity: "year"}, "statsGranularity"},
		{"group", StatsQuery{From: day("2026-01-01"), To: day("2026-01-02"), GroupBy: "country"}, "statsGroupBy"},
		{"group by sub3", StatsQuery{From: day("2026-01-01"), To: day("2026-01-02"), GroupBy: "sub3"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.q.Validate()
			var key string
			if e, ok := err.(*Error); ok {
				key = e.Key
			} else if err != nil {
				t.Fatalf("err %v", err)
			}
			if key != tc.key {
				t.Errorf("key %q, want %q", key, tc.key)
			}
		})
	}
}

// TestEURCents converts at the price list's rates: each currency's 50-credit price is
// the euro price, rounded half up, and a reversal is the exact negative.
func TestEURCents(t *testing.T) {
	for cur, r := range eurRates {
		if got := EURCents(int(r[1]), cur); got != 1995 {
			t.Errorf("%s %d = %d euro cents, want 1995", cur, r[1], got)
		}
		if EURCents(-1234, cur) != -EURCents(1234, cur) {
			t.Errorf("%s: a negative amount is not the negative of its positive", cur)
		}
	}
	if got := EURCents(100, "XYZ"); got != 100 {
		t.Errorf("unknown currency: %d", got)
	}
	p := Payment{Amount: 1995, Currency: "EUR", Country: "NL", Credits: 50}
	paid, back := PaymentStats(p, true, 1), PaymentStats(p, true, -1)
	paid.Add(back)
	if paid != (StatsCounts{}) {
		t.Errorf("a payment and its reversal leave %+v", paid)
	}
}
