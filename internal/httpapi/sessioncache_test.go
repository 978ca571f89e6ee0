package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"amora/internal/httpapi"
	"amora/internal/sqlstore"
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
	token := func(c *client) string { return sessionCookie(t, srv, c) }

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

// TestSendChecksItsSession: sending may start from the remembered member, because the
// send itself checks the session in its transaction: once the session ends through
// another instance, neither a message in a conversation the member wrote in (a batch,
// on PostgreSQL) nor a first message is stored or paid, and the cookie is cleared.
func TestSendChecksItsSession(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		anna, annaID := signupAs(t, srv, "anna")
		_, bartID := signupAs(t, srv, "bart")
		_, ceesID := signupAs(t, srv, "cees")
		for _, id := range []string{annaID, bartID, ceesID} {
			confirm(t, db, id)
		}
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Hoi"}`, 201, `"credits":9`)
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Nog eens"}`, 201, `"credits":8`) // with the remembered member
		u, _ := url.Parse(srv.URL)
		token := sessionCookie(t, srv, anna)
		if err := db.Logout(ctx, token); err != nil { // another instance ends Anna's session
			t.Fatal(err)
		}
		anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"Na afloop"}`, 403, `"code":"authentication_required"`)
		anna.http.Jar.SetCookies(u, []*http.Cookie{{Name: httpapi.SessionCookie, Value: token}})
		anna.expect("POST", "/api/members/"+ceesID+"/messages", `{"text":"Eerste"}`, 403, `"code":"authentication_required"`)
		found, err := db.FindUser(ctx, mustID(t, annaID))
		if err != nil || found.Credits != 8 {
			t.Errorf("credits %d (%v), want 8: nothing paid after the session ended", found.Credits, err)
		}
		st, _ := db.ChatWith(ctx, mustID(t, bartID), mustID(t, annaID))
		page, _ := db.Messages(ctx, mustID(t, bartID), st.ConversationID, 0, 0)
		if len(page.Messages) != 2 {
			t.Errorf("%d messages stored, want 2", len(page.Messages))
		}
		if st, _ := db.ChatWith(ctx, mustID(t, ceesID), mustID(t, annaID)); st.ConversationID != 0 {
			t.Error("the first message after the session ended started a conversation")
		}
	})
}

// sessionCookie is the raw token of c's session cookie for srv.
func sessionCookie(t *testing.T, srv *httptest.Server, c *client) string {
	t.Helper()
	u, _ := url.Parse(srv.URL)
	for _, ck := range c.http.Jar.Cookies(u) {
		if ck.Name == httpapi.SessionCookie {
			return ck.Value
		}
	}
	t.Fatal("no session cookie")
	return ""
}
