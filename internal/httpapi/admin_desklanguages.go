package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// adminStaffLanguages answers GET /api/admin/staff/{id}/languages: the languages the
// staff member answers at the desk, for the staff screen's form.
func (s *Server) adminStaffLanguages(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "Staff member not found."))
		return
	}
	if _, err := s.Staff.StaffByID(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	langs, err := s.Desk.StaffLanguages(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"languages": langs})
}
