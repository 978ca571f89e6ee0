package httpapi

import (
	"net/http"
	"strings"

	"amora"
)

// site returns the site for the request: the host query parameter when given (SPEC §7:
// the web app may name the host it was loaded for), else the Host header.
func (s *Server) site(r *http.Request) (*amora.Site, error) {
	host := r.URL.Query().Get("host")
	if host == "" {
		host = r.Host
	}
	return s.Sites.SiteByHost(r.Context(), host)
}

// getSettings answers the site's settings for this visitor: their GeoIP country, the
// country they chose, and whether their traffic source may sign up and search.
func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.visitorSettings(r, site.Settings))
}

// visitorSettings are a site's settings as GET /api/settings answers them to the
// request's visitor; the console's preview answers them too.
func (s *Server) visitorSettings(r *http.Request, base amora.Settings) amora.Settings {
	q := r.URL.Query()
	ts := s.trafficSource(r)
	selected := strings.ToUpper(q.Get("country"))
	if _, ok := s.Regions[selected]; !ok {
		selected = ""
	}
	settings := base.ForVisitor(s.Country(r), selected, ts)
	if s.Push != nil {
		settings.PushPublicKey = s.PushPublicKey
	}
	settings.RegionData = map[string]string{}
	for _, c := range settings.Countries {
		if cr, ok := s.Regions[c]; ok {
			settings.RegionData[c] = cr.Label
		}
	}
	if len(settings.Interests) == 0 {
		for _, in := range s.Interests {
			settings.Interests = append(settings.Interests, in.ID)
		}
	}
	return settings
}

// getCompanyInfo answers the details of the company behind the site.
func (s *Server) getCompanyInfo(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, site.Company)
}

// getInterests answers the interest catalogue with labels in every language.
func (s *Server) getInterests(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeJSON(w, http.StatusOK, s.Interests)
}

// getRegions answers the regions of every supported country.
func (s *Server) getRegions(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.Regions)
}
