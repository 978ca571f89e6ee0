package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// adminServer starts a server with an admin's console client.
func adminServer(t *testing.T, db *sqlstore.DB) (*httptest.Server, *client, storetest.StaffAccount) {
	t.Helper()
	api := newServer(t, db)
	srv := httptest.NewServer(api.Handler())
	t.Cleanup(srv.Close)
	admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
	return srv, staffClient(t, srv, admin.Session), admin
}

func settingsOf(t *testing.T, c *client, host string) amora.Settings {
	t.Helper()
	var s amora.Settings
	if err := json.Unmarshal([]byte(c.expect("GET", "/api/settings?host="+host, "", 200)), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

func lastAudit(t *testing.T, db *sqlstore.DB) amora.AuditEntry {
	t.Helper()
	list, err := db.AuditLog(context.Background(), amora.AuditFilter{Limit: 1})
	if err != nil || len(list) == 0 {
		t.Fatalf("audit log: %v %v", list, err)
	}
	return list[0]
}

func TestAdminSites(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, admin, st := adminServer(t, db)
		visitor := newClient(t, srv)
		admin.expect("GET", "/api/admin/sites", "", 200, `"host":"*"`, `"name":"Amora"`)
		admin.expect("GET", "/api/admin/sites/*", "", 200, `"message_credits":1`, `"company":{"name":"Amora Media B.V."`, `"profile_fields":[`)
		admin.expect("GET", "/api/admin/sites/nowhere.example", "", 404, `"siteNotFound"`)
		_ = settingsOf(t, visitor, "localhost") // fills the cache

		// Every field in error is answered at once, nothing is stored.
		body := admin.expect("PUT", "/api/admin/sites/*", `{"reason":"test","settings":{"message_credits":0,"message_length":5,
			"domain":"Not A Domain","countries":["NL","XX"],"support_email":"nope","geoip_country":"NL","bogus":1},
			"company":{"name":" "}}`, 400)
		var fe struct {
			Fields []struct{ Field, Key string }
		}
		json.Unmarshal([]byte(body), &fe)
		got := map[string]string{}
		for _, f := range fe.Fields {
			got[f.Field] = f.Key
		}
		want := map[string]string{"settings.geoip_country": "siteFieldReadOnly", "settings.bogus": "siteFieldUnknown"}
		for f, k := range want {
			if got[f] != k {
				t.Errorf("field %s: key %q, want %q (%s)", f, got[f], k, body)
			}
		}
		// Type and read-only errors come first; fix them and the values are checked.
		body = admin.expect("PUT", "/api/admin/sites/*", `{"reason":"test","settings":{"message_credits":0,"message_length":5,
			"domain":"Not A Domain","countries":["NL","XX"],"support_email":"nope","fictional_singular":{"en":"x"}},
			"company":{"name":" "}}`, 400)
		fe.Fields = nil
		json.Unmarshal([]byte(body), &fe)
		got = map[string]string{}
		for _, f := range fe.Fields {
			got[f.Field] = f.Key
		}
		want = map[string]string{"settings.message_credits": "siteFieldRange", "settings.message_length": "siteFieldRange",
			"settings.domain": "siteDomainInvalid", "settings.countries": "siteFieldUnknownValue", "settings.support_email": "siteEmailInvalid",
			"settings.fictional_singular": "siteFictionalNames", "company.name": "siteFieldRequired"}
		for f, k := range want {
			if got[f] != k {
				t.Errorf("field %s: key %q, want %q (%s)", f, got[f], k, body)
			}
		}
		if s := settingsOf(t, visitor, "localhost"); s.MessageCredits != 1 {
			t.Errorf("a refused change was stored: message_credits %d", s.MessageCredits)
		}
		admin.expect("PUT", "/api/admin/sites/*", `{"settings":{"message_credits":3}}`, 400, `"staffReasonRequired"`)

		// The preview answers what GET /api/settings would, without storing it.
		var preview amora.Settings
		json.Unmarshal([]byte(admin.expect("POST", "/api/admin/sites/*/preview", `{"settings":{"message_credits":3}}`, 200)), &preview)
		if preview.MessageCredits != 3 || !preview.SignupAllowed || len(preview.RegionData) == 0 || len(preview.Interests) == 0 {
			t.Errorf("preview %+v", preview)
		}
		if s := settingsOf(t, visitor, "localhost"); s.MessageCredits != 1 {
			t.Errorf("the preview stored the change: message_credits %d", s.MessageCredits)
		}

		// A change is seen at once on this instance and logged with its fields only.
		admin.expect("PUT", "/api/admin/sites/*", `{"reason":"Price change","settings":{"message_credits":3,
			"minimum_message_costs":{"PL":{"costs":120,"currency":"PLN"}}},"company":{"city":"Utrecht"}}`, 200, `"message_credits":3`)
		s := settingsOf(t, visitor, "localhost")
		if s.MessageCredits != 3 || len(s.MinimumMessageCosts) != 1 || s.MinimumMessageCosts["PL"].Costs != 120 {
			t.Errorf("after the change: message_credits %d, costs %v", s.MessageCredits, s.MinimumMessageCosts)
		}
		visitor.expect("GET", "/api/companyinfo?host=localhost", "", 200, `"city":"Utrecht"`)
		e := lastAudit(t, db)
		if e.Action != "site.update" || e.StaffID != st.ID || e.Reason != "Price change" ||
			string(e.Before) != `{"company.city":"Amsterdam","host":"*","settings.message_credits":1,"settings.minimum_message_costs":{"CH":{"costs":35,"currency":"CHF"},"GB":{"costs":29,"currency":"GBP"},"PL":{"costs":99,"currency":"PLN"}}}` ||
			string(e.After) != `{"company.city":"Utrecht","host":"*","settings.message_credits":3,"settings.minimum_message_costs":{"PL":{"costs":120,"currency":"PLN"}}}` {
			t.Errorf("audit %s %s %s / %s", e.Action, e.Reason, e.Before, e.After)
		}
	})
}

