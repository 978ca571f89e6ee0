package httpapi_test

import (
	"context"
	"encoding/json"
	"html"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"amora"

	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

const landersHTML = `<!doctype html><html><head><title>Amora</title></head><body><div id="root"></div><script src="/assets/landers-abc3.js"></script></body></html>`

// TestLanderPage: the landers and member landings get landers.html with 200; other
// lander-like paths and the members' routes still get index.html.
func TestLanderPage(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := newServer(t, db)
		s.App = &httpapi.App{
			Files: fstest.MapFS{
				"index.html":   {Data: []byte(indexHTML)},
				"landers.html": {Data: []byte(landersHTML)},
			},
			Routes: []string{"/", "/members/:id"},
		}
		lander := []string{"landers-abc3.js"}
		run(t, s.Handler(), []scenario{
			{name: "Lander", path: "/landers/tinderswipe", wantStatus: 200, wantBody: lander, wantHeader: map[string]string{"Cache-Control": "private, no-cache"}},
			{name: "LanderSlug", path: "/landers/maplanding/women-30-45", wantStatus: 200, wantBody: lander},
			{name: "LanderSlash", path: "/landers/video/", wantStatus: 200, wantBody: lander},
			{name: "Landing", path: "/members/42/landing", wantStatus: 200, wantBody: lander},
			{name: "Landing2", path: "/members/42/landing2", wantStatus: 200, wantBody: lander},
			{name: "Landing3Slug", path: "/members/42/landing3/men", wantStatus: 200, wantBody: lander},
			{name: "MemberSignup", path: "/members/42/signup", wantStatus: 200, wantBody: lander},
			{name: "UnknownLander", path: "/landers/nope", wantStatus: 404, wantBody: []string{`<div id="root">`}},
			{name: "LanderTooDeep", path: "/landers/gallery/a/b", wantStatus: 404},
			{name: "LandingWithSlug", path: "/members/42/landing/men", wantStatus: 404},
			{name: "LandingNotAnID", path: "/members/eva/landing", wantStatus: 404},
			{name: "Profile", path: "/members/42", wantStatus: 200, wantBody: []string{`<div id="root">`}},
		})
	})
}

// landersManifestJSON is a landers' Vite manifest in small: the entry and what it
// imports, two pages, and the English and German texts.
const landersManifestJSON = `{
  "landers.html": {"file": "assets/landers-abc3.js", "isEntry": true, "imports": ["_site-1.js"]},
  "_site-1.js": {"file": "assets/site-1.js"},
  "_Face-1.js": {"file": "assets/Face-1.js", "imports": ["_site-1.js"]},
  "src/landers/pages/SwipeLander.tsx": {"file": "assets/Swipe-1.js", "isDynamicEntry": true, "imports": ["_site-1.js", "landers.html", "_Face-1.js"]},
  "src/landers/member/MemberLanding.tsx": {"file": "assets/Landing-1.js", "isDynamicEntry": true, "imports": ["_site-1.js", "_Face-1.js"]},
  "src/locales/en/common.json": {"file": "assets/common-en.js"},
  "src/locales/en/landers.json": {"file": "assets/landers-en.js"},
  "src/locales/en/account.json": {"file": "assets/account-en.js"},
  "src/locales/en/errors.json": {"file": "assets/errors-en.js"},
  "src/locales/en/profile.json": {"file": "assets/profile-en.js"},
  "src/locales/de/common.json": {"file": "assets/common-de.js"}
}`

