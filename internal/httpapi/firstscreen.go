package httpapi

import (
	"bytes"
	"encoding/json"
	"html"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// The first screen of a prerendered page (issue 22, docs/decisions.md "First screen's
// data in the page"): the prerendered HTML holds skeletons, and the app would ask the
// API for the members, then their photos, only once it ran. The server knows that call
// already: it answers it while sending the page, as the API would answer this visitor
// (the same handler, so the same privacy rules: blurred photos where SPEC says), puts
// the answer in `<script id="amora-first" type="application/json">`, which the app's
// API client takes instead of the network (web/src/api/firstScreen.ts), and puts the
// first photos in the skeleton's slots for them, preloaded (`<link rel="preload"
// as="image">`): they show before the app has run.

// firstAnswer is one API call's answer in the page: the URL as the app asks it (its
// query sorted) and the JSON body.
type firstAnswer struct {
	URL  string          `json:"url"`
	Body json.RawMessage `json:"body"`
}

// carouselSizes is the profile's photo frame, as PhotoCarousel's photoSizes
// (web/src/features/members/components/PhotoCarousel.tsx) gives it to its first photo.
const carouselSizes = "(min-width: 992px) 40vw, (min-width: 768px) 30rem, 100vw"

// carouselSrcset is the profile's photo in its widths, as PhotoCarousel's photoSizes
// writes them: the same string, or the browser would fetch the photo twice.
func carouselSrcset(card, large, full string) string {
	set := card + " 480w, "
	if large != "" {
		set += large + " 1080w, "
	}
	return set + full + " 1600w"
}

// withFirstScreen returns the prerendered page for r with its first screen: the answer of
// the call the page makes first (and of the footer's company), and the first photos in
// the skeleton's slots (the app's FirstPhoto, `data-first-photo="0"`, "1", ...) and
// preloaded. search is the query of a visitor's first search as the build's app asks it
// (dist/prerendered/first.json). A page behind the site-entry warning (gated) has its
// photos in their slots but neither preloaded nor asked for first: its first paint is the
// warning's, whose stylesheet they would share the line with. The page comes back as it
// was when there is no answer to give.
func (s *Server) withFirstScreen(r *http.Request, page, search string, doc []byte, gated bool) []byte {
	var (
		path  string
		query = url.Values{}
		serve http.HandlerFunc
		id    string
	)
	switch page {
	case "index":
		path, serve = "/api/landing", s.getLanding
		query.Set("host", hostname(r.Host))
	case "members":
		q, err := url.ParseQuery(search)
		if err != nil || search == "" {
			return doc
		}
		path, query, serve = "/api/members", q, s.searchMembers
	case "members-id":
		id = strings.Trim(strings.TrimPrefix(r.URL.Path, "/members/"), "/")
		path, serve = "/api/members/"+id, s.getMember
	default:
		return doc
	}
	first, ok := answer(r, path, query, id, serve)
	if !ok {
		return doc // the app asks again and shows what the API says
	}
	list := []firstAnswer{first}
	// The footer's company, which every page asks for as it starts.
	if site, err := s.site(r); err == nil {
		if company, err := json.Marshal(site.Company); err == nil {
			list = append(list, firstAnswer{URL: "/api/companyinfo?" + url.Values{"host": {hostname(r.Host)}}.Encode(), Body: company})
		}
	}
	// A profile names its member's region and interests from the site's lists: in the
	// page too, so that the profile shows complete in one render, where it showed the
	// region's code and then its name once the lists had come (three renders).
	if page == "members-id" {
		for _, extra := range []struct {
			path  string
			serve http.HandlerFunc
		}{{"/api/regions", s.getRegions}, {"/api/interests", s.getInterests}} {
			if a, ok := answer(r, extra.path, url.Values{}, "", extra.serve); ok {
				list = append(list, a)
			}
		}
	}
	answers, err := json.Marshal(list)
	if err != nil {
		return doc
	}
	var head bytes.Buffer
	for i, p := range firstPhotos(first.Body) {
		slot := []byte(`data-first-photo="` + strconv.Itoa(i) + `"`)
		if !bytes.Contains(doc, slot) {
			break
		}
		img, link := attr("src", p.src), `<link rel="preload" as="image" `+attr("href", p.src)
		if p.srcset != "" {
			img += " " + attr("srcset", p.srcset) + " " + attr("sizes", p.sizes)
			link += " " + attr("imagesrcset", p.srcset) + " " + attr("imagesizes", p.sizes)
		}
		if gated {
			doc = bytes.Replace(doc, slot, append(append(slot, ' '), img...), 1)
			continue
		}
		doc = bytes.Replace(doc, slot, append(append(slot, ' '), img+` fetchpriority="high"`...), 1)
		head.WriteString(link + ` fetchpriority="high">`)
	}
	head.WriteString(`<script id="amora-first" type="application/json">`)
	json.HTMLEscape(&head, answers) // no "</script>" inside
	head.WriteString(`</script></head>`)
	return bytes.Replace(doc, []byte("</head>"), head.Bytes(), 1)
}

// answer calls serve as the API would answer r's visitor a GET of path with query (and
// the path's id), and returns the call's URL with its JSON, compacted, when it is a 200.
func answer(r *http.Request, path string, query url.Values, id string, serve http.HandlerFunc) (firstAnswer, bool) {
	sub := r.Clone(r.Context())
	sub.Method, sub.RequestURI, sub.Body = http.MethodGet, "", http.NoBody
	sub.URL = &url.URL{Path: path, RawQuery: query.Encode()}
	sub.Header.Del("Accept-Encoding")
	if id != "" {
		sub.SetPathValue("id", id)
	}
	w := &recorder{header: http.Header{}}
	serve(w, sub)
	if w.status != http.StatusOK {
		return firstAnswer{}, false
	}
	var data bytes.Buffer
	if json.Compact(&data, w.body.Bytes()) != nil {
		return firstAnswer{}, false
	}
	return firstAnswer{URL: sub.URL.String(), Body: data.Bytes()}, true
}

// photo is a first-screen photo as its img has it.
type photo struct{ src, srcset, sizes string }

// firstPhotos are the photos the first screen shows first, in order: the cards' (the
// landing's members, the search's results), or the profile's first photo in the sizes
// its frame takes.
func firstPhotos(body []byte) []photo {
	type image struct {
		Clear bool   `json:"clear"`
		Card  string `json:"card"`
		Large string `json:"large"`
		Full  string `json:"full"`
	}
	type card struct {
		MainImage *image `json:"main_image"`
	}
	var a struct {
		Members []card  `json:"members"`    // the landing
		Results []card  `json:"results"`    // the search
		Photos  []image `json:"photos"`     // a profile,
		Main    *image  `json:"main_image"` // or its main photo alone (PhotoGallery)
	}
	if json.Unmarshal(body, &a) != nil {
		return nil
	}
	if len(a.Photos) == 0 && a.Main != nil {
		a.Photos = []image{*a.Main}
	}
	var out []photo
	for _, c := range append(a.Members, a.Results...) {
		if c.MainImage == nil || c.MainImage.Card == "" {
			break // a card without a photo: the slots after it would be out of order
		}
		out = append(out, photo{src: c.MainImage.Card})
	}
	if len(a.Photos) > 0 {
		switch p := a.Photos[0]; {
		case p.Clear && p.Full != "" && p.Card != "":
			out = append(out, photo{src: p.Full, srcset: carouselSrcset(p.Card, p.Large, p.Full), sizes: carouselSizes})
		case p.Card != "":
			out = append(out, photo{src: p.Card})
		}
	}
	return out
}

func attr(name, value string) string { return name + `="` + html.EscapeString(value) + `"` }

// hostname is a Host header without its port, as the browser's location.hostname.
func hostname(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		if strings.Contains(h, ":") {
			return "[" + h + "]" // an IPv6 address, in brackets as in a URL
		}
		return h
	}
	return host
}

// recorder keeps the answer of a handler called for the first screen.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *recorder) Header() http.Header { return w.header }

func (w *recorder) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *recorder) Write(b []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.body.Write(b)
}
