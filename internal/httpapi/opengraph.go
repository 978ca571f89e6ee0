package httpapi

import (
	"bytes"
	"html"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// shareURLTTL is how long the sharing image's URL stays valid: a site that unfurls a
// shared link fetches the image a while after the page. It shows only what a visitor
// may see, and the media handler still checks deletion and blocks.
const shareURLTTL = 24 * time.Hour

// openGraph returns the sharing tags for a page: for a member's profile, their name
// and their active main photo (SPEC §3: only an active main image is shared). Other
// pages share nothing beyond what index.html has.
func (s *Server) openGraph(r *http.Request) string {
	rest, ok := strings.CutPrefix(r.URL.Path, "/members/")
	if !ok || s.Profiles == nil || s.Photos == nil {
		return ""
	}
	id, err := strconv.ParseInt(strings.TrimSuffix(rest, "/"), 10, 64)
	if err != nil {
		return ""
	}
	p, err := s.Profiles.FindProfile(r.Context(), id)
	if err != nil || p.Invisible {
		return ""
	}
	if block, err := s.blockState(r, currentUser(r), id); err != nil || block.BlockedBy {
		return ""
	}
	var b strings.Builder
	b.WriteString(`<meta property="og:type" content="profile">`)
	b.WriteString(`<meta property="og:title" content="` + html.EscapeString(p.Name+", "+strconv.Itoa(p.Age)) + `">`)
	if ph, ok := p.MainPhoto(); ok {
		// Whoever asks, the image shared is what a logged-out visitor may see: a page
		// fetched by a member is shared onwards, and a crawler has no session.
		img := s.imageFor(nil, p.ID, ph, shareURLTTL)
		b.WriteString(`<meta property="og:image" content="` + html.EscapeString(s.BaseURL+img.Card) + `">`)
	}
	return b.String()
}

// withOpenGraph inserts tags at the end of the page's head.
func withOpenGraph(index []byte, tags string) []byte {
	if tags == "" {
		return index
	}
	return bytes.Replace(index, []byte("</head>"), []byte(tags+"</head>"), 1)
}
