package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var testSettingsKey = amora.SettingsTokenKey([]byte("test secret"))

const testMailSecret = "mail-events-secret"

// notificationsServer is newServer with the notification calls, behind the contract check.
func notificationsServer(t *testing.T, db *sqlstore.DB) *httptest.Server {
	s := newServer(t, db)
	s.Notifications, s.SettingsKey, s.MailEventsSecret = db, testSettingsKey, testMailSecret
	srv := httptest.NewServer(checked(t, contract(t), s.Handler()))
	t.Cleanup(srv.Close)
	return srv
}

// raw sends a request the way a mail provider or a sending service does: no cookie, no
// client header, from another origin.
func raw(t *testing.T, srv *httptest.Server, method, path, contentType, body string, header map[string]string) (int, string, http.Header) {
	t.Helper()
	req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("Origin", "https://mail.example.com")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return resp.StatusCode, b.String(), resp.Header
}

// TestNotificationsAPI checks the settings calls with a session and with a settings
// token, and that notifications_disabled follows an unsubscribe.
func TestNotificationsAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := notificationsServer(t, db)
		c := newClient(t, srv)
		c.expect("GET", "/api/notifications", "", 403, `"authentication_required"`)
		c.expect("POST", "/api/signup", signupBody, 201)
		c.expect("GET", "/api/notifications", "", 200, `"email":"sanne@example.nl"`, `{"type":"new_conversations","enabled":true,"reason":""}`,
			`"mail_disabled":""`, `"notifications_disabled":[]`)
		c.expect("PUT", "/api/notifications", `{"types":{"like":false,"news":false}}`, 200,
			`{"type":"like","enabled":false,"reason":""}`, `{"type":"news","enabled":false,"reason":""}`, `{"type":"new_messages","enabled":true`)
		c.expect("PUT", "/api/notifications", `{"types":{"spam":false}}`, 400, `"key":"notificationTypeUnknown"`)
		c.expect("GET", "/api/notifications", "", 200, `{"type":"like","enabled":false,"reason":""}`)
		c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)

		u, err := db.FindUser(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		token := amora.SignSettingsToken(testSettingsKey, u.ID, u.Email, time.Now().Add(time.Hour))
		t.Run("Token", func(t *testing.T) {
			anon := newClient(t, srv)
			anon.expect("GET", "/api/notifications?token="+url.QueryEscape(token), "", 200, `"email":"sanne@example.nl"`)
			anon.expect("PUT", "/api/notifications?token="+url.QueryEscape(token), `{"types":{"like":true}}`, 200, `{"type":"like","enabled":true`)
			anon.expect("GET", "/api/user", "", 403) // the token logs nobody in
			for name, bad := range map[string]string{
				"Expired":     amora.SignSettingsToken(testSettingsKey, u.ID, u.Email, time.Now().Add(-time.Minute)),
				"OtherKey":    amora.SignSettingsToken(amora.SettingsTokenKey([]byte("x")), u.ID, u.Email, time.Now().Add(time.Hour)),
				"OldAddress":  amora.SignSettingsToken(testSettingsKey, u.ID, "old@example.nl", time.Now().Add(time.Hour)),
				"NoSuchUser":  amora.SignSettingsToken(testSettingsKey, 999, u.Email, time.Now().Add(time.Hour)),
				"Nonsense":    "abc",
				"OtherMember": strings.Replace(token, "1.", "2.", 1),
			} {
				t.Run(name, func(t *testing.T) {
					anon.expect("GET", "/api/notifications?token="+url.QueryEscape(bad), "", 403, `"key":"settingsLinkInvalid"`)
					anon.expect("PUT", "/api/notifications?token="+url.QueryEscape(bad), `{"types":{"like":false}}`, 403, `"key":"settingsLinkInvalid"`)
				})
			}
		})
		t.Run("OneClickUnsubscribe", func(t *testing.T) {
			path := "/api/notifications/unsubscribe?token=" + url.QueryEscape(token) + "&type=promotions"
			// A GET changes nothing and sends the person to the confirmation.
			status, _, h := raw(t, srv, "GET", path, "", "", nil)
			if status != 303 || !strings.HasPrefix(h.Get("Location"), "/notifications?token=") || !strings.Contains(h.Get("Location"), "unsubscribe=promotions") {
				t.Errorf("GET = %d to %q", status, h.Get("Location"))
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)
			// RFC 8058: cookie-less, cross-site POST with the one-click body.
			status, body, h := raw(t, srv, "POST", path, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", nil)
			if status != 200 || h.Get("Location") != "" || !strings.Contains(body, `"type":"promotions","enabled":false,"reason":"listunsubscribe"`) {
				t.Errorf("POST = %d %s", status, body)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":["listunsubscribe"]`)
			c.expect("GET", "/api/notifications", "", 200, `{"type":"promotions","enabled":false,"reason":"listunsubscribe"}`)
			// The token in the form body works too.
			form := url.Values{"List-Unsubscribe": {"One-Click"}, "token": {token}, "type": {"weekly_updates"}}
			if status, body, _ := raw(t, srv, "POST", "/api/notifications/unsubscribe", "application/x-www-form-urlencoded", form.Encode(), nil); status != 200 {
				t.Errorf("form token: %d %s", status, body)
			}
			bad := "/api/notifications/unsubscribe?token=" + url.QueryEscape(token+"x") + "&type=news"
			if status, body, _ := raw(t, srv, "POST", bad, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", nil); status != 403 || !strings.Contains(body, "settingsLinkInvalid") {
				t.Errorf("bad token: %d %s", status, body)
			}
			unknown := "/api/notifications/unsubscribe?token=" + url.QueryEscape(token) + "&type=spam"
			if status, _, _ := raw(t, srv, "POST", unknown, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", nil); status != 400 {
				t.Errorf("unknown type: %d", status)
			}
			// Switching the type on again clears the reason.
			c.expect("PUT", "/api/notifications", `{"types":{"promotions":true,"weekly_updates":true}}`, 200, `"notifications_disabled":[]`)
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)
		})
	})
}

