package httpapi

import (
	"context"
	"net/http"

	"amora"
)

// likeProfileJSON is a member in the likes answer: a card, whether the member liked
// them and when.
type likeProfileJSON struct {
	cardJSON
	Liked   bool    `json:"liked"`
	LikedAt *string `json:"liked_at"`
}

// likedByJSON is SPEC §3's liked-by item, with the time of the like.
type likedByJSON struct {
	ID      int64  `json:"id"`
	LikeNew bool   `json:"like_new"`
	LikedAt string `json:"liked_at"`
}

// likesJSON is SPEC §3's likes answer: profiles holds every member in the likes, either
// way; liked_by the ones who liked the member. new_likes counts the unseen likes for
// the badge.
type likesJSON struct {
	Profiles []likeProfileJSON `json:"profiles"`
	LikedBy  []likedByJSON     `json:"liked_by"`
	NewLikes int               `json:"new_likes"`
}

// getLikes answers the member's likes (GET /api/likes).
func (s *Server) getLikes(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	entries, err := s.Likes.Likes(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := likesJSON{Profiles: []likeProfileJSON{}, LikedBy: []likedByJSON{}, NewLikes: amora.CountNew(entries)}
	for _, e := range entries {
		p := likeProfileJSON{cardJSON: s.card(u, e.Profile), Liked: e.Liked()}
		if e.Liked() {
			at := jsonTime(e.LikedAt)
			p.LikedAt = &at
		}
		out.Profiles = append(out.Profiles, p)
		if e.LikedMe() {
			out.LikedBy = append(out.LikedBy, likedByJSON{ID: e.Profile.ID, LikeNew: e.New, LikedAt: jsonTime(e.LikedMeAt)})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// likeMember likes a member (POST /api/likes/{memberId}); a new like reaches the liked
// member's open tabs at once.
func (s *Server) likeMember(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Likes.Like(r.Context(), u.ID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.announceLike(r.Context(), u.ID, id, res)
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "liked": true, "mutual": res.Mutual})
}

// announceLike tells the liked member's open tabs about a new like at once.
func (s *Server) announceLike(ctx context.Context, likerID, likedID int64, res amora.LikeResult) {
	if res.Created {
		s.publish(ctx, likedID, amora.LikeEvent{ID: likerID, Mutual: res.Mutual})
	}
	s.notifyLike(ctx, likerID, likedID, res)
}

// unlikeMember takes a like back (DELETE /api/likes/{memberId}).
func (s *Server) unlikeMember(w http.ResponseWriter, r *http.Request) {
	s.likeChange(w, r, s.Likes.Unlike)
}

// markLikeSeen clears the like_new flag of a member's like (POST /api/likes/{memberId}/seen):
// the member opened the profile of someone who liked them (SPEC §4).
func (s *Server) markLikeSeen(w http.ResponseWriter, r *http.Request) {
	s.likeChange(w, r, s.Likes.MarkLikeSeen)
}

// likeChange runs change(member, other) for the logged-in member and the {memberId}
// of the path, answering 204. Likes and blocks share it.
func (s *Server) likeChange(w http.ResponseWriter, r *http.Request, change func(ctx context.Context, memberID, otherID int64) error) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := change(r.Context(), u.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// autoLikeJSON is the profile of the new-like modal (SPEC §3): main_image.match is the
// photo's URL, which already starts with the site's cdn_prefix.
type autoLikeJSON struct {
	ID        int64      `json:"id"`
	Name      string     `json:"name"`
	Age       int        `json:"age"`
	City      string     `json:"city"`
	Mutual    bool       `json:"mutual"`
	LikedAt   string     `json:"liked_at"`
	MainImage *matchJSON `json:"main_image"`
}

type matchJSON struct {
	imageJSON
	Match string `json:"match"`
}

// getAutoLike answers the member's most recent unseen like for the new-like modal
// (GET /api/auto-like), or 204 when there is none.
func (s *Server) getAutoLike(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	e, err := s.Likes.NewestUnseenLike(r.Context(), u.ID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		w.WriteHeader(http.StatusNoContent)
		return
	} else if err != nil {
		s.writeError(w, r, err)
		return
	}
	p := e.Profile
	out := autoLikeJSON{ID: p.ID, Name: p.Name, Age: p.Age, City: p.City, Mutual: e.Mutual(), LikedAt: jsonTime(e.LikedMeAt)}
	if img := s.mainImage(u, p); img != nil {
		out.MainImage = &matchJSON{imageJSON: *img, Match: img.Card}
	}
	writeJSON(w, http.StatusOK, out)
}
