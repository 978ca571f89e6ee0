package httpapi

import (
	"net/http"

	"amora"
)

// checkConsent answers false, with the translated field errors, unless the buyer ticked
// both checkout boxes (Directive 2011/83/EU Art. 16(m)).
func (s *Server) checkConsent(w http.ResponseWriter, r *http.Request, c amora.CheckoutConsent) bool {
	if err := c.Validate(); err != nil {
		s.writeFieldErrors(w, r, err)
		return false
	}
	return true
}

// recordConsent stores the consent with a new payment; a failure is logged, the
// payment goes on (the request carried the consent, which the check required).
func (s *Server) recordConsent(r *http.Request, p *amora.Payment) {
	rs := s.refunds()
	if rs == nil || p == nil || p.Replayed {
		return
	}
	if err := rs.RecordConsent(r.Context(), p.ID, clientIP(r)); err != nil {
		s.Logger.Error("record checkout consent", "payment", p.ID, "err", err)
	}
}
