package sqlstore_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestStatsFastPathEqualsRecount plays sign-ups, payments and messages of members with
// many traffic sources on two sites over four months, then holds every answer of Stats
// (the per-field daily and monthly roll-ups when grouped by ref or a sub, the weekly
// payers by week, with weeks cut by the range's ends) equal to a
// recount from stats_daily and stats_payers (StatsRecount): for every grouping and
// granularity, both sites and all, and ranges that start and end mid-month, cover whole
// months, or lie within one month; once as the events moved the roll-ups and once
// after RebuildStats. The rebuild and the filling by migrations 0105 (per-field
// roll-ups) and 0130 (weekly payers) write the rows the events wrote.
func TestStatsFastPathEqualsRecount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		start := time.Date(2025, 12, 20, 9, 0, 0, 0, time.UTC)
		clock := start
		db.Now = func() time.Time { return clock }
		var members []*amora.User
		for i := range 36 {
			clock = start.AddDate(0, 0, 3*i)
			ts := amora.TrafficSource{}
			if i%5 != 0 {
				ts = amora.TrafficSource{Network: fmt.Sprint("net", i%3), Ref: fmt.Sprint("r", i%4)}
				if i%3 == 1 {
					ts.Sub1 = fmt.Sprint("s", i%2)
				}
				if i%7 == 2 {
					ts.Sub2, ts.Sub3 = "t", fmt.Sprint("u", i%3)
				}
			}
			u := tracked(t, db, []string{"a.example", "b.example"}[i%2], fmt.Sprintf("m%d@example.nl", i), ts)
			members = append(members, u)
			if i%3 == 2 {
				pay(t, db, u.ID, "NL", "ideal", fmt.Sprint("tr_", i))
				clock = clock.Add(26 * time.Hour) // the next day, and another payment the next month by some
				if _, err := db.Send(ctx, amora.SendMessage{SenderID: u.ID, RecipientID: members[i-1].ID, Text: "hoi", Cost: 1}); err != nil {
					t.Fatal(err)
				}
				if i%4 == 1 { // twice within a few days: once a payer of the month
					clock = clock.Add(50 * time.Hour)
					pay(t, db, u.ID, "NL", "ideal", fmt.Sprint("tr_soon_", i))
				}
				if i%2 == 0 {
					clock = clock.AddDate(0, 1, 0)
					pay(t, db, u.ID, "NL", "ideal", fmt.Sprint("tr_again_", i))
					if _, err := db.Send(ctx, amora.SendMessage{SenderID: u.ID, RecipientID: members[i-2].ID, Gift: "rose", Cost: 5}); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		// And on the edges of months, where the whole months of a range begin and end.
		for i, at := range []string{"2025-12-01T00:00:00Z", "2025-12-31T23:59:00Z", "2026-01-31T23:59:00Z", "2026-02-01T00:00:00Z",
			"2026-02-28T12:00:00Z", "2026-03-01T00:00:00Z", "2026-04-30T23:00:00Z"} {
			clock, _ = time.Parse(time.RFC3339, at)
			u := tracked(t, db, "a.example", fmt.Sprintf("edge%d@example.nl", i), amora.TrafficSource{Network: "net9", Ref: fmt.Sprint("edge", i%2), Sub1: "s1"})
			pay(t, db, u.ID, "NL", "ideal", fmt.Sprint("tr_edge_", i))
		}
		day := func(s string) time.Time { d, _ := amora.ParseStatsDay(s); return d }
		ranges := [][2]string{
			{"2025-12-20", "2026-04-30"}, // mid-month to a month's end
			{"2025-12-01", "2026-03-31"}, // whole months
			{"2026-01-01", "2026-03-10"}, // a month's start to mid-month
			{"2025-12-15", "2026-02-14"}, // mid to mid, one whole month between
			{"2026-02-03", "2026-02-20"}, // within one month
			{"2026-01-31", "2026-02-01"}, // two months' edges, no whole month
			{"2026-02-01", "2026-02-28"}, // one whole month
		}
		check := func(when string) {
			t.Helper()
			n := 0
			for _, site := range []string{"", "a.example"} {
				for _, g := range amora.StatsGroups {
					for _, gran := range []string{amora.GranularityDay, amora.GranularityWeek, amora.GranularityMonth} {
						for _, r := range ranges {
							q := amora.StatsQuery{Site: site, From: day(r[0]), To: day(r[1]), Granularity: gran, GroupBy: g}
							fast := statsOf(t, db, q)
							want, err := db.StatsRecount(ctx, q)
							if err != nil {
								t.Fatal(err)
							}
							if !reflect.DeepEqual(fast, want) {
								t.Errorf("%s, %+v:\nfast    %v %+v\nrecount %v %+v", when, q, series(fast), fast.Totals, series(want), want.Totals)
							}
							if g == "ref" && gran == amora.GranularityMonth && len(fast.Series) > 0 {
								n++
							}
						}
					}
				}
			}
			if n < 10 {
				t.Errorf("%s: only %d non-empty answers by month per ref: the history is too thin to compare", when, n)
			}
		}
		check("as the events moved them")
		incremental, err := db.StatsRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.RebuildStats(ctx); err != nil {
			t.Fatal(err)
		}
		check("after a rebuild")
		if rebuilt, err := db.StatsRows(ctx); err != nil || !slices.Equal(incremental, rebuilt) {
			t.Errorf("rebuild differs (%v):\nincremental %v\n    rebuilt %v", err, incremental, rebuilt)
		}
		// An installation whose roll-ups predate the per-field ones gets them from the
		// migration, as the events would have moved them.
		if err := db.RefillStatsAsMigrated(ctx); err != nil {
			t.Fatal(err)
		}
		if migrated, err := db.StatsRows(ctx); err != nil || !slices.Equal(incremental, migrated) {
			t.Errorf("migration differs (%v):\nincremental %v\n   migrated %v", err, incremental, migrated)
		}
		// The history holds what the comparison needs: payers who paid twice, in two months.
		res := statsOf(t, db, amora.StatsQuery{From: day("2025-12-01"), To: day("2026-04-30"), Granularity: amora.GranularityMonth, GroupBy: "sub1"})
		if res.Totals.Purchases <= res.Totals.PayingMembers || res.Totals.MessagesSent == 0 || len(res.Series) < 8 {
			t.Errorf("thin history: %+v, %d points", res.Totals, len(res.Series))
		}
	})
}
