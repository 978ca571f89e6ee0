package httpapi

import (
	"net/http"
	"net/url"
	"strconv"

	"amora"
)

// Staff accounts managed from the console (PermStaff): the same store calls as
// `amora staff`, logged with the acting admin.

type staffAccountJSON struct {
	ID          int64             `json:"id"`
	Email       string            `json:"email"`
	Name        string            `json:"name"`
	Role        amora.StaffRole   `json:"role"`
	Status      amora.StaffStatus `json:"status"`
	TOTPEnabled bool              `json:"totp_enabled"`
	CreatedAt   apiTime           `json:"created_at"`
	LastLoginAt *apiTime          `json:"last_login_at"`
}

func newStaffAccount(s *amora.Staff) staffAccountJSON {
	a := staffAccountJSON{ID: s.ID, Email: s.Email, Name: s.Name, Role: s.Role, Status: s.Status, TOTPEnabled: s.TOTPEnabled,
		CreatedAt: apiTime(s.CreatedAt)}
	if !s.LastLoginAt.IsZero() {
		t := apiTime(s.LastLoginAt)
		a.LastLoginAt = &t
	}
	return a
}

// adminListStaff lists the staff accounts (GET /api/admin/staff).
func (s *Server) adminListStaff(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	list, err := s.Staff.ListStaff(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]staffAccountJSON, len(list))
	for i := range list {
		out[i] = newStaffAccount(&list[i])
	}
	writeJSON(w, http.StatusOK, out)
}

// setupAnswer is an account with its new one-time set-up link.
type setupAnswer struct {
	Staff    staffAccountJSON `json:"staff"`
	SetupURL string           `json:"setup_url"`
}

func (s *Server) setupAnswer(st *amora.Staff, token string) setupAnswer {
	return setupAnswer{Staff: newStaffAccount(st), SetupURL: s.BaseURL + amora.StaffSetupPath + "?token=" + url.QueryEscape(token)}
}

// adminAddStaff adds a staff account and answers its set-up link, for the admin to
// pass on (POST /api/admin/staff).
func (s *Server) adminAddStaff(w http.ResponseWriter, r *http.Request, me *amora.Staff) {
	var in struct {
		Email string          `json:"email"`
		Name  string          `json:"name"`
		Role  amora.StaffRole `json:"role"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	st, token, err := s.Staff.AddStaff(r.Context(), amora.NewStaff{Email: in.Email, Name: in.Name, Role: in.Role}, me.AuditEntry("", "", 0))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.setupAnswer(st, token))
}

// otherStaff reads the {id} of a staff account that is not the requester's own.
func (s *Server) otherStaff(r *http.Request, me *amora.Staff) (*amora.Staff, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return nil, &amora.Error{Code: amora.ENOTFOUND, Key: "staffNotFound", Message: "Staff member not found."}
	}
	if id == me.ID {
		return nil, amora.ErrStaffSelf()
	}
	return s.Staff.StaffByID(r.Context(), id)
}

// adminResetStaff answers a new set-up link for an account (POST /api/admin/staff/{id}/reset).
func (s *Server) adminResetStaff(w http.ResponseWriter, r *http.Request, me *amora.Staff) {
	other, err := s.otherStaff(r, me)
	if err == nil {
		var token string
		if other, token, err = s.Staff.ResetStaff(r.Context(), other.Email, me.AuditEntry("", "", 0)); err == nil {
			writeJSON(w, http.StatusOK, s.setupAnswer(other, token))
			return
		}
	}
	s.writeError(w, r, err)
}

// adminDisableStaff disables an account and ends its sessions (POST /api/admin/staff/{id}/disable).
func (s *Server) adminDisableStaff(w http.ResponseWriter, r *http.Request, me *amora.Staff) {
	other, err := s.otherStaff(r, me)
	if err == nil {
		if other, err = s.Staff.DisableStaff(r.Context(), other.Email, me.AuditEntry("", "", 0)); err == nil {
			writeJSON(w, http.StatusOK, newStaffAccount(other))
			return
		}
	}
	s.writeError(w, r, err)
}
