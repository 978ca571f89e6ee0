package httpapi

import (
	"net/http"

	"amora"
)

// blockMember blocks a member (POST /api/blocks/{memberId}): the likes between the two
// are deleted, and neither sees the other in search, likes or games any more.
func (s *Server) blockMember(w http.ResponseWriter, r *http.Request) {
	s.likeChange(w, r, s.Blocks.Block)
}

// unblockMember lifts the member's block (DELETE /api/blocks/{memberId}).
func (s *Server) unblockMember(w http.ResponseWriter, r *http.Request) {
	s.likeChange(w, r, s.Blocks.Unblock)
}

// blockState tells how the viewer and member p stand; a visitor blocks nobody.
func (s *Server) blockState(r *http.Request, viewer *amora.User, memberID int64) (amora.BlockState, error) {
	if viewer == nil || s.Blocks == nil {
		return amora.BlockState{}, nil
	}
	return s.Blocks.BlockState(r.Context(), viewer.ID, memberID)
}
