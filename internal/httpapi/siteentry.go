package httpapi

import (
	"bytes"
	"io/fs"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode"

	"amora"
)

// The site-entry warning in the page (issue 22, docs/decisions.md "Speed, fifteenth
// pass"). SPEC §2 shows the adults-only warning to every visitor until confirmed. The app
// drew it once it had run and hydrated the page: on a phone a second or more after the
// page showed, and its first frame and focus were the longest tasks of a first visit.
// The build renders it in each language (dist/prerendered/site-entry.<lang>.html, by
// web/scripts/prerender.mjs), and the server puts it in a visitor's prerendered page, so
// that it shows with the page's first paint. Its answer is a form: before the app runs
// the server takes it (enterSite) and remembers it in a cookie; afterwards the app
// (web/src/components/SiteEntryModal.tsx) answers it in the page, sets the same cookie,
// and takes the warning away where the browser's own facts say it should not show (a
// dismissal stored before the cookie existed, an installed app).

// siteEntryCookie remembers a confirmed warning (siteEntryCookie in
// web/src/components/siteEntryRules.ts, which the app sets too). It is not HttpOnly: the
// app reads it.
const siteEntryCookie = "amora.site-entry"

// siteEntryDays is how long the cookie is kept, as the app keeps it.
const siteEntryDays = 365

// staticDialogOpenClass is the body's class while a static dialog is open: the page
// below does not scroll (staticDialogOpenClass in web/src/components/dialogFocus.ts).
const staticDialogOpenClass = "static-dialog-open"

// siteEntryShows applies SPEC §2's rule for a visitor on a page of the default layout, as
// shouldShowSiteEntry (web/src/components/siteEntryRules.ts) does: the setting is "yes",
// or a list of countries that holds the visitor's. A member's pages are never
// prerendered, and the prerendered routes are not among the exempt ones.
func siteEntryShows(setting, country string) bool {
	setting = strings.ToLower(strings.TrimSpace(setting))
	switch setting {
	case "", amora.SiteEntryPopupNo:
		return false
	case amora.SiteEntryPopupYes:
		return true
	}
	list := strings.FieldsFunc(strings.ToUpper(setting), func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	return country != "" && slices.Contains(list, strings.ToUpper(country))
}

// withSiteEntry returns the prerendered page with the site-entry warning in language
// lang, and true, when it shows to this visitor; else the page as it is. builtWords are
// the build's words for the fictional profiles, which the warning names: a site whose
// words differ gets the page without it, and the app draws its own.
func (s *Server) withSiteEntry(r *http.Request, settings amora.Settings, builtWords map[string]string, lang string, page []byte) ([]byte, bool) {
	if c, err := r.Cookie(siteEntryCookie); err == nil && c.Value != "" {
		return page, false
	}
	if !siteEntryShows(settings.EnableSiteEntryPopup, settings.GeoIPCountry) {
		return page, false
	}
	if !maps.Equal(builtWords, settings.FictionalPlural) {
		return page, false
	}
	warning, err := fs.ReadFile(s.App.Files, "prerendered/site-entry."+lang+".html")
	if err != nil || !bytes.Contains(page, []byte("<body>")) {
		return page, false
	}
	body := append([]byte(`<body class="`+staticDialogOpenClass+`">`), warning...)
	return bytes.Replace(page, []byte("<body>"), body, 1), true
}

// enterSite takes the warning's answer when the app has not run yet: it remembers it
// and sends the visitor back to the page they were on. Go's cross-origin protection
// (requireClient) has refused a post from another site before this runs.
func (s *Server) enterSite(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{
		Name: siteEntryCookie, Value: "1", Path: "/", MaxAge: int(siteEntryDays * 24 * time.Hour / time.Second),
		SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r),
	})
	http.Redirect(w, r, backTo(r), http.StatusSeeOther)
}

// backTo is the path of the page a form was posted from (its Referer on this host), or
// the home page.
func backTo(r *http.Request) string {
	ref, err := url.Parse(r.Referer())
	if err != nil || ref.Host != r.Host || !strings.HasPrefix(ref.Path, "/") || strings.HasPrefix(ref.Path, "//") {
		return "/"
	}
	return (&url.URL{Path: ref.Path, RawQuery: ref.RawQuery}).String()
}
