package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// Days of the scripted history: a Wednesday and Thursday at the end of 2026, the
// Friday that starts 2027 (same ISO week) and the Monday after.
var (
	statsDay1 = time.Date(2026, 12, 30, 10, 0, 0, 0, time.UTC)
	statsDay2 = time.Date(2026, 12, 31, 23, 59, 0, 0, time.UTC)
	statsDay3 = time.Date(2027, 1, 1, 0, 1, 0, 0, time.UTC)
	statsDay4 = time.Date(2027, 1, 4, 12, 0, 0, 0, time.UTC)
)

// tracked signs up a member of site with a traffic source, confirms them and completes
// their profile with a photo, as member does for the default site.
func tracked(t *testing.T, db *sqlstore.DB, site, email string, ts amora.TrafficSource) *amora.User {
	t.Helper()
	ctx := context.Background()
	f := form(email)
	f.TrafficSource = ts
	s := defaultSite()
	s.Host = site
	u, err := db.Signup(ctx, s, f)
	if err != nil {
		t.Fatal(err)
	}
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
	if err := db.UpdateProfile(ctx, u.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{
		Gender: "female", LookingFor: "both", Country: "NL", Region: "NL-UT", City: "Utrecht"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPhoto(ctx, u.ID, "photo-"+email, amora.PhotoActive, amora.FreePhotoLimit); err != nil {
		t.Fatal(err)
	}
	return u
}

// pay makes and pays an order of the 50-credit package in country.
func pay(t *testing.T, db *sqlstore.DB, userID int64, country, method, providerID string) {
	t.Helper()
	ctx := context.Background()
	p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: userID, PackageID: packageID(t, db, 50), Method: method,
		Country: country, Provider: "sandbox"})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.AttachProviderPayment(ctx, p.ID, providerID, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ApplyPaymentStatus(ctx, "sandbox", providerID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
		t.Fatal(err)
	}
}

// statsOf answers a statistics query or fails the test.
func statsOf(t *testing.T, db *sqlstore.DB, q amora.StatsQuery) *amora.StatsResult {
	t.Helper()
	res, err := db.Stats(context.Background(), q)
	if err != nil {
		t.Fatalf("stats %+v: %v", q, err)
	}
	return res
}

// series writes a result's points as "period/group:counters" for comparison.
func series(res *amora.StatsResult) []string {
	var out []string
	for _, p := range res.Series {
		out = append(out, fmt.Sprintf("%s/%s:%+v", p.Period, p.Group, p.StatsCounts))
	}
	return out
}

// TestStatsEvents plays a history of sign-ups, activations, payments and messages over
// a year's end on two sites and checks that each event moved its counters, that a
// refused send moved none, and how the days add up per week, month, site and source;
// then that RebuildStats writes the same roll-ups from the raw tables.
func TestStatsEvents(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := statsDay1
		db.Now = func() time.Time { return clock }
		aff := amora.TrafficSource{Network: "aff", Ref: "r1", Sub1: "banner"}
		anna := tracked(t, db, "a.example", "anna@example.nl", aff)
		bart := tracked(t, db, "a.example", "bart@example.nl", amora.TrafficSource{})
		cleo := tracked(t, db, "b.example", "cleo@example.pl", amora.TrafficSource{Network: "ads"})
		day := func(q amora.StatsQuery, when time.Time) amora.StatsCounts {
			t.Helper()
			q.From, q.To = when, when
			res := statsOf(t, db, q)
			if len(res.Series) != 1 || res.Series[0].Period != when.Format(amora.StatsDay) {
				t.Fatalf("series %v, want one day", series(res))
			}
			if res.Series[0].StatsCounts != res.Totals {
				t.Errorf("totals %+v, the only day %+v", res.Totals, res.Series[0].StatsCounts)
			}
			return res.Totals
		}
		if got, want := day(amora.StatsQuery{}, statsDay1), (amora.StatsCounts{Signups: 3, Activations: 3}); got != want {
			t.Errorf("day 1: %+v, want %+v", got, want)
		}
		if got, want := day(amora.StatsQuery{Site: "a.example"}, statsDay1), (amora.StatsCounts{Signups: 2, Activations: 2}); got != want {
			t.Errorf("day 1 on a.example: %+v, want %+v", got, want)
		}

		// Day 2: anna pays in euro, cleo in zloty, and anna writes to bart twice (the
		// second on PostgreSQL in a batch) and sends a gift; a send she cannot pay
		// moves nothing.
		clock = statsDay2
		pay(t, db, anna.ID, "NL", "ideal", "tr_1")
		pay(t, db, cleo.ID, "PL", "blik", "tr_2")
		for _, m := range []amora.SendMessage{{Text: "hoi", Cost: 1}, {Text: "hoe gaat het", Cost: 1}, {Gift: "rose", Cost: 5}} {
			m.SenderID, m.RecipientID = anna.ID, bart.ID
			if _, err := db.Send(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		before := day(amora.StatsQuery{}, statsDay2)
		if _, err := db.Send(ctx, amora.SendMessage{SenderID: anna.ID, RecipientID: bart.ID, Text: "te duur", Cost: 1000}); amora.ErrorCode(err) != amora.ECREDITS {
			t.Fatalf("expensive send: %v", err)
		}
		if got := day(amora.StatsQuery{}, statsDay2); got != before {
			t.Errorf("a refused send moved the counters: %+v, before %+v", got, before)
		}
		netNL, _ := amora.SplitVAT(1995, 210)
		netPL, _ := amora.SplitVAT(8599, 230)
		want := amora.StatsCounts{FirstPurchases: 2, Purchases: 2, RevenueGross: 1995 + amora.EURCents(8599, "PLN"),
			RevenueNet: int64(netNL) + amora.EURCents(netPL, "PLN"), PayingMembers: 2, MessagesSent: 3, CreditsBought: 100, CreditsSpent: 7}
		if before != want {
			t.Errorf("day 2: %+v, want %+v", before, want)
		}
		if got, want := day(amora.StatsQuery{Site: "b.example"}, statsDay2).RevenueGross, int64(1995); got != want {
			t.Errorf("b.example's revenue %d euro cents, want %d (8599 PLN at the price list's rate)", got, want)
		}

		// Day 3 (a new year) and day 4 (the week after): anna pays again and bart writes.
		clock = statsDay3
		pay(t, db, anna.ID, "NL", "ideal", "tr_3")
		clock = statsDay4
		if _, err := db.Send(ctx, amora.SendMessage{SenderID: bart.ID, RecipientID: anna.ID, Text: "goed!", Cost: 1}); err != nil {
			t.Fatal(err)
		}
		if got, want := day(amora.StatsQuery{}, statsDay3), (amora.StatsCounts{Purchases: 1, RevenueGross: 1995, RevenueNet: int64(netNL),
			PayingMembers: 1, CreditsBought: 50}); got != want {
			t.Errorf("day 3: %+v, want %+v", got, want)
		}

		all := amora.StatsQuery{From: statsDay1, To: statsDay4}
		for _, g := range []string{amora.GranularityWeek, amora.GranularityMonth} {
			q := all
			q.Granularity = g
			res := statsOf(t, db, q)
			var periods []string
			var messages, paying []int64
			for _, p := range res.Series {
				periods = append(periods, p.Period)
				messages = append(messages, p.MessagesSent)
				paying = append(paying, p.PayingMembers)
			}
			wantPeriods, wantMessages, wantPaying := []string{"2026-12-28", "2027-01-04"}, []int64{3, 1}, []int64{2, 0}
			if g == amora.GranularityMonth {
				wantPeriods, wantMessages, wantPaying = []string{"2026-12-01", "2027-01-01"}, []int64{3, 1}, []int64{2, 1}
			}
			if !slices.Equal(periods, wantPeriods) || !slices.Equal(messages, wantMessages) || !slices.Equal(paying, wantPaying) {
				t.Errorf("%s: periods %v messages %v paying %v, want %v %v %v", g, periods, messages, paying, wantPeriods, wantMessages, wantPaying)
			}
			if res.Totals.PayingMembers != 2 || res.Totals.Purchases != 3 || res.Totals.Signups != 3 {
				t.Errorf("%s totals %+v: 2 paying members, 3 purchases, 3 sign-ups", g, res.Totals)
			}
		}
		q := all
		q.Granularity, q.GroupBy = amora.GranularityMonth, "network"
		if got, want := series(statsOf(t, db, q)), []string{
			fmt.Sprintf("2026-12-01/:%+v", amora.StatsCounts{Signups: 1, Activations: 1}),
			fmt.Sprintf("2026-12-01/ads:%+v", amora.StatsCounts{Signups: 1, Activations: 1, FirstPurchases: 1, Purchases: 1,
				RevenueGross: 1995, RevenueNet: amora.EURCents(netPL, "PLN"), PayingMembers: 1, CreditsBought: 50}),
			fmt.Sprintf("2026-12-01/aff:%+v", amora.StatsCounts{Signups: 1, Activations: 1, FirstPurchases: 1, Purchases: 1,
				RevenueGross: 1995, RevenueNet: int64(netNL), PayingMembers: 1, MessagesSent: 3, CreditsBought: 50, CreditsSpent: 7}),
			fmt.Sprintf("2027-01-01/:%+v", amora.StatsCounts{MessagesSent: 1, CreditsSpent: 1}),
			fmt.Sprintf("2027-01-01/aff:%+v", amora.StatsCounts{Purchases: 1, RevenueGross: 1995, RevenueNet: int64(netNL),
				PayingMembers: 1, CreditsBought: 50}),
		}; !slices.Equal(got, want) {
			t.Errorf("by network:\n got %v\nwant %v", got, want)
		}
		q.GroupBy, q.Site = "sub1", "a.example"
		if got := series(statsOf(t, db, q)); len(got) != 4 || statsOf(t, db, q).Totals.Signups != 2 {
			t.Errorf("a.example by sub1: %v", got)
		}

		// The roll-ups the events moved are those a rebuild computes.
		incremental, err := db.StatsRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.RebuildStats(ctx); err != nil {
			t.Fatal(err)
		}
		rebuilt, err := db.StatsRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(incremental, rebuilt) {
			t.Errorf("rebuild differs:\nincremental %v\n    rebuilt %v", incremental, rebuilt)
		}
	})
}

// TestStatsEmailChangeActivates counts an activation when confirming a new address
// activates an unconfirmed account, and none for a confirmed one.
func TestStatsEmailChangeActivates(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return statsDay1 }
		u := signup(t, db, "dora@example.nl")
		token, err := db.CreateEmailChangeToken(ctx, u.ID, "dora@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.ConfirmEmailChange(ctx, token, ""); err != nil {
			t.Fatal(err)
		}
		token, _ = db.CreateEmailChangeToken(ctx, u.ID, "dora@example.org")
		if _, err := db.ConfirmEmailChange(ctx, token, ""); err != nil {
			t.Fatal(err)
		}
		res := statsOf(t, db, amora.StatsQuery{From: statsDay1, To: statsDay1})
		if res.Totals.Signups != 1 || res.Totals.Activations != 1 {
			t.Errorf("totals %+v, want 1 sign-up and 1 activation", res.Totals)
		}
	})
}

// TestStatsInvalid refuses queries the console should not send.
func TestStatsInvalid(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		for name, tc := range map[string]struct {
			q   amora.StatsQuery
			key string
		}{
			"statsGranularity":  {amora.StatsQuery{From: statsDay1, To: statsDay2, Granularity: "hour"}, "statsGranularity"},
			"statsGroupBy":      {amora.StatsQuery{From: statsDay1, To: statsDay2, GroupBy: "email"}, "statsGroupBy"},
			"statsRangeOrder":   {amora.StatsQuery{From: statsDay2, To: statsDay1}, "statsRangeOrder"},
			"statsRangeTooLong": {amora.StatsQuery{From: statsDay1, To: statsDay1.AddDate(3, 0, 0)}, "statsRangeTooLong"},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := db.Stats(context.Background(), tc.q)
				wantKey(t, err, tc.key)
			})
		}
	})
}
