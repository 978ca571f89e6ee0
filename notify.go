package amora

import (
	"context"
	"slices"
	"time"
)

// Notification types (SPEC §3): what a member may get an e-mail (or later a push
// message) about, each switched on or off by the member on /notifications.
const (
	NotifyNewConversations       = "new_conversations"
	NotifyNewMessages            = "new_messages"
	NotifyLike                   = "like"
	NotifyUnreadMessageReminders = "unread_message_reminders"
	NotifyPromotions             = "promotions"
	NotifyWeeklyUpdates          = "weekly_updates"
	NotifyNews                   = "news"
	NotifyReminders              = "reminders"
)

// NotificationTypes lists every notification type in the order the settings screen
// shows them.
var NotificationTypes = []string{NotifyNewConversations, NotifyNewMessages, NotifyLike, NotifyUnreadMessageReminders,
	NotifyReminders, NotifyWeeklyUpdates, NotifyNews, NotifyPromotions}

// Disabled-notification reasons (SPEC §3): why mail stopped without the member
// switching it off on the settings screen.
const (
	DisabledFBL             = "fbl"             // the member marked a mail as spam (a feedback-loop complaint): all mail stops
	DisabledBounce          = "bounce"          // the address bounced for good: all mail stops
	DisabledListUnsubscribe = "listunsubscribe" // one type was switched off by the one-click unsubscribe link
)

// UserBanned is the account status of a member shut out by staff: no notification
// reaches them.
const UserBanned = "banned"

// IsNotificationType reports whether typ is one of NotificationTypes.
func IsNotificationType(typ string) bool { return slices.Contains(NotificationTypes, typ) }

// NotificationSettings are a member's notification choices. Every type is on until
// switched off; Off holds the types that are off and why ("" when the member switched
// it off on the settings screen, DisabledListUnsubscribe when an unsubscribe link did).
// MailDisabled is DisabledBounce or DisabledFBL while the member's address takes no
// mail at all, until they confirm an address anew; "" otherwise.
type NotificationSettings struct {
	Off          map[string]string
	MailDisabled string
}

// Enabled reports whether the member has type typ switched on (whatever the address).
func (s NotificationSettings) Enabled(typ string) bool {
	_, off := s.Off[typ]
	return IsNotificationType(typ) && !off
}

// DisabledReasons are the reasons in effect, in SPEC order (fbl, bounce,
// listunsubscribe): the user's notifications_disabled. A type the member switched off
// themselves is a choice, not a reason, and is not listed.
func (s NotificationSettings) DisabledReasons() []string {
	out := []string{}
	if s.MailDisabled == DisabledFBL || s.MailDisabled == DisabledBounce {
		out = append(out, s.MailDisabled)
	}
	for _, reason := range s.Off {
		if reason == DisabledListUnsubscribe {
			return append(out, DisabledListUnsubscribe)
		}
	}
	return out
}

// Reasons an e-mail of some type may not go to a member (EmailRefusal).
const (
	RefuseUnknownType = "unknown_type"
	RefuseAccount     = "account"          // deleted or banned
	RefuseAddress     = "address_disabled" // bounce or spam complaint
	RefuseSwitchedOff = "switched_off"     // by the member or an unsubscribe link
	RefuseNoAddress   = "no_address"
)

// EmailRefusal says why member u may not get a notification e-mail of type typ with
// settings s, or "" when they may. It is the one rule every notification mail passes:
// the sending policy decides when and how often, this decides whether at all.
func EmailRefusal(u *User, s NotificationSettings, typ string) string {
	switch {
	case !IsNotificationType(typ):
		return RefuseUnknownType
	case u == nil || u.Status == UserDeleted || u.Status == UserBanned:
		return RefuseAccount
	case u.Email == "":
		return RefuseNoAddress
	case s.MailDisabled != "":
		return RefuseAddress
	case !s.Enabled(typ):
		return RefuseSwitchedOff
	}
	return ""
}

// MayEmail reports whether member u may get a notification e-mail of type typ.
func MayEmail(u *User, s NotificationSettings, typ string) bool { return EmailRefusal(u, s, typ) == "" }

// Mail events: what a sending service reports back about a mail it delivered or not.
const (
	MailEventHardBounce = "hard_bounce" // the address does not exist: all mail stops (DisabledBounce)
	MailEventComplaint  = "complaint"   // the recipient marked it as spam: all mail stops (DisabledFBL)
	MailEventSoftBounce = "soft_bounce" // a full mailbox or a passing failure: nothing changes
)

// MailEvent is one delivery event for an address.
type MailEvent struct {
	Type  string
	Email string
	At    time.Time
}

// DisabledReason is the reason a mail event disables all mail for, or "" when it
// changes nothing.
func (e MailEvent) DisabledReason() string {
	switch e.Type {
	case MailEventHardBounce:
		return DisabledBounce
	case MailEventComplaint:
		return DisabledFBL
	}
	return ""
}

// ActivationResendsPerHour limits how often a member may ask for the activation e-mail
// again.
const ActivationResendsPerHour = 3

// NotificationService keeps members' notification settings and the addresses that
// take no mail.
type NotificationService interface {
	// NotificationSettings returns a member's settings.
	NotificationSettings(ctx context.Context, userID int64) (*NotificationSettings, error)
	// SetNotifications switches types on or off for the member (by the member); types
	// not in on stay as they are. Switching a type on clears an unsubscribe.
	SetNotifications(ctx context.Context, userID int64, on map[string]bool) (*NotificationSettings, error)
	// Unsubscribe switches one type off with reason DisabledListUnsubscribe.
	Unsubscribe(ctx context.Context, userID int64, typ string) error
	// RecordMailEvent applies a delivery event to the account of its address: a hard
	// bounce or a complaint stops all mail to it. It reports whether an account changed.
	RecordMailEvent(ctx context.Context, e MailEvent) (bool, error)
	// ResendActivation queues the activation e-mail again (with a new link) for a
	// not_confirmed member, at most ActivationResendsPerHour an hour.
	ResendActivation(ctx context.Context, userID int64) error
}
