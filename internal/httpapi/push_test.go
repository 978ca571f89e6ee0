package httpapi_test

import (
	"net/http/httptest"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestPushSubscriptionIsNoLogin: POST /api/user.php?push=1 stores a push subscription in
// SPEC §7; until push exists it answers 501 with its own error, and it never counts as
// a failed login (which would end in 429 and lock the address out).
func TestPushSubscriptionIsNoLogin(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		c := newClient(t, srv)
		c.expect("POST", "/api/signup", signupBody, 201)
		sub := `{"endpoint":"https://push.example/abc","keys":{"p256dh":"x","auth":"y"}}`
		for range 8 {
			c.expect("POST", "/api/user.php?push=1", sub, 501, `"code":"not_implemented"`, `"key":"pushUnavailable"`)
		}
		c.expect("POST", "/api/logout", "", 204)
		c.expect("POST", "/api/user.php", `{"email":"sanne@example.nl","password":"veilig-wachtwoord-42"}`, 200, `"name":"Sanne"`)
	})
}
