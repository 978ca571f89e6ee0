package httpapi_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestBlocksAPI walks a block through the API: the blocked member is told "You're
// blocked" and can neither view nor like the blocker; the blocker still sees the
// profile, marked blocked, and can unblock.
func TestBlocksAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		defer srv.Close()

		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		_, ceesID := signupAs(t, srv, "cees")
		for _, id := range []string{annaID, bartID, ceesID} {
			confirm(t, db, id)
			complete(t, db, id, "female")
		}
		visitor := newClient(t, srv)
		bart.expect("POST", "/api/likes/"+annaID, "", 200)
		searchIDs := func(c *client) string {
			var page struct{ Results []struct{ ID int64 } }
			json.Unmarshal([]byte(c.expect("GET", "/api/members", "", 200)), &page)
			var ids []string
			for _, r := range page.Results {
				ids = append(ids, itoa(r.ID))
			}
			return strings.Join(ids, ",")
		}
		if got := searchIDs(anna); !strings.Contains(got, bartID) || strings.Contains(got, annaID) {
			t.Fatalf("anna's search before blocking: %s", got)
		}

		for _, sc := range []struct {
			name       string
			c          *client
			method     string
			path       string
			wantStatus int
			wantBody   []string
		}{
			{"ErrVisitorBlock", visitor, "POST", "/api/blocks/" + bartID, 403, []string{`"code":"authentication_required"`}},
			{"NotBlockedYet", anna, "GET", "/api/members/" + bartID, 200, []string{`"blocked":false`}},
			{"ErrBlockSelf", anna, "POST", "/api/blocks/" + annaID, 400, []string{`"key":"blockSelf"`}},
			{"ErrBlockUnknown", anna, "POST", "/api/blocks/999999", 404, []string{`"code":"not_found"`}},
			{"AnnaBlocksBart", anna, "POST", "/api/blocks/" + bartID, 204, nil},
			{"BlockTwiceIsFine", anna, "POST", "/api/blocks/" + bartID, 204, nil},
			{"ErrBartIsBlocked", bart, "GET", "/api/members/" + annaID, 403, []string{`"code":"blocked"`, `"message":"You're blocked"`}},
			{"AnnaStillSeesBart", anna, "GET", "/api/members/" + bartID, 200, []string{`"blocked":true`}},
			{"ErrBartCannotLike", bart, "POST", "/api/likes/" + annaID, 404, []string{`"code":"not_found"`}},
			{"BartsLikeIsGone", anna, "GET", "/api/likes", 200, []string{`"profiles":[]`, `"liked_by":[]`}},
			{"VisitorsSeeAnna", visitor, "GET", "/api/members/" + annaID, 200, []string{`"blocked":false`}},
			{"AnnaUnblocks", anna, "DELETE", "/api/blocks/" + bartID, 204, nil},
			{"BartSeesAnnaAgain", bart, "GET", "/api/members/" + annaID, 200, []string{`"blocked":false`}},
			{"BartMayLikeAgain", bart, "POST", "/api/likes/" + annaID, 200, []string{`"liked":true`}},
		} {
			t.Run(sc.name, func(t *testing.T) {
				sc.c.expect(sc.method, sc.path, "", sc.wantStatus, sc.wantBody...)
			})
			if sc.name == "AnnaBlocksBart" {
				for who, c := range map[string]*client{"anna": anna, "bart": bart} {
					if got := searchIDs(c); strings.Contains(got, annaID) || strings.Contains(got, bartID) || !strings.Contains(got, ceesID) {
						t.Errorf("%s's search after the block: %s, want only cees", who, got)
					}
				}
			}
		}
	})
}
