package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"amora"
)

// Stream timings. A comment line every streamPing keeps proxies from closing an idle
// stream; after streamMaxAge the server ends the stream and the browser reconnects.
// A stream whose session ends closes at once (see endSessions); the maximum age
// bounds what a lost SessionsEnded costs.
const (
	streamPing   = 25 * time.Second
	streamMaxAge = 30 * time.Minute
	streamRetry  = 5 * time.Second // EventSource's reconnection delay
	// streamsPerMember bounds one member's open streams (tabs and devices).
	streamsPerMember = 20
)

// streams keeps the open event streams per member, ends those whose session ended,
// and ends them all at shutdown.
type streams struct {
	mu     sync.Mutex
	open   map[int64]map[*openStream]struct{}
	closed bool
	done   chan struct{}
}

// openStream is one open GET /api/events: its session, and a channel closed when
// that session ends.
type openStream struct {
	userID  int64
	session string // the hash of the session's token
	ended   chan struct{}
}

func newStreams() *streams {
	return &streams{open: map[int64]map[*openStream]struct{}{}, done: make(chan struct{})}
}

// enter registers a stream of member id in the session with token; nil when the
// member has too many or the server is shutting down.
func (st *streams) enter(id int64, token string) *openStream {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.closed || len(st.open[id]) >= streamsPerMember {
		return nil
	}
	o := &openStream{userID: id, session: amora.HashToken(token), ended: make(chan struct{})}
	if st.open[id] == nil {
		st.open[id] = map[*openStream]struct{}{}
	}
	st.open[id][o] = struct{}{}
	return o
}

func (st *streams) leave(o *openStream) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if delete(st.open[o.userID], o); len(st.open[o.userID]) == 0 {
		delete(st.open, o.userID)
	}
}

// end closes the streams of the sessions that e says ended.
func (st *streams) end(e amora.SessionsEnded) {
	st.mu.Lock()
	defer st.mu.Unlock()
	for o := range st.open[e.UserID] {
		if e.Ends(o.userID, o.session) {
			delete(st.open[e.UserID], o)
			close(o.ended)
		}
	}
	if len(st.open[e.UserID]) == 0 {
		delete(st.open, e.UserID)
	}
}

// CloseStreams ends every open event stream, so that a graceful shutdown does not wait
// for them; register it with http.Server.RegisterOnShutdown. Browsers reconnect to
// another instance.
func (s *Server) CloseStreams() {
	st := s.streams
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.closed {
		st.closed = true
		close(st.done)
	}
}

// events streams the logged-in member's events as server-sent events (GET /api/events):
// new messages, read receipts, likes and credit changes, each as an SSE event named by
// its type with the JSON data.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var st *openStream
	if s.Events != nil {
		st = s.streams.enter(u.ID, sessionToken(r))
	}
	if st == nil {
		s.writeError(w, r, &amora.Error{Code: amora.EUNAVAILABLE, Key: "generic", Message: "Live updates are not available right now."})
		return
	}
	defer s.streamClosed(u.ID) // after leave: deferred calls run last first
	defer s.streams.leave(st)
	s.streamOpened(u.ID)
	// The session may have ended between its lookup (perhaps a remembered one) and
	// the stream's registration, whose end would then never reach it: look again.
	if _, err := s.Accounts.UserBySession(r.Context(), sessionToken(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	evs, stop := s.Events.Subscribe(amora.MemberTopic(u.ID))
	defer stop()

	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	// The member's app is connected: what waited for it has arrived. Marked before the
	// stream answers, so that the app's next load of the chats shows it.
	s.delivered(r.Context(), u.ID)
	ctx, cancel := context.WithCancel(r.Context())
	arrived := s.newDeliveries(ctx, u.ID)
	defer arrived.wait()
	defer cancel()
	w.WriteHeader(http.StatusOK)
	fmt.Fprintf(w, "retry: %d\n\n", streamRetry.Milliseconds())
	if rc.Flush() != nil {
		return
	}

	ping := time.NewTicker(streamPing)
	defer ping.Stop()
	maxAge := time.NewTimer(streamMaxAge)
	defer maxAge.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.streams.done:
			return
		case <-st.ended:
			return
		case <-maxAge.C:
			return
		case <-ping.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		case ev, ok := <-evs:
			if !ok {
				return
			}
			if writeEvent(w, ev) != nil || rc.Flush() != nil {
				return
			}
			if id := incomingMessage(ev); id != 0 {
				arrived.add(id)
			}
		}
	}
}

// writeEvent writes one event in the text/event-stream format. JSON has no raw line
// breaks, so the data always fits one data line.
func writeEvent(w http.ResponseWriter, ev amora.Event) error {
	data, err := json.Marshal(ev.Data)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "event: %s\ndata: %s\n\n", ev.Type, data)
	return err
}

// incomingMessage returns the id of the message an event brings to its recipient, or 0
// for any other event.
func incomingMessage(ev amora.Event) int64 {
	if m, ok := ev.Data.(amora.MessageEvent); ok && !m.Mine {
		return m.ID
	}
	return 0
}

// delivered marks the member's incoming messages delivered (messageIDs, or all when none
// are given) and tells each sender's tabs; a failure only leaves the ticks at sent.
func (s *Server) delivered(ctx context.Context, memberID int64, messageIDs ...int64) {
	if s.Chats == nil {
		return
	}
	receipts, err := s.Chats.MarkDelivered(ctx, memberID, messageIDs...)
	if err != nil {
		s.Logger.Warn("delivered", "user", memberID, "err", err)
		return
	}
	for _, rc := range receipts {
		s.publish(ctx, rc.SenderID, amora.ReadEvent{Conversation: rc.ConversationID, Status: amora.MessageDelivered})
	}
}

// deliveries marks the messages a stream brought delivered, in the background: the
// stream goes on writing events while the database marks them (on PostgreSQL a
// transaction that may wait for the senders' own), and the messages that arrive
// meanwhile are marked together next.
type deliveries struct {
	mu      sync.Mutex
	pending []int64
	wake    chan struct{}
	done    chan struct{}
}

// newDeliveries starts marking memberID's arrived messages until ctx ends.
func (s *Server) newDeliveries(ctx context.Context, memberID int64) *deliveries {
	d := &deliveries{wake: make(chan struct{}, 1), done: make(chan struct{})}
	go func() {
		defer close(d.done)
		for {
			select {
			case <-ctx.Done():
				return // what is left is marked when the app connects again
			case <-d.wake:
			}
			d.mu.Lock()
			ids := d.pending
			d.pending = nil
			d.mu.Unlock()
			if len(ids) > 0 {
				s.delivered(ctx, memberID, ids...)
			}
		}
	}()
	return d
}

// add marks message id delivered soon.
func (d *deliveries) add(id int64) {
	d.mu.Lock()
	d.pending = append(d.pending, id)
	d.mu.Unlock()
	select {
	case d.wake <- struct{}{}:
	default: // a wake-up is due already
	}
}

// wait waits until marking has stopped (its context ended).
func (d *deliveries) wait() { <-d.done }
