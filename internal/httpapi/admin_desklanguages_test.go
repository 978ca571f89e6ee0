package httpapi_test

import (
	"fmt"
	"net/http/httptest"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestStaffLanguagesAPI: an admin reads and sets the languages an operator answers at
// the desk (the staff screen's form); nobody else may.
func TestStaffLanguagesAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(checked(t, contract(t), newServer(t, db).Handler()))
		t.Cleanup(srv.Close)
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		op := storetest.NewStaff(t, db, "op@amora.test", amora.StaffOperator)
		adminC, opC := staffClient(t, srv, admin.Session), staffClient(t, srv, op.Session)
		path := fmt.Sprintf("/api/admin/staff/%d/languages", op.ID)
		adminC.expect("GET", path, "", 200, `"languages":[]`)
		adminC.expect("PUT", path, `{"languages":["pl","de"]}`, 200)
		adminC.expect("GET", path, "", 200, `"languages":["de","pl"]`)
		opC.expect("GET", path, "", 403, `"key":"staffForbidden"`)
		adminC.expect("GET", "/api/admin/staff/999999/languages", "", 404)
		adminC.expect("GET", "/api/admin/staff/x/languages", "", 404)
	})
}
