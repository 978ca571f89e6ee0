package amora

import (
	"context"
	"time"
)

// NotifyMailJob is a pending notification e-mail (new_conversations, new_messages,
// like) to member UserID, caused by member OtherID (the sender or the liker). Key
// names the cause ("message:<id>", "like:<liker>:<unix>"): the job records it with the
// mail, so that the job run again after a restart sends nothing twice.
type NotifyMailJob struct {
	Type           string `json:"type"`
	UserID         int64  `json:"user_id"`
	OtherID        int64  `json:"other_id"`
	ConversationID int64  `json:"conversation_id,omitempty"`
	MessageID      int64  `json:"message_id,omitempty"`
	Key            string `json:"key"`
	Match          bool   `json:"match,omitempty"` // the like made a match
}

// NotifyMailSent is the last notification e-mail of a kind to a member about one
// conversation (or about likes): when, and the key of the job that sent it.
type NotifyMailSent struct {
	At  time.Time
	Key string
}

// Presence tells whether a member is active in the app: an open event stream with the
// page visible. awaySince is when they stopped being active (zero when not known, as
// for a member not seen since the server started).
type Presence interface {
	Presence(memberID int64) (active bool, awaySince time.Time)
}

// MailNotifier hears of what may become a notification e-mail; it queues the mail's
// job, whose handler asks DecideNotifyMail. Its failures are logged, never shown to
// the member who wrote or liked.
type MailNotifier interface {
	MessageSent(ctx context.Context, recipientID int64, sent Sent) error
	Liked(ctx context.Context, likerID, likedID int64, match bool) error
}
