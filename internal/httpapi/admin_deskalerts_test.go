package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestDeskStatsAlert: the supervisor's figures carry an alert when the oldest member
// waiting on a site has waited longer than the site's desk_alert_minutes (default 10),
// and the setting is edited like the site's others.
func TestDeskStatsAlert(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		api := newServer(t, db)
		handler := api.Handler()
		srv := httptest.NewServer(checked(t, contract(t), handler))
		t.Cleanup(srv.Close)
		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: "fee@example.nl", Name: "Fee",
			PasswordHash: "x", DateOfBirth: "1990-01-01", Language: "nl", Fictional: true, LastSeen: time.Now().UTC(),
			Profile: place("female", "male", "NL", "NL-UT", "Utrecht", "wine")}}); err != nil {
			t.Fatal(err)
		}
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		adminC := staffClient(t, srv, admin.Session)
		var found struct{ Members []struct{ ID int64 } }
		json.Unmarshal([]byte(adminC.expect("GET", "/api/admin/members?q=fee@example.nl", "", 200)), &found)
		if len(found.Members) != 1 {
			t.Fatalf("fictional profile not found: %+v", found)
		}
		feeID := found.Members[0].ID
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, bartID)
		complete(t, db, bartID, "male")
		bart.expect("POST", "/api/members/"+itoa(feeID)+"/messages", `{"text":"Hoi Fee"}`, 201)

		stats := func() (out struct {
			Alerts []struct {
				Site                 string
				OldestWaitingSeconds int64 `json:"oldest_waiting_seconds"`
				AlertMinutes         int   `json:"alert_minutes"`
			}
		}) {
			t.Helper()
			json.Unmarshal([]byte(adminC.expect("GET", "/api/admin/desk/stats", "", 200)), &out)
			return out
		}
		if s := stats(); len(s.Alerts) != 0 {
			t.Errorf("alert for a fresh message: %+v", s)
		}
		later := time.Now().Add(11 * time.Minute)
		db.Now = func() time.Time { return later }
		api.Now = func() time.Time { return later }
		if s := stats(); len(s.Alerts) != 1 || s.Alerts[0].Site != amora.DefaultSiteHost || s.Alerts[0].AlertMinutes != 10 || s.Alerts[0].OldestWaitingSeconds < 600 {
			t.Errorf("no alert after 11 minutes: %+v", s)
		}
		// The site answer of a test server without the interest catalogue is outside the
		// contract (null interests); the sites' own tests check it.
		plain := httptest.NewServer(handler)
		t.Cleanup(plain.Close)
		sites := staffClient(t, plain, admin.Session)
		sites.expect("PUT", "/api/admin/sites/*", `{"reason":"night shift","settings":{"desk_alert_minutes":0}}`, 400, `"field":"settings.desk_alert_minutes"`, `"siteFieldRange"`)
		sites.expect("PUT", "/api/admin/sites/*", `{"reason":"night shift","settings":{"desk_alert_minutes":30}}`, 200, `"desk_alert_minutes":30`)
		if s := stats(); len(s.Alerts) != 0 {
			t.Errorf("alert under the site's 30 minutes: %+v", s)
		}
	})
}
