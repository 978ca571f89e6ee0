package httpapi

import (
	"crypto/subtle"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"time"

	"amora"
)

// mailEventJSON is the generic delivery event format of POST /api/mail/events, for any
// sending service or a bounce processor of one's own: {"type": "hard_bounce" |
// "complaint" | "soft_bounce", "email": "...", "at": RFC 3339 (optional)}. The body is
// one event, or {"events": [...]}.
type mailEventJSON struct {
	Type  string    `json:"type"`
	Email string    `json:"email"`
	At    time.Time `json:"at"`
}

// postmarkEventJSON is the part of Postmark's bounce and spam-complaint webhooks we
// read (RecordType "Bounce" or "SpamComplaint").
type postmarkEventJSON struct {
	RecordType string    `json:"RecordType"`
	Type       string    `json:"Type"`
	Email      string    `json:"Email"`
	BouncedAt  time.Time `json:"BouncedAt"`
}

// postmarkHard are Postmark's bounce types that mean the address takes no mail for good.
var postmarkHard = map[string]bool{"HardBounce": true, "BadEmailAddress": true, "ManuallyDeactivated": true}

func (e postmarkEventJSON) event() amora.MailEvent {
	out := amora.MailEvent{Type: amora.MailEventSoftBounce, Email: e.Email, At: e.BouncedAt}
	switch {
	case e.RecordType == "SpamComplaint" || e.Type == "SpamComplaint":
		out.Type = amora.MailEventComplaint
	case e.RecordType == "Bounce" && postmarkHard[e.Type]:
		out.Type = amora.MailEventHardBounce
	}
	return out
}

// mailEventsAuthorized reports whether the request carries the shared secret, as a
// bearer token (the generic format) or as the password of HTTP basic auth (how
// Postmark webhooks authenticate: https://user:SECRET@host/api/mail/events).
func (s *Server) mailEventsAuthorized(r *http.Request) bool {
	given := ""
	if _, pass, ok := r.BasicAuth(); ok {
		given = pass
	} else if v, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		given = v
	}
	return s.MailEventsSecret != "" && subtle.ConstantTimeCompare([]byte(given), []byte(s.MailEventsSecret)) == 1
}

// mailWebhookBody checks the sending service's secret and reads the body of one of its
// webhooks (delivery events, inbound mail); false when it answered an error.
func (s *Server) mailWebhookBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	if !s.mailEventsAuthorized(r) {
		w.Header().Set("WWW-Authenticate", `Basic realm="mail events"`)
		s.writeError(w, r, amora.Errorf(amora.EFORBIDDEN, "Wrong or missing mail events secret."))
		return nil, false
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		s.writeError(w, r, amora.Errorf(amora.ETOOLARGE, "The request is too large."))
		return nil, false
	}
	return body, true
}

// mailEvents takes bounces and complaints from the sending service (POST
// /api/mail/events): a hard bounce stops all mail to the address with reason bounce,
// a complaint with reason fbl. It answers how many accounts changed.
func (s *Server) mailEvents(w http.ResponseWriter, r *http.Request) {
	body, ok := s.mailWebhookBody(w, r)
	if !ok {
		return
	}
	events, err := parseMailEvents(body)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	changed := 0
	for _, e := range events {
		ok, err := s.Notifications.RecordMailEvent(r.Context(), e)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if ok {
			changed++
		}
	}
	writeJSON(w, http.StatusOK, map[string]int{"received": len(events), "changed": changed})
}

// parseMailEvents reads a Postmark webhook or the generic format.
func parseMailEvents(body []byte) ([]amora.MailEvent, error) {
	invalid := amora.Errorf(amora.EINVALID, "The request is not a known mail event format.")
	var probe struct {
		RecordType string          `json:"RecordType"`
		Events     json.RawMessage `json:"events"`
	}
	if err := json.Unmarshal(body, &probe); err != nil {
		return nil, invalid
	}
	if probe.RecordType != "" {
		var e postmarkEventJSON
		if err := json.Unmarshal(body, &e); err != nil || e.Email == "" {
			return nil, invalid
		}
		return []amora.MailEvent{e.event()}, nil
	}
	var generic []mailEventJSON
	if probe.Events != nil {
		if err := json.Unmarshal(probe.Events, &generic); err != nil {
			return nil, invalid
		}
	} else {
		var one mailEventJSON
		if err := json.Unmarshal(body, &one); err != nil {
			return nil, invalid
		}
		generic = append(generic, one)
	}
	out := make([]amora.MailEvent, 0, len(generic))
	for _, e := range generic {
		switch {
		case e.Email == "":
			return nil, amora.FieldError("email", "invalidEmail", "Invalid email")
		case e.Type != amora.MailEventHardBounce && e.Type != amora.MailEventComplaint && e.Type != amora.MailEventSoftBounce:
			return nil, amora.FieldError("type", "mailEventType", "Unknown mail event type.")
		}
		out = append(out, amora.MailEvent{Type: e.Type, Email: e.Email, At: e.At})
	}
	return out, nil
}
