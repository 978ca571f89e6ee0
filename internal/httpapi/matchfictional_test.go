package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestMatchFinderNeverOnlyFictional: when only fictional profiles match, the match
// finder proposes nobody; once a real member matches, they are among the results.
func TestMatchFinderNeverOnlyFictional(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		for _, email := range []string{"f1@example.nl", "f2@example.nl"} {
			if _, err := db.SeedMembers(context.Background(), []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: email, Name: email[:2],
				PasswordHash: "x", DateOfBirth: "1990-01-01", Language: "nl", Fictional: true, LastSeen: time.Now().UTC(),
				Profile: place("male", "female", "NL", "NL-UT", "Utrecht", "wine"), Photos: []string{"photo-" + email}}}); err != nil {
				t.Fatal(err)
			}
		}
		c := activeMember(t, db, srv, `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`)
		find := func() (fictional, real int) {
			var out struct{ Results []struct{ Fictional bool } }
			json.Unmarshal([]byte(c.expect("GET", "/api/match-finder?looking_for=male", "", 200)), &out)
			for _, r := range out.Results {
				if r.Fictional {
					fictional++
				} else {
					real++
				}
			}
			return fictional, real
		}
		if f, r := find(); f != 0 || r != 0 {
			t.Errorf("only fictional profiles match: proposed %d fictional, %d real; want none", f, r)
		}
		seedMember(t, db, "real@example.nl", "Real", "1991-01-01", place("male", "female", "NL", "NL-GR", "Groningen"))
		if f, r := find(); f != 2 || r != 1 {
			t.Errorf("with a real match: %d fictional, %d real; want 2 and 1", f, r)
		}
	})
}
