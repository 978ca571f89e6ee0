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
// with the message cost. It reaches the recipient's open tabs and the sender's other
// tabs at once, with the sender's new credits.
func (s *Server) sendMessage(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		Text string `json:"text"`
	}
	if err := decode(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	cost, maxLength, err := s.messageCost(r, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sent, err := s.Chats.Send(r.Context(), amora.SendMessage{SenderID: u.ID, RecipientID: id, Text: body.Text, Cost: cost,
		MaxLength: maxLength, ConversationLimit: conversationLimit(u)})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := r.Context()
	s.publish(ctx, id, amora.EventMessage, toMessageJSON(id, sent.Message))
	s.publish(ctx, u.ID, amora.EventMessage, toMessageJSON(u.ID, sent.Message))
	s.publish(ctx, u.ID, amora.EventCredits, map[string]int{"credits": sent.Credits})
	writeJSON(w, http.StatusCreated, map[string]any{"message": toMessageJSON(u.ID, sent.Message), "credits": sent.Credits})
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
		s.publish(r.Context(), partnerID, amora.EventRead, map[string]int64{"conversation": conv})
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
