package httpapi

import (
	"net/http"

	"amora"
)

// pushSubscriptionJSON is the browser's PushSubscription as its toJSON() gives it.
type pushSubscriptionJSON struct {
	Endpoint       string `json:"endpoint"`
	ExpirationTime *int64 `json:"expirationTime"`
	Keys           struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// subscribePush stores the browser's push subscription for the logged-in member and
// this session (POST /api/user?push=1, SPEC §7): logging out on this device removes
// it. It answers 204; 501 pushUnavailable while the server has no push keys.
func (s *Server) subscribePush(w http.ResponseWriter, r *http.Request) {
	if s.Push == nil || s.PushPublicKey == "" {
		s.writeError(w, r, &amora.Error{Code: amora.ENOTIMPLEMENTED, Key: "pushUnavailable", Message: "Push notifications are not available."})
		return
	}
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	c, err := r.Cookie(SessionCookie)
	if err != nil || c.Value == "" {
		s.writeError(w, r, amora.ErrLoginRequired())
		return
	}
	var in pushSubscriptionJSON
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	sub := amora.PushSubscription{Endpoint: in.Endpoint, P256dh: in.Keys.P256dh, Auth: in.Keys.Auth}
	if err := s.Push.SavePushSubscription(r.Context(), u.ID, amora.HashToken(c.Value), sub); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
