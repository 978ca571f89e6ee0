package httpapi_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestAdminStats reads the statistics of two sign-ups as JSON and CSV through the
// console: per day and per network, filtered by site, refused to a role without the
// stats permission, with a translated key for each kind of bad input, and with a
// traffic source that looks like a spreadsheet formula made harmless in the CSV.
func TestAdminStats(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		api := newServer(t, db)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		day := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return day }
		for i, ts := range []amora.TrafficSource{{Network: "=HYPERLINK(1)"}, {Network: "aff", Ref: "r1"}} {
			site := &amora.Site{Host: []string{"a.example", "b.example"}[i], Settings: amora.DefaultSettings()}
			f := amora.SignupForm{Name: "Sanne", Email: site.Host + "@example.nl", Password: "veilig-wachtwoord-42",
				DateOfBirth: "1994-05-17", Language: "nl", TrafficSource: ts}
			if _, err := db.Signup(ctx, site, f); err != nil {
				t.Fatal(err)
			}
		}
		db.Now = time.Now
		admin := staffClient(t, srv, storetest.NewStaff(t, db, "ada@amora.test", amora.StaffAdmin).Session)
		moderator := staffClient(t, srv, storetest.NewStaff(t, db, "mo@amora.test", amora.StaffModerator).Session)

		admin.expect("GET", "/api/admin/stats?from=2026-11-01&to=2026-11-03", "", 200,
			`"series":[{"period":"2026-11-01","group":"","signups":0,`, `{"period":"2026-11-02","group":"","signups":2,`,
			`"totals":{"signups":2,"activations":0`)
		admin.expect("GET", "/api/admin/stats?from=2026-11-01&to=2026-11-30&granularity=month&group_by=network&site=b.example", "", 200,
			`"series":[{"period":"2026-11-01","group":"aff","signups":1,`, `"totals":{"signups":1,`)
		moderator.expect("GET", "/api/admin/stats?from=2026-11-01&to=2026-11-03", "", 403, `"key":"staffForbidden"`)
		moderator.expect("GET", "/api/admin/stats.csv?from=2026-11-01&to=2026-11-03", "", 403, `"key":"staffForbidden"`)
		newClient(t, srv).expect("GET", "/api/admin/stats?from=2026-11-01&to=2026-11-03", "", 401, `"key":"staffLoginRequired"`)
		for query, key := range map[string]string{
			"from=2026-11-31&to=2026-12-01":                      "statsDate",
			"to=2026-12-01":                                      "statsRange",
			"from=2026-12-01&to=2026-11-01":                      "statsRangeOrder",
			"from=2020-01-01&to=2026-12-01":                      "statsRangeTooLong",
			"from=2026-11-01&to=2026-12-01&granularity=year":     "statsGranularity",
			"from=2026-11-01&to=2026-12-01&group_by=email":       "statsGroupBy",
			"from=2026-11-01&to=2026-12-01&group_by=sub1%3Bdrop": "statsGroupBy",
		} {
			admin.expect("GET", "/api/admin/stats?"+query, "", 400, `"key":"`+key+`"`)
			admin.expect("GET", "/api/admin/stats.csv?"+query, "", 400, `"key":"`+key+`"`)
		}

		status, body, res := admin.do("GET", "/api/admin/stats.csv?from=2026-11-02&to=2026-11-02&group_by=network", "")
		if status != 200 || res.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
			res.Header.Get("Content-Disposition") != `attachment; filename="amora-stats-2026-11-02-2026-11-02-day.csv"` {
			t.Fatalf("csv: %d %v", status, res.Header)
		}
		want := "period,group,signups,activations,first_purchases,purchases,revenue_gross,revenue_net,paying_members,messages_sent,credits_bought,credits_spent\n" +
			"2026-11-02,'=HYPERLINK(1),1,0,0,0,0,0,0,0,0,0\n" +
			"2026-11-02,aff,1,0,0,0,0,0,0,0,0,0\n"
		if body != want {
			t.Errorf("csv:\n%s\nwant\n%s", body, want)
		}
		if !strings.HasPrefix(body, "period,group,") {
			t.Error("no header row")
		}
	})
}
