package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// The networks' postbacks in the staff console (issue 24, PermPostbacks: admins): the
// configuration per network, audited with a reason, and the conversions' postbacks
// with every attempt.

func (s *Server) postbackRoutes(mux *http.ServeMux) {
	if s.Attribution == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/postback-networks", amora.PermPostbacks, s.adminPostbackNetworks)
	s.adminRoute(mux, "PUT /api/admin/postback-networks/{network}", amora.PermPostbacks, s.adminSavePostbackNetwork)
	s.adminRoute(mux, "GET /api/admin/postbacks", amora.PermPostbacks, s.adminPostbacks)
}

func (s *Server) adminPostbackNetworks(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	list, err := s.Attribution.PostbackNetworks(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

type postbackNetworkInJSON struct {
	URLTemplate    string         `json:"url_template"`
	Enabled        bool           `json:"enabled"`
	Payouts        map[string]int `json:"payouts"`
	PayoutCurrency string         `json:"payout_currency"`
	reasonJSON
}

// adminSavePostbackNetwork creates or replaces a network's postback configuration
// (PUT /api/admin/postback-networks/{network}).
func (s *Server) adminSavePostbackNetwork(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	var in postbackNetworkInJSON
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	e := st.AuditEntry("", "", 0)
	e.Reason = in.Reason
	n, err := s.Attribution.SavePostbackNetwork(r.Context(), amora.PostbackNetwork{Network: r.PathValue("network"),
		URLTemplate: in.URLTemplate, Enabled: in.Enabled, Payouts: in.Payouts, PayoutCurrency: in.PayoutCurrency}, e)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, n)
}

// adminPostbacks lists the conversions with a postback, newest first, with their
// attempts (GET /api/admin/postbacks?network=&status=&before=).
func (s *Server) adminPostbacks(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q := r.URL.Query()
	before, _ := strconv.ParseInt(q.Get("before"), 10, 64)
	status := q.Get("status")
	switch status {
	case "", amora.PostbackPending, amora.PostbackSent, amora.PostbackFailed:
	default:
		s.writeError(w, r, amora.FieldError("status", "postbackStatusInvalid", "Unknown postback status."))
		return
	}
	list, err := s.Attribution.Conversions(r.Context(), amora.ConversionFilter{Network: q.Get("network"), Status: status, BeforeID: before, Limit: 50})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}
