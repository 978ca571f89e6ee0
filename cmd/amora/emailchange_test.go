package main

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
)

// emailChangeAndUndo changes Eva's address through the real server and its outbox:
// the old address is mailed a link that undoes the change; following it brings the
// old address back and locks the account.
func emailChangeAndUndo(t *testing.T, base, outbox string) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	call := func(method, path, body string, want int) string {
		t.Helper()
		req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
		req.Header.Set("X-Requested-With", "amora")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != want {
			t.Fatalf("%s %s = %d, want %d: %s", method, path, resp.StatusCode, want, b)
		}
		return string(b)
	}
	token := func(link string) string { return link[strings.Index(link, "token=")+len("token="):] }

	call("POST", "/api/user", `{"email":"eva@example.de","password":"sicheres-passwort-7"}`, 200)
	call("POST", "/api/email-change", `{"email":"eva.neu@example.de","password":"sicheres-passwort-7"}`, 202)
	confirm := waitForLink(t, outbox, "eva.neu@example.de", "/mail-change/do")
	call("POST", "/api/email-change/do", `{"token":"`+token(confirm)+`"}`, 200)
	undo := waitForLink(t, outbox, "eva@example.de", "/mail-change/undo")
	call("POST", "/api/email-change/undo", `{"token":"`+token(undo)+`"}`, 204)
	call("GET", "/api/user", "", 403)
	if got := call("POST", "/api/user", `{"email":"eva@example.de","password":"sicheres-passwort-7"}`, 403); !strings.Contains(got, `"key":"accountLocked"`) {
		t.Errorf("login after the undo: %s, want accountLocked", got)
	}
}
