package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// from sends a request from peer (host:port) with headers and returns the recorder.
func from(h http.Handler, peer, method, path, body string, header map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.RemoteAddr = peer
	r.Header.Set("X-Requested-With", "amora")
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestTrustedProxies(t *testing.T) {
	db := storetest.SQLite(t)
	srv := newServer(t, db)
	srv.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	srv.ResetsPerIP = 1
	h := srv.Handler()
	const proxy, stranger = "10.1.2.3:5000", "203.0.113.50:5000"
	reset := func(peer string, header map[string]string) int {
		return from(h, peer, "POST", "/api/password-reset", `{"email":"nobody@example.nl"}`, header).Code
	}
	t.Run("CountryHeaderOnlyFromProxy", func(t *testing.T) {
		header := map[string]string{"CF-IPCountry": "PL"}
		if body := from(h, proxy, "GET", "/api/settings", "", header).Body.String(); !strings.Contains(body, `"geoip_country":"PL"`) {
			t.Errorf("from the proxy: %.200s", body)
		}
		if body := from(h, stranger, "GET", "/api/settings", "", header).Body.String(); !strings.Contains(body, `"geoip_country":""`) {
			t.Errorf("from a stranger the header counted: %.200s", body)
		}
	})
	t.Run("ConnectingIPIgnoredFromStranger", func(t *testing.T) {
		if got := reset(stranger, map[string]string{"CF-Connecting-IP": "198.51.100.1"}); got != 404 {
			t.Fatalf("first request = %d, want 404 (unknown address)", got)
		}
		// A new CF-Connecting-IP from the same peer is still the same client.
		if got := reset(stranger, map[string]string{"CF-Connecting-IP": "198.51.100.2"}); got != 429 {
			t.Errorf("second request with another header = %d, want 429", got)
		}
		if got := reset(stranger, map[string]string{"X-Forwarded-For": "198.51.100.3"}); got != 429 {
			t.Errorf("second request with X-Forwarded-For = %d, want 429", got)
		}
	})
	t.Run("ConnectingIPFromProxy", func(t *testing.T) {
		for _, ip := range []string{"198.51.100.11", "198.51.100.12"} {
			if got := reset(proxy, map[string]string{"CF-Connecting-IP": ip}); got != 404 {
				t.Errorf("client %s through the proxy = %d, want 404", ip, got)
			}
		}
		if got := reset(proxy, map[string]string{"CF-Connecting-IP": "198.51.100.11"}); got != 429 {
			t.Errorf("client again through the proxy = %d, want 429", got)
		}
	})
	t.Run("ForwardedForSkipsTrustedHops", func(t *testing.T) {
		// The client wrote a fake first hop; the last untrusted hop is the real one.
		header := map[string]string{"X-Forwarded-For": "192.0.2.99, 198.51.100.21, 10.9.9.9"}
		if got := reset(proxy, header); got != 404 {
			t.Fatalf("first = %d, want 404", got)
		}
		header["X-Forwarded-For"] = "192.0.2.100, 198.51.100.21"
		if got := reset(proxy, header); got != 429 {
			t.Errorf("same client with another fake hop = %d, want 429", got)
		}
	})
}

func TestPerNetworkLimits(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := newServer(t, db)
		srv.SignupsPerIP, srv.ResetsPerIP = 2, 2
		h := srv.Handler()
		signup := func(peer string, n int) *httptest.ResponseRecorder {
			body := strings.Replace(signupBody, "sanne@", "sanne"+itoa(int64(n))+"@", 1)
			return from(h, peer, "POST", "/api/signup", body, nil)
		}
		t.Run("Signups", func(t *testing.T) {
			for i := 0; i < 2; i++ {
				if w := signup("198.51.100.1:1", i); w.Code != 201 {
					t.Fatalf("sign-up %d = %d %s", i+1, w.Code, w.Body)
				}
			}
			w := signup("198.51.100.1:1", 3)
			if w.Code != 429 || !strings.Contains(w.Body.String(), `"key":"signupLimit"`) {
				t.Errorf("3rd sign-up = %d %s, want 429 signupLimit", w.Code, w.Body)
			}
			if w := signup("198.51.100.2:1", 4); w.Code != 201 {
				t.Errorf("another address = %d %s", w.Code, w.Body)
			}
		})
		t.Run("ResetsPerIPv6Network", func(t *testing.T) {
			reset := func(peer string) *httptest.ResponseRecorder {
				return from(h, peer, "POST", "/api/password-reset", `{"email":"nobody@example.nl"}`, nil)
			}
			reset("[2001:db8:1:2::1]:1")
			reset("[2001:db8:1:2::2]:1")
			w := reset("[2001:db8:1:2:ffff::3]:1")
			if w.Code != 429 || !strings.Contains(w.Body.String(), `"message":"Too many password reset emails sent, please try again tomorrow."`) {
				t.Errorf("3rd reset from one /64 = %d %s, want 429 with SPEC's message", w.Code, w.Body)
			}
			if w := reset("[2001:db8:1:3::1]:1"); w.Code != 404 {
				t.Errorf("another /64 = %d %s, want 404", w.Code, w.Body)
			}
		})
	})
}

