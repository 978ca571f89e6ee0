package httpapi

import (
	"bytes"
	"encoding/json"
	"html"
	"io/fs"
	"net/http"
	"regexp"
	"strconv"

	"amora"
)

// landerPage is the landers' page in the web build (issue 24): a third entry of the Vite
// build, with its own router and chunks, so that a lander never carries the members' app.
const landerPage = "landers.html"

// landerPath matches the landers' client routes: the nine landers of SPEC §2 with an
// optional slug, and the member landings and member sign-up. It must match no more than
// the landers' router does (web/src/landers/routes.tsx), which sends other paths back here.
// Its groups: the lander and its slug, or the member's id, the member page and its slug.
var landerPath = regexp.MustCompile(`^/(?:landers/(tinderswipe|alonetonight|collagelanding|gallery|iconslanding|maplanding|socialnetwork|transitionsvideolanding|video)(?:/([^/]+))?|members/([0-9]+)/(landing|signup|landing[23])(?:/([^/]+))?)/?$`)

// landerPreloads are the members (by their place in a lander's answer) whose photos are
// its first screen's largest, where the largest contentful paint is (issue 24): the page
// asks for them before its code has run, and alone, so that they do not share the line
// with photos that are not. The first screen's smaller photos are asked for only after its
// first frame (web/src/landers/Face.tsx, eager). The collage's three big tiles are its
// members 0, 2 and 4; the gallery's first row, 0 and 1; the film's first frame, 0 (the
// next shows 3 s later). The map shows a map and its heading first, the alone-tonight
// list small faces.
var landerPreloads = map[string][]int{
	"tinderswipe":             {0},
	"collagelanding":          {0, 2, 4},
	"gallery":                 {0, 1},
	"iconslanding":            {0},
	"socialnetwork":           {0},
	"transitionsvideolanding": {0},
	"video":                   {0},
}

// landerBoot is what the landers' page carries for its code (web/src/landers/boot.ts),
// so that it renders its first screen without asking the server again: the visitor's
// settings and the traffic source they were answered for, the lander's members for the
// audience of its slug, a member landing's member as a visitor sees them, the company of
// its footer, and whether the request is a visitor's (no session: the page need not ask
// GET /api/user to learn it).
type landerBoot struct {
	Settings      amora.Settings      `json:"settings"`
	TrafficSource amora.TrafficSource `json:"traffic_source"`
	Landers       *landerBootMembers  `json:"landers,omitempty"`
	Member        *memberJSON         `json:"member,omitempty"`
	Company       amora.CompanyInfo   `json:"company"`
	Visitor       bool                `json:"visitor"`
}

type landerBootMembers struct {
	Query map[string]any  `json:"query"` // as the page asks GET /api/landers/members
	Data  json.RawMessage `json:"data"`
}

// serveLanderPage answers a lander path with landers.html (status 200), and reports
// whether it answered. A build without the landers falls through to the members' app.
func (s *Server) serveLanderPage(w http.ResponseWriter, r *http.Request) bool {
	parts := landerPath.FindStringSubmatch(r.URL.Path)
	if parts == nil || (parts[5] != "" && (parts[4] == "landing" || parts[4] == "signup")) {
		return false
	}
	page, err := fs.ReadFile(s.App.Files, landerPage)
	if err != nil {
		return false
	}
	page = s.withLanderBoot(r, page, parts)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	// The page carries the visitor's settings and country: never a shared cache's.
	h.Set("Cache-Control", "private, no-cache")
	h.Add("Vary", "Accept-Language, Cookie")
	writePage(w, r, http.StatusOK, page)
	return true
}

