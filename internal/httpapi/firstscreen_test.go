package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestPrerenderedFirstScreen: a prerendered page carries the answer of the call its
// first screen makes (the landing's members, the build's first search, the profile), as
// the API answers a visitor (the profile's other photos blurred), and preloads the first
// photos; the page is for this browser only. A member gets none of it.
func TestPrerenderedFirstScreen(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		srv := newServer(t, db)
		withPhotos(t, srv)
		srv.App.Routes = append(srv.App.Routes, "/members")
		files := srv.App.Files.(fstest.MapFS)
		files["prerendered/settings.json"] = &fstest.MapFile{Data: []byte(`{"name":"Amora","index_title":"","description":"","min_age":18}`)}
		files["prerendered/first.json"] = &fstest.MapFile{Data: []byte(`{"search":"min_age=18&max_age=99&page=1&per_page=24"}`)}
		// The skeletons' slots for the first photos (FirstPhoto): two cards, or the profile's frame.
		slots := map[string]string{
			"index":      `<img class="first-photo" alt="" data-first-photo="0"/><img class="first-photo" alt="" data-first-photo="1"/>`,
			"members":    `<img class="first-photo" alt="" data-first-photo="0"/><img class="first-photo" alt="" data-first-photo="1"/>`,
			"members-id": `<img class="first-photo" alt="" data-first-photo="0"/>`,
		}
		for page, slot := range slots {
			files["prerendered/"+page+".en.html"] = &fstest.MapFile{Data: []byte(`<html lang="en"><head><title>x</title></head><body><div id="root" data-prerendered="en">` + page + slot + `</div></body></html>`)}
		}
		if _, err := db.SeedMembers(ctx, []amora.NewMember{
			landingMember("Anna", "NL", true, "anna-main", "anna-second"),
			landingMember("Bea", "NL", false, "bea-main"),
			landingMember("Cato", "NL", true, "cato-main"),
		}); err != nil {
			t.Fatal(err)
		}
		h := srv.Handler()
		anna := listedIDs(t, h)["Anna"]

		type image struct {
			Clear bool   `json:"clear"`
			Card  string `json:"card"`
			Large string `json:"large"`
			Full  string `json:"full"`
		}
		type answer struct {
			URL  string `json:"url"`
			Body struct {
				Members []struct {
					Name string `json:"name"`
				} `json:"members"`
				Results []struct {
					Name string `json:"name"`
				} `json:"results"`
				Name   string  `json:"name"`
				Photos []image `json:"photos"`
			} `json:"body"`
		}
		var urls []string // the last page's answers' URLs
		page := func(path, cookie string) (string, answer, string) {
			t.Helper()
			urls = nil
			r := httptest.NewRequest("GET", path, nil)
			r.Host = "example.com:8080"
			if cookie != "" {
				r.Header.Set("Cookie", cookie)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != 200 {
				t.Fatalf("GET %s: %d", path, w.Code)
			}
			body := w.Body.String()
			var a answer
			const open = `<script id="amora-first" type="application/json">`
			if i := strings.Index(body, open); i >= 0 {
				j := strings.Index(body[i:], "</script>")
				var all []json.RawMessage
				if err := json.Unmarshal([]byte(body[i+len(open):i+j]), &all); err != nil || len(all) < 2 {
					t.Fatalf("first screen %v: %s", err, body)
				}
				if err := json.Unmarshal(all[0], &a); err != nil {
					t.Fatalf("first answer %v: %s", err, all[0])
				}
				for _, one := range all {
					var u struct{ URL string }
					if err := json.Unmarshal(one, &u); err != nil {
						t.Fatalf("answer %v: %s", err, one)
					}
					urls = append(urls, u.URL)
				}
				// The footer's company comes along: every page asks for it as it starts.
				var company struct {
					URL  string
					Body struct{ Name string }
				}
				if json.Unmarshal(all[1], &company) != nil || company.URL != "/api/companyinfo?host=example.com" || company.Body.Name == "" {
					t.Errorf("no company answer: %+v", company)
				}
				if head, _, _ := strings.Cut(body, "</head>"); !strings.Contains(head, open) {
					t.Errorf("the answer is not in the head: %s", body)
				}
			}
			return body, a, w.Header().Get("Cache-Control")
		}

		t.Run("Landing", func(t *testing.T) {
			body, a, cache := page("/", "")
			if a.URL != "/api/landing?host=example.com" || len(a.Body.Members) != 3 {
				t.Fatalf("answer %+v", a)
			}
			if cache != "private, no-cache" {
				t.Errorf("Cache-Control %q", cache)
			}
			if n := strings.Count(body, `<link rel="preload" as="image" href="/media/`); n != 2 || !strings.Contains(body, `.card.jpg`) || !strings.Contains(body, `fetchpriority="high"`) {
				t.Errorf("want the first row's 2 card photos preloaded, got %d: %s", n, body)
			}
			for _, slot := range []string{`data-first-photo="0" src="/media/`, `data-first-photo="1" src="/media/`} {
				if !strings.Contains(body, slot) {
					t.Errorf("slot %s not filled: %s", slot, body)
				}
			}
			if strings.Contains(body, "&v=") {
				t.Errorf("a photo URL's & is not escaped in the HTML: %s", body)
			}
		})

		t.Run("Search", func(t *testing.T) {
			_, a, _ := page("/members", "")
			if a.URL != "/api/members?max_age=99&min_age=18&page=1&per_page=24" || len(a.Body.Results) != 3 {
				t.Fatalf("answer %+v", a)
			}
			if len(urls) != 2 {
				t.Errorf("answers %q: the search needs no lists", urls)
			}
		})

		t.Run("Profile", func(t *testing.T) {
			body, a, _ := page("/members/"+strconv.FormatInt(anna, 10), "")
			if a.URL != "/api/members/"+strconv.FormatInt(anna, 10) || a.Body.Name != "Anna" || len(a.Body.Photos) != 2 {
				t.Fatalf("answer %+v", a)
			}
			// The lists that name the member's region and interests come with it.
			if want := []string{a.URL, "/api/companyinfo?host=example.com", "/api/regions", "/api/interests"}; !slices.Equal(urls, want) {
				t.Errorf("answers %q, want %q", urls, want)
			}
			if !strings.Contains(body, `{"id":"NL-UT","name":"Utrecht"}`) || !strings.Contains(body, `"labels":{`) {
				t.Errorf("the regions and interests are not in the page: %s", body)
			}
			// SPEC §1: a visitor sees the main photo clear, the others blurred.
			if main, second := a.Body.Photos[0], a.Body.Photos[1]; !main.Clear || main.Full == "" || main.Large == "" || second.Clear || second.Full != "" || second.Large != "" || !strings.Contains(second.Card, ".blur.") {
				t.Errorf("photos as a visitor sees them? %+v", a.Body.Photos)
			}
			if !strings.Contains(body, `imagesrcset="`) || !strings.Contains(body, `480w, `) || !strings.Contains(body, ` 1080w, `) || !strings.Contains(body, `imagesizes="(min-width: 992px) 40vw, (min-width: 768px) 30rem, 100vw"`) {
				t.Errorf("the first photo is not preloaded in the frame's sizes: %s", body)
			}
			if !strings.Contains(body, `data-first-photo="0" src="/media/`) || !strings.Contains(body, `sizes="(min-width: 992px) 40vw, (min-width: 768px) 30rem, 100vw" fetchpriority="high"/>`) {
				t.Errorf("the frame's slot is not filled: %s", body)
			}
		})

		t.Run("BehindTheWarning", func(t *testing.T) {
			// A first visit's page behind the site-entry warning (siteentry.go): the
			// photos are in their slots for when the visitor has confirmed, but take
			// nothing from the warning's first paint.
			built := files["prerendered/settings.json"]
			withWords, err := json.Marshal(map[string]any{"name": "Amora", "index_title": "", "description": "", "fictional_plural": amora.DefaultSettings().FictionalPlural})
			if err != nil {
				t.Fatal(err)
			}
			files["prerendered/settings.json"] = &fstest.MapFile{Data: withWords}
			files["prerendered/site-entry.en.html"] = &fstest.MapFile{Data: []byte(`<div id="site-entry-page">warning</div>`)}
			t.Cleanup(func() {
				files["prerendered/settings.json"] = built
				delete(files, "prerendered/site-entry.en.html")
			})
			for _, path := range []string{"/", "/members/" + strconv.FormatInt(anna, 10)} {
				body, _, _ := page(path, "")
				if !strings.Contains(body, `<div id="site-entry-page">warning</div>`) || !strings.Contains(body, `data-first-photo="0" src="/media/`) {
					t.Fatalf("%s: want the warning and the filled slot: %s", path, body)
				}
				if strings.Contains(body, `rel="preload" as="image"`) || strings.Contains(body, `fetchpriority="high"`) {
					t.Errorf("%s: a photo behind the warning is preloaded or asked for first: %s", path, body)
				}
				// Once confirmed, the page is as before.
				if body, _, _ := page(path, "amora.site-entry=1"); strings.Contains(body, "site-entry-page") || !strings.Contains(body, `rel="preload" as="image"`) {
					t.Errorf("%s: a confirmed visitor's page: %s", path, body)
				}
			}
		})

		t.Run("UnknownProfile", func(t *testing.T) {
			body, _, _ := page("/members/999999", "")
			if strings.Contains(body, "amora-first") || strings.Contains(body, `rel="preload" as="image"`) || strings.Contains(body, ` src=`) {
				t.Errorf("a profile that is not there has a first screen: %s", body)
			}
		})

		t.Run("Member", func(t *testing.T) {
			body, _, cache := page("/", "auth.session=abc")
			if strings.Contains(body, "amora-first") || cache != "no-cache" {
				t.Errorf("a member got the visitor's first screen (Cache-Control %q): %s", cache, body)
			}
		})
	})
}
