package httpapi

import (
	"context"
	"net/http"

	"amora"
)

// messageJSON is one message as a member sees it.
type messageJSON struct {
	ID           int64   `json:"id"`
	Conversation int64   `json:"conversation"`
	Sender       int64   `json:"sender"`
	Mine         bool    `json:"mine"`
	Text         string  `json:"text"`
	Gift         *string `json:"gift"`
	CreatedAt    apiTime `json:"created_at"`
	Status       string  `json:"status"`
	SentBySite   bool    `json:"sent_by_site,omitempty"` // a fictional profile's first message, written by the site's team
}

func toMessageJSON(viewerID int64, m amora.Message) messageJSON {
	out := messageJSON{ID: m.ID, Conversation: m.ConversationID, Sender: m.SenderID, Mine: m.SenderID == viewerID,
		Text: m.Text, CreatedAt: apiTime(m.CreatedAt), Status: m.Status(), SentBySite: m.SentBySite}
	if m.Gift != "" {
		gift := m.Gift // a copy: a pointer into m would move all of m to the heap
		out.Gift = &gift
	}
	return out
}

// toMessageEvent is the event that brings m to viewerID's tabs, with the JSON of
// toMessageJSON.
func toMessageEvent(viewerID int64, m amora.Message) amora.MessageEvent {
	j := toMessageJSON(viewerID, m)
	return amora.MessageEvent{ID: j.ID, Conversation: j.Conversation, Sender: j.Sender, Mine: j.Mine, Text: j.Text,
		Gift: j.Gift, CreatedAt: jsonTime(m.CreatedAt), Status: j.Status, SentBySite: j.SentBySite}
}

// chatItemJSON is SPEC §3's chat item with what the list shows.
type chatItemJSON struct {
	Conversation int64        `json:"conversation"`
	Profile      cardJSON     `json:"profile"`
	Unread       int          `json:"num_unread_messages"`
	LastMessage  *messageJSON `json:"last_message"`
	UpdatedAt    apiTime      `json:"updated_at"`
}

// conversationLimit is how many conversations u may write in; 0 for premium members.
func conversationLimit(u *amora.User) int {
	if u.PaidUser {
		return 0
	}
	return amora.FreeConversations
}

// getChats answers a page of the member's conversations (GET /api/chats, SPEC §7
// /api/chats.php): the newest, or those after the cursor ?before= (a page's next).
func (s *Server) getChats(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	list, err := s.Chats.Chats(r.Context(), u.ID, r.URL.Query().Get("before"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page := chatPages.Get().(*chatPage)
	defer page.release()
	items, last := page.sized(len(list.Chats))
	now := s.now()
	for i, c := range list.Chats {
		items[i] = chatItemJSON{Conversation: c.ID, Profile: s.cardAt(u, c.Partner, now), Unread: c.Unread, UpdatedAt: apiTime(c.UpdatedAt)}
		if c.LastMessage != nil {
			last[i] = toMessageJSON(u.ID, *c.LastMessage)
			items[i].LastMessage = &last[i]
		}
	}
	var free *int
	if limit := conversationLimit(u); limit > 0 {
		free = &limit
	}
	var next *string
	if list.Next != "" {
		next = &list.Next
	}
	writeChats(w, chatsJSON{Chats: items, Next: next, UnreadMessages: list.UnreadMessages, ConversationsUsed: list.ConversationsUsed,
		ConversationsFree: free})
}

// chatPartner loads the profile of the member u chats with, unless either blocked the
// other: a member who blocked u answers "You're blocked".
func (s *Server) chatPartner(r *http.Request, u *amora.User, partnerID int64) (*amora.Profile, error) {
	block, err := s.blockState(r, u, partnerID)
	if err != nil {
		return nil, err
	}
	if block.BlockedBy || block.Blocked {
		return nil, amora.ErrBlocked()
	}
	return s.Profiles.FindProfile(r.Context(), partnerID)
}

// messageCost is what a message costs u on the request's site.
func (s *Server) messageCost(r *http.Request, u *amora.User) (cost, maxLength int, err error) {
	site, err := s.site(r)
	if err != nil {
		return 0, 0, err
	}
	cost, err = s.messagePrice(r.Context(), site, u.Basics.Country, nil)
	return cost, site.Settings.MessageLength, err
}

// messagePrice is what a message costs a member of country on site (amora.MessagePrice).
// The packages are read only when the country has a minimum message cost, in its
// currency, unless pkgs (the offer in some currency) already holds them.
func (s *Server) messagePrice(ctx context.Context, site *amora.Site, country string, pkgs []amora.Package) (int, error) {
	currency := amora.MessageMinimumCurrency(site.Settings, country)
	if currency != "" && (len(pkgs) == 0 || pkgs[0].Currency != currency) {
		var err error
		if pkgs, err = s.Billing.Packages(ctx, currency); err != nil {
			return 0, err
		}
	}
	return amora.MessagePrice(site.Settings, country, pkgs), nil
}

// getChatWith answers the conversation with a member (GET /api/chats/with/{memberId}).
func (s *Server) getChatWith(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, err := memberID(r)
	if err != nil || id == u.ID {
		s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "Member not found."))
		return
	}
	p, err := s.chatPartner(r, u, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.Chats.ChatWith(r.Context(), u.ID, id)
	cost, maxLength, err2 := s.messageCost(r, u)
	if err != nil || err2 != nil {
		s.writeError(w, r, firstError(err, err2))
		return
	}
	var conv *int64
	if st.ConversationID != 0 {
		conv = &st.ConversationID
	}
	// refusal is the error key of the send rules' answer: the app shows it in place of
	// the message box.
	var refusal *string
	if st.Refusal != nil {
		key := amora.ErrorKey(st.Refusal)
		refusal = &key
	}
	writeJSON(w, http.StatusOK, map[string]any{"conversation": conv, "profile": s.card(u, p), "message_cost": cost,
		"message_length": maxLength, "can_start": refusal == nil && st.CanWrite(conversationLimit(u)), "refusal": refusal})
}

// firstError returns the first error that is not nil.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// publish sends an event to a member's open tabs; a failure only delays what the
// 60 s refresh brings anyway.
func (s *Server) publish(ctx context.Context, memberID int64, data amora.EventData) {
	if s.Events == nil {
		return
	}
	if err := s.Events.Publish(ctx, amora.MemberTopic(memberID), amora.NewEvent(data)); err != nil {
		s.Logger.Warn("publish", "type", data.EventType(), "err", err)
	}
}
