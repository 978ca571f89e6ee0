package httpapi_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/jobs"
	"amora/internal/push"
	"amora/internal/push/pushtest"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// pushServer is newServer with notifications and push, behind the contract check, and
// a push service that expects the server's VAPID key.
func pushServer(t *testing.T, db *sqlstore.DB) (*httpapi.Server, *httptest.Server, *pushtest.Service, push.Keys) {
	priv, pub, err := db.VAPIDKeys(context.Background(), push.GenerateKeys)
	if err != nil {
		t.Fatal(err)
	}
	s := newServer(t, db)
	s.Notifications, s.SettingsKey, s.MailEventsSecret = db, testSettingsKey, testMailSecret
	s.Push, s.PushPublicKey = db, pub
	srv := httptest.NewServer(checked(t, contract(t), s.Handler()))
	t.Cleanup(srv.Close)
	return s, srv, pushtest.New(t, pub), push.Keys{Private: priv, Public: pub}
}

// pushSettings is the push part of GET /api/notifications.
type pushSettings struct {
	PushTypes []struct {
		Type    string
		Enabled bool
	} `json:"push_types"`
	PushPreview *bool `json:"push_preview"`
	PushDevices *int  `json:"push_devices"`
}

func readPushSettings(t *testing.T, body string) pushSettings {
	t.Helper()
	var p pushSettings
	if err := json.Unmarshal([]byte(body), &p); err != nil || p.PushPreview == nil || p.PushDevices == nil {
		t.Fatalf("push settings in %s: %v", body, err)
	}
	return p
}

// TestPushAPI checks the subscription call, its validation, the push column of the
// notification settings and the removal of subscriptions on logout and deletion.
func TestPushAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		_, srv, svc, keys := pushServer(t, db)
		anon := newClient(t, srv)
		var settings struct {
			PushPublicKey string `json:"push_public_key"`
		}
		json.Unmarshal([]byte(anon.expect("GET", "/api/settings", "", 200)), &settings)
		if settings.PushPublicKey != keys.Public || len(settings.PushPublicKey) != 87 {
			t.Errorf("push_public_key %q, want the VAPID public key %q (65 bytes base64url)", settings.PushPublicKey, keys.Public)
		}
		phone := svc.NewDevice()
		anon.expect("POST", "/api/user.php?push=1", phone.JSON(), 403, `"code":"authentication_required"`)

		sanne, sanneID := signupAs(t, srv, "sanne")
		sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":0`, `"push_preview":false`,
			`"push_types":[{"type":"new_conversations","enabled":true},{"type":"new_messages","enabled":true},{"type":"like","enabled":true}]`)
		sanne.expect("POST", "/api/user.php?push=1", phone.JSON(), 204)
		sanne.expect("POST", "/api/user?push=1", phone.JSON(), 204) // resubscribing replaces it
		sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":1`)

		t.Run("Invalid", func(t *testing.T) {
			good := phone.Subscription()
			short := base64.RawURLEncoding.EncodeToString(make([]byte, 8))
			for name, body := range map[string]string{
				"HTTPEndpoint": `{"endpoint":"http://push.example/1","expirationTime":null,"keys":{"p256dh":"` + good.P256dh + `","auth":"` + good.Auth + `"}}`,
				"NoEndpoint":   `{"keys":{"p256dh":"` + good.P256dh + `","auth":"` + good.Auth + `"}}`,
				"ShortKey":     `{"endpoint":"https://push.example/1","keys":{"p256dh":"` + short + `","auth":"` + good.Auth + `"}}`,
				"ShortAuth":    `{"endpoint":"https://push.example/1","keys":{"p256dh":"` + good.P256dh + `","auth":"` + short + `"}}`,
				"NoKeys":       `{"endpoint":"https://push.example/1"}`,
			} {
				t.Run(name, func(t *testing.T) {
					sanne.expect("POST", "/api/user.php?push=1", body, 400, `"code":"invalid"`, `"key":"pushSubscriptionInvalid"`)
				})
			}
			sanne.expect("POST", "/api/user.php?push=1", `{"endpoint":`, 400)
			sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":1`)
		})

		t.Run("Settings", func(t *testing.T) {
			p := readPushSettings(t, sanne.expect("PUT", "/api/notifications", `{"push_types":{"like":false},"push_preview":true}`, 200))
			if !*p.PushPreview || len(p.PushTypes) != 3 || p.PushTypes[2].Type != "like" || p.PushTypes[2].Enabled || !p.PushTypes[1].Enabled {
				t.Errorf("after PUT: %+v", p)
			}
			// The e-mail column is apart: like mail is still on.
			sanne.expect("GET", "/api/notifications", "", 200, `{"type":"like","enabled":true,"reason":""}`, `{"type":"like","enabled":false}`)
			sanne.expect("PUT", "/api/notifications", `{"push_types":{"weekly_updates":false}}`, 400, `"key":"notificationTypeUnknown"`)
			sanne.expect("PUT", "/api/notifications", `{"types":{"spam":false},"push_preview":false}`, 400, `"key":"notificationTypeUnknown"`)
			sanne.expect("GET", "/api/notifications", "", 200, `"push_preview":true`) // a refused change changed nothing

			u, err := db.FindUser(ctx, mustID(t, sanneID))
			if err != nil {
				t.Fatal(err)
			}
			token := url.QueryEscape(amora.SignSettingsToken(testSettingsKey, u.ID, u.Email, time.Now().Add(time.Hour)))
			mail := newClient(t, srv)
			mail.expect("PUT", "/api/notifications?token="+token, `{"push_types":{"like":true},"push_preview":false}`, 200,
				`"push_preview":false`, `{"type":"like","enabled":true}`, `"push_devices":1`)
		})

		t.Run("LogoutRemovesTheDevice", func(t *testing.T) {
			laptop := newClient(t, srv)
			laptop.expect("POST", "/api/user", `{"email":"sanne@example.nl","password":"veilig-wachtwoord-42"}`, 200)
			laptop.expect("POST", "/api/user.php?push=1", svc.NewDevice().JSON(), 204)
			sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":2`)
			laptop.expect("POST", "/api/logout", "", 204)
			sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":1`)
		})

		t.Run("SameDeviceOtherMember", func(t *testing.T) {
			bart, bartID := signupAs(t, srv, "bart")
			bart.expect("POST", "/api/user.php?push=1", phone.JSON(), 204)
			bart.expect("GET", "/api/notifications", "", 200, `"push_devices":1`)
			sanne.expect("GET", "/api/notifications", "", 200, `"push_devices":0`)
			bart.expect("DELETE", "/api/user", `{"reason":"price","password":"veilig-wachtwoord-42"}`, 204)
			if n, err := db.CountPushSubscriptions(ctx, mustID(t, bartID)); err != nil || n != 0 {
				t.Errorf("%d subscriptions after deleting the account (%v), want 0", n, err)
			}
		})
	})
}

