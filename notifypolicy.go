package amora

import "time"

// Notification e-mail policy (issue 18): when a member gets an e-mail about a new
// conversation, a new message or a like. It is a pure function of what the caller
// read: the member's settings (EmailRefusal), whether a block stands between the two
// members, the member's presence, the last mail of that kind and whether the member
// has seen what the mail would be about. The job that sends the mail asks it again
// when it runs, so that a message read meanwhile cancels its mail.

// AwayBeforeMessageMail is how long a member must have been away from the app before
// a new message in an existing conversation is mailed.
const AwayBeforeMessageMail = 5 * time.Minute

// NotifyMailGap is the least time between two mails of one kind about one
// conversation (new_messages), or between two like mails (which gather the likes of
// the gap into one mail).
const NotifyMailGap = time.Hour

// NotifyDecision is what to do with a notification e-mail.
type NotifyDecision int

const (
	NotifySkip  NotifyDecision = iota // send nothing, now or later
	NotifySend                        // send it now
	NotifyDelay                       // ask again at the time NotifyVerdict.At
)

// NotifyCase is what the policy decides on.
type NotifyCase struct {
	Type    string // NotifyNewConversations, NotifyNewMessages or NotifyLike
	Refusal string // EmailRefusal for the recipient and Type
	Blocked bool   // either member blocked the other
	// Active: the recipient has an open event stream with a visible page right now.
	Active bool
	// AwaySince is when the recipient stopped being active (zero: not known, taken as
	// long ago).
	AwaySince time.Time
	// LastMail is when the last mail of Type went to the recipient about this
	// conversation (about any like, for NotifyLike); zero when none.
	LastMail time.Time
	// Seen: the recipient has read the message (seen the like) meanwhile.
	Seen bool
	// Pushed: a push about the same event reached one of the recipient's devices
	// (PushOutcome.Pushed); PushWaiting: its push is still being retried
	// (PushOutcome.Waiting).
	Pushed      bool
	PushWaiting bool
	Now         time.Time
}

// NotifyVerdict is the policy's answer: the decision, when to ask again (NotifyDelay)
// and a short reason for logs and tests.
type NotifyVerdict struct {
	Decision NotifyDecision
	At       time.Time
	Reason   string
}

// Reasons of NotifyVerdict.
const (
	NotifyReasonRefused = "refused" // EmailRefusal said no: deleted, banned, switched off, disabled address
	NotifyReasonBlocked = "blocked"
	NotifyReasonSeen    = "seen"
	NotifyReasonActive  = "active" // the member is in the app and sees it there
	NotifyReasonRecent  = "recent" // away, but not for long enough yet
	NotifyReasonCapped  = "capped" // a mail of this kind went out within NotifyMailGap
	NotifyReasonGather  = "gather" // likes wait for the end of the gap, to go in one mail
	NotifyReasonOK      = "ok"
	NotifyReasonPushed  = "pushed"  // a push reached the member: no e-mail (issue 19)
	NotifyReasonPushing = "pushing" // the push is being retried: ask again in PushRecheck
)

// DecideNotifyMail applies the policy:
//   - nothing to a refused recipient (EmailRefusal), across a block, or about what the
//     recipient has already seen;
//   - nothing when a push about the same event reached one of the recipient's devices;
//     while that push is being retried, the mail waits (PushRecheck) up to
//     PushFallbackWait: e-mail is the fallback of push;
//   - new_conversations: sent when the recipient is not active in the app;
//   - new_messages: sent when the recipient has been away for AwayBeforeMessageMail
//     (asked again when that time comes), at most one a conversation per NotifyMailGap
//     (a message within the gap of the last mail is not mailed: that mail still stands);
//   - like: sent when the recipient is not active; within NotifyMailGap of the last like
//     mail it waits for the end of the gap, so that the likes of an hour go in one mail.
func DecideNotifyMail(c NotifyCase) NotifyVerdict {
	switch {
	case c.Refusal != "":
		return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonRefused}
	case c.Blocked:
		return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonBlocked}
	case c.Seen:
		return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonSeen}
	case c.Pushed:
		return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonPushed}
	case c.PushWaiting:
		return NotifyVerdict{Decision: NotifyDelay, At: c.Now.Add(PushRecheck), Reason: NotifyReasonPushing}
	case c.Active:
		return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonActive}
	}
	switch c.Type {
	case NotifyNewConversations:
		return NotifyVerdict{Decision: NotifySend, Reason: NotifyReasonOK}
	case NotifyNewMessages:
		if !c.LastMail.IsZero() && c.Now.Before(c.LastMail.Add(NotifyMailGap)) {
			return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonCapped}
		}
		if due := c.AwaySince.Add(AwayBeforeMessageMail); !c.AwaySince.IsZero() && c.Now.Before(due) {
			return NotifyVerdict{Decision: NotifyDelay, At: due, Reason: NotifyReasonRecent}
		}
		return NotifyVerdict{Decision: NotifySend, Reason: NotifyReasonOK}
	case NotifyLike:
		if due := c.LastMail.Add(NotifyMailGap); !c.LastMail.IsZero() && c.Now.Before(due) {
			return NotifyVerdict{Decision: NotifyDelay, At: due, Reason: NotifyReasonGather}
		}
		return NotifyVerdict{Decision: NotifySend, Reason: NotifyReasonOK}
	}
	return NotifyVerdict{Decision: NotifySkip, Reason: NotifyReasonRefused}
}
