package httpapi

import (
	"math"
	"net/http"
	"strconv"

	"amora"
)

// geocode turns a position into the nearest known city, its region and country
// (GET /api/geocode?lat=&lon=); the app stores false when this fails (SPEC §7).
func (s *Server) geocode(w http.ResponseWriter, r *http.Request) {
	lat, err1 := strconv.ParseFloat(r.URL.Query().Get("lat"), 64)
	lon, err2 := strconv.ParseFloat(r.URL.Query().Get("lon"), 64)
	if err1 != nil || err2 != nil || math.IsNaN(lat) || math.IsNaN(lon) {
		s.writeError(w, r, amora.FieldError("lat", "positionInvalid", "Invalid position."))
		return
	}
	place, ok := s.Geocode(lat, lon)
	if !ok {
		s.writeError(w, r, &amora.Error{Code: amora.ENOTFOUND, Key: "positionUnknown", Message: "No known place near this position."})
		return
	}
	// The answer depends only on the position: let the browser keep it for an hour (SPEC §9).
	w.Header().Set("Cache-Control", "private, max-age=3600")
	writeJSON(w, http.StatusOK, place)
}
