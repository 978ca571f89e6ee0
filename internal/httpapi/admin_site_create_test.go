package httpapi_test

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"amora"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// fieldKeys maps a refused form's fields to their error keys.
func fieldKeys(t *testing.T, body string) map[string]string {
	t.Helper()
	var fe struct{ Fields []struct{ Field, Key string } }
	if err := json.Unmarshal([]byte(body), &fe); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range fe.Fields {
		out[f.Field] = f.Key
	}
	return out
}

func TestAdminCreateSite(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv, admin, st := adminServer(t, db)
		visitor := newClient(t, srv)
		// The default site answers the host until it has a site of its own (and is cached).
		if s := settingsOf(t, visitor, "flirt.example"); s.Domain != "localhost" {
			t.Fatalf("before: domain %q", s.Domain)
		}

		// Every field in error at once; nothing is stored or logged.
		body := admin.expect("POST", "/api/admin/sites", `{"host":"http://Flirt Example","copy_from":"nowhere.example","reason":" "}`, 400)
		if got := fieldKeys(t, body); got["host"] != "siteHostInvalid" || got["copy_from"] != "siteNotFound" {
			t.Errorf("fields %v (%s)", got, body)
		}
		body = admin.expect("POST", "/api/admin/sites", `{"host":"localhost","company":{"name":" ","bogus":1}}`, 400)
		if got := fieldKeys(t, body); got["host"] != "siteHostInvalid" || got["company.bogus"] != "siteFieldUnknown" || got["reason"] != "staffReasonRequired" {
			t.Errorf("fields %v (%s)", got, body)
		}
		body = admin.expect("POST", "/api/admin/sites", `{"host":"flirt.example","company":{"name":" "},"reason":"New brand"}`, 400)
		if got := fieldKeys(t, body); got["company.name"] != "siteFieldRequired" || len(got) != 1 {
			t.Errorf("fields %v (%s)", got, body)
		}
		admin.expect("GET", "/api/admin/sites/flirt.example", "", 404)

		// Created: the copied settings with its own domain, the company details given.
		admin.expect("PUT", "/api/admin/sites/*", `{"reason":"Price","settings":{"message_credits":2}}`, 200)
		body = admin.expect("POST", "/api/admin/sites", `{"host":" Flirt.Example. ","copy_from":"*",
			"company":{"name":"Flirt B.V.","city":"Utrecht"},"reason":"New brand"}`, 201,
			`"host":"flirt.example"`, `"domain":"flirt.example"`, `"message_credits":2`, `"name":"Flirt B.V."`)
		s := settingsOf(t, visitor, "flirt.example")
		if s.Domain != "flirt.example" || s.MessageCredits != 2 || s.Name != "Amora" {
			t.Errorf("the new host answers %q, %d, %q", s.Domain, s.MessageCredits, s.Name)
		}
		visitor.expect("GET", "/api/companyinfo?host=flirt.example", "", 200, `"name":"Flirt B.V."`, `"city":"Utrecht"`)
		visitor.expect("GET", "/api/companyinfo?host=localhost", "", 200, `"name":"Amora Media B.V."`)
		admin.expect("GET", "/api/admin/sites", "", 200, `"host":"flirt.example"`)
		e := lastAudit(t, db)
		var after struct {
			Host     string            `json:"host"`
			CopyFrom string            `json:"copy_from"`
			Company  amora.CompanyInfo `json:"company"`
		}
		json.Unmarshal(e.After, &after)
		if e.Action != "site.create" || e.StaffID != st.ID || e.Reason != "New brand" || e.Before != nil ||
			after.Host != "flirt.example" || after.CopyFrom != "*" || after.Company.Name != "Flirt B.V." {
			t.Errorf("audit %s %q %s / %s", e.Action, e.Reason, e.Before, e.After)
		}

		// A host has one site; copying from another site than the default works too.
		body = admin.expect("POST", "/api/admin/sites", `{"host":"flirt.example","reason":"Again"}`, 409)
		if got := fieldKeys(t, body); got["host"] != "siteExists" {
			t.Errorf("fields %v (%s)", got, body)
		}
		admin.expect("POST", "/api/admin/sites", `{"host":"date.example","copy_from":"flirt.example","reason":"Third"}`, 201,
			`"domain":"date.example"`, `"name":"Flirt B.V."`)
		if got := lastAudit(t, db); got.Action != "site.create" || got.Reason != "Third" {
			t.Errorf("the refused copy was logged, or the third was not: %+v", got)
		}
	})
}

// TestAdminCreateSiteReachesOtherInstances: a site added through one instance is
// answered for its host by another within moments, though the other had cached the
// default site for that host.
func TestAdminCreateSiteReachesOtherInstances(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		broker := realtime.NewLocal()
		apiA, apiB := newServer(t, a), newServer(t, b)
		apiA.Events, apiB.Events = broker, broker
		srvA, srvB := httptest.NewServer(apiA.Handler()), httptest.NewServer(apiB.Handler())
		t.Cleanup(srvA.Close)
		t.Cleanup(srvB.Close)
		admin := staffClient(t, srvA, storetest.NewStaff(t, a, "admin@amora.test", amora.StaffAdmin).Session)
		visitorB := newClient(t, srvB)
		if s := settingsOf(t, visitorB, "flirt.example"); s.Domain != "localhost" {
			t.Fatalf("domain %q", s.Domain)
		}
		admin.expect("POST", "/api/admin/sites", `{"host":"flirt.example","reason":"New brand"}`, 201)
		deadline := time.Now().Add(2 * time.Second)
		for settingsOf(t, visitorB, "flirt.example").Domain != "flirt.example" {
			if time.Now().After(deadline) {
				t.Fatal("the other instance still answers the default site for the new host after 2 s")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
