package httpapi

import (
	"net/http"

	"amora"
)

// staffMe is a staff member as the console sees themself (StaffMe in the contract).
type staffMe struct {
	ID          int64                   `json:"id"`
	Email       string                  `json:"email"`
	Name        string                  `json:"name"`
	Role        amora.StaffRole         `json:"role"`
	Permissions []amora.StaffPermission `json:"permissions"`
	TOTPEnabled bool                    `json:"totp_enabled"`
}

func newStaffMe(st *amora.Staff) staffMe {
	return staffMe{ID: st.ID, Email: st.Email, Name: st.Name, Role: st.Role,
		Permissions: amora.StaffPermissionsOf(st.Role), TOTPEnabled: st.TOTPEnabled}
}

// adminLogin checks e-mail, password and code and starts a console session (POST /api/admin/login).
func (s *Server) adminLogin(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
		TOTP     string `json:"totp"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	st, token, err := s.Staff.StaffLogin(r.Context(), in.Email, in.Password, in.TOTP, amora.Client{IP: clientIP(r)}, r.UserAgent())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	setStaffCookie(w, r, token)
	writeJSON(w, http.StatusOK, newStaffMe(st))
}

// adminLogout ends the console session (POST /api/admin/logout).
func (s *Server) adminLogout(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	if err := s.Staff.StaffLogout(r.Context(), staffToken(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	clearStaffCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}

// adminMe answers the logged-in staff member (GET /api/admin/me).
func (s *Server) adminMe(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	writeJSON(w, http.StatusOK, newStaffMe(st))
}

type staffSessionJSON struct {
	ID         int64   `json:"id"`
	Current    bool    `json:"current"`
	CreatedAt  apiTime `json:"created_at"`
	LastSeenAt apiTime `json:"last_seen_at"`
	IP         string  `json:"ip"`
	UserAgent  string  `json:"user_agent"`
}

// adminSessions lists the staff member's live sessions (GET /api/admin/sessions).
func (s *Server) adminSessions(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	list, err := s.Staff.StaffSessions(r.Context(), st.ID, staffToken(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]staffSessionJSON, len(list))
	for i, ss := range list {
		out[i] = staffSessionJSON{ID: ss.ID, Current: ss.Current, CreatedAt: apiTime(ss.CreatedAt), LastSeenAt: apiTime(ss.LastSeenAt),
			IP: ss.IP, UserAgent: ss.UserAgent}
	}
	writeJSON(w, http.StatusOK, out)
}

// adminEndSessions logs the staff member out everywhere else, or with ?all=1
// everywhere including here (DELETE /api/admin/sessions).
func (s *Server) adminEndSessions(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	keep := staffToken(r)
	all := r.URL.Query().Get("all") == "1"
	if all {
		keep = ""
	}
	n, err := s.Staff.EndStaffSessions(r.Context(), st.ID, keep)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if all {
		clearStaffCookie(w, r)
	}
	writeJSON(w, http.StatusOK, map[string]int{"ended": n})
}
