package httpapi

import (
	"net/http"
)

// undoSwipePass takes back the member's last pass in the swipe game (DELETE
// /api/swipe/{memberId}), so that the member passed is dealt again. Only the latest
// swipe today, and only a pass, can be undone (404 swipeUndo otherwise).
func (s *Server) undoSwipePass(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Swipes.UndoPass(r.Context(), u.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
