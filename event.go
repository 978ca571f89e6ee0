package amora

import (
	"context"
	"encoding/json"
	"fmt"
)

// Event is something that happened for one member and reaches their open tabs at once:
// a new message, a like, a change of credits. Data is one of the event types below
// (MessageEvent, ReadEvent, CreditsEvent, LikeEvent, PaymentEvent,
// TypingEvent), a RawEvent from a
// build that knows more types, or nil; Type is its EventType.
type Event struct {
	Type string    `json:"type"`
	Data EventData `json:"data,omitempty"`
}

// EventData is the data of one event type: each type has a Go type of its own, whose
// JSON is what the member's tabs receive.
type EventData interface {
	// EventType is the event's type, the name of the server-sent event.
	EventType() string
}

// NewEvent returns the event carrying d.
func NewEvent(d EventData) Event { return Event{Type: d.EventType(), Data: d} }

// MessageEvent brings a new message to the tabs of its recipient and of its sender
// (Mine): the message as the chat lists it.
type MessageEvent struct {
	ID           int64   `json:"id"`
	Conversation int64   `json:"conversation"`
	Sender       int64   `json:"sender"`
	Mine         bool    `json:"mine"`
	Text         string  `json:"text"`
	Gift         *string `json:"gift"` // the gift's id, nil for a plain message
	// CreatedAt is written as the API writes every time (RFC 3339 in UTC, to the second).
	CreatedAt string `json:"created_at"`
	Status    string `json:"status"`
	// SentBySite marks a fictional profile's first message, written by the site's team.
	SentBySite bool `json:"sent_by_site,omitempty"`
}

// ReadEvent tells a sender that their messages in a conversation reached Status
// (MessageDelivered or MessageRead).
type ReadEvent struct {
	Conversation int64  `json:"conversation"`
	Status       string `json:"status"`
}

// CreditsEvent gives a member's new balance of credits.
type CreditsEvent struct {
	Credits int `json:"credits"`
}

// LikeEvent tells a member that member ID liked them; Mutual when they liked ID first.
type LikeEvent struct {
	ID     int64 `json:"id"`
	Mutual bool  `json:"mutual"`
}

// TypingEvent tells a member that their partner in Conversation is typing a message
// (Sender: the partner's id). The app shows it for a few seconds.
type TypingEvent struct {
	Conversation int64 `json:"conversation"`
	Sender       int64 `json:"sender"`
}

// EventTyping is the type of TypingEvent.
const EventTyping = "typing"

// PaymentEvent tells a member that one of their payments reached Status.
type PaymentEvent struct {
	PaymentID int64  `json:"payment_id"`
	Status    string `json:"status"`
}

// EventType returns EventMessage.
func (MessageEvent) EventType() string { return EventMessage }

// EventType returns EventRead.
func (ReadEvent) EventType() string { return EventRead }

// EventType returns EventCredits.
func (CreditsEvent) EventType() string { return EventCredits }

// EventType returns EventLike.
func (LikeEvent) EventType() string { return EventLike }

// EventType returns EventTyping.
func (TypingEvent) EventType() string { return EventTyping }

// EventType returns EventPayment.
func (PaymentEvent) EventType() string { return EventPayment }

// RawEvent is the data of an event type this build does not know, as the JSON it came
// in: during a rolling deploy an instance of a newer build may publish one, and it
// reaches the member's tabs unchanged.
type RawEvent struct {
	Type string
	JSON json.RawMessage
}

// EventType returns the type the event came with.
func (e RawEvent) EventType() string { return e.Type }

// MarshalJSON returns the JSON the event came with.
func (e RawEvent) MarshalJSON() ([]byte, error) {
	if len(e.JSON) == 0 {
		return []byte("null"), nil
	}
	return e.JSON, nil
}

// UnmarshalJSON reads an event as json.Marshal writes it, its data into the Go type of
// its event type (a RawEvent for a type this build does not know). Data that does not
// fit its type is an error.
func (e *Event) UnmarshalJSON(b []byte) error {
	var env struct {
		Type string          `json:"type"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &env); err != nil {
		return err
	}
	*e = Event{Type: env.Type}
	if len(env.Data) == 0 || string(env.Data) == "null" {
		return nil
	}
	var err error
	switch env.Type {
	case EventMessage:
		e.Data, err = decodeEventData[MessageEvent](env.Data)
	case EventRead:
		e.Data, err = decodeEventData[ReadEvent](env.Data)
	case EventCredits:
		e.Data, err = decodeEventData[CreditsEvent](env.Data)
	case EventLike:
		e.Data, err = decodeEventData[LikeEvent](env.Data)
	case EventPayment:
		e.Data, err = decodeEventData[PaymentEvent](env.Data)
	case EventTyping:
		e.Data, err = decodeEventData[TypingEvent](env.Data)
	default:
		e.Data = RawEvent{Type: env.Type, JSON: env.Data}
	}
	if err != nil {
		return fmt.Errorf("amora: %s event: %w", env.Type, err)
	}
	return nil
}

func decodeEventData[T EventData](raw json.RawMessage) (EventData, error) {
	var d T
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil, err
	}
	return d, nil
}

// Broker fans events out to subscribers. The in-process broker serves one instance; the
// NATS broker connects several.
type Broker interface {
	// Publish sends an event to every current subscriber of topic.
	Publish(ctx context.Context, topic string, ev Event) error
	// Subscribe returns a channel of the events published to topic from now on and a
	// function that ends the subscription and closes the channel.
	Subscribe(topic string) (<-chan Event, func())
	// PublishSessionsEnded tells every instance, this one too, that sessions ended.
	PublishSessionsEnded(ctx context.Context, e SessionsEnded) error
	// SubscribeSessionsEnded returns a channel of the SessionsEnded published from now
	// on, by any instance, and a function that ends the subscription.
	SubscribeSessionsEnded() (<-chan SessionsEnded, func())
}

// SessionsEnded says that sessions of one member ended (a logout, a new password, a
// reset, an e-mail change or its undo, a deletion): every instance closes their open
// event streams and forgets them in its session cache. It names sessions by the hash
// of their token (HashToken), never by the token itself.
type SessionsEnded struct {
	UserID int64 `json:"user_id"`
	// Session is the hash of the one session that ended; empty when every session of
	// the member ended but Kept.
	Session string `json:"session,omitempty"`
	// Kept is the hash of the session that lives on (the one that changed the
	// password), or empty.
	Kept string `json:"kept,omitempty"`
}

// Ends reports whether the session of userID with token hash tokenHash is one that ended.
func (e SessionsEnded) Ends(userID int64, tokenHash string) bool {
	if userID != e.UserID {
		return false
	}
	if e.Session != "" {
		return tokenHash == e.Session
	}
	return e.Kept == "" || tokenHash != e.Kept
}
