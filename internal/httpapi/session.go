package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"amora"
)

// SessionCookie is the session cookie's name (SPEC §7: prefix auth., 30 days).
const SessionCookie = "auth.session"

type ctxKey int

const userKey ctxKey = 1

// needsSession reports whether a path is answered differently for a member: the API,
// the photos (each URL is bound to its viewer) and profile pages (whose sharing tags
// leave out a member who blocked the viewer). The console's API never sees a member.
func needsSession(path string) bool {
	return (strings.HasPrefix(path, "/api/") && !strings.HasPrefix(path, "/api/admin/")) ||
		strings.HasPrefix(path, "/media/") || strings.HasPrefix(path, "/members/")
}

// withUser loads the member of the request's session cookie, when there is one, into
// the request context.
func (s *Server) withUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(SessionCookie)
		if err != nil || c.Value == "" || s.Accounts == nil || !needsSession(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		now := s.now()
		epoch := s.sessions.currentEpoch()
		var u *amora.User
		if s.sessions.cacheable(r) {
			u = s.sessions.get(c.Value, now)
		} else {
			// A write may change the member: the next read looks the session up again.
			defer s.sessions.forget(c.Value)
		}
		if u == nil {
			if u, err = s.Accounts.UserBySession(r.Context(), c.Value); err != nil {
				s.sessions.forget(c.Value)
				if amora.ErrorCode(err) != amora.EUNAUTHORIZED {
					s.writeError(w, r, err)
					return
				}
				clearSessionCookie(w, r) // an ended session's cookie is of no use
				next.ServeHTTP(w, r)
				return
			}
			s.sessions.put(c.Value, u, now, true, epoch)
		}
		if s.Profiles != nil && now.Sub(u.LastSeen) >= time.Minute {
			// Online state and search order follow activity; a failure costs the
			// member nothing, so it is only logged.
			if err := s.Profiles.TouchLastSeen(r.Context(), u.ID); err != nil {
				s.Logger.Warn("last seen", "user", u.ID, "err", err)
			}
			seen := *u
			seen.LastSeen = now
			s.sessions.put(c.Value, &seen, now, false, epoch) // not touched again until reloaded
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey, u)))
	})
}

// currentUser returns the logged-in member, or nil.
func currentUser(r *http.Request) *amora.User {
	u, _ := r.Context().Value(userKey).(*amora.User)
	return u
}

// requireUser returns the logged-in member or answers authentication_required.
func (s *Server) requireUser(w http.ResponseWriter, r *http.Request) *amora.User {
	u := currentUser(r)
	if u == nil {
		s.writeError(w, r, amora.ErrLoginRequired())
	}
	return u
}

func setSessionCookie(w http.ResponseWriter, r *http.Request, token string) {
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: token, Path: "/", MaxAge: int(amora.SessionLifetime / time.Second),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r),
	})
}

func clearSessionCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r)})
}
