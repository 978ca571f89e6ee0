package httpapi

import (
	"net/http"
	"time"

	"amora"
)

// userJSON is the user shape of SPEC §3.
type userJSON struct {
	ID                    int64       `json:"id"`
	Email                 string      `json:"email"`
	Status                string      `json:"status"`
	Credits               int         `json:"credits"`
	PaidUser              bool        `json:"paid_user"`
	NotificationsDisabled []string    `json:"notifications_disabled"`
	Profile               profileJSON `json:"profile"`
	FictionalIcon         bool        `json:"fictional_icon"`
	Language              string      `json:"language"`
	SignupDate            string      `json:"signup_date"`
	// Complete tells that the profile is shown to others (amora.ProfileMissing);
	// Missing lists what it lacks.
	Complete bool     `json:"complete"`
	Missing  []string `json:"missing"`
}

// profileJSON is the part of the profile the user call carries; the profile issue
// fills in the rest.
type profileJSON struct {
	ID         int64  `json:"id"`
	Status     string `json:"status"`
	Name       string `json:"name"`
	Age        int    `json:"age"`
	MainImage  any    `json:"main_image"`
	Gender     string `json:"gender"`
	LookingFor string `json:"looking_for"`
	Country    string `json:"country"`
	Region     string `json:"region"`
	City       string `json:"city"`
	Complete   bool   `json:"complete"`
}

func (s *Server) toUserJSON(u *amora.User) userJSON {
	out := userJSON{
		ID: u.ID, Email: u.Email, Status: u.Status, Credits: u.Credits, PaidUser: u.PaidUser,
		NotificationsDisabled: u.NotificationsDisabled, Language: u.Language,
		SignupDate: u.CreatedAt.UTC().Format(time.RFC3339),
		Profile: profileJSON{ID: u.ID, Status: u.ProfileStatus, Name: u.Name, Age: u.Age(s.now()),
			Gender: u.Basics.Gender, LookingFor: u.Basics.LookingFor, Country: u.Basics.Country, Region: u.Basics.Region,
			City: u.Basics.City, Complete: u.ProfileComplete()},
		Complete: len(u.Missing) == 0, Missing: u.Missing,
	}
	if out.Missing == nil {
		out.Missing = []string{}
	}
	return out
}

// getUser answers the logged-in member (GET /api/user), with their main photo.
func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
	// The app asks with ?optional=1: for a visitor that is a plain answer, 204, not an
	// error the browser would log on every logged-out page load.
	if currentUser(r) == nil && r.URL.Query().Get("optional") == "1" {
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusNoContent)
		return
	}
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	out := s.toUserJSON(u)
	if s.Profiles != nil {
		// The owner's main photo counts whatever its status: it is pending, not missing.
		if p, err := s.Profiles.FindProfile(r.Context(), u.ID); err == nil && len(p.Photos) > 0 && p.Photos[0].Main && s.Photos != nil {
			out.Profile.MainImage = s.image(u, u.ID, p.Photos[0])
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// login checks the credentials and starts a session (POST /api/user). SPEC §7 stores
// a push subscription at the same path with ?push=1: that is never a login.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Has("push") {
		s.subscribePush(w, r)
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
	c := client(r)
	if c.Device == "" {
		c.Device, _ = amora.NewToken()
	}
	u, token, err := s.Accounts.Login(r.Context(), in.Email, in.Password, c)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	setSessionCookie(w, r, token)
	setDeviceCookie(w, r, c.Device)
	writeJSON(w, http.StatusOK, s.toUserJSON(u))
}

// putUser saves the member's language (PUT /api/user).
func (s *Server) putUser(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var in struct {
		Language string `json:"language"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Accounts.SetLanguage(r.Context(), u.ID, in.Language); err != nil {
		s.writeError(w, r, err)
		return
	}
	u.Language = in.Language
	writeJSON(w, http.StatusOK, s.toUserJSON(u))
}

// logout ends the session (POST /api/logout). GET /api/logout.php, which SPEC §7 keeps,
// ends it only for a request that carries the X-Requested-With header: a link or an
// image on another site is a top-level or no-cors GET that cannot set a header, so it
// logs nobody out. Such a GET changes nothing and is told to use the app.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet && r.Header.Get(ClientHeader) == "" {
		s.writeError(w, r, amora.Errorf(amora.EBADCLIENT, "This request must come from the Amora app."))
		return
	}
	if c, err := r.Cookie(SessionCookie); err == nil && c.Value != "" {
		s.sessions.forget(c.Value)
		if err := s.Accounts.Logout(r.Context(), c.Value); err != nil {
			s.writeError(w, r, err)
			return
		}
		if u := currentUser(r); u != nil {
			s.endSessions(r.Context(), amora.SessionsEnded{UserID: u.ID, Session: amora.HashToken(c.Value)})
		}
	}
	clearSessionCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}