// withLanderBoot puts the page's boot data and the preloads of its first photos into
// its head. Without a site, or with a country chosen in the address (which the page
// itself does not ask for), it is the page as built.
func (s *Server) withLanderBoot(r *http.Request, page []byte, parts []string) []byte {
	if s.Sites == nil || r.URL.Query().Has("country") {
		return page
	}
	site, err := s.site(r)
	if err != nil {
		return page
	}
	kind, slug, memberID, memberPage := parts[1], parts[2], parts[3], parts[4]
	if memberPage == "landing2" || memberPage == "landing3" {
		slug = parts[5]
	}
	boot := landerBoot{Settings: s.visitorSettings(r, site.Settings), TrafficSource: s.trafficSource(r), Company: site.Company, Visitor: !hasSession(r)}
	var photos []preload
	if kind != "" || memberPage == "landing2" {
		audience := landerAudience(slug)
		if data, err := s.landerAnswer(r, site, audience); err == nil {
			query := map[string]any{}
			for k := range audience {
				query[k] = audience.Get(k)
				if n, err := strconv.Atoi(audience.Get(k)); err == nil && k != "place" {
					query[k] = n
				}
			}
			boot.Landers = &landerBootMembers{Query: query, Data: data}
			photos = landerPhotos(data, landerPreloads[kind])
		}
	}
	if memberID != "" && !hasSession(r) {
		// A member's page as a visitor sees it; a member's own session asks for itself.
		if id, err := strconv.ParseInt(memberID, 10, 64); err == nil {
			if m, err := s.viewMember(r, nil, site, id); err == nil {
				boot.Member = &m
				photos = memberPhotos(m, memberPage)
			}
		}
	}
	data, err := json.Marshal(boot) // escapes <, > and &
	if err != nil {
		return page
	}
	var head bytes.Buffer
	screen := memberPage
	if kind != "" {
		screen = kind
	}
	for _, m := range s.App.landerModules(screen, pageLanguage(r, boot.Settings.DomainLanguage), memberID != "") {
		head.WriteString(`<link rel="modulepreload" crossorigin fetchpriority="low" href="` + html.EscapeString(m) + `">`)
	}
	for _, p := range photos {
		head.WriteString(`<link rel="preload" as="image" fetchpriority="high" href="` + html.EscapeString(p.href) + `"`)
		if p.media != "" {
			head.WriteString(` media="` + p.media + `"`)
		}
		head.WriteString(`>`)
	}
	head.WriteString(`<script id="amora-boot" type="application/json">`)
	head.Write(data)
	head.WriteString(`</script></head>`)
	return bytes.Replace(page, []byte("</head>"), head.Bytes(), 1)
}

// preload is a photo the page's first screen shows, where media says.
type preload struct{ href, media string }

// landerPhotos are the card photos of a lander answer's members at the places given.
func landerPhotos(data []byte, places []int) []preload {
	var answer struct {
		Members []struct {
			MainImage *struct{ Card string } `json:"main_image"`
		}
	}
	if len(places) == 0 || json.Unmarshal(data, &answer) != nil {
		return nil
	}
	var out []preload
	for _, i := range places {
		if i < len(answer.Members) {
			if img := answer.Members[i].MainImage; img != nil && img.Card != "" {
				out = append(out, preload{href: img.Card})
			}
		}
	}
	return out
}

// memberPhotos is the photo a member page opens with: on the landings with a big one
// (web/src/landers/member/BigPhoto.tsx), the full photo from 768 px wide and the card
// below; elsewhere the card.
func memberPhotos(m memberJSON, page string) []preload {
	if m.MainImage == nil || m.MainImage.Card == "" {
		return nil
	}
	if page == "landing" || page == "landing2" {
		for _, p := range m.Photos {
			if p.Main && p.Full != "" {
				return []preload{{href: m.MainImage.Card, media: "(max-width: 767.98px)"}, {href: p.Full, media: "(min-width: 768px)"}}
			}
		}
	}
	return []preload{{href: m.MainImage.Card}}
}

// hasSession reports whether the request carries a session cookie: a member, or someone who was.
func hasSession(r *http.Request) bool {
	c, err := r.Cookie(SessionCookie)
	return err == nil && c.Value != ""
}
