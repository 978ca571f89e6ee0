package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"amora"
)

// TestErrorStatus maps every error code to its HTTP status, and an unknown one to 500.
func TestErrorStatus(t *testing.T) {
	want := map[string]int{
		amora.EINVALID: 400, amora.EUNAUTHORIZED: 403, amora.EFORBIDDEN: 403, amora.EBLOCKED: 403,
		amora.EBADCLIENT: 403, amora.ECROSSORIGIN: 403, amora.ENOTFOUND: 404, amora.EMETHOD: 405,
		amora.ECONFLICT: 409, amora.ECREDITS: 402, amora.EPREMIUM: 402, amora.ETOOLARGE: 413,
		amora.ERATELIMIT: 429, amora.EUNAVAILABLE: 503, amora.ENOTIMPLEMENTED: 501, amora.EINTERNAL: 500,
		amora.ESTAFFAUTH: 401, amora.ELOCKED: 423,
		"no_such_code": 500, "": 500,
	}
	for code, status := range want {
		if got := errorStatus(code); got != status {
			t.Errorf("errorStatus(%q) = %d, want %d", code, got, status)
		}
	}
	for code := range statusByCode {
		if _, ok := want[code]; !ok {
			t.Errorf("code %q is not tested", code)
		}
	}
}

// TestWriteError answers errors in the envelope: an application error with its status,
// details and Retry-After; any other error as a generic 500 that is logged, unless the
// client went away.
func TestWriteError(t *testing.T) {
	for _, c := range []struct {
		name       string
		err        error
		status     int
		retryAfter string
		body       string
		logged     string
	}{
		{"RetryAfter", &amora.Error{Code: amora.ERATELIMIT, Key: "tooMany", Message: "Too many attempts.", RetryAfter: 30}, 429, "30",
			`{"error":{"code":"rate_limited","message":"Too many attempts.","key":"tooMany"}}`, ""},
		{"FieldAndParams", fmt.Errorf("wrapped: %w", &amora.Error{Code: amora.EINVALID, Field: "email", Key: "emailTaken", Message: "Taken <b>.", Params: map[string]any{"n": 2}}), 400, "",
			`{"error":{"code":"invalid","message":"Taken <b>.","field":"email","key":"emailTaken","params":{"n":2}}}`, ""},
		{"NotFound", amora.Errorf(amora.ENOTFOUND, "Member not found."), 404, "",
			`{"error":{"code":"not_found","message":"Member not found."}}`, ""},
		{"Internal", errors.New("pq: secret detail"), 500, "",
			`{"error":{"code":"internal","message":"An error occured, please try again later."}}`, "level=ERROR msg=\"request failed\""},
		{"Canceled", fmt.Errorf("query: %w", context.Canceled), 500, "",
			`{"error":{"code":"internal","message":"An error occured, please try again later."}}`, "level=DEBUG msg=\"request canceled\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var logs bytes.Buffer
			s := &Server{Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
			w := httptest.NewRecorder()
			s.writeError(w, httptest.NewRequest("GET", "/api/x", nil), c.err)
			if w.Code != c.status || w.Header().Get("Retry-After") != c.retryAfter {
				t.Errorf("status %d, Retry-After %q; want %d, %q", w.Code, w.Header().Get("Retry-After"), c.status, c.retryAfter)
			}
			if got := strings.TrimSuffix(w.Body.String(), "\n"); got != c.body {
				t.Errorf("body %s\nwant %s", got, c.body)
			}
			if c.logged == "" && logs.Len() > 0 || c.logged != "" && !strings.Contains(logs.String(), c.logged) {
				t.Errorf("logged %q, want %q", logs.String(), c.logged)
			}
			if strings.Contains(w.Body.String(), "secret") {
				t.Error("an internal error's detail reached the answer")
			}
		})
	}
}

// TestWriteJSON answers JSON with its length, no-store unless the handler chose a cache
// policy, HTML left unescaped, and a 500 instead of half a body when v cannot be encoded.
func TestWriteJSON(t *testing.T) {
	w := httptest.NewRecorder()
	writeJSON(w, http.StatusCreated, map[string]any{"text": "<b>&</b>", "n": 1})
	const want = `{"n":1,"text":"<b>&</b>"}` + "\n"
	h := w.Header()
	if w.Code != 201 || w.Body.String() != want || h.Get("Content-Type") != "application/json; charset=utf-8" ||
		h.Get("Cache-Control") != "no-store" || h.Get("Content-Length") != fmt.Sprint(len(want)) {
		t.Errorf("%d %q %v", w.Code, w.Body.String(), h)
	}

	w = httptest.NewRecorder()
	w.Header().Set("Cache-Control", "private, max-age=60")
	writeJSON(w, http.StatusOK, []int{1})
	if got := w.Header().Get("Cache-Control"); got != "private, max-age=60" {
		t.Errorf("Cache-Control = %q, want the handler's", got)
	}

	w = httptest.NewRecorder()
	writeJSON(w, http.StatusOK, map[string]any{"ch": make(chan int)})
	if w.Code != 500 || strings.Contains(w.Body.String(), "{") {
		t.Errorf("unencodable value: %d %q", w.Code, w.Body.String())
	}
}

// TestWriteText answers plain text with its length.
func TestWriteText(t *testing.T) {
	w := httptest.NewRecorder()
	writeText(w, "ok")
	if w.Code != 200 || w.Body.String() != "ok" || w.Header().Get("Content-Type") != "text/plain; charset=utf-8" || w.Header().Get("Content-Length") != "2" {
		t.Errorf("%d %q %v", w.Code, w.Body.String(), w.Header())
	}
}
