package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/http"
	"strings"

	"amora"
)

// The public pages come prerendered (web/scripts/prerender.mjs, docs/decisions.md
// "Prerendered public pages"): dist/prerendered/<page>.<lang>.html for each page in
// each language, rendered for a visitor with the settings of dist/prerendered/settings.json.
// The server sends the variant of the request's language to a visitor, with the boot
// data the app hydrates it with; anyone else, and any site whose texts the build did not
// render, gets index.html as before.

// prerenderLanguages are the interface languages, as in web/src/i18n/languages.ts.
var prerenderLanguages = map[string]bool{"en": true, "nl": true, "de": true, "es": true, "fr": true, "it": true, "pl": true}

// prerenderedPage names the prerendered page for a path: "" when there is none.
func prerenderedPage(p string) string {
	switch {
	case p == "/":
		return "index"
	case p == "/members" || p == "/members/":
		return "members"
	}
	if rest, ok := strings.CutPrefix(p, "/members/"); ok {
		rest = strings.TrimSuffix(rest, "/")
		if rest != "" && strings.Trim(rest, "0123456789") == "" {
			return "members-id"
		}
	}
	return ""
}

// pageLanguage picks the interface language as the app does (web/src/i18n/locale.ts,
// SPEC §4): the locale cookie, then the site's two-letter domain language, then the
// browser's languages (Accept-Language, in the order given), then en.
func pageLanguage(r *http.Request, domainLanguage string) string {
	if c, err := r.Cookie("amora.locale"); err == nil {
		if l := baseLanguage(c.Value); l != "" {
			return l
		}
	}
	if len(domainLanguage) == 2 {
		if l := baseLanguage(domainLanguage); l != "" {
			return l
		}
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		if l := baseLanguage(tag); l != "" {
			return l
		}
	}
	return "en"
}

func baseLanguage(tag string) string {
	base, _, _ := strings.Cut(strings.ToLower(tag), "-")
	base, _, _ = strings.Cut(base, "_")
	if prerenderLanguages[base] {
		return base
	}
	return ""
}

// bootData is what a prerendered page carries for the app: the visitor's settings, as
// GET /api/settings would answer them, and the settings the page was built with.
type bootData struct {
	Settings amora.Settings  `json:"settings"`
	Built    json.RawMessage `json:"built"`
}

// builtTexts are the settings a prerendered page shows as text: a site whose own differ
// gets index.html instead.
type builtTexts struct {
	Name        string `json:"name"`
	IndexTitle  string `json:"index_title"`
	Description string `json:"description"`
	// The site-entry warning's words for the fictional profiles (withSiteEntry).
	FictionalPlural map[string]string `json:"fictional_plural"`
}

// firstSearch is the query of a visitor's first search as the build's app asks it
// (dist/prerendered/first.json, written by web/scripts/prerender.mjs), or "".
func firstSearch(files fs.FS) string {
	b, err := fs.ReadFile(files, "prerendered/first.json")
	if err != nil {
		return ""
	}
	var first struct {
		Search string `json:"search"`
	}
	if json.Unmarshal(b, &first) != nil {
		return ""
	}
	return first.Search
}

// prerendered returns the page to send for r in place of index.html, or nil.
func (s *Server) prerendered(r *http.Request) []byte {
	page := prerenderedPage(r.URL.Path)
	if page == "" || s.Sites == nil {
		return nil
	}
	if c, err := r.Cookie(SessionCookie); err == nil && c.Value != "" {
		return nil // a member, or someone who was: the app decides
	}
	built, err := fs.ReadFile(s.App.Files, "prerendered/settings.json")
	if err != nil {
		return nil
	}
	var texts builtTexts
	if json.Unmarshal(built, &texts) != nil {
		return nil
	}
	site, err := s.Sites.SiteByHost(r.Context(), r.Host)
	if err != nil {
		return nil
	}
	settings := s.visitorSettings(r, site.Settings)
	if settings.Name != texts.Name || settings.IndexTitle != texts.IndexTitle || settings.Description != texts.Description {
		return nil
	}
	lang := pageLanguage(r, settings.DomainLanguage)
	html, err := fs.ReadFile(s.App.Files, "prerendered/"+page+"."+lang+".html")
	if err != nil {
		return nil
	}
	data, err := json.Marshal(bootData{Settings: settings, Built: built}) // escapes <, > and &
	if err != nil {
		return nil
	}
	script := append(append([]byte(`<script id="amora-boot" type="application/json">`), data...), "</script></head>"...)
	html, gated := s.withSiteEntry(r, settings, texts.FictionalPlural, lang, bytes.Replace(html, []byte("</head>"), script, 1))
	return s.withFirstScreen(r, page, firstSearch(s.App.Files), html, gated)
}
