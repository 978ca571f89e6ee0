package httpapi

import (
	"net/http"
	"net/url"

	"amora"
)

// notificationTypeJSON is one type on the settings screen.
type notificationTypeJSON struct {
	Type    string `json:"type"`
	Enabled bool   `json:"enabled"`
	// Reason is "listunsubscribe" when an unsubscribe link switched the type off, "" otherwise.
	Reason string `json:"reason"`
}

// notificationsJSON answers GET and PUT /api/notifications.
type notificationsJSON struct {
	Email string                 `json:"email"`
	Types []notificationTypeJSON `json:"types"`
	// MailDisabled is "bounce" or "fbl" while the address takes no mail, "" otherwise.
	MailDisabled          string   `json:"mail_disabled"`
	NotificationsDisabled []string `json:"notifications_disabled"`
	// The push column (issue 19): the push types and whether each is on, the lock-screen
	// preview, and how many of the member's devices take push. Left out when the server
	// has no push.
	PushTypes   []pushTypeJSON `json:"push_types,omitempty"`
	PushPreview *bool          `json:"push_preview,omitempty"`
	PushDevices *int           `json:"push_devices,omitempty"`
}

// pushTypeJSON is one push type on the settings screen.
type pushTypeJSON struct {
	Type    string `json:"type"`
	Enabled bool   `json:"enabled"`
}

func toNotificationsJSON(u *amora.User, s *amora.NotificationSettings) notificationsJSON {
	out := notificationsJSON{Email: u.Email, MailDisabled: s.MailDisabled, NotificationsDisabled: s.DisabledReasons()}
	for _, typ := range amora.NotificationTypes {
		out.Types = append(out.Types, notificationTypeJSON{Type: typ, Enabled: s.Enabled(typ), Reason: s.Off[typ]})
	}
	return out
}

// notificationsMember is the member whose settings a request may read and change: the
// holder of a valid settings token (?token=, from a link in an e-mail, no login
// needed), else the logged-in member. It answers the error itself and returns nil.
func (s *Server) notificationsMember(w http.ResponseWriter, r *http.Request, token string) *amora.User {
	if token == "" {
		return s.requireUser(w, r)
	}
	u, err := s.settingsTokenUser(r, token)
	if err != nil {
		s.writeError(w, r, err)
		return nil
	}
	return u
}

// settingsTokenUser checks a settings token against its member's current address.
func (s *Server) settingsTokenUser(r *http.Request, token string) (*amora.User, error) {
	id, err := amora.SettingsTokenUser(token)
	if err != nil {
		return nil, err
	}
	u, err := s.Accounts.FindUser(r.Context(), id)
	if amora.ErrorCode(err) == amora.ENOTFOUND || (err == nil && u.Status == amora.UserDeleted) {
		return nil, amora.ErrSettingsToken
	} else if err != nil {
		return nil, err
	}
	if err := amora.CheckSettingsToken(s.SettingsKey, token, u.ID, u.Email, s.now()); err != nil {
		return nil, err
	}
	return u, nil
}

// getNotifications answers the member's notification settings (GET /api/notifications).
func (s *Server) getNotifications(w http.ResponseWriter, r *http.Request) {
	u := s.notificationsMember(w, r, r.URL.Query().Get("token"))
	if u == nil {
		return
	}
	settings, err := s.Notifications.NotificationSettings(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := toNotificationsJSON(u, settings)
	if err := s.addPush(r, u, &out); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// putNotifications switches types on or off (PUT /api/notifications, {types: {like: false}}).
func (s *Server) putNotifications(w http.ResponseWriter, r *http.Request) {
	u := s.notificationsMember(w, r, r.URL.Query().Get("token"))
	if u == nil {
		return
	}
	var in struct {
		Types       map[string]bool `json:"types"`
		PushTypes   map[string]bool `json:"push_types"`
		PushPreview *bool           `json:"push_preview"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	// The push choices are checked first and the types check theirs before they change
	// anything, so that a bad one changes nothing.
	if err := amora.CheckPushTypes(in.PushTypes); err != nil {
		s.writeError(w, r, err)
		return
	}
	settings, err := s.Notifications.SetNotifications(r.Context(), u.ID, in.Types)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.Push != nil && (len(in.PushTypes) > 0 || in.PushPreview != nil) {
		if _, err := s.Push.SetPushSettings(r.Context(), u.ID, in.PushTypes, in.PushPreview); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	out := toNotificationsJSON(u, settings)
	if err := s.addPush(r, u, &out); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// addPush fills in the push column of the settings when the server has push.
func (s *Server) addPush(r *http.Request, u *amora.User, out *notificationsJSON) error {
	if s.Push == nil || s.PushPublicKey == "" {
		return nil
	}
	ps, err := s.Push.PushSettings(r.Context(), u.ID)
	if err != nil {
		return err
	}
	n, err := s.Push.CountPushSubscriptions(r.Context(), u.ID)
	if err != nil {
		return err
	}
	out.PushTypes = make([]pushTypeJSON, 0, len(amora.PushTypes))
	for _, typ := range amora.PushTypes {
		out.PushTypes = append(out.PushTypes, pushTypeJSON{Type: typ, Enabled: ps.Enabled(typ)})
	}
	out.PushPreview, out.PushDevices = &ps.Preview, &n
	return nil
}

// unsubscribe is the one-click unsubscribe of RFC 8058 (POST
// /api/notifications/unsubscribe?token=&type=): mail providers POST the body
// "List-Unsubscribe=One-Click" without cookies; the token alone says whose type goes
// off, with reason listunsubscribe. It answers 200, never a redirect.
func (s *Server) unsubscribe(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	_ = r.ParseForm() // the query, and the form body when there is one
	token, typ := r.Form.Get("token"), r.Form.Get("type")
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

// confirmUnsubscribe answers a person who opened the unsubscribe link (GET): nothing
// changes; the settings screen asks them to confirm (a link scanner that follows
// every link unsubscribes nobody).
func (s *Server) confirmUnsubscribe(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	to := "/notifications?token=" + url.QueryEscape(q.Get("token")) + "&unsubscribe=" + url.QueryEscape(q.Get("type"))
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// resendActivation queues the activation e-mail again, with a new link (POST /api/activate/resend).
func (s *Server) resendActivation(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	if err := s.Notifications.ResendActivation(r.Context(), u.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.Wake != nil {
		s.Wake()
	}
	w.WriteHeader(http.StatusNoContent)
}
