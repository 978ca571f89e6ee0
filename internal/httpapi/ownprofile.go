package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// ownProfileJSON is the member's own profile for /profile: every field, clear photos,
// and the invisible switch.
type ownProfileJSON struct {
	memberJSON
	Update     amora.ProfileUpdate `json:"profile"`
	PhotoLimit int                 `json:"photo_limit"`
}

func (s *Server) ownProfile(u *amora.User, p *amora.Profile) ownProfileJSON {
	all := amora.DefaultSettings() // the owner sees every field whatever the site shows others
	return ownProfileJSON{memberJSON: s.member(u, all, p), Update: profileUpdateOf(p), PhotoLimit: amora.PhotoLimit(u.PaidUser)}
}

func profileUpdateOf(p *amora.Profile) amora.ProfileUpdate {
	interests := p.Interests
	if interests == nil {
		interests = []string{}
	}
	return amora.ProfileUpdate{
		ProfileBasics: amora.ProfileBasics{Gender: p.Gender, LookingFor: p.LookingFor, Country: p.Country, Region: p.Region, City: p.City},
		Sexuality:     p.Sexuality, AboutMe: p.AboutMe, Interests: interests, BodyType: p.BodyType, HairColor: p.HairColor,
		EyeColor: p.EyeColor, RelationshipStatus: p.RelationshipStatus, Invisible: p.Invisible,
	}
}

// getOwnProfile answers the logged-in member's own profile (GET /api/profile).
func (s *Server) getOwnProfile(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	p, err := s.Profiles.FindProfile(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.ownProfile(u, p))
}

// putProfile saves profile fields (PUT /api/profile). Fields left out of the body keep
// their values, so complete-signup can send only its four answers.
func (s *Server) putProfile(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	p, err := s.Profiles.FindProfile(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	upd := profileUpdateOf(p)
	if err := decode(r, &upd); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := upd.Validate(s.Regions, s.Interests); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Profiles.UpdateProfile(r.Context(), u.ID, upd); err != nil {
		s.writeError(w, r, err)
		return
	}
	if u, err = s.Accounts.FindUser(r.Context(), u.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.toUserJSON(u))
}

// deletePhoto removes one of the member's photos and its files (DELETE /api/photos/{id}).
func (s *Server) deletePhoto(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	ph, err := s.Profiles.DeletePhoto(r.Context(), u.ID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Photos.Delete(r.Context(), ph.Name); err != nil {
		s.Logger.Warn("photo files left behind", "name", ph.Name, "err", err)
	}
	w.WriteHeader(http.StatusNoContent)
}

// setMainPhoto makes one of the member's photos the main one (PUT /api/photos/{id}/main).
func (s *Server) setMainPhoto(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err := s.Profiles.SetMainPhoto(r.Context(), u.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// orderPhotos puts the member's photos in a new order (PUT /api/photos/order {ids}):
// exactly their own photos, each once, or 400 photoOrderInvalid and nothing changes.
// The first photo that is not rejected becomes the main photo.
func (s *Server) orderPhotos(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var in struct {
		IDs []int64 `json:"ids"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if in.IDs == nil || len(in.IDs) > amora.MaxPhotoOrder {
		s.writeError(w, r, amora.ErrPhotoOrder())
		return
	}
	if err := s.Profiles.OrderPhotos(r.Context(), u.ID, in.IDs); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
