package httpapi_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestIncompleteProfilesAPI checks that a member's profile is listed only once it is
// complete (complete-signup answered and a main photo), and that the user call says
// what is missing.
func TestIncompleteProfilesAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		withPhotos(t, api)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		t.Cleanup(srv.Close)
		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, annaID)
		confirm(t, db, bartID)
		complete(t, db, bartID, "male")
		listed := func() bool {
			body := bart.expect("GET", "/api/members", "", 200)
			return strings.Contains(body, `"id":`+annaID+`,`)
		}
		anna.expect("GET", "/api/user", "", 200, `"complete":false`, `"missing":["gender","looking_for","country","city","photo"]`)
		if listed() {
			t.Error("a member who answered nothing is listed")
		}
		anna.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200)
		anna.expect("GET", "/api/user", "", 200, `"complete":false`, `"missing":["photo"]`)
		if listed() {
			t.Error("a member without a photo is listed")
		}
		if status, body := anna.upload(testJPEG(t, 640, 480)); status != 201 {
			t.Fatalf("upload: %d %s", status, body)
		}
		anna.expect("GET", "/api/user", "", 200, `"complete":true`, `"missing":[]`)
		if !listed() {
			t.Error("a complete profile is not listed")
		}
		bart.expect("GET", "/api/user", "", 200, `"complete":true`)
	})
}
