package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"amora"
)

// mediaMaxAge bounds how long a browser keeps a photo: with the viewer bound into the
// URL and checked against the session, a photo must not outlive a logout, a block or a
// deletion in a cache for long.
const mediaMaxAge = 5 * time.Minute

// serveMedia serves a signed photo URL (GET /media/...) to the viewer it was made for,
// and only while that viewer may still see the photo: a URL bound to a member answers
// only that member's session; a URL made for a visitor shows what a visitor may see.
// The photo must still exist and belong to an account that is not deleted, and a
// member the owner blocked gets 404 whatever URL they hold.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) {
	g, expires, err := s.Photos.Verify(r)
	switch amora.ErrorCode(err) {
	case "":
	case amora.EFORBIDDEN:
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	default:
		http.NotFound(w, r)
		return
	}
	session := currentUser(r)
	var viewer *amora.User // whom the URL shows the photo to
	if g.Viewer != 0 {
		if session == nil || session.ID != g.Viewer {
			http.NotFound(w, r)
			return
		}
		viewer = session
	}
	owner, err := s.Profiles.FindProfile(r.Context(), g.Owner)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		http.NotFound(w, r)
		return
	} else if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.mayServe(viewer, owner, g) {
		http.NotFound(w, r)
		return
	}
	if session != nil && session.ID != owner.ID {
		block, err := s.blockState(r, session, owner.ID)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if block.BlockedBy {
			http.NotFound(w, r)
			return
		}
	}
	f, modified, err := s.Photos.Open(r.Context(), g.Name, g.Variant)
	switch amora.ErrorCode(err) {
	case "":
	case amora.ENOTFOUND, amora.EINVALID:
		http.NotFound(w, r)
		return
	default:
		s.writeError(w, r, err)
		return
	}
	defer f.Close()
	maxAge := min(mediaMaxAge, expires.Sub(s.now()))
	h := w.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Cache-Control", "private, max-age="+strconv.Itoa(int(maxAge.Seconds())))
	h.Set("Vary", "Cookie")
	h.Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, "", modified, f)
}

// mayServe reports whether the grant's variant of one of owner's photos is still one
// viewer may see: the photo exists, viewer may see it, and a clear variant only when
// viewer may see it clear.
func (s *Server) mayServe(viewer *amora.User, owner *amora.Profile, g amora.PhotoGrant) bool {
	for _, ph := range owner.Photos {
		if ph.Name != g.Name {
			continue
		}
		if !amora.SeesPhoto(viewer, owner.ID, ph) {
			return false
		}
		return g.Variant == "blur" || amora.SeesClearPhoto(viewer, owner.ID, ph)
	}
	return false
}
