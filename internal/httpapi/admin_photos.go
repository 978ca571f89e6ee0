package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// The staff console's photos section: the moderation queue (with photo_moderation on,
// approving is the only way a photo goes live), the feed of new photos for checks
// after the fact, and the rejected ones; approve, reject and take down, each with an
// audit entry. A rejected or taken-down photo leaves every instance's copy of the
// members in the same commit, so search stops listing it and /media/ refuses its
// signed URLs at once.

// photoRoutes registers the photos section (see consoleRoutes).
func (s *Server) photoRoutes(mux *http.ServeMux) {
	if s.StaffMembers == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/photos", amora.PermPhotos, s.adminPhotos)
	s.adminRoute(mux, "GET /api/admin/photos/{photoId}/image", amora.PermMembersRead, s.adminPhotoImage)
	s.adminRoute(mux, "POST /api/admin/photos/{photoId}/approve", amora.PermPhotos, s.adminModeratePhoto(amora.PhotoApprove))
	s.adminRoute(mux, "POST /api/admin/photos/{photoId}/reject", amora.PermPhotos, s.adminModeratePhoto(amora.PhotoReject))
	s.adminRoute(mux, "POST /api/admin/photos/{photoId}/takedown", amora.PermPhotos, s.adminModeratePhoto(amora.PhotoTakedown))
}

// photoID reads the {photoId} path value; a malformed one is an unknown photo.
func photoID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("photoId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.ErrPhotoNotFound
	}
	return id, nil
}

// adminPhotos answers GET /api/admin/photos?state=pending|recent|rejected&limit=&before_id=.
func (s *Server) adminPhotos(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	f := amora.StaffPhotoFilter{State: q.Get("state"), Limit: limit, BeforeID: beforeID(r)}
	f.Normalize()
	photos, err := s.StaffMembers.StaffPhotos(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]adminPhotoJSON, len(photos))
	var last int64
	for i, p := range photos {
		out[i] = toAdminPhoto(p)
		last = p.ID
	}
	writeJSON(w, http.StatusOK, map[string]any{"photos": out, "next_before_id": nextBeforeID(len(photos), f.Limit, last)})
}

// adminPhotoImage answers GET /api/admin/photos/{photoId}/image?variant=card|full:
// the clear photo in any state, for staff only (it is not a signed /media/ URL, which
// would outlive the staff session in someone's hands).
func (s *Server) adminPhotoImage(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	id, err := photoID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ph, err := s.StaffMembers.StaffPhoto(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveStaffPhoto(w, r, ph.Name)
}

// serveStaffPhoto answers a photo file of any status to a staff member: ?variant=full
// for the large one, the card size otherwise; never cached.
func (s *Server) serveStaffPhoto(w http.ResponseWriter, r *http.Request, name string) {
	variant := "card"
	if r.URL.Query().Get("variant") == "full" {
		variant = "full"
	}
	if s.Photos == nil {
		http.NotFound(w, r)
		return
	}
	f, modified, err := s.Photos.Open(r.Context(), name, variant)
	if err != nil {
		if c := amora.ErrorCode(err); c == amora.ENOTFOUND || c == amora.EINVALID {
			http.NotFound(w, r)
			return
		}
		s.writeError(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, "", modified, f)
}

// adminModeratePhotoRequest is the body of a photo decision: a rejection or takedown
// names one of amora.PhotoRejectReasons, and may add words (required for "other").
type adminModeratePhotoRequest struct {
	Reason string `json:"reason"`
	Note   string `json:"note"`
}

// adminModeratePhoto answers POST /api/admin/photos/{photoId}/approve|reject|takedown
// with the photo as it now is.
func (s *Server) adminModeratePhoto(action amora.PhotoModeration) StaffHandler {
	return func(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
		id, err := photoID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		var req adminModeratePhotoRequest
		if r.ContentLength != 0 {
			if err := decode(r, &req); err != nil {
				s.writeError(w, r, err)
				return
			}
		}
		if _, err := s.StaffMembers.StaffModeratePhoto(r.Context(), st, id, amora.PhotoDecision{Action: action, Reason: req.Reason, Note: req.Note}); err != nil {
			s.writeError(w, r, err)
			return
		}
		ph, err := s.StaffMembers.StaffPhoto(r.Context(), id)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"photo": toAdminPhoto(*ph)})
	}
}
