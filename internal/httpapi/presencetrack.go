package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"amora"
)

// presenceTracker keeps whether each member's page is hidden, when they were last
// seen leaving the app (a stream closed, the page hidden), and which other instances
// have a stream of theirs open. With this instance's open streams it answers
// amora.Presence for the notification e-mails. Instances tell each other through the
// broker (presenceTopic): a page hidden or shown on one counts on all, and a stream open
// on another instance makes the member active here too. An instance that dies without
// saying so leaves its streams counted for at most remoteStreamLife.
type presenceTracker struct {
	instance string
	mu       sync.Mutex
	hidden   map[int64]bool
	away     map[int64]time.Time
	remote   map[int64]map[string]time.Time // member -> instance -> when it said a stream was open
}

// presenceTopic is the broker topic of presence changes, shared by every instance.
const presenceTopic = "presence"

// remoteStreamLife bounds how long another instance's word that a stream is open
// counts: a stream lasts at most streamMaxAge, and its reconnection says so again.
const remoteStreamLife = streamMaxAge + time.Minute

// presenceEvent is one presence change, published to presenceTopic: a page became
// hidden or visible (Hidden set), or the instance's streams of the member changed
// (Streams set: whether one is still open).
type presenceEvent struct {
	Instance string    `json:"instance"`
	Member   int64     `json:"member"`
	Hidden   *bool     `json:"hidden,omitempty"`
	Streams  *bool     `json:"streams,omitempty"`
	At       time.Time `json:"at"`
}

func (presenceEvent) EventType() string { return "presence" }

func newPresenceTracker() *presenceTracker {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return &presenceTracker{instance: hex.EncodeToString(b), hidden: map[int64]bool{}, away: map[int64]time.Time{},
		remote: map[int64]map[string]time.Time{}}
}

// setHidden records that the member's page became hidden (or visible again) at now.
func (p *presenceTracker) setHidden(id int64, hidden bool, now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if hidden {
		p.hidden[id] = true
		p.awayAt(id, now)
	} else {
		delete(p.hidden, id)
	}
}

// awayAt moves the member's away time to now unless it is later already; p.mu held.
func (p *presenceTracker) awayAt(id int64, now time.Time) {
	if now.After(p.away[id]) {
		p.away[id] = now
	}
}

// left records that one of the member's streams closed at now.
func (p *presenceTracker) left(id int64, now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.awayAt(id, now)
}

// heard applies another instance's presence change.
func (p *presenceTracker) heard(e presenceEvent) {
	if e.Instance == p.instance || e.Member == 0 {
		return
	}
	if e.Hidden != nil {
		p.setHidden(e.Member, *e.Hidden, e.At)
	}
	if e.Streams == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if *e.Streams {
		if p.remote[e.Member] == nil {
			p.remote[e.Member] = map[string]time.Time{}
		}
		p.remote[e.Member][e.Instance] = e.At
		return
	}
	p.awayAt(e.Member, e.At)
	if delete(p.remote[e.Member], e.Instance); len(p.remote[e.Member]) == 0 {
		delete(p.remote, e.Member)
	}
}

// state answers whether the page is hidden, since when the member is away, and
// whether another instance has a stream of theirs open at now.
func (p *presenceTracker) state(id int64, now time.Time) (hidden bool, away time.Time, remoteOpen bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for inst, at := range p.remote[id] {
		if now.Sub(at) < remoteStreamLife {
			remoteOpen = true
		} else {
			delete(p.remote[id], inst)
		}
	}
	return p.hidden[id], p.away[id], remoteOpen
}

var _ amora.Presence = (*Server)(nil)

// Presence tells whether the member is active in the app: an open event stream (on
// any instance) and the page not hidden; and since when they are away.
func (s *Server) Presence(memberID int64) (active bool, awaySince time.Time) {
	if s.presence == nil || s.streams == nil {
		return false, time.Time{}
	}
	hidden, away, remoteOpen := s.presence.state(memberID, s.Now())
	return (s.streams.count(memberID) > 0 || remoteOpen) && !hidden, away
}

// count is how many streams of the member are open on this instance.
func (st *streams) count(id int64) int {
	st.mu.Lock()
	defer st.mu.Unlock()
	return len(st.open[id])
}

// streamOpened and streamClosed keep the presence of a member's event stream: a
// stream opens from a visible page.
func (s *Server) streamOpened(id int64) {
	now := s.Now()
	s.presence.setHidden(id, false, now)
	s.publishPresence(presenceEvent{Member: id, Hidden: ptr(false), Streams: ptr(true), At: now})
}

func (s *Server) streamClosed(id int64) {
	now := s.Now()
	s.presence.left(id, now)
	s.publishPresence(presenceEvent{Member: id, Streams: ptr(s.streams.count(id) > 0), At: now})
}

// pageHiddenAt records a hidden (or visible) page here and on every other instance.
func (s *Server) pageHiddenAt(id int64, hidden bool) {
	now := s.Now()
	s.presence.setHidden(id, hidden, now)
	s.publishPresence(presenceEvent{Member: id, Hidden: ptr(hidden), At: now})
}

func ptr[T any](v T) *T { return &v }

func (s *Server) publishPresence(e presenceEvent) {
	if s.Events == nil {
		return
	}
	e.Instance = s.presence.instance
	if err := s.Events.Publish(context.Background(), presenceTopic, amora.NewEvent(e)); err != nil {
		s.Logger.Warn("presence", "member", e.Member, "err", err)
	}
}

// listenPresence applies the presence changes of the other instances until shutdown.
func (s *Server) listenPresence() {
	ch, stop := s.Events.Subscribe(presenceTopic)
	go func() {
		defer stop()
		for {
			select {
			case ev, ok := <-ch:
				if !ok {
					return
				}
				if e, ok := decodePresence(ev); ok {
					s.presence.heard(e)
				}
			case <-s.streams.done:
				return
			}
		}
	}()
}

// decodePresence reads a presence event as the local broker passes it (the Go value)
// or as NATS does (its JSON).
func decodePresence(ev amora.Event) (presenceEvent, bool) {
	switch d := ev.Data.(type) {
	case presenceEvent:
		return d, true
	case amora.RawEvent:
		var e presenceEvent
		return e, json.Unmarshal(d.JSON, &e) == nil
	}
	return presenceEvent{}, false
}

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
	s.pageHiddenAt(u.ID, in.Hidden)
	if in.Hidden && s.Profiles != nil {
		if err := s.Profiles.MarkAway(r.Context(), u.ID); err != nil {
			s.Logger.Warn("presence", "user", u.ID, "err", err)
		}
	}
	w.WriteHeader(http.StatusNoContent)
}

// notifyMessage and notifyLike tell the notification mailer of a message or a like,
// whose mail's job the store wrote with it, so that the job runs soon; a failure is
// logged, never shown to the member who wrote or liked.
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
