package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"amora"
)

// The staff console's fictional profiles (issue 21): admins list, create, edit,
// photograph and retire them. The guard is PermSites, which only admins hold: the
// profiles are part of what a site shows its members. Every change is audited in the
// store's transaction.

// fictionalRoutes registers the fictional-profiles section (see consoleRoutes).
func (s *Server) fictionalRoutes(mux *http.ServeMux) {
	if s.Fictional == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/fictional", amora.PermSites, s.adminFictionalList)
	s.adminRoute(mux, "POST /api/admin/fictional", amora.PermSites, s.adminFictionalCreate)
	s.adminRoute(mux, "GET /api/admin/fictional/{fictionalId}", amora.PermSites, s.adminFictionalGet)
	s.adminRoute(mux, "PUT /api/admin/fictional/{fictionalId}", amora.PermSites, s.adminFictionalUpdate)
	s.adminRoute(mux, "POST /api/admin/fictional/{fictionalId}/retire", amora.PermSites, s.adminFictionalRetire(true))
	s.adminRoute(mux, "POST /api/admin/fictional/{fictionalId}/restore", amora.PermSites, s.adminFictionalRetire(false))
	s.adminRoute(mux, "POST /api/admin/fictional/{fictionalId}/photos", amora.PermSites, s.adminFictionalPhoto)
}

type adminFictionalPhotoJSON struct {
	ID   int64  `json:"id"`
	URL  string `json:"url"`
	Main bool   `json:"main"`
}

type adminFictionalJSON struct {
	ID int64 `json:"id"`
	amora.FictionalInput
	Age           int                       `json:"age"`
	Retired       bool                      `json:"retired"`
	Conversations int                       `json:"conversations"`
	CreatedAt     apiTime                   `json:"created_at"`
	Photos        []adminFictionalPhotoJSON `json:"photos"`
}

// adminFictionalJSONOf is the console's view of a fictional profile; its photos are
// served by the console's own photo address.
func (s *Server) adminFictionalJSONOf(f *amora.FictionalProfile) adminFictionalJSON {
	out := adminFictionalJSON{ID: f.ID, FictionalInput: f.FictionalInput, Retired: f.Retired, Conversations: f.Conversations,
		CreatedAt: apiTime(f.CreatedAt), Photos: []adminFictionalPhotoJSON{}}
	out.Invisible = false
	if out.Interests == nil {
		out.Interests = []string{}
	}
	if dob, err := time.Parse(time.DateOnly, f.DateOfBirth); err == nil {
		out.Age = amora.Age(dob, s.now())
	}
	for _, ph := range f.Photos {
		out.Photos = append(out.Photos, adminFictionalPhotoJSON{ID: ph.ID, URL: staffPhotoURL(ph.ID), Main: ph.Main})
	}
	return out
}

// fictionalID reads the {fictionalId} path value; a malformed one is an unknown profile.
func fictionalID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("fictionalId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.ErrFictionalNotFound()
	}
	return id, nil
}

// writeFictional answers the profile id as it now is, with status.
func (s *Server) writeFictional(w http.ResponseWriter, r *http.Request, id int64, status int) {
	f, err := s.Fictional.FindFictional(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, status, s.adminFictionalJSONOf(f))
}

// adminFictionalList answers GET /api/admin/fictional: every fictional profile, retired ones too.
func (s *Server) adminFictionalList(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	list, err := s.Fictional.ListFictional(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]adminFictionalJSON, len(list))
	for i := range list {
		out[i] = s.adminFictionalJSONOf(&list[i])
	}
	writeJSON(w, http.StatusOK, map[string]any{"profiles": out})
}

// adminFictionalGet answers GET /api/admin/fictional/{fictionalId}.
func (s *Server) adminFictionalGet(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	id, err := fictionalID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeFictional(w, r, id, http.StatusOK)
}

// fictionalInput reads and validates the body of a create or an update.
func (s *Server) fictionalInput(r *http.Request) (amora.FictionalInput, error) {
	var in amora.FictionalInput
	if err := decode(r, &in); err != nil {
		return in, err
	}
	return in, in.Validate(s.now(), s.Regions, s.Interests)
}

// adminFictionalCreate answers POST /api/admin/fictional with the new profile.
func (s *Server) adminFictionalCreate(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	in, err := s.fictionalInput(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	id, err := s.Fictional.CreateFictional(r.Context(), st, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeFictional(w, r, id, http.StatusCreated)
}

// adminFictionalUpdate answers PUT /api/admin/fictional/{fictionalId}.
func (s *Server) adminFictionalUpdate(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := fictionalID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := s.fictionalInput(r)
	if err == nil {
		err = s.Fictional.UpdateFictional(r.Context(), st, id, in)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeFictional(w, r, id, http.StatusOK)
}

// adminFictionalRetire answers POST .../retire (retired) and .../restore.
func (s *Server) adminFictionalRetire(retired bool) StaffHandler {
	return func(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
		id, err := fictionalID(r)
		if err == nil {
			err = s.Fictional.RetireFictional(r.Context(), st, id, retired)
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		s.writeFictional(w, r, id, http.StatusOK)
	}
}

// adminFictionalPhoto answers POST /api/admin/fictional/{fictionalId}/photos (multipart
// field "photo"): the upload goes through the members' processing, and is active at once.
func (s *Server) adminFictionalPhoto(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := fictionalID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f, err := s.Fictional.FindFictional(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if limit := amora.PhotoLimit(true); len(f.Photos) >= limit {
		s.writeError(w, r, amora.PhotoLimitError(limit))
		return
	}
	if s.Photos == nil {
		s.writeError(w, r, amora.Errorf(amora.EUNAVAILABLE, "Photos are not stored on this server."))
		return
	}
	name, err := s.processUpload(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if _, err := s.Fictional.AddFictionalPhoto(r.Context(), st, id, name); err != nil {
		s.Photos.Delete(r.Context(), name)
		s.writeError(w, r, err)
		return
	}
	s.writeFictional(w, r, id, http.StatusCreated)
}