// TestPushWithinASecond posts messages through the API with the real job runner and
// push job: each reaches the member's device within a second on an idle machine. The
// test asserts arrival within a generous timeout and logs the latencies.
func TestPushWithinASecond(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api, srv, svc, keys := pushServer(t, db)
		runner := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
		n := &push.Notifier{DB: db, Sender: &push.Sender{Keys: keys, Client: svc.Client()}, Wake: runner.Wake,
			Site: func(ctx context.Context, u *amora.User) (*amora.Site, string, error) {
				site, err := db.SiteByHost(ctx, u.SiteHost)
				return site, srv.URL, err
			}}
		n.Register(runner)
		api.Mailer = n
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { runner.Run(ctx); close(done) }()
		t.Cleanup(func() { cancel(); <-done })

		anna, annaID := signupAs(t, srv, "anna")
		bart, bartID := signupAs(t, srv, "bart")
		confirm(t, db, annaID)
		confirm(t, db, bartID)
		if err := db.ExecAdmin(context.Background(), `UPDATE users SET credits = 1000 WHERE id = `+annaID); err != nil {
			t.Fatal(err)
		}
		phone := svc.NewDevice()
		bart.expect("POST", "/api/user.php?push=1", phone.JSON(), 204)
		var latencies []time.Duration
		for i := range 20 {
			text := "Hoi Bart " + itoa(int64(i))
			start := time.Now()
			anna.expect("POST", "/api/members/"+bartID+"/messages", `{"text":"`+text+`"}`, 201)
			select {
			case p := <-svc.C:
				latencies = append(latencies, p.At.Sub(start))
				pl := p.JSON(t)
				if !strings.HasPrefix(pl.Tag, "chat-") || pl.Badge != i+1 || pl.Body != "" {
					t.Errorf("push %d: %+v", i, pl)
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("message %d: no push within 30 s", i)
			}
		}
		slices.Sort(latencies)
		t.Logf("%s: push latency over %d messages: median %v, max %v", db.Dialect(), len(latencies),
			latencies[len(latencies)/2].Round(time.Millisecond), latencies[len(latencies)-1].Round(time.Millisecond))
	})
}
