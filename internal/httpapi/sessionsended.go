package httpapi

import (
	"context"

	"amora"
)

// endSessions tells every instance that sessions ended, after the store ended them:
// this instance forgets them and closes their event streams before the request that
// ended them answers, and the others do as the broker brings them the news.
func (s *Server) endSessions(ctx context.Context, e amora.SessionsEnded) {
	s.sessionsEnded(e)
	if s.Events == nil {
		return
	}
	if err := s.Events.PublishSessionsEnded(context.WithoutCancel(ctx), e); err != nil {
		// The other instances' streams of these sessions end at their maximum age,
		// and their remembered sessions within the session cache's moment.
		s.Logger.Warn("sessions ended", "user", e.UserID, "err", err)
	}
}

// sessionsEnded forgets the ended sessions and closes their streams on this instance.
func (s *Server) sessionsEnded(e amora.SessionsEnded) {
	s.sessions.end(e)
	s.streams.end(e)
}

// listenSessionsEnded applies the SessionsEnded of every instance here until the
// streams close at shutdown.
func (s *Server) listenSessionsEnded() {
	ch, stop := s.Events.SubscribeSessionsEnded()
	go func() {
		defer stop()
		for {
			select {
			case e, ok := <-ch:
				if !ok {
					return
				}
				s.sessionsEnded(e)
			case <-s.streams.done:
				return
			}
		}
	}()
}
