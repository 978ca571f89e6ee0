package amora_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
)

// TestEmailRefusal runs every reason a notification e-mail may not go through the one rule.
func TestEmailRefusal(t *testing.T) {
	active := &amora.User{ID: 1, Email: "a@example.nl", Status: amora.UserActive}
	tests := []struct {
		name string
		u    *amora.User
		s    amora.NotificationSettings
		typ  string
		want string
	}{
		{"Allowed", active, amora.NotificationSettings{}, amora.NotifyLike, ""},
		{"UnconfirmedAllowed", &amora.User{ID: 1, Email: "a@example.nl", Status: amora.UserNotConfirmed}, amora.NotificationSettings{}, amora.NotifyReminders, ""},
		{"UnknownType", active, amora.NotificationSettings{}, "spam", amora.RefuseUnknownType},
		{"Deleted", &amora.User{ID: 1, Email: "a@example.nl", Status: amora.UserDeleted}, amora.NotificationSettings{}, amora.NotifyLike, amora.RefuseAccount},
		{"Banned", &amora.User{ID: 1, Email: "a@example.nl", Status: amora.UserBanned}, amora.NotificationSettings{}, amora.NotifyLike, amora.RefuseAccount},
		{"NoUser", nil, amora.NotificationSettings{}, amora.NotifyLike, amora.RefuseAccount},
		{"NoAddress", &amora.User{ID: 1, Status: amora.UserActive}, amora.NotificationSettings{}, amora.NotifyLike, amora.RefuseNoAddress},
		{"Bounce", active, amora.NotificationSettings{MailDisabled: amora.DisabledBounce}, amora.NotifyLike, amora.RefuseAddress},
		{"Complaint", active, amora.NotificationSettings{MailDisabled: amora.DisabledFBL}, amora.NotifyNews, amora.RefuseAddress},
		{"SwitchedOffByMember", active, amora.NotificationSettings{Off: map[string]string{amora.NotifyLike: ""}}, amora.NotifyLike, amora.RefuseSwitchedOff},
		{"Unsubscribed", active, amora.NotificationSettings{Off: map[string]string{amora.NotifyNews: amora.DisabledListUnsubscribe}}, amora.NotifyNews, amora.RefuseSwitchedOff},
		{"OtherTypeOff", active, amora.NotificationSettings{Off: map[string]string{amora.NotifyNews: amora.DisabledListUnsubscribe}}, amora.NotifyLike, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := amora.EmailRefusal(tt.u, tt.s, tt.typ); got != tt.want {
				t.Errorf("EmailRefusal = %q, want %q", got, tt.want)
			}
			if got := amora.MayEmail(tt.u, tt.s, tt.typ); got != (tt.want == "") {
				t.Errorf("MayEmail = %v", got)
			}
		})
	}
}

