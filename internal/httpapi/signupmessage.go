package httpapi

import (
	"net/http"

	"amora"
)

// deliverSignupMessage sends a newly activated member's sign-up message to the member
// they signed up on (a member landing, issue 24) as their first message: charged as any
// message, within the free conversations. It is taken from the account before it is
// sent, so it goes at most once; a send the rules refuse (the member blocked them, is
// gone, ...) drops it, as writing by hand would be refused.
func (s *Server) deliverSignupMessage(r *http.Request, u *amora.User) {
	ctx := r.Context()
	to, text, err := s.Accounts.TakeSignupMessage(ctx, u.ID)
	if err != nil || to == 0 {
		if err != nil {
			s.Logger.Error("signup message", "user", u.ID, "err", err)
		}
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.Logger.Error("signup message", "user", u.ID, "err", err)
		return
	}
	cost, err := s.messagePrice(ctx, site, u.Basics.Country, nil)
	if err != nil {
		s.Logger.Error("signup message", "user", u.ID, "err", err)
		return
	}
	sent, err := s.Chats.Send(ctx, amora.SendMessage{SenderID: u.ID, RecipientID: to, Text: text, Cost: cost,
		MaxLength: max(site.Settings.MessageLength, amora.SignupMessageMaxLength), ConversationLimit: conversationLimit(u)})
	if err != nil {
		s.Logger.Warn("signup message not delivered", "user", u.ID, "member", to, "err", err)
		return
	}
	s.publish(ctx, to, toMessageEvent(to, sent.Message))
	s.publish(ctx, u.ID, toMessageEvent(u.ID, sent.Message))
	s.notifyMessage(ctx, to, sent)
}
