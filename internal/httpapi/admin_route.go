package httpapi

import (
	"net/http"
	"time"

	"amora"
)

// The staff console's routes (/api/admin/...) are registered only through adminRoute
// (or adminPublic for the few that come before a login), which records each in the
// registry: a test walks the registry with every role, a member session and no session,
// and another checks that no /api/admin/ pattern is registered any other way.

// StaffCookie is the console session's cookie: Path /, SameSite=Strict (issue 20).
const StaffCookie = "auth.staff"

// AdminRoute is one console route and the permission it needs; Perm is "" for the
// public ones (login, set-up).
type AdminRoute struct {
	Pattern string
	Perm    amora.StaffPermission
}

// StaffHandler answers a console request of a staff member who may make it.
type StaffHandler func(w http.ResponseWriter, r *http.Request, st *amora.Staff)

// adminRoute registers a console route that only a staff session whose role has perm
// reaches.
func (s *Server) adminRoute(mux *http.ServeMux, pattern string, perm amora.StaffPermission, h StaffHandler) {
	if perm == "" {
		panic("adminRoute " + pattern + ": a console route needs a permission")
	}
	s.adminRoutes = append(s.adminRoutes, AdminRoute{Pattern: pattern, Perm: perm})
	mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		if st := s.requireStaff(w, r, perm); st != nil {
			h(w, r, st)
		}
	})
}

// adminPublic registers a console route that needs no staff session: the login and
// the set-up link.
func (s *Server) adminPublic(mux *http.ServeMux, pattern string, h http.HandlerFunc) {
	s.adminRoutes = append(s.adminRoutes, AdminRoute{Pattern: pattern})
	mux.HandleFunc(pattern, h)
}

// AdminRoutes returns the console routes that Handler registered.
func (s *Server) AdminRoutes() []AdminRoute { return append([]AdminRoute(nil), s.adminRoutes...) }

// staffToken is the raw token of the request's console session cookie.
func staffToken(r *http.Request) string {
	if c, err := r.Cookie(StaffCookie); err == nil {
		return c.Value
	}
	return ""
}

// requireStaff returns the staff member of the request's console session when their
// role has perm; otherwise it answers 401 staffLoginRequired (no live session) or 403
// staffForbidden and returns nil. Member sessions count for nothing here.
func (s *Server) requireStaff(w http.ResponseWriter, r *http.Request, perm amora.StaffPermission) *amora.Staff {
	st := s.staffOf(w, r)
	if st == nil {
		s.writeError(w, r, amora.ErrStaffLoginRequired())
		return nil
	}
	if !st.May(perm) {
		s.writeError(w, r, amora.ErrStaffForbidden())
		return nil
	}
	return st
}

// staffOf returns the staff member of the request's live console session, or nil;
// an ended session's cookie is cleared.
func (s *Server) staffOf(w http.ResponseWriter, r *http.Request) *amora.Staff {
	token := staffToken(r)
	if token == "" || s.Staff == nil {
		return nil
	}
	st, _, err := s.Staff.StaffBySession(r.Context(), token)
	if err != nil {
		if amora.ErrorCode(err) != amora.ESTAFFAUTH {
			s.Logger.Error("staff session", "err", err)
		}
		clearStaffCookie(w, r)
		return nil
	}
	return st
}

func setStaffCookie(w http.ResponseWriter, r *http.Request, token string) {
	http.SetCookie(w, &http.Cookie{
		Name: StaffCookie, Value: token, Path: "/", MaxAge: int(amora.StaffSessionLifetime / time.Second),
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: isHTTPS(r),
	})
}

func clearStaffCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: StaffCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: isHTTPS(r)})
}
