package httpapi

import (
	"net/http"
	"time"

	"amora"
)

// signup creates an account and logs the new member in (POST /api/signup).
func (s *Server) signup(w http.ResponseWriter, r *http.Request) {
	var f amora.SignupForm
	if err := decode(r, &f); err != nil {
		s.writeError(w, r, err)
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The stored source (issue 24): the first touch's cookie, else the form's record.
	first, last := s.touches(r)
	f.Attribution = amora.AttributionFor(first, last, f.TrafficSource, "", s.now())
	if !site.Settings.ForVisitor("", "", f.Attribution.First.Source).SignupAllowed {
		s.writeError(w, r, &amora.Error{Code: amora.EFORBIDDEN, Key: "inviteOnly", Message: "currently invite-only"})
		return
	}
	if err := s.perNetwork(r, "signup", s.SignupsPerIP, time.Hour, errSignupLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Every field in error is answered at once, so that the form shows them all.
	f.Normalize()
	if errs := f.FieldErrors(s.now(), site.Settings.MinAge); len(errs) > 0 {
		s.writeFieldErrors(w, r, errs)
		return
	}
	u, err := s.Accounts.Signup(r.Context(), site, f)
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	token, err := s.Accounts.StartClientSession(r.Context(), u.ID, client(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.wake() // the activation e-mail goes out now rather than at the next poll
	setSessionCookie(w, r, token)
	writeJSON(w, http.StatusCreated, s.toUserJSON(u))
}

// activate confirms an e-mail address with the token from the activation link
// (POST /api/activate).
func (s *Server) activate(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token string `json:"token"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := s.Accounts.Activate(r.Context(), in.Token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.deliverSignupMessage(r, u)
	if fresh, err := s.Accounts.FindUser(r.Context(), u.ID); err == nil {
		u = fresh // the sign-up message may have cost credits
	}
	writeJSON(w, http.StatusOK, s.toUserJSON(u))
}

// suggestEmail offers a correction for a mistyped address while the visitor types
// (GET /api/email-suggestion?email=).
func (s *Server) suggestEmail(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"suggestion": amora.SuggestEmail(r.URL.Query().Get("email"))})
}
