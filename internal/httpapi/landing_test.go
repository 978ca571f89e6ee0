package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// landingAnswer is GET /api/landing as the app reads it.
type landingAnswer struct {
	Country string `json:"country"`
	Online  int    `json:"online"`
	Members []struct {
		ID        int64  `json:"id"`
		Name      string `json:"name"`
		Age       int    `json:"age"`
		City      string `json:"city"`
		Fictional bool   `json:"fictional"`
		MainImage *struct {
			Clear bool   `json:"clear"`
			Thumb string `json:"thumb"`
			Card  string `json:"card"`
			Full  string `json:"full"`
		} `json:"main_image"`
	} `json:"members"`
}

func (a landingAnswer) names() []string {
	var out []string
	for _, m := range a.Members {
		out = append(out, m.Name)
	}
	return out
}

// landingMember is a seeded member of the landing tests: complete unless photos is
// empty, online when seen a minute ago.
func landingMember(name, country string, online bool, photos ...string) amora.NewMember {
	seen := time.Now().UTC().Add(-3 * time.Hour)
	if online {
		seen = time.Now().UTC().Add(-time.Minute)
	}
	region := map[string]string{"NL": "NL-UT", "DE": "DE-BE", "BE": "BE-VAN", "US": "US-CA"}[country]
	return amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: strings.ToLower(name) + "@landing.test", Name: name, PasswordHash: "x",
		DateOfBirth: "1990-05-01", Language: "en", LastSeen: seen, Photos: photos,
		Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: country, Region: region, City: "Town of " + name}}}
}

// TestLanding: the landing page shows the newest complete, visible, real members of
// the visitor's country with the photo a visitor may see, and counts who is online;
// fictional, incomplete, hidden and banned members never appear, and the answer is
// kept for landingTTL.
func TestLanding(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		api := newServer(t, db)
		withPhotos(t, api)
		var now atomic.Int64
		now.Store(time.Now().UnixNano())
		api.Now = func() time.Time { return time.Unix(0, now.Load()).UTC() }
		plain := api.Handler()
		h := checked(t, contract(t), plain)

		get := func(query string, header map[string]string) landingAnswer {
			t.Helper()
			r := httptest.NewRequest("GET", "/api/landing"+query, nil)
			for k, v := range header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != 200 {
				t.Fatalf("GET /api/landing%s: %d %s", query, w.Code, w.Body)
			}
			var a landingAnswer
			if err := json.Unmarshal(w.Body.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			if body := w.Body.String(); strings.Contains(body, "anna-second") {
				t.Errorf("a photo other than the main one reached the landing page: %s", body)
			}
			return a
		}
		hidden := landingMember("Hidden", "NL", true, "hidden-main")
		hidden.Profile.Invisible = true
		fictional := landingMember("Fictional", "NL", true, "fictional-main")
		fictional.Fictional = true
		members := []amora.NewMember{
			landingMember("Anna", "NL", true, "anna-main", "anna-second"),
			landingMember("Bea", "NL", false, "bea-main"),
			landingMember("Cato", "NL", true, "cato-main"),
			fictional,
			landingMember("Incomplete", "NL", true), // no photo
			hidden,
			landingMember("Banned", "NL", true, "banned-main"),
			landingMember("Dora", "NL", false, "dora-main"),
			landingMember("Eva", "DE", true, "eva-main"),
			landingMember("Frida", "DE", false, "frida-main"),
			landingMember("Greta", "DE", false, "greta-main"),
			landingMember("Hanna", "DE", true, "hanna-main"),
			landingMember("Ilse", "BE", true, "ilse-main"),
		}
		// Before anyone is listed the answer is empty, and kept only briefly.
		if a := get("", nil); len(a.Members) != 0 || a.Online != 0 || a.Country != "" {
			t.Errorf("an empty site answers %+v", a)
		}
		if _, err := db.SeedMembers(ctx, members); err != nil {
			t.Fatal(err)
		}
		now.Add(int64(3 * time.Second))
		staff := storetest.NewStaff(t, db, "mod@landing.test", amora.StaffAdmin)
		ids := listedIDs(t, h)
		if err := db.StaffBan(ctx, staff.Staff, ids["Banned"], "spam", "terms"); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct {
			name, query, geo string
			wantCountry      string
			wantNames        []string
			wantOnline       int
		}{
			// Newest first; Cato and Anna are online, the fictional profile online too but not counted.
			{"SiteDefault", "", "", "NL", []string{"Dora", "Cato", "Bea", "Anna"}, 2},
			{"GeoIP", "", "DE", "DE", []string{"Hanna", "Greta", "Frida", "Eva"}, 2},
			{"Chosen", "?country=de", "NL", "DE", []string{"Hanna", "Greta", "Frida", "Eva"}, 2},
			{"NotServed", "?country=JP", "JP", "NL", []string{"Dora", "Cato", "Bea", "Anna"}, 2},
			// Belgium has one member: every country's newest show, and everyone online counts.
			{"FewMembers", "", "BE", "", []string{"Ilse", "Hanna", "Greta", "Frida", "Eva", "Dora", "Cato", "Bea", "Anna"}, 5},
		} {
			t.Run(c.name, func(t *testing.T) {
				header := map[string]string{}
				if c.geo != "" {
					header["CF-IPCountry"] = c.geo
				}
				a := get(c.query, header)
				if a.Country != c.wantCountry || !slices.Equal(a.names(), c.wantNames) || a.Online != c.wantOnline {
					t.Errorf("got %q %v online %d, want %q %v online %d", a.Country, a.names(), a.Online, c.wantCountry, c.wantNames, c.wantOnline)
				}
				for _, m := range a.Members {
					img := m.MainImage
					switch {
					case m.Fictional:
						t.Errorf("%s is fictional", m.Name)
					case img == nil:
						t.Errorf("%s has no photo", m.Name)
					// SPEC §1 and SeesClearPhoto: a main photo is for everyone, so a
					// visitor gets its clear card size, bound to viewer 0, and no full size.
					case !img.Clear || !strings.Contains(img.Card, ".card.jpg") || !strings.Contains(img.Thumb, ".thumb.jpg") ||
						!strings.Contains(img.Card, "v=0") || img.Full != "":
						t.Errorf("%s's photo is not the visitor's main photo: %+v", m.Name, img)
					case m.Age < 18 || m.City != "Town of "+m.Name:
						t.Errorf("%s: age %d, city %q", m.Name, m.Age, m.City)
					}
				}
			})
		}

		t.Run("Cached", func(t *testing.T) {
			if err := db.StaffBan(ctx, staff.Staff, ids["Dora"], "spam", "terms"); err != nil {
				t.Fatal(err)
			}
			if got := get("", nil).names(); !slices.Contains(got, "Dora") {
				t.Errorf("within the cache's time the answer changed: %v", got)
			}
			now.Add(int64(31 * time.Second))
			if got := get("", nil).names(); slices.Contains(got, "Dora") {
				t.Errorf("a banned member is still shown after the cache expired: %v", got)
			}
		})

		for _, coding := range []string{"br", "gzip"} {
			t.Run(coding, func(t *testing.T) {
				r := httptest.NewRequest("GET", "/api/landing", nil)
				r.Header.Set("Accept-Encoding", coding)
				w := httptest.NewRecorder()
				plain.ServeHTTP(w, r) // not through the contract check, which reads JSON
				if w.Header().Get("Content-Encoding") != coding || w.Header().Get("Cache-Control") != "private, max-age=30" {
					t.Fatalf("headers %v", w.Header())
				}
				if plain := httpapi.DecodedBody(t, w.Header(), w.Body.Bytes()); !bytes.Contains(plain, []byte(`"members":[{`)) {
					t.Errorf("%s body %s", coding, plain)
				}
			})
		}
	})
}

