package httpapi

import (
	"net/http"
	"sync"
	"time"

	"amora"
)

// typingEvery is how often a member's typing in one conversation reaches the partner:
// the app sends while the member types, at most this often, and the server passes on
// no more than that, whatever a client sends. The partner's app shows "typing" a little
// longer than this.
const typingEvery = 3 * time.Second

// typingThrottle remembers when each member's typing in a conversation last went out,
// so that a client sending on every key press costs one event per typingEvery. It is
// per instance: with several instances a member's tabs on two of them may each pass one.
type typingThrottle struct {
	mu   sync.Mutex
	last map[typingKey]time.Time
}

type typingKey struct{ member, conversation int64 }

func newTypingThrottle() *typingThrottle { return &typingThrottle{last: map[typingKey]time.Time{}} }

// allow reports whether member's typing in conversation may go out at now, and if so
// remembers it. Entries older than typingEvery are dropped as it goes, so the map holds
// only the members typing now.
func (tt *typingThrottle) allow(member, conversation int64, now time.Time) bool {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	k := typingKey{member, conversation}
	if at, ok := tt.last[k]; ok && now.Sub(at) < typingEvery && !now.Before(at) {
		return false
	}
	if len(tt.last) > 1024 {
		for key, at := range tt.last {
			if now.Sub(at) >= typingEvery {
				delete(tt.last, key)
			}
		}
	}
	tt.last[k] = now
	return true
}

// postTyping tells the partner in a conversation that the member is typing
// (POST /api/chats/{conversationId}/typing): a "typing" event on the partner's open
// tabs, at most one per typingEvery. 204 whether or not this one went out; ENOTFOUND
// for a conversation the member is not in (a block removes it).
func (s *Server) postTyping(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	conv, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	partnerID, err := s.Chats.Partner(r.Context(), u.ID, conv)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.typing.allow(u.ID, conv, s.Now()) {
		s.publish(r.Context(), partnerID, amora.TypingEvent{Conversation: conv, Sender: u.ID})
	}
	w.WriteHeader(http.StatusNoContent)
}
