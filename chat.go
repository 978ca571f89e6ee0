package amora

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// FreeConversations is how many conversations a free member may write in (SPEC §6, §9).
const FreeConversations = 2

// ChatHistoryLimit is how many of a conversation's newest messages a non-premium member
// sees; older ones are hidden with a notice (SPEC §8 "chat history limit").
const ChatHistoryLimit = 50

// MessagePageSize is how many messages one page of a conversation holds.
const MessagePageSize = 30

// ChatsPageSize is how many conversations one page of a member's list holds, most
// recent first; older ones come with the page's Next cursor.
const ChatsPageSize = 50

// Message states: sent when stored, delivered once it reached one of the partner's
// open tabs or devices, read once the partner opened the conversation.
const (
	MessageSent      = "sent"
	MessageDelivered = "delivered"
	MessageRead      = "read"
)

// Message is one message of a conversation.
type Message struct {
	ID             int64
	ConversationID int64
	SenderID       int64
	Text           string
	Gift           string // a gift's id, "" for a plain message
	CreatedAt      time.Time
	DeliveredAt    time.Time // zero until delivered
	ReadAt         time.Time // zero while unread
	SentBySite     bool      // a fictional profile's first message, marked as the site's (FictionalFirst)
}

// Status is the message's state as its sender sees it.
func (m Message) Status() string {
	switch {
	case !m.ReadAt.IsZero():
		return MessageRead
	case !m.DeliveredAt.IsZero():
		return MessageDelivered
	}
	return MessageSent
}

// Receipt tells a sender that their messages in a conversation changed state.
type Receipt struct {
	SenderID       int64
	ConversationID int64
}

// Chat is one conversation as a member's list shows it (SPEC §3 chat item).
type Chat struct {
	ID          int64
	Partner     *Profile
	Unread      int
	LastMessage *Message // nil when the member deleted the history and nothing came since
	UpdatedAt   time.Time
}

// ChatList is a page of a member's conversations and the totals over all of them.
type ChatList struct {
	Chats             []Chat
	Next              string // the cursor of the next page, "" on the last
	UnreadMessages    int
	ConversationsUsed int // conversations the member has written in
}

// MessagePage is a page of a conversation, oldest first.
type MessagePage struct {
	Messages      []Message
	More          bool // older messages can be loaded
	HistoryHidden bool // older messages exist beyond the history limit
}

// SendMessage is what sending a message needs: the cost and the limits come from the
// site's settings and the sender's state, decided by the caller.
type SendMessage struct {
	SenderID, RecipientID int64
	Text                  string
	Gift                  string // a gift of the catalogue; the text may then be empty
	Cost                  int
	MaxLength             int
	// ConversationLimit is how many conversations the sender may write in; 0 for
	// premium members, who have no limit.
	ConversationLimit int
	// Session is the hash of the session the sender writes with (HashToken): the
	// message is stored only while that session is the sender's and unexpired, checked
	// in the same transaction. Empty when the caller vouches for the sender itself.
	Session string
}

// ChatStart is how a member stands towards a conversation with a partner.
type ChatStart struct {
	ConversationID    int64 // 0 when there is none yet
	Wrote             bool  // the member has written in it
	ConversationsUsed int   // conversations the member has written in
	Refusal           error // why the member may not write to the partner (CheckSend), nil when they may
}

// CanWrite reports whether a member with conversation limit limit (0: none) may write
// in this conversation.
func (c ChatStart) CanWrite(limit int) bool {
	return limit == 0 || c.Wrote || c.ConversationsUsed < limit
}

// Sent is what sending did: the stored message and the sender's credits after it.
type Sent struct {
	Message Message
	Credits int
	New     bool // the message started the conversation
}

// MessagePrice is what one message costs a member of country on a site, in credits:
// message_credits, or more where the country has a minimum message cost (SPEC §3
// minimum_message_costs). That minimum is money, in minor units of its currency: it
// becomes credits through the best price per credit among packages (the offer in the
// member's currency), rounded up, so that no package buys a message for less. A minimum
// whose currency no package is priced in cannot be converted and adds nothing.
func MessagePrice(s Settings, country string, packages []Package) int {
	cost := s.MessageCredits
	m, ok := s.MinimumMessageCosts[country]
	if !ok || m.Costs <= 0 {
		return cost
	}
	// The best price per credit is the smallest price/credits; compared as fractions.
	var best *Package
	for i := range packages {
		p := &packages[i]
		if p.Currency != m.Currency || p.Credits <= 0 {
			continue
		}
		if best == nil || p.Price*best.Credits < best.Price*p.Credits {
			best = p
		}
	}
	if best == nil || best.Price <= 0 {
		return cost
	}
	// credits >= costs / (price / credits), rounded up.
	if c := (m.Costs*best.Credits + best.Price - 1) / best.Price; c > cost {
		cost = c
	}
	return cost
}

