package amora_test

import (
	"testing"
	"time"

	"amora"
)

func TestReminderDue(t *testing.T) {
	at := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		kind  string
		after time.Duration
		want  bool
	}{
		{amora.ReminderUnread24, 23 * time.Hour, false},
		{amora.ReminderUnread24, 24 * time.Hour, true},
		{amora.ReminderUnread72, 71 * time.Hour, false},
		{amora.ReminderUnread72, 72 * time.Hour, true},
		{amora.ReminderUnread72, 73 * time.Hour, true},
		{amora.ReminderActivation, 23*time.Hour + 59*time.Minute, false},
		{amora.ReminderActivation, 24 * time.Hour, true},
		{amora.ReminderProfilePhoto, 71 * time.Hour, false},
		{amora.ReminderProfilePhoto, 72 * time.Hour, true},
		{"nonsense", 1000 * time.Hour, false},
	} {
		if got := amora.ReminderDue(c.kind, at, at.Add(c.after)); got != c.want {
			t.Errorf("%s after %v: due = %v, want %v", c.kind, c.after, got, c.want)
		}
	}
}

func TestReminderRefusal(t *testing.T) {
	active := &amora.User{ID: 1, Email: "a@example.com", Status: amora.UserActive, Missing: []string{amora.MissingPhoto}}
	pending := &amora.User{ID: 2, Email: "b@example.com", Status: amora.UserNotConfirmed}
	banned := &amora.User{ID: 3, Email: "c@example.com", Status: amora.UserBanned, Missing: []string{amora.MissingPhoto}}
	on := amora.NotificationSettings{}
	off := func(typ string) amora.NotificationSettings {
		return amora.NotificationSettings{Off: map[string]string{typ: ""}}
	}
	bounced := amora.NotificationSettings{MailDisabled: amora.DisabledBounce}
	for _, c := range []struct {
		name string
		f    amora.ReminderFacts
		want string
	}{
		{"Unread", amora.ReminderFacts{Kind: amora.ReminderUnread24, User: active, Settings: on, UnreadConversations: 2}, ""},
		{"ReadMeanwhile", amora.ReminderFacts{Kind: amora.ReminderUnread72, User: active, Settings: on}, amora.RefuseNothingUnread},
		{"UnreadOff", amora.ReminderFacts{Kind: amora.ReminderUnread24, User: active, Settings: off(amora.NotifyUnreadMessageReminders), UnreadConversations: 1}, amora.RefuseSwitchedOff},
		{"UnreadOtherTypeOff", amora.ReminderFacts{Kind: amora.ReminderUnread24, User: active, Settings: off(amora.NotifyReminders), UnreadConversations: 1}, ""},
		{"Bounced", amora.ReminderFacts{Kind: amora.ReminderUnread24, User: active, Settings: bounced, UnreadConversations: 1}, amora.RefuseAddress},
		{"Banned", amora.ReminderFacts{Kind: amora.ReminderProfilePhoto, User: banned, Settings: on}, amora.RefuseAccount},
		{"Activation", amora.ReminderFacts{Kind: amora.ReminderActivation, User: pending, Settings: on}, ""},
		{"ConfirmedMeanwhile", amora.ReminderFacts{Kind: amora.ReminderActivation, User: active, Settings: on}, amora.RefuseConfirmed},
		{"ActivationOff", amora.ReminderFacts{Kind: amora.ReminderActivation, User: pending, Settings: off(amora.NotifyReminders)}, amora.RefuseSwitchedOff},
		{"NoPhoto", amora.ReminderFacts{Kind: amora.ReminderProfilePhoto, User: active, Settings: on}, ""},
		{"HasPhoto", amora.ReminderFacts{Kind: amora.ReminderProfilePhoto, User: pending, Settings: on}, amora.RefuseHasPhoto},
		{"Unknown", amora.ReminderFacts{Kind: "x", User: active, Settings: on}, amora.RefuseUnknownReminder},
		{"NoUser", amora.ReminderFacts{Kind: amora.ReminderActivation, Settings: on}, amora.RefuseAccount},
	} {
		if got := amora.ReminderRefusal(c.f); got != c.want {
			t.Errorf("%s: refusal = %q, want %q", c.name, got, c.want)
		}
	}
}