// TestLanderPageBoot: the landers' page carries the visitor's settings, the lander's
// members for its slug's audience and a member landing's member, and asks for the
// first screen's photos and modules ahead; a member's own session asks for the member itself.
func TestLanderPageBoot(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := newServer(t, db)
		withPhotos(t, s)
		s.App = &httpapi.App{Files: fstest.MapFS{"index.html": {Data: []byte(indexHTML)}, "landers.html": {Data: []byte(landersHTML)},
			".vite/landers-manifest.json": {Data: []byte(landersManifestJSON)}},
			LanderScreens: map[string]string{"tinderswipe": "src/landers/pages/SwipeLander.tsx", "landing": "src/landers/member/MemberLanding.tsx"}}
		h := s.Handler()
		ctx := context.Background()
		for _, m := range []struct{ email, name, dob, gender, region, city string }{
			{"eva@example.nl", "Eva", "1990-03-01", "female", "NL-UT", "Utrecht"},
			{"jan@example.nl", "Jan", "1990-03-01", "male", "NL-UT", "Utrecht"},
		} {
			if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: m.email, Name: m.name, PasswordHash: "x",
				DateOfBirth: m.dob, Language: "nl", Profile: place(m.gender, "male", "NL", m.region, m.city), LastSeen: time.Now().UTC(),
				Photos: []string{"photo-" + m.email}}}); err != nil {
				t.Fatal(err)
			}
		}
		type boot struct {
			Settings struct{ Name string }
			Landers  *struct {
				Query map[string]any
				Data  struct {
					Members []struct {
						ID        int64
						Name      string
						MainImage struct{ Card string } `json:"main_image"`
					}
				}
			}
			Member *struct {
				ID   int64
				Name string
			}
			Company struct{ Name string }
			Visitor bool
		}
		get := func(path string, header map[string]string) (string, boot) {
			t.Helper()
			r := httptest.NewRequest("GET", path, nil)
			r.Header.Set("CF-IPCountry", "NL")
			for k, v := range header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			body := w.Body.String()
			if w.Code != 200 || w.Header().Get("Cache-Control") != "private, no-cache" {
				t.Fatalf("%s: %d, Cache-Control %q", path, w.Code, w.Header().Get("Cache-Control"))
			}
			_, data, ok := strings.Cut(body, `<script id="amora-boot" type="application/json">`)
			data, _, _ = strings.Cut(data, "</script>")
			var b boot
			if !ok || json.Unmarshal([]byte(data), &b) != nil || b.Settings.Name == "" {
				t.Fatalf("%s: no boot data in %s", path, body)
			}
			return body, b
		}

		body, b := get("/landers/tinderswipe/women-30-40-in-utrecht", nil)
		if site, err := db.SiteByHost(ctx, amora.DefaultSiteHost); err != nil || b.Company.Name != site.Company.Name || b.Company.Name == "" || !b.Visitor {
			t.Errorf("company %+v (%v), visitor %v: the footer's company and a visitor without a session", b.Company, err, b.Visitor)
		}
		if b.Landers == nil || len(b.Landers.Data.Members) != 1 || b.Landers.Data.Members[0].Name != "Eva" {
			t.Fatalf("women 30-40 in Utrecht: %+v", b.Landers)
		}
		if q := b.Landers.Query; len(q) != 4 || q["gender"] != "female" || q["min_age"] != 30.0 || q["max_age"] != 40.0 || q["place"] != "utrecht" {
			t.Errorf("query %v: as the page asks, ages as numbers", q)
		}
		eva := b.Landers.Data.Members[0]
		if want := `<link rel="preload" as="image" fetchpriority="high" href="` + html.EscapeString(eva.MainImage.Card) + `">`; eva.MainImage.Card == "" || !strings.Contains(body, want) {
			t.Errorf("no preload of the first card %q in %s", eva.MainImage.Card, body)
		}
		if strings.Index(body, "amora-boot") > strings.Index(body, "</head>") {
			t.Error("the boot data is not in the head")
		}
		modules := func(body string) []string {
			var out []string
			for _, part := range strings.Split(body, `<link rel="modulepreload" crossorigin fetchpriority="low" href="`)[1:] {
				href, _, _ := strings.Cut(part, `"`)
				out = append(out, href)
			}
			return out
		}
		// The page's chunk, what it imports but the entry's own, and the first render's texts.
		if got, want := strings.Join(modules(body), " "), "/assets/Swipe-1.js /assets/Face-1.js /assets/common-en.js /assets/landers-en.js /assets/account-en.js /assets/errors-en.js"; got != want {
			t.Errorf("tinderswipe's modules:\n got %s\nwant %s", got, want)
		}
		if body, _ := get("/landers/gallery", map[string]string{"Accept-Language": "de-DE,en;q=0.5"}); !strings.Contains(strings.Join(modules(body), " "), "/assets/common-de.js") {
			t.Errorf("gallery in German: %v", modules(body))
		}
		if _, b := get("/landers/alonetonight", nil); b.Landers == nil || len(b.Landers.Query) != 0 || len(b.Landers.Data.Members) != 2 {
			t.Errorf("everyone: %+v", b.Landers)
		}

		body, b = get("/members/"+itoa(eva.ID)+"/landing", nil)
		if b.Member == nil || b.Member.Name != "Eva" || b.Landers != nil {
			t.Errorf("landing: member %+v, landers %+v", b.Member, b.Landers)
		}
		if got := strings.Join(modules(body), " "); !strings.Contains(got, "/assets/Landing-1.js") || !strings.Contains(got, "/assets/profile-en.js") {
			t.Errorf("landing's modules: %s", got)
		}
		if !strings.Contains(body, `media="(max-width: 767.98px)"`) || !strings.Contains(body, `media="(min-width: 768px)"`) {
			t.Errorf("landing: the card on phones, the full photo wider: %s", body)
		}
		if _, b := get("/members/"+itoa(eva.ID)+"/landing2/men", nil); b.Member == nil || b.Landers == nil || b.Landers.Query["gender"] != "male" {
			t.Errorf("landing2: member %+v, landers %+v", b.Member, b.Landers)
		}
		if _, b := get("/members/"+itoa(eva.ID)+"/signup", map[string]string{"Cookie": httpapi.SessionCookie + "=abc"}); b.Member != nil || b.Visitor {
			t.Errorf("a session's page carries the visitor's member (%+v), or calls it a visitor's (%v)", b.Member, b.Visitor)
		}
		if _, b := get("/members/999999/landing", nil); b.Member != nil {
			t.Errorf("no such member: %+v", b.Member)
		}
	})
}
