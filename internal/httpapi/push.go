package httpapi

import (
	"net/http"

	"amora"
)

// subscribePush answers POST /api/user?push=1 (SPEC §7), which stores a browser's push
// subscription. Web push is not built yet: the settings give no push_public_key, so the
// app never subscribes, and any caller is told plainly rather than refused as a login.
func (s *Server) subscribePush(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, &amora.Error{Code: amora.ENOTIMPLEMENTED, Key: "pushUnavailable", Message: "Push notifications are not available yet."})
}
