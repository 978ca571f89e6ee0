package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"testing/fstest"

	"amora"
	"amora/internal/geo"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// scenario is one request through the real router and what must come back.
type scenario struct {
	name       string
	method     string
	path       string
	body       string
	header     map[string]string
	wantStatus int
	wantBody   []string          // substrings the body must contain
	wantHeader map[string]string // headers that must equal these values
}

const indexHTML = `<!doctype html><html><head><title>Amora</title></head><body><div id="root"></div></body></html>`

// newServer builds the server as cmd/amora does, on the given database, with a small
// in-memory web app.
func newServer(t *testing.T, db *sqlstore.DB) *httpapi.Server {
	t.Helper()
	lookup, err := geo.OpenCountryLookup("CF-IPCountry", "")
	if err != nil {
		t.Fatal(err)
	}
	return &httpapi.Server{
		// httptest's requests come from 192.0.2.1 (NewRequest) or the loopback
		// (NewServer): here they stand for the proxy in front, with its headers.
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("192.0.2.1/32"), netip.MustParsePrefix("127.0.0.1/32")},
		CountryHeader:  "CF-IPCountry",
		Sites:          db,
		Accounts:       db,
		Profiles:       db,
		Likes:          db,
		Swipes:         db,
		Blocks:         db,
		Chats:          db,
		Staff:          db,
		SiteAdmin:      db,
		Money:          db,
		StaffMembers:   db,
		Desk:           db,
		Fictional:      db,
		FictionalRules: db,
		Complaints:     db,
		Attribution:    db,
		Stats:          db,
		Country:        lookup.Country,
		Regions:        geo.Regions(),
		Geocode:        func(lat, lon float64) (any, bool) { return geo.Reverse(lat, lon) },
		Cities:         geo.CitiesIn,
		Place:          geo.FindPlace,
		Interests:      amora.Interests(),
		Ready:          db.Ping,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
		App: &httpapi.App{
			Files: fstest.MapFS{
				"index.html":           {Data: []byte(indexHTML)},
				"assets/index-abc1.js": {Data: []byte(strings.Repeat("console.log('amora');", 200))},
				"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
			},
			Routes: []string{"/", "/pages/:token", "/members/:id", "/members/:id/landing2/:slug?", "/lang-config", "/likes/:type(received|sent|mutual)"},
		},
	}
}

func run(t *testing.T, h http.Handler, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			method := sc.method
			if method == "" {
				method = http.MethodGet
			}
			r := httptest.NewRequest(method, sc.path, strings.NewReader(sc.body))
			for k, v := range sc.header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			body := w.Body.String()
			if w.Code != sc.wantStatus {
				t.Errorf("status = %d, want %d; body %s", w.Code, sc.wantStatus, body)
			}
			for _, want := range sc.wantBody {
				if !strings.Contains(body, want) {
					t.Errorf("body does not contain %q; body %.300s", want, body)
				}
			}
			for k, want := range sc.wantHeader {
				if got := w.Header().Get(k); got != want {
					t.Errorf("header %s = %q, want %q", k, got, want)
				}
			}
		})
	}
}

func TestAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		s := amora.DefaultSettings()
		s.Name, s.DomainLanguage, s.Signups, s.LoggedOutSearchTrafficSource = "Flirtpunt", "nl", amora.SignupsWithTrafficSource, amora.SearchNone
		c := amora.DefaultCompanyInfo()
		c.Name = "Flirtpunt B.V."
		if err := db.PutSite(context.Background(), &amora.Site{Host: "flirtpunt.nl", Settings: s, Company: c}); err != nil {
			t.Fatal(err)
		}
		h := newServer(t, db).Handler()
		client := map[string]string{"X-Requested-With": "amora"}
		run(t, h, []scenario{
			{name: "SettingsDefaultSite", path: "/api/settings", wantStatus: 200,
				wantBody: []string{`"name":"Amora"`, `"signups":"all"`, `"signup_allowed":true`, `"search_allowed":true`, `"region_data":{`, `"CH":"canton"`, `"PL":"voivodeship"`, `"interests":["relationship"`}},
			{name: "SettingsPhpAlias", path: "/api/settings.php", wantStatus: 200, wantBody: []string{`"name":"Amora"`}},
			{name: "SettingsByHostHeader", path: "http://flirtpunt.nl/api/settings", wantStatus: 200,
				wantBody: []string{`"name":"Flirtpunt"`, `"domain_language":"nl"`, `"signup_allowed":false`, `"search_allowed":true`}},
			{name: "SettingsHostOverride", path: "/api/settings.php?host=flirtpunt.nl", wantStatus: 200, wantBody: []string{`"name":"Flirtpunt"`}},
			{name: "SettingsTrafficSource", path: "/api/settings?host=flirtpunt.nl&network=aff&ref=42&sub1=a", wantStatus: 200,
				wantBody: []string{`"signups":"with_trafficsource"`, `"signup_allowed":true`, `"logged_out_search_trafficsource":"none"`, `"search_allowed":false`}},
			{name: "SettingsGeoIPHeader", path: "/api/settings", header: map[string]string{"CF-IPCountry": "be"}, wantStatus: 200,
				wantBody: []string{`"geoip_country":"BE"`, `"geoip_selected_country":"BE"`}},
			{name: "SettingsSelectedCountry", path: "/api/settings?country=de", header: map[string]string{"CF-IPCountry": "NL"}, wantStatus: 200,
				wantBody: []string{`"geoip_country":"NL"`, `"geoip_selected_country":"DE"`}},
			{name: "SettingsUnknownSelectedCountryIgnored", path: "/api/settings?country=zz", header: map[string]string{"CF-IPCountry": "NL"}, wantStatus: 200,
				wantBody: []string{`"geoip_selected_country":"NL"`}},
			{name: "CompanyInfo", path: "/api/companyinfo.php", wantStatus: 200, wantBody: []string{`"name":"Amora Media B.V."`, `"kvk":"87654321"`, `"vat_numbers":["NL864512345B01"]`}},
			{name: "CompanyInfoOwnSite", path: "/api/companyinfo?host=flirtpunt.nl", wantStatus: 200, wantBody: []string{`"name":"Flirtpunt B.V."`}},
			{name: "Interests", path: "/api/interests.php", wantStatus: 200, wantBody: []string{`"id":"kissing"`, `"pl":`},
				wantHeader: map[string]string{"Cache-Control": "public, max-age=3600"}},
			{name: "Regions", path: "/api/regions.php", wantStatus: 200, wantBody: []string{`"NL":{"label":"province"`, `"Noord-Holland"`, `"Mazowieckie"`}},
			{name: "Geocode", path: "/api/geocode.php?lat=52.09&lon=5.12", wantStatus: 200,
				wantBody: []string{`"country":"NL"`, `"region":"NL-UT"`, `"city":"Utrecht"`}, wantHeader: map[string]string{"Cache-Control": "private, max-age=3600"}},
			{name: "GeocodeOcean", path: "/api/geocode?lat=40&lon=-40", wantStatus: 404, wantBody: []string{`"key":"positionUnknown"`}},
			{name: "GeocodeGarbage", path: "/api/geocode?lat=x&lon=5", wantStatus: 400, wantBody: []string{`"key":"positionInvalid"`}},
			{name: "ErrUnknownAPI", path: "/api/nothing-here", wantStatus: 404, wantBody: []string{`{"error":{"code":"not_found"`}},
			{name: "ErrStateChangeWithoutClientHeader", method: "POST", path: "/api/user.php", body: `{}`, wantStatus: 403,
				wantBody: []string{`"code":"client_header_required"`}},
			{name: "ErrCrossOrigin", method: "POST", path: "/api/user", body: `{}`,
				header: map[string]string{"X-Requested-With": "amora", "Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, wantStatus: 403,
				wantBody: []string{`"code":"cross_origin_request"`}},
			{name: "SameOriginPassesToRouter", method: "POST", path: "/api/nothing-here", body: `{}`,
				header: map[string]string{"X-Requested-With": "amora", "Sec-Fetch-Site": "same-origin"}, wantStatus: 404},
			{name: "BeaconNeedsNoClientHeader", method: "POST", path: "/api/page-hidden.php", body: `{}`, wantStatus: 204},
			{name: "Healthz", path: "/healthz", wantStatus: 200, wantBody: []string{`"ok"`}},
			{name: "Readyz", path: "/readyz", wantStatus: 200, wantBody: []string{`"ready"`}},
			{name: "AppIndex", path: "/", wantStatus: 200, wantBody: []string{`<div id="root">`},
				wantHeader: map[string]string{"Cache-Control": "no-cache", "Content-Type": "text/html; charset=utf-8"}},
			{name: "AppClientRoute", path: "/pages/terms", wantStatus: 200, wantBody: []string{`<div id="root">`}},
			{name: "AppOptionalSegment", path: "/members/12/landing2", wantStatus: 200},
			{name: "AppOptionalSegmentGiven", path: "/members/12/landing2/summer", wantStatus: 200},
			{name: "AppUnknownPathIs404", path: "/no/such/page", wantStatus: 404, wantBody: []string{`<div id="root">`}},
			{name: "AppTooManySegmentsIs404", path: "/pages/terms/extra", wantStatus: 404},
			{name: "AppParamOfList", path: "/likes/mutual", wantStatus: 200},
			{name: "AppParamNotOfListIs404", path: "/likes/bogus", wantStatus: 404},
			{name: "AppHashedAsset", path: "/assets/index-abc1.js", wantStatus: 200, wantBody: []string{"console.log"},
				wantHeader: map[string]string{"Cache-Control": "public, max-age=31536000, immutable", "Content-Type": "text/javascript; charset=utf-8"}},
			{name: "AppPlainFileRevalidates", path: "/favicon.svg", wantStatus: 200, wantHeader: map[string]string{"Cache-Control": "no-cache"}},
			{name: "AppBrotli", path: "/assets/index-abc1.js", header: map[string]string{"Accept-Encoding": "gzip, br"}, wantStatus: 200,
				wantHeader: map[string]string{"Content-Encoding": "br", "Vary": "Accept-Encoding"}},
			{name: "AppGzip", path: "/assets/index-abc1.js", header: map[string]string{"Accept-Encoding": "gzip"}, wantStatus: 200,
				wantHeader: map[string]string{"Content-Encoding": "gzip"}},
			{name: "AppPageBrotli", path: "/pages/terms", header: map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"}, wantStatus: 200,
				wantHeader: map[string]string{"Content-Encoding": "br", "Content-Type": "text/html; charset=utf-8"}},
			{name: "AppPostNotAllowed", method: "POST", path: "/pages/terms", header: client, wantStatus: 405},
			{name: "SecurityHeaders", path: "/api/settings", wantStatus: 200, wantHeader: map[string]string{
				"X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin", "Strict-Transport-Security": ""}},
			{name: "HSTSBehindHTTPSProxy", path: "/", header: map[string]string{"X-Forwarded-Proto": "https"}, wantStatus: 200,
				wantHeader: map[string]string{"Strict-Transport-Security": "max-age=63072000; includeSubDomains"}},
		})
	})
}

