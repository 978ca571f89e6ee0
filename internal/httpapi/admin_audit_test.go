package httpapi_test

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestAdminAuditPeriod lists the audit log between two days or times: a day as `to` is
// included whole, a time bounds to the second, and a malformed bound or a period that
// ends before it starts is a field error with its own key.
func TestAdminAuditPeriod(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(checked(t, contract(t), newServer(t, db).Handler()))
		t.Cleanup(srv.Close)
		admin := storetest.NewStaff(t, db, "root@amora.test", amora.StaffAdmin)
		for _, at := range []string{"2026-03-01T23:59:59Z", "2026-03-02T00:00:00Z", "2026-03-03T12:00:00Z", "2026-03-04T00:00:00Z"} {
			when, _ := time.Parse(time.RFC3339, at)
			if err := db.AppendAudit(t.Context(), amora.AuditEntry{At: when, StaffID: admin.ID, StaffEmail: admin.Email,
				Action: "period.test", TargetType: "test", Reason: at}); err != nil {
				t.Fatal(err)
			}
		}
		root := staffClient(t, srv, admin.Session)
		reasons := func(query string) string {
			t.Helper()
			body := root.expect("GET", "/api/admin/audit?action=period.test"+query, "", 200)
			var got []string
			for _, at := range []string{"2026-03-01T23:59:59Z", "2026-03-02T00:00:00Z", "2026-03-03T12:00:00Z", "2026-03-04T00:00:00Z"} {
				if strings.Contains(body, `"reason":"`+at+`"`) {
					got = append(got, at[5:10])
				}
			}
			return strings.Join(got, " ")
		}
		for query, want := range map[string]string{
			"":                               "03-01 03-02 03-03 03-04",
			"&from=2026-03-02":               "03-02 03-03 03-04",
			"&to=2026-03-02":                 "03-01 03-02",
			"&from=2026-03-02&to=2026-03-03": "03-02 03-03",
			"&from=2026-03-03&to=2026-03-03": "03-03",
			"&from=2026-03-01T23:59:59Z&to=2026-03-03T12:00:00Z": "03-01 03-02",
			"&from=2026-03-02T01:00:00%2B01:00":                  "03-02 03-03 03-04",
		} {
			if got := reasons(query); got != want {
				t.Errorf("%q lists %q, want %q", query, got, want)
			}
		}
		root.expect("GET", "/api/admin/audit?from=2026-13-01", "", 400, `"key":"auditFromInvalid"`, `"field":"from"`)
		root.expect("GET", "/api/admin/audit?to=yesterday", "", 400, `"key":"auditToInvalid"`, `"field":"to"`)
		root.expect("GET", "/api/admin/audit?from=2026-03-04&to=2026-03-03", "", 400, `"key":"auditRangeInvalid"`, `"field":"to"`)
		root.expect("GET", "/api/admin/audit?from=2026-03-03T12:00:00Z&to=2026-03-03T12:00:00Z", "", 400, `"key":"auditRangeInvalid"`)
	})
}
