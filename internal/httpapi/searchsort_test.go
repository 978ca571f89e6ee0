package httpapi_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestSearchSortParameter holds GET /api/members' sort: the four orders are
// answered, anything else is a 400 naming the field and the translated key.
func TestSearchSortParameter(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		visitor := newClient(t, srv)
		for _, sort := range []string{"", "best", "online", "new", "nearby"} {
			visitor.expect("GET", "/api/members?sort="+sort, "", 200, `"num_results":`)
		}
		for _, sort := range []string{"random", "id", "BEST"} {
			body := visitor.expect("GET", "/api/members?sort="+sort, "", 400, `"key":"sortInvalid"`, `"field":"sort"`)
			if !strings.Contains(body, "Sort by") {
				t.Errorf("sort=%s: %s lacks the message", sort, body)
			}
		}
	})
}
