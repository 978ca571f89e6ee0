package amora

import (
	"context"
	"strconv"
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

// MailNotifier hears of what may become a notification e-mail. The mail's job, whose
// handler asks DecideNotifyMail, was stored with the message or the like
// (MessageMailJob, LikeMailJob); the notifier only makes it run soon. Its failures are
// logged, never shown to the member who wrote or liked.
type MailNotifier interface {
	MessageSent(ctx context.Context, recipientID int64, sent Sent) error
	Liked(ctx context.Context, likerID, likedID int64, match bool) error
}

// MessageMailJob is the notification e-mail job of a message to recipientID, stored
// with the message: a new conversation's mail at once, a new message's after
// AwayBeforeMessageMail, so that a message read in the meantime sends none.
func MessageMailJob(recipientID int64, msg Message, newConversation bool, now time.Time) (job NotifyMailJob, runAt time.Time) {
	job = NotifyMailJob{Type: NotifyNewMessages, UserID: recipientID, OtherID: msg.SenderID,
		ConversationID: msg.ConversationID, MessageID: msg.ID, Key: MessageMailKey(msg.ID)}
	if newConversation {
		job.Type = NotifyNewConversations
		return job, now
	}
	return job, now.Add(AwayBeforeMessageMail)
}

// MessageMailKey is the key of the mail about message id.
func MessageMailKey(id int64) string { return "message:" + strconv.FormatInt(id, 10) }

// LikeMailJob is the notification e-mail job of likerID's like of likedID, stored with
// the like and run at once.
func LikeMailJob(likerID, likedID int64, match bool, now time.Time) NotifyMailJob {
	return NotifyMailJob{Type: NotifyLike, UserID: likedID, OtherID: likerID, Match: match,
		Key: "like:" + strconv.FormatInt(likerID, 10) + ":" + strconv.FormatInt(now.UnixNano(), 10)}
}
