package httpapi

import (
	"net/http"
	"time"

	"amora"
)

// swipeStateJSON is where the member stands in today's swipe game.
type swipeStateJSON struct {
	LikesLeft   int    `json:"likes_left"`
	LikesPerDay int    `json:"likes_per_day"`
	ResetsAt    string `json:"resets_at"`
}

func swipeState(st amora.SwipeState, perDay int) swipeStateJSON {
	return swipeStateJSON{LikesLeft: max(0, perDay-st.LikesUsed), LikesPerDay: perDay, ResetsAt: st.ResetsAt.Format(time.RFC3339)}
}

// swipeAgeSpan is how many years either side of the member's age the deck reaches.
const swipeAgeSpan = 15

// getSwipeDeck answers the next cards of the swipe game (GET /api/swipe): members of
// the gender the member looks for, around their age, their own country first.
func (s *Server) getSwipeDeck(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f := amora.SearchFilter{Country: u.Basics.Country, Today: s.now(), Site: site.Host,
		HideFictional: amora.HidesFictional(site.Settings, askedHideFictional(r))}
	if u.Basics.LookingFor == "male" || u.Basics.LookingFor == "female" {
		f.Gender = u.Basics.LookingFor
	}
	if age := u.Age(s.now()); age > 0 {
		f.MinAge, f.MaxAge = age-swipeAgeSpan, age+swipeAgeSpan
	}
	found, st, err := s.Swipes.SwipeDeck(r.Context(), u.ID, f, amora.SwipeDeckSize)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cards := make([]cardJSON, len(found))
	for i, p := range found {
		cards[i] = s.card(u, p)
	}
	writeJSON(w, http.StatusOK, struct {
		Cards []cardJSON `json:"cards"`
		swipeStateJSON
	}{cards, swipeState(st, site.Settings.SwipeLikesPerDay)})
}

// swipeMember likes or passes a member in the swipe game (POST /api/swipe/{memberId},
// {"action": "like" | "pass"}). A like beyond the day's limit answers rate_limited
// with the time the likes come back.
func (s *Server) swipeMember(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		Action string `json:"action"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	perDay := site.Settings.SwipeLikesPerDay
	st, res, err := s.Swipes.Swipe(r.Context(), u.ID, id, in.Action, perDay)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.announceLike(r.Context(), u.ID, id, res)
	writeJSON(w, http.StatusOK, struct {
		swipeStateJSON
		Mutual bool `json:"mutual"`
	}{swipeState(st, perDay), res.Mutual})
}