// TestAdminSiteChangeReachesOtherInstances: two servers share a database and a broker;
// a change made through one is answered by the other's GET /api/settings within moments,
// long before its cached copy would run out.
func TestAdminSiteChangeReachesOtherInstances(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		broker := realtime.NewLocal()
		apiA, apiB := newServer(t, a), newServer(t, b)
		apiA.Events, apiB.Events = broker, broker
		srvA, srvB := httptest.NewServer(apiA.Handler()), httptest.NewServer(apiB.Handler())
		t.Cleanup(srvA.Close)
		t.Cleanup(srvB.Close)
		admin := staffClient(t, srvA, storetest.NewStaff(t, a, "admin@amora.test", amora.StaffAdmin).Session)
		visitorB := newClient(t, srvB)
		if s := settingsOf(t, visitorB, "localhost"); s.MessageCredits != 1 {
			t.Fatalf("message_credits %d", s.MessageCredits)
		}
		admin.expect("PUT", "/api/admin/sites/*", `{"reason":"Price change","settings":{"message_credits":4}}`, 200)
		deadline := time.Now().Add(2 * time.Second)
		for settingsOf(t, visitorB, "localhost").MessageCredits != 4 {
			if time.Now().After(deadline) {
				t.Fatal("the other instance still answers the old message_credits after 2 s")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

func TestSitePatchReplacesMaps(t *testing.T) {
	site := amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}
	got, err := amora.SitePatch{Settings: json.RawMessage(`{"fictional_plural":{"en":"made up"},"name":"Flirt"}`)}.Apply(site)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Settings.FictionalPlural) != 1 || got.Settings.Name != "Flirt" || got.Settings.MessageCredits != 1 {
		t.Errorf("patched %+v", got.Settings)
	}
	if len(site.Settings.FictionalPlural) != 7 {
		t.Error("the patch changed the site it was applied to")
	}
	_, err = amora.SitePatch{Settings: json.RawMessage(`{"message_credits":"three"}`)}.Apply(site)
	if fe, ok := err.(amora.FieldErrors); !ok || fe[0].Field != "settings.message_credits" || !strings.Contains(fe[0].Key, "Type") {
		t.Errorf("wrong type: %v", err)
	}
}
