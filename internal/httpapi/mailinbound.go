package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"

	"amora"
)

// inboundMailJSON is the part of an inbound e-mail we read: the generic format
// ({"from", "to", "subject"}) and Postmark's inbound webhook (From, To, Subject) both
// decode into it, encoding/json matching keys without regard to case.
type inboundMailJSON struct {
	From    string `json:"from"`
	To      string `json:"to"`
	Subject string `json:"subject"`
}

// mailInbound takes the mail sent to the unsubscribe mailbox, the mailto half of
// List-Unsubscribe (POST /api/mail/inbound): the sending service's inbound webhook
// hands it over, authenticated like the delivery events. The subject carries
// "unsubscribe TYPE TOKEN" (amora.ListUnsubscribeHeaders), so the signed token alone
// says whose type goes off, with reason listunsubscribe, as the one-click link does.
func (s *Server) mailInbound(w http.ResponseWriter, r *http.Request) {
	body, ok := s.mailWebhookBody(w, r)
	if !ok {
		return
	}
	subject, err := inboundSubject(body)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	typ, token, ok := amora.ParseUnsubscribeSubject(subject)
	if !ok {
		s.writeError(w, r, amora.FieldError("subject", "unsubscribeSubject", "The subject is not an unsubscribe request."))
		return
	}
	u, err := s.settingsTokenUser(r, token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Notifications.Unsubscribe(r.Context(), u.ID, typ); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, notificationTypeJSON{Type: typ, Enabled: false, Reason: amora.DisabledListUnsubscribe})
}

// inboundSubject reads the subject of an inbound mail.
func inboundSubject(body []byte) (string, error) {
	var m inboundMailJSON
	if err := json.Unmarshal(body, &m); err != nil {
		return "", amora.Errorf(amora.EINVALID, "The request is not a known inbound mail format.")
	}
	return strings.TrimSpace(m.Subject), nil
}
