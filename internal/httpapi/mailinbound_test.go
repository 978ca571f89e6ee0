package httpapi_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestMailInboundAPI walks the mailto half of List-Unsubscribe: the subject a mail
// client writes from the header reaches us through the sending service's inbound
// webhook and switches that type off; a wrong secret, token or subject changes nothing.
func TestMailInboundAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := notificationsServer(t, db)
		c := newClient(t, srv)
		c.expect("POST", "/api/signup", signupBody, 201)
		u, err := db.FindUser(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		subjectOf := func(typ string, u *amora.User, now time.Time) string {
			lu, _ := amora.ListUnsubscribeHeaders(testSettingsKey, "https://amora.test", "unsubscribe@amora.test", u, typ, now)
			mailto, err := url.Parse(strings.Trim(strings.Split(lu, ", ")[1], "<>"))
			if err != nil {
				t.Fatal(err)
			}
			return mailto.Query().Get("subject")
		}
		bearer := map[string]string{"Authorization": "Bearer " + testMailSecret}
		post := func(body map[string]string, header map[string]string) (int, string) {
			b, _ := json.Marshal(body)
			status, got, _ := raw(t, srv, "POST", "/api/mail/inbound", "application/json", string(b), header)
			return status, got
		}

		t.Run("Errors", func(t *testing.T) {
			good := map[string]string{"from": "sanne@example.nl", "to": "unsubscribe@amora.test", "subject": subjectOf(amora.NotifyNews, u, time.Now())}
			if status, _ := post(good, map[string]string{"Authorization": "Bearer wrong"}); status != 403 {
				t.Errorf("wrong secret: %d", status)
			}
			for name, subject := range map[string]string{
				"Expired":  subjectOf(amora.NotifyNews, u, time.Now().Add(-amora.SettingsTokenLifetime-time.Minute)),
				"OldEmail": subjectOf(amora.NotifyNews, &amora.User{ID: u.ID, Email: "old@example.nl"}, time.Now()),
			} {
				if status, got := post(map[string]string{"subject": subject}, bearer); status != 403 || !strings.Contains(got, "settingsLinkInvalid") {
					t.Errorf("%s: %d %s", name, status, got)
				}
			}
			if status, got := post(map[string]string{"subject": "Please stop mailing me"}, bearer); status != 400 || !strings.Contains(got, "unsubscribeSubject") {
				t.Errorf("no request: %d %s", status, got)
			}
			if status, got := post(map[string]string{"subject": strings.Replace(subjectOf(amora.NotifyNews, u, time.Now()), "news", "spam", 1)}, bearer); status != 400 {
				t.Errorf("unknown type: %d %s", status, got)
			}
			if status, _, _ := raw(t, srv, "POST", "/api/mail/inbound", "application/json", "nonsense", bearer); status != 400 {
				t.Errorf("nonsense: %d", status)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":[]`)
		})
		t.Run("Generic", func(t *testing.T) {
			status, got := post(map[string]string{"from": "sanne@example.nl", "to": "unsubscribe@amora.test", "subject": subjectOf(amora.NotifyNews, u, time.Now())}, bearer)
			if status != 200 || !strings.Contains(got, `"type":"news","enabled":false,"reason":"listunsubscribe"`) {
				t.Errorf("%d %s", status, got)
			}
			c.expect("GET", "/api/notifications", "", 200, `{"type":"news","enabled":false,"reason":"listunsubscribe"}`, `{"type":"like","enabled":true`)
		})
		t.Run("PostmarkReply", func(t *testing.T) {
			body := map[string]string{"From": "sanne@example.nl", "To": "unsubscribe@amora.test", "Subject": "Re: " + subjectOf(amora.NotifyLike, u, time.Now()), "TextBody": ""}
			b, _ := json.Marshal(body)
			req := "/api/mail/inbound"
			status, got, _ := raw(t, srv, "POST", req, "application/json", string(b), map[string]string{"Authorization": basicAuth("postmark", testMailSecret)})
			if status != 200 || !strings.Contains(got, `"type":"like","enabled":false`) {
				t.Errorf("%d %s", status, got)
			}
			c.expect("GET", "/api/user", "", 200, `"notifications_disabled":["listunsubscribe"]`)
		})
	})
}

// basicAuth is the Authorization value of HTTP basic auth, as Postmark's webhooks send it.
func basicAuth(user, pass string) string {
	return "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))
}
