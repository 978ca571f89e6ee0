package httpapi

import (
	"context"
	"net/http"
	"time"

	"amora"
)

// sessionToken is the raw token of the request's session cookie.
func sessionToken(r *http.Request) string {
	if c, err := r.Cookie(SessionCookie); err == nil {
		return c.Value
	}
	return ""
}

// requestPasswordReset queues a reset e-mail (POST /api/password-reset).
func (s *Server) requestPasswordReset(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email string `json:"email"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.perNetwork(r, "reset", s.ResetsPerIP, 24*time.Hour, errResetLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Accounts.RequestPasswordReset(r.Context(), in.Email); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.wake()
	w.WriteHeader(http.StatusNoContent)
}

// resetPassword sets the new password from a reset link (POST /api/password-reset/do).
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token          string `json:"token"`
		Password       string `json:"password"`
		PasswordRepeat string `json:"password_repeat"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	userID, err := s.Accounts.ResetPassword(r.Context(), in.Token, in.Password, in.PasswordRepeat)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.endSessions(r.Context(), amora.SessionsEnded{UserID: userID})
	s.wake()
	w.WriteHeader(http.StatusNoContent)
}

// changePassword replaces the password of the logged-in member (POST /api/password).
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var in struct {
		OldPassword string `json:"old_password"`
		NewPassword string `json:"new_password"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Accounts.ChangePassword(r.Context(), u.ID, sessionToken(r), in.OldPassword, in.NewPassword, client(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.endSessions(r.Context(), amora.SessionsEnded{UserID: u.ID, Kept: amora.HashToken(sessionToken(r))})
	s.wake()
	w.WriteHeader(http.StatusNoContent)
}

// requestEmailChange sends a confirmation link to a new address (POST /api/email-change).
func (s *Server) requestEmailChange(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Accounts.RequestEmailChange(r.Context(), u.ID, in.Email, in.Password, client(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.wake()
	w.WriteHeader(http.StatusAccepted)
}

// confirmEmailChange moves the account to the new address (POST /api/email-change/do);
// the account's other sessions end.
func (s *Server) confirmEmailChange(w http.ResponseWriter, r *http.Request) {
	keep := sessionToken(r)
	s.withToken(w, r, func(ctx context.Context, token string) (*amora.User, error) {
		u, err := s.Accounts.ConfirmEmailChange(ctx, token, keep)
		if err == nil {
			s.endSessions(ctx, amora.SessionsEnded{UserID: u.ID, Kept: amora.HashToken(keep)})
			s.wake()
		}
		return u, err
	})
}

// undoEmailChange answers the link in the e-mail to the old address (POST
// /api/email-change/undo): the old address is back, every session ends and the
// account is locked until a password reset.
func (s *Server) undoEmailChange(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token string `json:"token"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	userID, err := s.Accounts.UndoEmailChange(r.Context(), in.Token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.endSessions(r.Context(), amora.SessionsEnded{UserID: userID})
	if u := currentUser(r); u != nil && u.ID == userID {
		clearSessionCookie(w, r)
	}
	w.WriteHeader(http.StatusNoContent)
}

// reactivate brings back a deleted account (POST /api/reactivate).
func (s *Server) reactivate(w http.ResponseWriter, r *http.Request) {
	s.withToken(w, r, s.Accounts.Reactivate)
}

// withToken decodes {token}, applies it and answers the account.
func (s *Server) withToken(w http.ResponseWriter, r *http.Request, apply func(ctx context.Context, token string) (*amora.User, error)) {
	var in struct {
		Token string `json:"token"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := apply(r.Context(), in.Token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.toUserJSON(u))
}

// deleteUser deletes the logged-in member's account (DELETE /api/user).
func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var req amora.DeleteRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Accounts.DeleteAccount(r.Context(), u.ID, req, client(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.endSessions(r.Context(), amora.SessionsEnded{UserID: u.ID})
	s.wake()
	clearSessionCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) wake() {
	if s.Wake != nil {
		s.Wake()
	}
}
