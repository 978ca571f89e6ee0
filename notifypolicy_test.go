package amora

import (
	"testing"
	"time"
)

func TestDecideNotifyMail(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	ago := func(d time.Duration) time.Time { return now.Add(-d) }
	tests := []struct {
		name   string
		c      NotifyCase
		want   NotifyDecision
		reason string
		at     time.Time
	}{
		{"new conversation, offline", NotifyCase{Type: NotifyNewConversations}, NotifySend, NotifyReasonOK, time.Time{}},
		{"new conversation, page hidden a second ago", NotifyCase{Type: NotifyNewConversations, AwaySince: ago(time.Second)}, NotifySend, NotifyReasonOK, time.Time{}},
		{"new conversation, online", NotifyCase{Type: NotifyNewConversations, Active: true}, NotifySkip, NotifyReasonActive, time.Time{}},
		{"new conversation, switched off", NotifyCase{Type: NotifyNewConversations, Refusal: RefuseSwitchedOff}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"new conversation, address disabled", NotifyCase{Type: NotifyNewConversations, Refusal: RefuseAddress}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"new conversation, banned", NotifyCase{Type: NotifyNewConversations, Refusal: RefuseAccount}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"new conversation, blocked", NotifyCase{Type: NotifyNewConversations, Blocked: true}, NotifySkip, NotifyReasonBlocked, time.Time{}},
		{"new conversation, read meanwhile", NotifyCase{Type: NotifyNewConversations, Seen: true}, NotifySkip, NotifyReasonSeen, time.Time{}},
		{"message, away long", NotifyCase{Type: NotifyNewMessages, AwaySince: ago(time.Hour)}, NotifySend, NotifyReasonOK, time.Time{}},
		{"message, never seen in the app", NotifyCase{Type: NotifyNewMessages}, NotifySend, NotifyReasonOK, time.Time{}},
		{"message, away 2 minutes", NotifyCase{Type: NotifyNewMessages, AwaySince: ago(2 * time.Minute)}, NotifyDelay, NotifyReasonRecent, now.Add(3 * time.Minute)},
		{"message, away exactly 5 minutes", NotifyCase{Type: NotifyNewMessages, AwaySince: ago(5 * time.Minute)}, NotifySend, NotifyReasonOK, time.Time{}},
		{"message, online", NotifyCase{Type: NotifyNewMessages, Active: true}, NotifySkip, NotifyReasonActive, time.Time{}},
		{"message, mailed 30 minutes ago", NotifyCase{Type: NotifyNewMessages, LastMail: ago(30 * time.Minute)}, NotifySkip, NotifyReasonCapped, time.Time{}},
		{"message, mailed an hour ago", NotifyCase{Type: NotifyNewMessages, LastMail: ago(time.Hour)}, NotifySend, NotifyReasonOK, time.Time{}},
		{"message, read meanwhile", NotifyCase{Type: NotifyNewMessages, Seen: true}, NotifySkip, NotifyReasonSeen, time.Time{}},
		{"message, blocked", NotifyCase{Type: NotifyNewMessages, Blocked: true}, NotifySkip, NotifyReasonBlocked, time.Time{}},
		{"message, switched off", NotifyCase{Type: NotifyNewMessages, Refusal: RefuseSwitchedOff}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"like, first", NotifyCase{Type: NotifyLike}, NotifySend, NotifyReasonOK, time.Time{}},
		{"like, online", NotifyCase{Type: NotifyLike, Active: true}, NotifySkip, NotifyReasonActive, time.Time{}},
		{"like, mailed 20 minutes ago: gathered", NotifyCase{Type: NotifyLike, LastMail: ago(20 * time.Minute)}, NotifyDelay, NotifyReasonGather, now.Add(40 * time.Minute)},
		{"like, mailed 2 hours ago", NotifyCase{Type: NotifyLike, LastMail: ago(2 * time.Hour)}, NotifySend, NotifyReasonOK, time.Time{}},
		{"like, seen", NotifyCase{Type: NotifyLike, Seen: true}, NotifySkip, NotifyReasonSeen, time.Time{}},
		{"new conversation, pushed", NotifyCase{Type: NotifyNewConversations, Pushed: true}, NotifySkip, NotifyReasonPushed, time.Time{}},
		{"message, pushed", NotifyCase{Type: NotifyNewMessages, Pushed: true}, NotifySkip, NotifyReasonPushed, time.Time{}},
		{"like, pushed", NotifyCase{Type: NotifyLike, Pushed: true}, NotifySkip, NotifyReasonPushed, time.Time{}},
		{"like, push retried", NotifyCase{Type: NotifyLike, PushWaiting: true, Now: now}, NotifyDelay, NotifyReasonPushing, now.Add(PushRecheck)},
		{"message, push retried", NotifyCase{Type: NotifyNewMessages, PushWaiting: true, Now: now}, NotifyDelay, NotifyReasonPushing, now.Add(PushRecheck)},
		{"push retried, but switched off", NotifyCase{Type: NotifyLike, PushWaiting: true, Refusal: RefuseSwitchedOff}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"pushed, but blocked", NotifyCase{Type: NotifyLike, Pushed: true, Blocked: true}, NotifySkip, NotifyReasonBlocked, time.Time{}},
		{"like, deleted member", NotifyCase{Type: NotifyLike, Refusal: RefuseAccount}, NotifySkip, NotifyReasonRefused, time.Time{}},
		{"unknown type", NotifyCase{Type: NotifyNews}, NotifySkip, NotifyReasonRefused, time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.c.Now = now
			got := DecideNotifyMail(tt.c)
			if got.Decision != tt.want || got.Reason != tt.reason || !got.At.Equal(tt.at) {
				t.Errorf("DecideNotifyMail = %+v, want decision %d reason %q at %v", got, tt.want, tt.reason, tt.at)
			}
		})
	}
}
