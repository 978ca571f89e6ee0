package amora

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"
)

func TestPushRefusal(t *testing.T) {
	active := &User{ID: 1, Status: "active"}
	on := PushSettings{}
	tests := []struct {
		name string
		c    PushCase
		want string
	}{
		{"message", PushCase{Type: NotifyNewMessages, User: active, SenderOK: true}, ""},
		{"new conversation", PushCase{Type: NotifyNewConversations, User: active, SenderOK: true}, ""},
		{"like", PushCase{Type: NotifyLike, User: active, SenderOK: true}, ""},
		{"reminder is no push type", PushCase{Type: NotifyUnreadMessageReminders, User: active, SenderOK: true}, PushRefuseUnknownType},
		{"unknown", PushCase{Type: "spam", User: active, SenderOK: true}, PushRefuseUnknownType},
		{"no account", PushCase{Type: NotifyLike, SenderOK: true}, PushRefuseAccount},
		{"deleted", PushCase{Type: NotifyLike, User: &User{Status: UserDeleted}, SenderOK: true}, PushRefuseAccount},
		{"banned", PushCase{Type: NotifyLike, User: &User{Status: UserBanned}, SenderOK: true}, PushRefuseAccount},
		{"like switched off", PushCase{Type: NotifyLike, User: active, Settings: PushSettings{Off: map[string]bool{NotifyLike: true}}, SenderOK: true}, PushRefuseSwitchedOff},
		{"message on while like off", PushCase{Type: NotifyNewMessages, User: active, Settings: PushSettings{Off: map[string]bool{NotifyLike: true}}, SenderOK: true}, ""},
		{"blocked", PushCase{Type: NotifyNewMessages, User: active, Settings: on, Blocked: true, SenderOK: true}, PushRefuseBlocked},
		{"sender gone", PushCase{Type: NotifyNewMessages, User: active}, PushRefuseSender},
		{"read already", PushCase{Type: NotifyNewMessages, User: active, Seen: true, SenderOK: true}, PushRefuseSeen},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PushRefusal(tt.c); got != tt.want {
				t.Errorf("PushRefusal = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPushSubscriptionValidate(t *testing.T) {
	point := base64.RawURLEncoding.EncodeToString(append([]byte{4}, make([]byte, 64)...))
	auth := base64.RawURLEncoding.EncodeToString(make([]byte, 16))
	ok := PushSubscription{Endpoint: "https://fcm.googleapis.com/fcm/send/abc", P256dh: point, Auth: auth}
	tests := []struct {
		name string
		s    PushSubscription
		ok   bool
	}{
		{"valid", ok, true},
		{"padded base64url", PushSubscription{Endpoint: ok.Endpoint, P256dh: point + "=", Auth: auth + "=="}, true},
		{"http endpoint", PushSubscription{Endpoint: "http://push.example/abc", P256dh: point, Auth: auth}, false},
		{"no endpoint", PushSubscription{P256dh: point, Auth: auth}, false},
		{"relative endpoint", PushSubscription{Endpoint: "/push/abc", P256dh: point, Auth: auth}, false},
		{"endpoint too long", PushSubscription{Endpoint: "https://push.example/" + strings.Repeat("a", 3000), P256dh: point, Auth: auth}, false},
		{"short key", PushSubscription{Endpoint: ok.Endpoint, P256dh: point[:40], Auth: auth}, false},
		{"compressed point", PushSubscription{Endpoint: ok.Endpoint, P256dh: base64.RawURLEncoding.EncodeToString(append([]byte{2}, make([]byte, 64)...)), Auth: auth}, false},
		{"standard base64", PushSubscription{Endpoint: ok.Endpoint, P256dh: strings.Repeat("+/", 43) + "A", Auth: auth}, false},
		{"auth 8 bytes", PushSubscription{Endpoint: ok.Endpoint, P256dh: point, Auth: base64.RawURLEncoding.EncodeToString(make([]byte, 8))}, false},
		{"no auth", PushSubscription{Endpoint: ok.Endpoint, P256dh: point}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.s.Validate()
			if (err == nil) != tt.ok {
				t.Fatalf("Validate = %v, want ok %v", err, tt.ok)
			}
			if err != nil {
				if e, _ := err.(*Error); e == nil || e.Code != EINVALID || e.Key != "pushSubscriptionInvalid" {
					t.Errorf("error %#v, want EINVALID pushSubscriptionInvalid", err)
				}
			}
		})
	}
}

func TestPushOutcome(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name            string
		o               PushOutcome
		pushed, waiting bool
	}{
		{"none tried", PushOutcome{}, false, false},
		{"delivered", PushOutcome{State: PushDelivered, CreatedAt: now}, true, false},
		{"failed", PushOutcome{State: PushFailed, CreatedAt: now}, false, false},
		{"retrying", PushOutcome{State: PushPending, CreatedAt: now.Add(-time.Minute)}, false, true},
		{"retrying too long", PushOutcome{State: PushPending, CreatedAt: now.Add(-PushFallbackWait)}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.o.Pushed(); got != tt.pushed {
				t.Errorf("Pushed = %v", got)
			}
			if got := tt.o.Waiting(now); got != tt.waiting {
				t.Errorf("Waiting = %v", got)
			}
		})
	}
}

func TestPushPreview(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Hello", "Hello"},
		{"  Hello \n  there ", "Hello there"},
		{strings.Repeat("a", 60), strings.Repeat("a", 60)},
		{strings.Repeat("a", 61), strings.Repeat("a", 60) + "…"},
		{"I saw that you like hiking in the mountains and wondered whether you went", "I saw that you like hiking in the mountains and wondered…"},
		{strings.Repeat("é", 70), strings.Repeat("é", 60) + "…"},
	}
	for _, tt := range tests {
		if got := PushPreview(tt.in); got != tt.want {
			t.Errorf("PushPreview(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPushTopic(t *testing.T) {
	for id, want := range map[int64]string{0: "likes", 12: "chat-12", 9223372036854775807: "chat-9223372036854775807"} {
		got := PushTopic(id)
		if got != want || len(got) > 32 || strings.Trim(got, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "" {
			t.Errorf("PushTopic(%d) = %q, want %q (at most 32 url-safe base64 characters)", id, got, want)
		}
	}
}
