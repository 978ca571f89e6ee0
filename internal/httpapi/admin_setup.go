package httpapi

import (
	"net/http"

	"amora"
)

// adminSetupInfo shows what the set-up page of a one-time link needs: the address and
// the TOTP secret to scan (GET /api/admin/setup?token=).
func (s *Server) adminSetupInfo(w http.ResponseWriter, r *http.Request) {
	info, err := s.Staff.StaffSetupInfo(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"email": info.Email, "totp_secret": info.TOTPSecret, "totp_uri": info.TOTPURI})
}

// adminSetup sets the password, confirms the authenticator with a code, answers the
// recovery codes and logs in (POST /api/admin/setup).
func (s *Server) adminSetup(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
		TOTP     string `json:"totp"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	st, codes, token, err := s.Staff.CompleteStaffSetup(r.Context(), in.Token, in.Password, in.TOTP, amora.Client{IP: clientIP(r)}, r.UserAgent())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	setStaffCookie(w, r, token)
	writeJSON(w, http.StatusOK, struct {
		RecoveryCodes []string `json:"recovery_codes"`
		Me            staffMe  `json:"me"`
	}{codes, newStaffMe(st)})
}
