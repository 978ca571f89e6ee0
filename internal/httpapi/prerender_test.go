package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"amora"
	"amora/internal/sqlstore/storetest"
)

// TestPrerenderedPages: a visitor gets the public page built in their language, with the
// boot data the app hydrates it with; a member, a page without a build, a language
// without one and a site whose texts the build did not render get index.html.
func TestPrerenderedPages(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	own := amora.DefaultSettings()
	own.Name, own.DomainLanguage = "Flirtpunt", "nl"
	if err := db.PutSite(ctx, &amora.Site{Host: "flirtpunt.nl", Settings: own, Company: amora.DefaultCompanyInfo()}); err != nil {
		t.Fatal(err)
	}
	nlSite := amora.DefaultSettings()
	nlSite.DomainLanguage = "nl"
	if err := db.PutSite(ctx, &amora.Site{Host: "amora.nl", Settings: nlSite, Company: amora.DefaultCompanyInfo()}); err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, db)
	srv.App.Routes = append(srv.App.Routes, "/members", "/login")
	files := srv.App.Files.(fstest.MapFS)
	files["prerendered/settings.json"] = &fstest.MapFile{Data: []byte(`{"name":"Amora","index_title":"","description":"","min_age":18}`)}
	for _, page := range []string{"index", "members", "members-id"} {
		for _, lang := range []string{"en", "de", "nl"} {
			files["prerendered/"+page+"."+lang+".html"] = &fstest.MapFile{Data: []byte(`<html lang="` + lang + `"><head></head><body><div id="root" data-prerendered="` + lang + `">` + page + `</div></body></html>`)}
		}
	}
	h := srv.Handler()

	get := func(host, path string, header map[string]string) (int, string) {
		r := httptest.NewRequest("GET", path, nil)
		r.Host = host
		for k, v := range header {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Code, w.Body.String()
	}
	for _, tc := range []struct {
		name, host, path string
		header           map[string]string
		want             string // the prerendered page and language, or "" for index.html
	}{
		{"landing, browser language", "example.com", "/", map[string]string{"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"}, "index.de"},
		{"search, browser language", "example.com", "/members", map[string]string{"Accept-Language": "de"}, "members.de"},
		{"profile", "example.com", "/members/42", map[string]string{"Accept-Language": "en-GB"}, "members-id.en"},
		{"the locale cookie before the browser", "example.com", "/", map[string]string{"Accept-Language": "de", "Cookie": "amora.locale=nl"}, "index.nl"},
		{"the site's language before the browser", "amora.nl", "/", map[string]string{"Accept-Language": "de"}, "index.nl"},
		{"an unsupported language falls back to the next, then en", "example.com", "/", map[string]string{"Accept-Language": "ja, xx"}, "index.en"},
		{"a language the build lacks gets index.html", "example.com", "/", map[string]string{"Accept-Language": "fr"}, ""},
		{"a member gets index.html", "example.com", "/", map[string]string{"Cookie": "auth.session=abc"}, ""},
		{"a page without a build gets index.html", "example.com", "/login", nil, ""},
		{"a profile's other pages get index.html", "example.com", "/members/42/chat", nil, ""},
		{"a site with its own name gets index.html", "flirtpunt.nl", "/", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := get(tc.host, tc.path, tc.header)
			if tc.path != "/members/42/chat" && code != 200 {
				t.Fatalf("status %d", code)
			}
			if tc.want == "" {
				if strings.Contains(body, "data-prerendered") || strings.Contains(body, "amora-boot") {
					t.Fatalf("got a prerendered page: %s", body)
				}
				return
			}
			page, lang, _ := strings.Cut(tc.want, ".")
			if !strings.Contains(body, `data-prerendered="`+lang+`">`+page+`<`) {
				t.Fatalf("want %s, got %s", tc.want, body)
			}
			start := strings.Index(body, `<script id="amora-boot" type="application/json">`)
			end := start + strings.Index(body[max(start, 0):], `</script>`)
			if head, _, _ := strings.Cut(body, "</head>"); start < 0 || end < start || end > len(head) {
				t.Fatalf("no boot data before </head>: %s", body)
			}
			var boot struct {
				Settings amora.Settings `json:"settings"`
				Built    struct {
					Name string `json:"name"`
				} `json:"built"`
			}
			if err := json.Unmarshal([]byte(body[start+len(`<script id="amora-boot" type="application/json">`):end]), &boot); err != nil {
				t.Fatal(err)
			}
			if boot.Settings.Name != "Amora" || boot.Built.Name != "Amora" || len(boot.Settings.Countries) == 0 {
				t.Errorf("boot data %+v", boot)
			}
		})
	}
}
