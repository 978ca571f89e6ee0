package httpapi

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"amora"
)

// landingJSON is the landing page's people: the newest members of a country as a
// visitor sees them, and how many of that country's members are online.
type landingJSON struct {
	Country string     `json:"country"` // "" when the cards come from every country
	Online  int        `json:"online"`
	Members []cardJSON `json:"members"`
}

// getLanding answers the landing page's people (GET /api/landing) for the visitor's
// country (amora.LandingCountry: the one chosen, else GeoIP, else the site's first).
// It is the same for every visitor of a site and country, members included (photos
// as a visitor may see them), so it is made once per landingTTL and served from memory.
func (s *Server) getLanding(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	country := amora.LandingCountry(site.Settings, s.Country(r), r.URL.Query().Get("country"))
	b, err := s.landing.get(landingKey{site.Host, country}, s.now(), func() ([]byte, bool, error) {
		return s.landingBody(r, site.Host, country)
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Cache-Control", "private, max-age="+strconv.Itoa(int(landingTTL.Seconds())))
	coding := acceptedCoding(r)
	withCoding(h, coding)
	writeBody(w, http.StatusOK, b.in(coding))
}

// landingBody makes the landing answer of a site and country: its newest members
// (amora.LandingFilter) and the online count, or those of every country when the
// country has fewer than amora.LandingFewest members to show; empty: nobody to show.
func (s *Server) landingBody(r *http.Request, site, country string) (body []byte, empty bool, err error) {
	now := s.now()
	f := amora.LandingFilter(site, country, now)
	found, _, err := s.Profiles.SearchMembers(r.Context(), f)
	if err != nil {
		return nil, false, err
	}
	if len(found) < amora.LandingFewest && country != "" {
		f.Country = ""
		if found, _, err = s.Profiles.SearchMembers(r.Context(), f); err != nil {
			return nil, false, err
		}
	}
	online, err := s.Profiles.CountOnline(r.Context(), f)
	if err != nil {
		return nil, false, err
	}
	out := landingJSON{Country: f.Country, Online: online, Members: make([]cardJSON, len(found))}
	for i, p := range found {
		out.Members[i] = s.cardAt(nil, p, now)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // as writeJSON: the photo URLs keep their '&'
	err = enc.Encode(out)
	return buf.Bytes(), len(found) == 0, err
}
