package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// getMessages answers a page of a conversation (GET /api/chats/{conversationId}/messages);
// non-premium members see only the newest ChatHistoryLimit messages.
func (s *Server) getMessages(w http.ResponseWriter, r *http.Request) {
	if r.PathValue("part") != "messages" {
		s.apiNotFound(w, r)
		return
	}
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
	p, err := s.chatPartner(r, u, partnerID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	before, _ := strconv.ParseInt(r.URL.Query().Get("before"), 10, 64)
	var limit *int
	if !u.PaidUser {
		l := amora.ChatHistoryLimit
		limit = &l
	}
	page, err := s.Chats.Messages(r.Context(), u.ID, conv, before, deref(limit))
	cost, maxLength, err2 := s.messageCost(r, u)
	if err != nil || err2 != nil {
		s.writeError(w, r, firstError(err, err2))
		return
	}
	msgs := make([]messageJSON, len(page.Messages))
	for i, m := range page.Messages {
		msgs[i] = toMessageJSON(u.ID, m)
	}
	writeJSON(w, http.StatusOK, map[string]any{"messages": msgs, "more": page.More, "history_hidden": page.HistoryHidden,
		"history_limit": limit, "profile": s.card(u, p), "message_cost": cost, "message_length": maxLength})
}

func deref(n *int) int {
	if n == nil {
		return 0
	}
	return *n
}

// sendMessage sends a message to a member (POST /api/members/{memberId}/messages), paid
// with the message cost.
func (s *Server) sendMessage(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Text string `json:"text"`
	}
	s.send(w, r, &body, func(site *amora.Site, u *amora.User) (amora.SendMessage, error) {
		cost, err := s.messagePrice(r.Context(), site, u.Basics.Country, nil)
		return amora.SendMessage{Text: body.Text, Cost: cost, MaxLength: site.Settings.MessageLength}, err
	})
}

// sendGift sends a gift of the catalogue to a member (POST /api/members/{memberId}/gifts),
// paid with gift_credits; it shows in their conversation.
func (s *Server) sendGift(w http.ResponseWriter, r *http.Request) {
	var body struct {
		GiftID string `json:"gift_id"`
	}
	s.send(w, r, &body, func(site *amora.Site, _ *amora.User) (amora.SendMessage, error) {
		if body.GiftID == "" {
			// Without it the call would be a plain message with no text.
			return amora.SendMessage{}, amora.ErrUnknownGift()
		}
		return amora.SendMessage{Gift: body.GiftID, Cost: site.Settings.GiftCredits}, nil
	})
}

// send decodes the body into v, stores what message makes of it (unless it refuses the
// body) from the logged-in
// member to the {memberId} of the path, and answers 201. The message reaches the
// recipient's open tabs and the sender's other tabs at once, with the sender's credits.
func (s *Server) send(w http.ResponseWriter, r *http.Request, v any, message func(*amora.Site, *amora.User) (amora.SendMessage, error)) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := decode(r, v); err != nil {
		s.writeError(w, r, err)
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m, err := message(site, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m.SenderID, m.RecipientID, m.ConversationLimit = u.ID, id, conversationLimit(u)
	token := sessionToken(r)
	m.Session = amora.HashToken(token) // u may be remembered: the send checks the session itself
	sent, err := s.Chats.Send(r.Context(), m)
	if err != nil {
		if amora.ErrorCode(err) == amora.EUNAUTHORIZED {
			s.sessions.forget(token)
			clearSessionCookie(w, r)
		}
		s.writeError(w, r, err)
		return
	}
	s.sessions.setCredits(token, sent.Credits)
	ctx := r.Context()
	s.publish(ctx, id, toMessageEvent(id, sent.Message))
	s.publish(ctx, u.ID, toMessageEvent(u.ID, sent.Message))
	s.publish(ctx, u.ID, amora.CreditsEvent{Credits: sent.Credits})
	s.notifyMessage(ctx, id, sent)
	writeJSON(w, http.StatusCreated, map[string]any{"message": toMessageJSON(u.ID, sent.Message), "credits": sent.Credits})
}

// getGifts answers the gift catalogue and what a gift costs (GET /api/gifts).
func (s *Server) getGifts(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"gifts": amora.Gifts(), "credits": site.Settings.GiftCredits})
}

// markChatRead sets the conversation's unread count to 0 (POST
// /api/chats/{conversationId}/read); the partner's tabs hear that their messages were read.
func (s *Server) markChatRead(w http.ResponseWriter, r *http.Request) {
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
	n, err := s.Chats.MarkRead(r.Context(), u.ID, conv)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if n > 0 {
		s.publish(r.Context(), partnerID, amora.ReadEvent{Conversation: conv, Status: amora.MessageRead})
	}
	w.WriteHeader(http.StatusNoContent)
}

// deleteChat removes a conversation from the member's list (DELETE /api/chat, SPEC §7
// /api/chat.php with the body {conversation}).
func (s *Server) deleteChat(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var body struct {
		Conversation int64 `json:"conversation"`
	}
	if err := decode(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Chats.DeleteChat(r.Context(), u.ID, body.Conversation); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
