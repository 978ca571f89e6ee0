package httpapi

import (
	"context"
	"net/http"
	"sync"
	"time"

	"amora"
)

// presenceTracker keeps, in this instance, whether each member's page is hidden and
// when they were last seen leaving the app (a stream closed, the page hidden). With
// the open streams it answers amora.Presence for the notification e-mails. It is
// per instance: with several instances behind a balancer, a member whose stream is
// open on another instance counts as away here (see docs/decisions.md).
type presenceTracker struct {
	mu     sync.Mutex
	hidden map[int64]bool
	away   map[int64]time.Time
}

func newPresenceTracker() *presenceTracker {
	return &presenceTracker{hidden: map[int64]bool{}, away: map[int64]time.Time{}}
}

// setHidden records that the member's page became hidden (or visible again) at now.
func (p *presenceTracker) setHidden(id int64, hidden bool, now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if hidden {
		p.hidden[id], p.away[id] = true, now
	} else {
		delete(p.hidden, id)
	}
}

// left records that one of the member's streams closed at now.
func (p *presenceTracker) left(id int64, now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.away[id] = now
}

func (p *presenceTracker) state(id int64) (hidden bool, away time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hidden[id], p.away[id]
}

var _ amora.Presence = (*Server)(nil)

// Presence tells whether the member is active in the app on this instance: an open
// event stream and the page not hidden; and since when they are away.
func (s *Server) Presence(memberID int64) (active bool, awaySince time.Time) {
	if s.presence == nil || s.streams == nil {
		return false, time.Time{}
	}
	hidden, away := s.presence.state(memberID)
	s.streams.mu.Lock()
	open := len(s.streams.open[memberID]) > 0
	s.streams.mu.Unlock()
	return open && !hidden, away
}

// streamOpened and streamClosed keep the presence of a member's event stream: a
// stream opens from a visible page.
func (s *Server) streamOpened(id int64) { s.presence.setHidden(id, false, s.Now()) }
func (s *Server) streamClosed(id int64) { s.presence.left(id, s.Now()) }

// postPresence records whether the member's page is hidden (POST /api/presence, sent
// by the app on visibilitychange), so that notification e-mails wait while the
// member is looking at the app and go out when they are away.
func (s *Server) postPresence(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var in struct {
		Hidden bool `json:"hidden"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.presence.setHidden(u.ID, in.Hidden, s.Now())
	if in.Hidden && s.Profiles != nil {
		if err := s.Profiles.MarkAway(r.Context(), u.ID); err != nil {
			s.Logger.Warn("presence", "user", u.ID, "err", err)
		}
	}
	w.WriteHeader(http.StatusNoContent)
}

// notifyMessage and notifyLike tell the notification mailer of a message or a like;
// a failure is logged, never shown to the member who wrote or liked.
func (s *Server) notifyMessage(ctx context.Context, recipientID int64, sent amora.Sent) {
	if s.Mailer == nil {
		return
	}
	if err := s.Mailer.MessageSent(context.WithoutCancel(ctx), recipientID, sent); err != nil {
		s.Logger.Warn("notification mail", "recipient", recipientID, "message", sent.Message.ID, "err", err)
	}
}

func (s *Server) notifyLike(ctx context.Context, likerID, likedID int64, res amora.LikeResult) {
	if s.Mailer == nil || !res.Created {
		return
	}
	if err := s.Mailer.Liked(context.WithoutCancel(ctx), likerID, likedID, res.Mutual); err != nil {
		s.Logger.Warn("notification mail", "liked", likedID, "err", err)
	}
}