// listedIDs are the ids of the members a visitor's search lists, by name.
func listedIDs(t *testing.T, h http.Handler) map[string]int64 {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/members?per_page=48", nil))
	var page struct {
		Results []struct {
			ID   int64  `json:"id"`
			Name string `json:"name"`
		} `json:"results"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &page); err != nil {
		t.Fatal(err)
	}
	ids := map[string]int64{}
	for _, m := range page.Results {
		ids[m.Name] = m.ID
	}
	return ids
}

// BenchmarkLanding measures GET /api/landing through the whole handler on 2,000
// members: Cached is what nearly every visitor gets, Made the answer made anew
// (search, online count, 12 cards with signed photo URLs, JSON and gzip).
func BenchmarkLanding(b *testing.B) {
	db := storetest.SQLite(b)
	api := &httpapi.Server{Sites: db, Accounts: db, Profiles: db, Likes: db, Swipes: db, Blocks: db, Chats: db,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	withPhotos(b, api)
	var now atomic.Int64
	now.Store(time.Now().UnixNano())
	api.Now = func() time.Time { return time.Unix(0, now.Load()).UTC() }
	h := api.Handler()
	var ms []amora.NewMember
	for i := range 2000 {
		m := landingMember(fmt.Sprintf("M%04d", i), []string{"NL", "DE", "BE", "US"}[i%4], i%5 == 0, fmt.Sprintf("photo-%d", i))
		ms = append(ms, m)
	}
	if _, err := db.SeedMembers(context.Background(), ms); err != nil {
		b.Fatal(err)
	}
	req := func() {
		r := httptest.NewRequest("GET", "/api/landing", nil)
		r.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			b.Fatalf("status %d", w.Code)
		}
	}
	req()
	b.Run("Cached", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			req()
		}
	})
	b.Run("Made", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			now.Add(int64(time.Minute))
			req()
		}
	})
}
