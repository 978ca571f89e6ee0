package httpapi

import "net/http"

// pageHidden marks the member away when their page becomes hidden (POST
// /api/page-hidden, sent with navigator.sendBeacon, so without the client header).
// Its answer is never shown: a visitor or a failure gets 204 all the same.
func (s *Server) pageHidden(w http.ResponseWriter, r *http.Request) {
	if u := currentUser(r); u != nil {
		s.pageHiddenAt(u.ID, true)
	}
	if u := currentUser(r); u != nil && s.Profiles != nil {
		if err := s.Profiles.MarkAway(r.Context(), u.ID); err != nil {
			s.Logger.Warn("page hidden", "user", u.ID, "err", err)
		}
	}
	w.WriteHeader(http.StatusNoContent)
}
