package httpapi

import (
	"net/http"
	"strings"
	"time"

	"amora"
)

// Attribution's cookies (issue 24): the first touch, kept for amora.TouchLifetime and
// never replaced while it lasts, and the latest later touch. Both are plain query
// strings (amora.Touch.Encode) that the web app may read; they hold nothing secret, as
// anyone can open a tracked link.
const (
	TouchCookie     = "amora.ts"
	LastTouchCookie = "amora.ts_last"
)

// untrackedPrefixes are paths that are no entry pages: the API, files and the console.
var untrackedPrefixes = []string{"/api/", "/assets/", "/media/", "/admin", "/sandbox/", "/pwa/", "/healthz", "/readyz", "/metrics"}

// trackTouches records the traffic source of every entry page opened through a tracked
// link (network or ref in the query): the first touch in its cookie, a later one in
// the other, and for a logged-in member in their touches.
func (s *Server) trackTouches(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet && r.URL.RawQuery != "" && entryPath(r.URL.Path) {
			if t, ok := amora.TouchFromQuery(r.URL.Query(), r.URL.Path, s.now()); ok {
				s.recordTouch(w, r, t)
			}
		}
		next.ServeHTTP(w, r)
	})
}

func entryPath(path string) bool {
	for _, p := range untrackedPrefixes {
		if strings.HasPrefix(path, p) {
			return false
		}
	}
	return true
}

func (s *Server) recordTouch(w http.ResponseWriter, r *http.Request, t amora.Touch) {
	if first, _ := s.touches(r); first == nil {
		setTouchCookie(w, r, TouchCookie, t.Encode(), amora.TouchLifetime)
		setTouchCookie(w, r, LastTouchCookie, "", -1)
	} else {
		setTouchCookie(w, r, LastTouchCookie, t.Encode(), amora.TouchLifetime)
	}
	c, err := r.Cookie(SessionCookie)
	if err != nil || c.Value == "" || s.Attribution == nil || s.Accounts == nil {
		return
	}
	if u, err := s.Accounts.UserBySession(r.Context(), c.Value); err == nil {
		if err := s.Attribution.RecordTouch(r.Context(), u.ID, t); err != nil {
			s.Logger.Warn("recording a touch", "user", u.ID, "err", err)
		}
	}
}

func setTouchCookie(w http.ResponseWriter, r *http.Request, name, value string, maxAge time.Duration) {
	age := int(maxAge / time.Second)
	if maxAge < 0 {
		age = -1
	}
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/", MaxAge: age, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r)})
}

// touches reads the request's first and latest later touch from their cookies; nil
// for none (or one that expired). A later touch older than the first is left out.
func (s *Server) touches(r *http.Request) (first, last *amora.Touch) {
	now := s.now()
	read := func(name string) *amora.Touch {
		c, err := r.Cookie(name)
		if err != nil {
			return nil
		}
		t, ok := amora.DecodeTouch(c.Value, now)
		if !ok {
			return nil
		}
		return &t
	}
	first, last = read(TouchCookie), read(LastTouchCookie)
	if first == nil || (last != nil && last.At.Before(first.At)) {
		last = nil
	}
	return first, last
}

// trafficSource is the visitor's stored source: the first touch's cookie, else the
// parameters the client sends (the web app's own record, or a client without cookies).
func (s *Server) trafficSource(r *http.Request) amora.TrafficSource {
	if first, _ := s.touches(r); first != nil {
		return first.Source
	}
	q := r.URL.Query()
	return amora.TrafficSource{Network: q.Get("network"), Ref: q.Get("ref"), Sub1: q.Get("sub1"), Sub2: q.Get("sub2"), Sub3: q.Get("sub3")}.Clipped()
}