func TestKnownDeviceCookie(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		owner := newClient(t, srv)
		owner.expect("POST", "/api/signup", signupBody, 201)
		owner.expect("POST", "/api/logout", "", 204)
		login := `{"email":"sanne@example.nl","password":"veilig-wachtwoord-42"}`
		_, _, resp := owner.do("POST", "/api/user", login)
		var device *http.Cookie
		for _, c := range resp.Cookies() {
			if c.Name == "auth.device" {
				device = c
			}
		}
		if device == nil || !device.HttpOnly || device.MaxAge < 300*24*3600 {
			t.Fatalf("device cookie = %+v, want a long-lived HttpOnly cookie", device)
		}
		attacker := newClient(t, srv)
		for i := 0; i < sqlstore.AccountMaxFailures; i++ {
			attacker.do("POST", "/api/user", `{"email":"sanne@example.nl","password":"geraden-wachtwoord"}`)
		}
		attacker.expect("POST", "/api/user", login, 429, `"key":"loginBlocked"`)
		owner.expect("POST", "/api/user", login, 200, `"email":"sanne@example.nl"`)
	})
}

func TestCurrentPasswordChecksLimited(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		srv := httptest.NewServer(newServer(t, db).Handler())
		defer srv.Close()
		c := newClient(t, srv)
		c.expect("POST", "/api/signup", signupBody, 201)
		for i := 0; i < sqlstore.AccountMaxFailures-1; i++ {
			c.expect("POST", "/api/password", `{"old_password":"geraden-1","new_password":"nieuw-wachtwoord-1"}`, 400, `"key":"oldPasswordWrong"`)
		}
		c.expect("POST", "/api/email-change", `{"email":"new@example.nl","password":"geraden-2"}`, 429, `"key":"loginBlocked"`)
		c.expect("DELETE", "/api/user", `{"reason":"time","password":"veilig-wachtwoord-42"}`, 429, `"key":"loginBlocked"`)
	})
}

func TestBusyAnswersRetryAfter(t *testing.T) {
	db := storetest.SQLite(t)
	db.Hasher = amora.NewHasher(1, 0, time.Millisecond)
	h := newServer(t, db).Handler()
	// One slot and no queue: while another hash holds the slot, a login is turned away.
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				db.Hasher.Hash(context.Background(), "keeps-the-slot-busy")
			}
		}
	}()
	defer func() { close(stop); <-done }()
	// Each try from its own address for its own account, so that no attempt limit answers first.
	for i, deadline := 0, time.Now().Add(time.Minute); time.Now().Before(deadline); i++ {
		w := from(h, fmt.Sprintf("10.%d.%d.1:1", i/250, i%250), "POST", "/api/user", fmt.Sprintf(`{"email":"nobody%d@example.nl","password":"whatever-1"}`, i), nil)
		if w.Code == 503 {
			if w.Header().Get("Retry-After") == "" || !strings.Contains(w.Body.String(), `"key":"busy"`) {
				t.Errorf("busy answer: %v %s", w.Header(), w.Body)
			}
			return
		}
	}
	t.Error("no login found the hasher busy")
}