// TestDisabledReasons checks the user's notifications_disabled: reasons, not choices.
func TestDisabledReasons(t *testing.T) {
	tests := []struct {
		name string
		s    amora.NotificationSettings
		want []string
	}{
		{"None", amora.NotificationSettings{}, []string{}},
		{"MemberChoiceIsNoReason", amora.NotificationSettings{Off: map[string]string{amora.NotifyLike: ""}}, []string{}},
		{"Unsubscribe", amora.NotificationSettings{Off: map[string]string{amora.NotifyLike: "", amora.NotifyNews: amora.DisabledListUnsubscribe, amora.NotifyPromotions: amora.DisabledListUnsubscribe}}, []string{"listunsubscribe"}},
		{"BounceAndUnsubscribe", amora.NotificationSettings{MailDisabled: amora.DisabledBounce, Off: map[string]string{amora.NotifyNews: amora.DisabledListUnsubscribe}}, []string{"bounce", "listunsubscribe"}},
		{"FBL", amora.NotificationSettings{MailDisabled: amora.DisabledFBL}, []string{"fbl"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.DisabledReasons(); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestMailEventReason maps delivery events to the reasons they disable mail for.
func TestMailEventReason(t *testing.T) {
	for typ, want := range map[string]string{amora.MailEventHardBounce: "bounce", amora.MailEventComplaint: "fbl", amora.MailEventSoftBounce: "", "delivered": ""} {
		if got := (amora.MailEvent{Type: typ}).DisabledReason(); got != want {
			t.Errorf("%s: got %q, want %q", typ, got, want)
		}
	}
}

// TestSettingsToken checks that a token works for its member and address until it
// expires, and never when forged, expired, for another member or another address.
func TestSettingsToken(t *testing.T) {
	key := amora.SettingsTokenKey([]byte("secret"))
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	token := amora.SignSettingsToken(key, 42, "Anna@Example.nl", now.Add(time.Hour))
	if id, err := amora.SettingsTokenUser(token); err != nil || id != 42 {
		t.Fatalf("SettingsTokenUser = %d, %v", id, err)
	}
	tests := []struct {
		name    string
		key     []byte
		token   string
		id      int64
		email   string
		now     time.Time
		wantErr bool
	}{
		{"Valid", key, token, 42, "anna@example.nl", now, false},
		{"Expired", key, token, 42, "anna@example.nl", now.Add(time.Hour), true},
		{"OtherMember", key, token, 43, "anna@example.nl", now, true},
		{"OtherAddress", key, token, 42, "anna@example.de", now, true},
		{"OtherKey", amora.SettingsTokenKey([]byte("other")), token, 42, "anna@example.nl", now, true},
		{"Tampered", key, strings.Replace(token, "42.", "43.", 1), 43, "anna@example.nl", now, true},
		{"Garbage", key, "nonsense", 42, "anna@example.nl", now, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := amora.CheckSettingsToken(tt.key, tt.token, tt.id, tt.email, tt.now)
			if (err != nil) != tt.wantErr {
				t.Errorf("err = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

// TestListUnsubscribeHeaders checks the RFC 8058 header values.
func TestListUnsubscribeHeaders(t *testing.T) {
	key := amora.SettingsTokenKey([]byte("secret"))
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	u := &amora.User{ID: 7, Email: "a@example.nl"}
	lu, post := amora.ListUnsubscribeHeaders(key, "https://amora.test/", "unsubscribe@amora.test", u, amora.NotifyNews, now)
	if post != "List-Unsubscribe=One-Click" {
		t.Errorf("post = %q", post)
	}
	token := amora.SignSettingsToken(key, 7, "a@example.nl", now.Add(amora.SettingsTokenLifetime))
	want := "<https://amora.test/api/notifications/unsubscribe?token=" + token + "&type=news>, <mailto:unsubscribe@amora.test?subject=unsubscribe%20news%20" + token + ">"
	if lu != want {
		t.Errorf("List-Unsubscribe\n got %s\nwant %s", lu, want)
	}
	if lu, _ := amora.ListUnsubscribeHeaders(key, "https://amora.test", "", u, amora.NotifyNews, now); strings.Contains(lu, "mailto") || !strings.HasPrefix(lu, "<https://") {
		t.Errorf("without mailbox: %s", lu)
	}
}

// TestParseUnsubscribeSubject reads the subject a mail client makes of the mailto URL
// of List-Unsubscribe, back to the type and the token it carries.
func TestParseUnsubscribeSubject(t *testing.T) {
	key := amora.SettingsTokenKey([]byte("secret"))
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	lu, _ := amora.ListUnsubscribeHeaders(key, "https://amora.test", "unsubscribe@amora.test", &amora.User{ID: 7, Email: "a@example.nl"}, amora.NotifyLike, now)
	mailto, err := url.Parse(strings.Trim(strings.Split(lu, ", ")[1], "<>"))
	if err != nil {
		t.Fatal(err)
	}
	subject := mailto.Query().Get("subject") // how a mail client decodes RFC 6068 hfields
	token := amora.SignSettingsToken(key, 7, "a@example.nl", now.Add(amora.SettingsTokenLifetime))
	for _, s := range []string{subject, "Re: " + subject, "AW:  " + subject + " ", strings.ReplaceAll(subject, " ", "+")} {
		typ, tok, ok := amora.ParseUnsubscribeSubject(s)
		if !ok || typ != amora.NotifyLike || tok != token {
			t.Errorf("%q = %q %q %v", s, typ, tok, ok)
		}
	}
	for _, s := range []string{"", "unsubscribe", "unsubscribe like", "Hello there, please stop"} {
		if _, _, ok := amora.ParseUnsubscribeSubject(s); ok {
			t.Errorf("%q read as an unsubscribe request", s)
		}
	}
}
