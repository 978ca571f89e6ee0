package httpapi

import (
	"encoding/json"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"amora"
)

// Landers (issue 24) are the pages paid traffic lands on. They show real members: complete,
// visible and not fictional, of the visitor's country, as a visitor sees them (photos
// blurred where SPEC §1 says). The audience comes from the lander's slug, which the
// page parses into gender, ages and a place word (web/src/landers/slug.ts).

const (
	// landerMembers is how many members a lander shows; a country with fewer is topped
	// up with members of the site's other countries.
	landerMembers = 24
	// landerTTL is how long an answer is kept: landers take bursts of the same visit.
	landerTTL = time.Minute
	// landerOutline is at most how many cities draw the country's map.
	landerOutline = 400
)

type landerMemberJSON struct {
	cardJSON
	Region string   `json:"region"`
	About  string   `json:"about,omitempty"` // the start of about-me, where the site shows it
	Lat    *float64 `json:"lat,omitempty"`   // the member's city, where it is a known place
	Lon    *float64 `json:"lon,omitempty"`
}

type landerJSON struct {
	Country string             `json:"country"`
	Region  *amora.Region      `json:"region"` // the place of the slug, when it is one
	Members []landerMemberJSON `json:"members"`
	// Outline is the country's known cities as [lat, lon] pairs: the map lander draws
	// the country's shape from them, without outside tiles.
	Outline [][2]float64 `json:"outline"`
}

// landerCache keeps answers for landerTTL, by site, country and audience.
type landerCache struct {
	mu      sync.Mutex
	entries map[string]landerEntry
}

type landerEntry struct {
	body    []byte
	expires time.Time
}

func (c *landerCache) get(key string, now time.Time) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	return e.body, ok && now.Before(e.expires)
}

func (c *landerCache) put(key string, body []byte, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil || len(c.entries) > 1000 {
		c.entries = map[string]landerEntry{} // slugs are the visitor's to choose: bounded
	}
	c.entries[key] = landerEntry{body: body, expires: now.Add(landerTTL)}
}

// landerMembers answers the members a lander shows (GET /api/landers/members?gender=
// &min_age=&max_age=&place=&country=). country is the visitor's choice among the site's
// countries; otherwise their GeoIP country, else the site's first.
func (s *Server) landerMembers(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	body, err := s.landerAnswer(r, site, r.URL.Query())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "private, max-age=60")
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}

// landerAnswer is the JSON of GET /api/landers/members for the query q, kept for
// landerTTL; the landers' page carries it too (landerapp.go).
func (s *Server) landerAnswer(r *http.Request, site *amora.Site, q url.Values) ([]byte, error) {
	country := s.landerCountry(r, site.Settings, q.Get("country"))
	num := func(k string) int { n, _ := strconv.Atoi(q.Get(k)); return n }
	f := amora.SearchFilter{Gender: q.Get("gender"), Country: country, MinAge: num("min_age"), MaxAge: num("max_age"),
		PerPage: landerMembers, Today: s.now(), Site: site.Host, HideFictional: true}
	var region *amora.Region
	if place := q.Get("place"); place != "" && s.Place != nil {
		if reg, ok := s.Place(country, place); ok {
			region, f.Region = &reg, reg.ID
		}
	}
	f.Normalize()
	key := strings.Join([]string{site.Host, country, f.Gender, strconv.Itoa(f.MinAge), strconv.Itoa(f.MaxAge), f.Region}, "|")
	now := s.now()
	if body, ok := s.landers.get(key, now); ok {
		return body, nil
	}
	found, err := s.landerProfiles(r, f, site)
	if err != nil {
		return nil, err
	}
	out := landerJSON{Country: country, Region: region, Members: make([]landerMemberJSON, 0, len(found)), Outline: [][2]float64{}}
	var cities []amora.City
	if s.Cities != nil {
		cities = s.Cities(country)
	}
	for i, c := range cities {
		if i == landerOutline {
			break
		}
		out.Outline = append(out.Outline, [2]float64{round2(c.Lat), round2(c.Lon)})
	}
	places := placeFinder(s.Cities)
	for _, p := range found {
		m := landerMemberJSON{cardJSON: s.cardAt(nil, p, now), Region: p.Region}
		if site.Settings.VisibleProfileNotes {
			m.About = snippet(p.AboutMe, 140)
		}
		if c, ok := places(p.Country, p.City); ok {
			lat, lon := round2(c.Lat), round2(c.Lon)
			m.Lat, m.Lon = &lat, &lon
		}
		out.Members = append(out.Members, m)
	}
	body, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	s.landers.put(key, body, now)
	return body, nil
}

// landerProfiles finds the audience in the country, topped up from the site's other
// countries (same gender and ages) when the country has too few.
func (s *Server) landerProfiles(r *http.Request, f amora.SearchFilter, site *amora.Site) ([]*amora.Profile, error) {
	found, _, err := s.Profiles.SearchMembers(r.Context(), f)
	if err != nil || len(found) >= landerMembers/2 {
		return found, err
	}
	more := f
	more.Country, more.Region = "", ""
	rest, _, err := s.Profiles.SearchMembers(r.Context(), more)
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	for _, p := range found {
		seen[p.ID] = true
	}
	for _, p := range rest {
		if len(found) == landerMembers {
			break
		}
		if !seen[p.ID] {
			found = append(found, p)
		}
	}
	return found, nil
}

// landerCountry is the country a lander shows members of: chosen when it is one of the
// site's, else the visitor's GeoIP country when it is, else the site's first.
func (s *Server) landerCountry(r *http.Request, settings amora.Settings, chosen string) string {
	ok := func(c string) bool {
		for _, have := range settings.Countries {
			if have == c {
				return true
			}
		}
		return false
	}
	if c := strings.ToUpper(chosen); c != "" && ok(c) {
		return c
	}
	if c := s.Country(r); c != "" && ok(c) {
		return c
	}
	if len(settings.Countries) > 0 {
		return settings.Countries[0]
	}
	return ""
}

// placeFinder finds members' cities among their countries' known places, indexing
// each country once.
func placeFinder(cities func(string) []amora.City) func(country, city string) (amora.City, bool) {
	byCountry := map[string]map[string]amora.City{}
	return func(country, city string) (amora.City, bool) {
		if cities == nil {
			return amora.City{}, false
		}
		idx, ok := byCountry[country]
		if !ok {
			idx = map[string]amora.City{}
			for _, c := range cities(country) {
				if _, dup := idx[strings.ToLower(c.Name)]; !dup {
					idx[strings.ToLower(c.Name)] = c
				}
			}
			byCountry[country] = idx
		}
		c, ok := idx[strings.ToLower(city)]
		return c, ok
	}
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

// snippet cuts text to at most n characters, at a word where it can.
func snippet(text string, n int) string {
	text = strings.Join(strings.Fields(text), " ")
	runes := []rune(text)
	if len(runes) <= n {
		return text
	}
	cut := string(runes[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return cut + "…"
}
