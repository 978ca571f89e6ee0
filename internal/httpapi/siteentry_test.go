package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"amora"
	"amora/internal/sqlstore/storetest"
)

// TestSiteEntryInPage: a visitor's prerendered page comes with the site-entry warning in
// their language, from its first byte of body, where SPEC §2 shows it; not once the
// warning was confirmed, not where the site turns it off or lists other countries, and
// not where the site's words for its fictional profiles are not the build's.
func TestSiteEntryInPage(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	put := func(host string, edit func(*amora.Settings)) {
		s := amora.DefaultSettings()
		edit(&s)
		if err := db.PutSite(ctx, &amora.Site{Host: host, Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
			t.Fatal(err)
		}
	}
	put("off.test", func(s *amora.Settings) { s.EnableSiteEntryPopup = amora.SiteEntryPopupNo })
	put("listed.test", func(s *amora.Settings) { s.EnableSiteEntryPopup = "nl, DE" })
	put("words.test", func(s *amora.Settings) {
		s.FictionalPlural = map[string]string{"en": "actors", "nl": "acteurs", "de": "Schauspieler"}
	})
	srv := newServer(t, db)
	srv.Country = func(r *http.Request) string { return r.Header.Get("X-Test-Country") }
	built, err := json.Marshal(map[string]any{"name": "Amora", "index_title": "", "description": "", "fictional_plural": amora.DefaultSettings().FictionalPlural})
	if err != nil {
		t.Fatal(err)
	}
	files := srv.App.Files.(fstest.MapFS)
	files["prerendered/settings.json"] = &fstest.MapFile{Data: built}
	for _, lang := range []string{"en", "de"} {
		files["prerendered/index."+lang+".html"] = &fstest.MapFile{Data: []byte(`<html lang="` + lang + `"><head></head><body><div id="root" data-prerendered="` + lang + `">index</div></body></html>`)}
		files["prerendered/site-entry."+lang+".html"] = &fstest.MapFile{Data: []byte(`<div id="site-entry-page">warning ` + lang + `</div>`)}
	}
	h := srv.Handler()

	for _, tc := range []struct {
		name, host string
		header     map[string]string
		want       string // the warning's language, or "" for none
	}{
		{"a first visit", "example.com", nil, "en"},
		{"in the page's language", "example.com", map[string]string{"Accept-Language": "de"}, "de"},
		{"confirmed before", "example.com", map[string]string{"Cookie": "amora.site-entry=1"}, ""},
		{"the site turns it off", "off.test", nil, ""},
		{"a listed country", "listed.test", map[string]string{"X-Test-Country": "NL"}, "en"},
		{"a country not listed", "listed.test", map[string]string{"X-Test-Country": "FR"}, ""},
		{"an unknown country where the site lists some", "listed.test", nil, ""},
		{"a site with words of its own for its fictional profiles", "words.test", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.Host = tc.host
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			body := w.Body.String()
			if w.Code != 200 || !strings.Contains(body, "data-prerendered") {
				t.Fatalf("status %d, want a prerendered page: %s", w.Code, body)
			}
			if tc.want == "" {
				if strings.Contains(body, "site-entry-page") || strings.Contains(body, "static-dialog-open") {
					t.Fatalf("the warning is in the page: %s", body)
				}
				return
			}
			want := `<body class="static-dialog-open"><div id="site-entry-page">warning ` + tc.want + `</div><div id="root"`
			if !strings.Contains(body, want) {
				t.Fatalf("want %s in %s", want, body)
			}
		})
	}
}

// TestEnterSite: the warning's form, posted before the app runs, is remembered in the
// cookie the server and the app read, and sends the visitor back to their page; a post
// from another site is refused.
func TestEnterSite(t *testing.T) {
	h := newServer(t, storetest.SQLite(t)).Handler()
	post := func(referer string, header map[string]string) *http.Response {
		r := httptest.NewRequest("POST", "http://example.com/site-entry", nil)
		if referer != "" {
			r.Header.Set("Referer", referer)
		}
		for k, v := range header {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}
	sameOrigin := map[string]string{"Sec-Fetch-Site": "same-origin"}
	for _, tc := range []struct{ referer, want string }{
		{"http://example.com/members/42?ref=abc", "/members/42?ref=abc"},
		{"http://example.com/", "/"},
		{"https://elsewhere.test/members/42", "/"},
		{"", "/"},
	} {
		res := post(tc.referer, sameOrigin)
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != tc.want {
			t.Errorf("from %q: %d to %q, want 303 to %q", tc.referer, res.StatusCode, res.Header.Get("Location"), tc.want)
		}
		cookies := res.Cookies()
		if len(cookies) != 1 || cookies[0].Name != "amora.site-entry" || cookies[0].Value != "1" || cookies[0].MaxAge != 365*86400 ||
			cookies[0].HttpOnly || cookies[0].Path != "/" || cookies[0].SameSite != http.SameSiteLaxMode {
			t.Errorf("from %q: cookies %+v", tc.referer, cookies)
		}
	}
	if res := post("https://elsewhere.test/", map[string]string{"Sec-Fetch-Site": "cross-site"}); res.StatusCode != http.StatusForbidden || len(res.Cookies()) != 0 {
		t.Errorf("a post from another site: %d, cookies %v", res.StatusCode, res.Cookies())
	}
}
