package httpapi

import (
	"net/http"
	"strconv"
	"strings"

	"amora"
)

// matchCandidates bounds the members the match finder ranks: the most recently seen
// who pass the filters.
const matchCandidates = 2000

// matchResults is how many ranked members the match finder answers.
const matchResults = 24

type rankedJSON struct {
	cardJSON
	Score   int                 `json:"score"`
	Reasons []amora.MatchReason `json:"reasons"`
}

// matchFinder ranks members by compatibility with the logged-in member's answers
// (GET /api/match-finder?looking_for=&min_age=&max_age=&distance=&region=&interests=a,b).
func (s *Server) matchFinder(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	q := r.URL.Query()
	num := func(k string) int { n, _ := strconv.Atoi(q.Get(k)); return n }
	ans := amora.MatchQuestions{LookingFor: q.Get("looking_for"), MinAge: num("min_age"), MaxAge: num("max_age"),
		DistanceKm: num("distance"), Region: q.Get("region")}
	if v := q.Get("interests"); v != "" {
		ans.Interests = strings.Split(v, ",")
	}
	ans.Normalize(s.Interests)
	me, err := s.Profiles.FindProfile(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.Regions[me.Country].Has(ans.Region) {
		ans.Region = ""
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f := amora.SearchFilter{Country: me.Country, Region: ans.Region, MinAge: ans.MinAge, MaxAge: ans.MaxAge, ViewerID: u.ID, Today: s.now(),
		Site: site.Host}
	if ans.LookingFor != "both" {
		f.Gender = ans.LookingFor
	}
	found, err := s.Profiles.Candidates(r.Context(), f, matchCandidates)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	matches := make([]amora.Match, 0, len(found))
	for _, p := range found {
		km, located := s.distance(me, p)
		if m, ok := amora.ScoreMatch(me.Gender, ans, p, km, located); ok {
			matches = append(matches, m)
		}
	}
	amora.SortMatches(matches)
	top := amora.TopMatches(matches, matchResults)
	out := make([]rankedJSON, 0, len(top))
	for _, m := range top {
		reasons := m.Reasons
		if reasons == nil {
			reasons = []amora.MatchReason{}
		}
		out = append(out, rankedJSON{cardJSON: s.card(u, m.Profile), Score: m.Score, Reasons: reasons})
	}
	writeJSON(w, http.StatusOK, map[string]any{"results": out, "candidates": len(matches)})
}

// distance is how far apart two members live, when both cities are known places.
func (s *Server) distance(a, b *amora.Profile) (float64, bool) {
	if s.Distance == nil || a.City == "" || b.City == "" {
		return 0, false
	}
	return s.Distance(a.Country, a.City, b.Country, b.City)
}
