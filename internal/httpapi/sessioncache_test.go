package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"amora/internal/httpapi"
	"amora/internal/sqlstore/storetest"
)

// TestSessionCache checks what remembering sessions for reads may and may not do: a
// session ended through another instance serves reads for at most the cache's time,
// never GET /api/user or a write; a logout through this instance ends it at once.
func TestSessionCache(t *testing.T) {
	db := storetest.SQLite(t)
	now := time.Now().UTC()
	api := newServer(t, db)
	api.Now = func() time.Time { return now }
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	token := func(c *client) string {
		u, _ := url.Parse(srv.URL)
		for _, ck := range c.http.Jar.Cookies(u) {
			if ck.Name == httpapi.SessionCookie {
				return ck.Value
			}
		}
		t.Fatal("no session cookie")
		return ""
	}

	anna, _ := signupAs(t, srv, "anna")
	anna.expect("GET", "/api/likes", "", 200)
	// Another instance ends Anna's session.
	if err := db.Logout(context.Background(), token(anna)); err != nil {
		t.Fatal(err)
	}
	anna.expect("GET", "/api/likes", "", 200)                                    // remembered for a moment
	anna.expect("GET", "/api/user", "", 403, `"code":"authentication_required"`) // never remembered

	bart, _ := signupAs(t, srv, "bart")
	bart.expect("GET", "/api/likes", "", 200)
	db.Logout(context.Background(), token(bart))
	now = now.Add(3 * time.Second)
	bart.expect("GET", "/api/likes", "", 403, `"code":"authentication_required"`) // the moment has passed

	cees, _ := signupAs(t, srv, "cees")
	cees.expect("GET", "/api/likes", "", 200)
	old := token(cees)
	cees.expect("POST", "/api/logout", "", 204)
	again := newClient(t, srv) // the ended session's cookie, sent once more
	u, _ := url.Parse(srv.URL)
	again.http.Jar.SetCookies(u, []*http.Cookie{{Name: httpapi.SessionCookie, Value: old}})
	again.expect("GET", "/api/likes", "", 403, `"code":"authentication_required"`) // a logout here ends it at once
}