// MessageMinimumCurrency is the currency of the country's minimum message cost, "" when
// the country has none: only then do the packages matter to MessagePrice.
func MessageMinimumCurrency(s Settings, country string) string {
	if m, ok := s.MinimumMessageCosts[country]; ok && m.Costs > 0 {
		return m.Currency
	}
	return ""
}

// ErrNotEnoughCredits is SPEC §8's answer when the credits do not cover a message.
func ErrNotEnoughCredits() *Error {
	return &Error{Code: ECREDITS, Key: "notEnoughCredits", Message: "You do not have enough credits to send this message"}
}

// ErrConversationLimit is the premium alert for a free member's third conversation.
func ErrConversationLimit() *Error {
	return &Error{Code: EPREMIUM, Key: "conversationLimit", Message: "Free members can have 2 conversations. Get premium to chat with more members.",
		Params: map[string]any{"max": FreeConversations}}
}

// ErrMessageTooLong refuses a message over the site's message_length.
func ErrMessageTooLong(max int) *Error {
	return &Error{Code: EINVALID, Field: "text", Key: "messageTooLong", Message: "Your message is too long.", Params: map[string]any{"max": max}}
}

// ErrMessageEmpty refuses an empty message.
func ErrMessageEmpty() *Error {
	return &Error{Code: EINVALID, Field: "text", Key: "messageEmpty", Message: "Write a message first."}
}

// CheckMessageText refuses an empty message and one longer than max characters (max 0:
// no limit). The text is stored as written.
func CheckMessageText(text string, max int) error {
	if strings.TrimSpace(text) == "" {
		return ErrMessageEmpty()
	}
	if max > 0 && utf8.RuneCountInString(text) > max {
		return ErrMessageTooLong(max)
	}
	return nil
}

// ChatService keeps conversations and their messages.
type ChatService interface {
	// Chats lists a page of memberID's conversations, most recent first: the newest
	// ChatsPageSize, or those after cursor (a page's Next).
	Chats(ctx context.Context, memberID int64, cursor string) (ChatList, error)
	// ChatWith tells how memberID stands towards a conversation with partnerID.
	ChatWith(ctx context.Context, memberID, partnerID int64) (ChatStart, error)
	// Partner returns the other member of conversationID, or ENOTFOUND when memberID
	// is not in it.
	Partner(ctx context.Context, memberID, conversationID int64) (int64, error)
	// Messages returns a page of conversationID as memberID sees it: before a message
	// id (0 for the newest), and within limit newest messages when limit > 0.
	Messages(ctx context.Context, memberID, conversationID, before int64, limit int) (MessagePage, error)
	// Send stores a message and debits its cost in one transaction: a message that is
	// not stored is never charged. It creates the conversation when needed.
	Send(ctx context.Context, m SendMessage) (Sent, error)
	// MarkRead sets memberID's unread count of conversationID to 0 and marks the
	// partner's messages read; it returns how many it marked.
	MarkRead(ctx context.Context, memberID, conversationID int64) (int, error)
	// MarkDelivered marks memberID's incoming messages delivered: those of messageIDs,
	// or all of them when none are given (the member's app connected). It returns whom
	// to tell.
	MarkDelivered(ctx context.Context, memberID int64, messageIDs ...int64) ([]Receipt, error)
	// DeleteChat removes the conversation from memberID's list; a new message brings it
	// back without the older ones.
	DeleteChat(ctx context.Context, memberID, conversationID int64) error
}

// Chat event types a member's open tabs receive: a new message (also in the sender's
// other tabs), and the partner having read the conversation.
const (
	EventMessage = "message"
	EventRead    = "read"
	EventCredits = "credits"
)

// SeedMessage is a message between two members named by e-mail address, for the demo;
// it costs nothing.
type SeedMessage struct {
	FromEmail, ToEmail string
	Text               string
	At                 time.Time
	Read               bool
}