// TestMailEventsAPI checks the secret, the generic format and Postmark's webhooks.
func TestMailEventsAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := notificationsServer(t, db)
		c := newClient(t, srv)
		c.expect("POST", "/api/signup", signupBody, 201)
		bearer := map[string]string{"Authorization": "Bearer " + testMailSecret}
		post := func(body string, header map[string]string) (int, string) {
			status, got, _ := raw(t, srv, "POST", "/api/mail/events", "application/json", body, header)
			return status, got
		}
		t.Run("ErrSecret", func(t *testing.T) {
			for _, h := range []map[string]string{nil, {"Authorization": "Bearer wrong"}} {
				if status, _ := post(`{"type":"hard_bounce","email":"sanne@example.nl"}`, h); status != 403 {
					t.Errorf("%v: status %d", h, status)
				}
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)
		})
		t.Run("ErrFormat", func(t *testing.T) {
			for _, body := range []string{`nonsense`, `{"type":"opened","email":"a@example.nl"}`, `{"type":"hard_bounce"}`} {
				if status, got := post(body, bearer); status != 400 {
					t.Errorf("%s: %d %s", body, status, got)
				}
			}
		})
		t.Run("SoftBounce", func(t *testing.T) {
			if status, got := post(`{"events":[{"type":"soft_bounce","email":"sanne@example.nl"},{"type":"hard_bounce","email":"nobody@example.nl"}]}`, bearer); status != 200 || got != `{"changed":0,"received":2}`+"\n" {
				t.Errorf("%d %s", status, got)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)
		})
		t.Run("PostmarkHardBounce", func(t *testing.T) {
			req, _ := http.NewRequest("POST", srv.URL+"/api/mail/events", strings.NewReader(
				`{"RecordType":"Bounce","ID":42,"Type":"HardBounce","TypeCode":1,"Email":"Sanne@example.nl","BouncedAt":"2026-11-20T13:28:10.2735393-04:00"}`))
			req.Header.Set("Content-Type", "application/json")
			req.SetBasicAuth("postmark", testMailSecret)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("status %d", resp.StatusCode)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":["bounce"]`)
			c.expect("GET", "/api/notifications", "", 200, `"mail_disabled":"bounce"`)
			c.expect("POST", "/api/activate/resend", "", 409, `"key":"mailDisabled"`)
		})
		t.Run("GenericComplaint", func(t *testing.T) {
			if status, got := post(`{"type":"complaint","email":"sanne@example.nl","at":"2026-11-20T10:00:00Z"}`, bearer); status != 200 || !strings.Contains(got, `"changed":1`) {
				t.Errorf("%d %s", status, got)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":["fbl"]`)
		})
		t.Run("PostmarkSoftBounceChangesNothing", func(t *testing.T) {
			if status, got := post(`{"RecordType":"Bounce","Type":"Transient","Email":"sanne@example.nl"}`, map[string]string{"Authorization": "Bearer " + testMailSecret}); status != 200 || !strings.Contains(got, `"changed":0`) {
				t.Errorf("%d %s", status, got)
			}
		})
		t.Run("NoSecretConfigured", func(t *testing.T) {
			s := newServer(t, db)
			s.Notifications = db
			srv := httptest.NewServer(s.Handler())
			defer srv.Close()
			if status, _, _ := raw(t, srv, "POST", "/api/mail/events", "application/json", `{"type":"complaint","email":"sanne@example.nl"}`, map[string]string{"Authorization": "Bearer "}); status != 403 {
				t.Errorf("status %d", status)
			}
		})
	})
}

// TestResendActivationAPI checks the activation e-mail resend and its hourly limit.
func TestResendActivationAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := notificationsServer(t, db)
		c := newClient(t, srv)
		c.expect("POST", "/api/activate/resend", "", 403, `"authentication_required"`)
		c.expect("POST", "/api/signup", signupBody, 201)
		for range amora.ActivationResendsPerHour {
			c.expect("POST", "/api/activate/resend", "", 204)
		}
		c.expect("POST", "/api/activate/resend", "", 429, `"code":"rate_limited"`)
	})
}
