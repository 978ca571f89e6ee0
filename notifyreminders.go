package amora

import (
	"slices"
	"time"
)

// Reminder mails (issue 18): what brings a member back who left something undone.
// Each kind belongs to one notification type, which the member may switch off.
const (
	ReminderUnread24     = "unread_24h"    // messages still unread 24 h after they arrived
	ReminderUnread72     = "unread_72h"    // ... and 72 h after; then no more
	ReminderActivation   = "activation"    // the address is still unconfirmed 24 h after sign-up
	ReminderProfilePhoto = "profile_photo" // still no photo 3 days after sign-up
)

// ReminderKinds lists every reminder kind.
var ReminderKinds = []string{ReminderUnread24, ReminderUnread72, ReminderActivation, ReminderProfilePhoto}

// ReminderAfter is how long after its cause (a message's arrival, the sign-up) a
// reminder of each kind is due.
var ReminderAfter = map[string]time.Duration{
	ReminderUnread24:     24 * time.Hour,
	ReminderUnread72:     72 * time.Hour,
	ReminderActivation:   24 * time.Hour,
	ReminderProfilePhoto: 3 * 24 * time.Hour,
}

// ReminderSweepInterval is how often the sweep looks for due reminders: a reminder
// goes out at most this long after it fell due.
const ReminderSweepInterval = 10 * time.Minute

// UnreadReminderGap is the least time between two unread-message reminders to one
// member: messages arriving through a day make one mail, not one per sweep.
const UnreadReminderGap = 20 * time.Hour

// ReminderType is the notification type that switches reminders of kind off.
func ReminderType(kind string) string {
	switch kind {
	case ReminderUnread24, ReminderUnread72:
		return NotifyUnreadMessageReminders
	case ReminderActivation, ReminderProfilePhoto:
		return NotifyReminders
	}
	return ""
}

// ReminderDue reports whether a reminder of kind is due at now for a cause at since.
func ReminderDue(kind string, since, now time.Time) bool {
	d, ok := ReminderAfter[kind]
	return ok && !now.Before(since.Add(d))
}

// More reasons a reminder is not sent (besides those of EmailRefusal).
const (
	RefuseUnknownReminder = "unknown_reminder"
	RefuseNothingUnread   = "nothing_unread"    // read meanwhile
	RefuseConfirmed       = "already_confirmed" // the address was confirmed meanwhile
	RefuseHasPhoto        = "has_photo"         // a photo was added meanwhile
)

// ReminderFacts are what the decision to send a reminder looks at, read when the mail
// is about to go out.
type ReminderFacts struct {
	Kind     string
	User     *User
	Settings NotificationSettings
	// UnreadConversations counts the member's conversations with unread messages.
	UnreadConversations int
}

// ReminderRefusal says why the reminder of f.Kind may not go to f.User now, or ""
// when it may: the member's settings and account (EmailRefusal), then whether what it
// reminds of is still undone.
func ReminderRefusal(f ReminderFacts) string {
	typ := ReminderType(f.Kind)
	if typ == "" {
		return RefuseUnknownReminder
	}
	if r := EmailRefusal(f.User, f.Settings, typ); r != "" {
		return r
	}
	switch f.Kind {
	case ReminderUnread24, ReminderUnread72:
		if f.UnreadConversations <= 0 {
			return RefuseNothingUnread
		}
	case ReminderActivation:
		if f.User.Status != UserNotConfirmed {
			return RefuseConfirmed
		}
	case ReminderProfilePhoto:
		if !slices.Contains(f.User.Missing, MissingPhoto) {
			return RefuseHasPhoto
		}
	}
	return ""
}