func TestCSP(t *testing.T) {
	h := newServer(t, storetest.SQLite(t)).Handler()
	for _, path := range []string{"/", "/api/settings", "/no/such/page", "/healthz"} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		csp := w.Header().Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self';", "frame-ancestors 'none'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline'; img") && strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("%s: CSP allows inline scripts", path)
		}
	}
}

func TestReadyzFails(t *testing.T) {
	srv := newServer(t, storetest.SQLite(t))
	srv.Ready = func(context.Context) error { return errors.New("database down") }
	run(t, srv.Handler(), []scenario{
		{name: "NotReady", path: "/readyz", wantStatus: 503, wantBody: []string{`"code":"unavailable"`}},
	})
}

func TestMetrics(t *testing.T) {
	srv := newServer(t, storetest.SQLite(t))
	srv.MetricsToken = "scrape-secret"
	h := srv.Handler()
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/api/settings.php", nil))
	run(t, h, []scenario{
		{name: "CountsByRoutePattern", path: "/metrics", header: map[string]string{"Authorization": "Bearer scrape-secret"}, wantStatus: 200, wantBody: []string{
			`amora_http_requests_total{method="GET",route="GET /api/settings",status="200"} 1`,
			`amora_http_request_duration_seconds_bucket`, `go_goroutines`}},
		{name: "HiddenWithoutToken", path: "/metrics", wantStatus: 404},
		{name: "HiddenWithWrongToken", path: "/metrics", header: map[string]string{"Authorization": "Bearer guess"}, wantStatus: 404},
	})
}

func TestMetricsNotPublicByDefault(t *testing.T) {
	srv := newServer(t, storetest.SQLite(t))
	h := srv.Handler()
	run(t, h, []scenario{
		{name: "Unknown", path: "/metrics", wantStatus: 404},
		{name: "NoTokenOpensIt", path: "/metrics", header: map[string]string{"Authorization": "Bearer "}, wantStatus: 404},
	})
	// The separate address's handler serves them to anyone who reaches it.
	run(t, srv.MetricsHandler(), []scenario{
		{name: "SeparateAddress", path: "/metrics", wantStatus: 200, wantBody: []string{`go_goroutines`}},
	})
}

func TestSettingsShape(t *testing.T) {
	// Every settings field of SPEC §3 is present in the answer.
	h := newServer(t, storetest.SQLite(t)).Handler()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/settings", nil))
	var got map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"countries", "name", "index_title", "description", "visible_profile_fields", "visible_profile_notes",
		"geoip_country", "geoip_selected_country", "cdn_prefix", "message_credits", "signup_credits", "photo_credits", "gift_credits",
		"message_length", "minimum_message_costs", "support_email", "support_phone", "enable_site_entry_popup", "push_public_key",
		"search_fields", "domain", "domain_language", "fictional_warning", "fictional_singular", "fictional_plural", "refund_days",
		"signups", "logged_out_search", "logged_out_search_trafficsource", "member_resell", "interests", "region_data", "fictional_icon"} {
		if _, ok := got[field]; !ok {
			t.Errorf("settings lack %q", field)
		}
	}
}
