package httpapi

import (
	"context"
	"net/http"
	"time"

	"amora"
)

// healthz answers 200 while the process runs.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyz answers 200 when the database answers, 503 otherwise.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	if s.Ready != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.Ready(ctx); err != nil {
			s.Logger.Warn("not ready", "err", err)
			s.writeError(w, r, amora.Errorf(amora.EUNAVAILABLE, "Not ready."))
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// apiNotFound answers API paths that match no route in the error envelope, so that the
// web app never receives index.html for a mistyped call.
func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "No such API call."))
}
