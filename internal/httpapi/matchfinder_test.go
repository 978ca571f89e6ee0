package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// seedMember stores a complete, active member.
func seedMember(t *testing.T, db *sqlstore.DB, email, name, dob string, p amora.ProfileUpdate) {
	t.Helper()
	n, err := db.SeedMembers(context.Background(), []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: email, Name: name,
		PasswordHash: "x", DateOfBirth: dob, Language: "nl", Profile: p, LastSeen: time.Now().UTC(), Photos: []string{"photo-" + email}}})
	if err != nil || n != 1 {
		t.Fatalf("seed %s: %d, %v", email, n, err)
	}
}

func place(gender, lookingFor, country, region, city string, interests ...string) amora.ProfileUpdate {
	return amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: gender, LookingFor: lookingFor, Country: country, Region: region, City: city},
		Interests: interests}
}

// activeMember signs Sanne up through the API, activates her and saves her profile.
func activeMember(t *testing.T, db *sqlstore.DB, srv *httptest.Server, profile string) *client {
	t.Helper()
	ctx := context.Background()
	c := newClient(t, srv)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(c.expect("POST", "/api/signup", signupBody, 201)), &u)
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
	c.expect("PUT", "/api/profile", profile, 200)
	return c
}

func TestMatchFinder(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		km := map[string]float64{"Utrecht": 0, "Amsterdam": 35, "Groningen": 165}
		api.Distance = func(_, from, _, to string) (float64, bool) {
			a, ok1 := km[from]
			b, ok2 := km[to]
			return max(a, b) - min(a, b), ok1 && ok2
		}
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()

		seedMember(t, db, "near@example.nl", "Near", "1990-01-01", place("male", "female", "NL", "NL-UT", "Utrecht", "wine", "hiking"))
		seedMember(t, db, "both@example.nl", "Both", "1988-01-01", place("male", "both", "NL", "NL-NH", "Amsterdam", "wine"))
		seedMember(t, db, "far@example.nl", "Far", "1985-01-01", place("male", "female", "NL", "NL-GR", "Groningen"))
		seedMember(t, db, "men@example.nl", "Men", "1991-01-01", place("male", "male", "NL", "NL-UT", "Utrecht", "wine", "hiking"))
		seedMember(t, db, "woman@example.nl", "Woman", "1990-01-01", place("female", "female", "NL", "NL-UT", "Utrecht", "wine"))
		seedMember(t, db, "old@example.nl", "Old", "1950-01-01", place("male", "female", "NL", "NL-UT", "Utrecht", "wine"))
		seedMember(t, db, "german@example.de", "German", "1990-01-01", place("male", "female", "DE", "DE-BY", "München", "wine"))
		hidden := place("male", "female", "NL", "NL-UT", "Utrecht", "wine")
		hidden.Invisible = true
		seedMember(t, db, "hidden@example.nl", "Hidden", "1990-01-01", hidden)

		newClient(t, srv).expect("GET", "/api/match-finder", "", 403, `"authentication_required"`)
		c := activeMember(t, db, srv, `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht","interests":["wine"]}`)
		type result struct {
			Name    string
			Score   int
			Reasons []amora.MatchReason
		}
		find := func(query string) []result {
			var out struct{ Results []result }
			json.Unmarshal([]byte(c.expect("GET", "/api/match-finder?"+query, "", 200)), &out)
			return out.Results
		}
		names := func(rs []result) (s []string) {
			for _, r := range rs {
				s = append(s, r.Name)
			}
			return s
		}

		got := find("looking_for=male&min_age=25&max_age=60&interests=wine,hiking")
		if want := []string{"Near", "Both", "Men", "Far"}; !slices.Equal(names(got), want) {
			t.Fatalf("ranked %v, want %v", names(got), want)
		}
		if got[0].Score != 100 || got[3].Score != 49 {
			t.Errorf("scores %d … %d, want 100 … 49", got[0].Score, got[3].Score)
		}
		want := []amora.MatchReason{{Key: "mutual"}, {Key: "interests", Interests: []string{"wine"}}, {Key: "distance", Km: 35}}
		if b, _ := json.Marshal(got[1].Reasons); string(b) != mustJSON(want) {
			t.Errorf("Both's reasons %s, want %s", b, mustJSON(want))
		}
		if got := names(find("looking_for=male&min_age=25&max_age=60&distance=50")); !slices.Equal(got, []string{"Near", "Both", "Men"}) {
			t.Errorf("within 50 km: %v", got)
		}
		// Old and Near tie at 100 without interests; Old was seen last.
		if got := names(find("looking_for=male&region=NL-UT")); !slices.Equal(got, []string{"Old", "Near", "Men"}) {
			t.Errorf("in Utrecht: %v", got)
		}
		if got := names(find("looking_for=female")); !slices.Equal(got, []string{"Woman"}) {
			t.Errorf("women: %v", got)
		}
	})
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
