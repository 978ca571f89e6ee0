package media

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

// signerAt returns a Signer whose clock stands at now.
func signerAt(now time.Time) Signer {
	return Signer{Key: []byte("0123456789abcdef0123456789abcdef"), Prefix: "/media/", Now: func() time.Time { return now }}
}

func TestSignerURL(t *testing.T) {
	base := time.Date(2025, 3, 14, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name       string
		now        time.Time
		ttl        time.Duration
		wantExpiry time.Time
	}{
		{"RoundsUp", base.Add(15 * time.Minute), time.Hour, base.Add(2 * time.Hour)},
		{"FullHourStays", base, time.Hour, base.Add(time.Hour)},
		{"SecondPastTheHour", base.Add(time.Second), time.Hour, base.Add(2 * time.Hour)},
		{"NanosecondPastTheHour", base.Add(time.Nanosecond), time.Hour, base.Add(2 * time.Hour)},
		{"OtherTimeZone", base.Add(59 * time.Minute).In(time.FixedZone("IST", 5*3600+1800)), 24 * time.Hour, base.Add(25 * time.Hour)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := signerAt(tt.now)
			got := s.URL("3f/3fa9", Card, tt.ttl)
			path, query, _ := strings.Cut(got, "?")
			if want := "/media/3f/3fa9.card.jpg"; path != want {
				t.Errorf("path = %q, want %q", path, want)
			}
			q, err := url.ParseQuery(query)
			if err != nil {
				t.Fatal(err)
			}
			e := tt.wantExpiry.Unix()
			if got := q.Get("e"); got != strconv.FormatInt(e, 10) {
				t.Errorf("e = %s, want %d", got, e)
			}
			mac := hmac.New(sha256.New, s.Key)
			mac.Write([]byte("3f/3fa9|card|" + strconv.FormatInt(e, 10)))
			if got, want := q.Get("s"), base64.RawURLEncoding.EncodeToString(mac.Sum(nil)); got != want {
				t.Errorf("s = %q, want %q", got, want)
			}
		})
	}
}

func TestSignerHandler(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2025, 3, 14, 10, 20, 0, 0, time.UTC)
	s := signerAt(now)
	disk := Disk{Dir: t.TempDir()}
	name, missing := NewName(), NewName()
	photo := []byte("\xff\xd8 pretend this is a JPEG \xff\xd9")
	if err := disk.Put(ctx, name+"/"+Card, photo); err != nil {
		t.Fatal(err)
	}
	if err := disk.Put(ctx, name+"/original", photo); err != nil {
		t.Fatal(err)
	}
	card := s.URL(name, Card, time.Hour) // expires at 12:00, 100 minutes from now
	cardQuery, _ := url.Parse(card)
	sig := cardQuery.Query().Get("s")
	tampered := strings.Replace(card, "s="+sig[:1], "s="+map[bool]string{true: "B", false: "A"}[sig[0] == 'A'], 1)
	later := strings.Replace(card, "e="+strconv.FormatInt(now.Add(100*time.Minute).Unix(), 10),
		"e="+strconv.FormatInt(now.Add(1000*time.Hour).Unix(), 10), 1)
	modified := time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)

	tests := []struct {
		name       string
		method     string
		target     string
		header     map[string]string
		handler    http.Handler
		wantStatus int
		wantBody   string
	}{
		{name: "Valid", method: "GET", target: card, wantStatus: 200, wantBody: string(photo)},
		{name: "Head", method: "HEAD", target: card, wantStatus: 200},
		{name: "Range", method: "GET", target: card, header: map[string]string{"Range": "bytes=0-1"}, wantStatus: 206, wantBody: "\xff\xd8"},
		{name: "NotModified", method: "GET", target: card, header: map[string]string{"If-Modified-Since": modified}, wantStatus: 304},
		{name: "TamperedSignature", method: "GET", target: tampered, wantStatus: 403},
		{name: "MissingSignature", method: "GET", target: strings.Split(card, "&s=")[0], wantStatus: 403},
		{name: "MissingExpiry", method: "GET", target: "/media/" + name + ".card.jpg?s=" + sig, wantStatus: 403},
		{name: "ExtendedExpiry", method: "GET", target: later, wantStatus: 403},
		{name: "Expired", method: "GET", target: card, handler: signerAt(now.Add(100 * time.Minute)).Handler(disk), wantStatus: 403},
		{name: "OtherKey", method: "GET", target: card, handler: Signer{Key: []byte("another key"), Prefix: "/media/", Now: s.Now}.Handler(disk), wantStatus: 403},
		{name: "EmptyKeyRefusesAll", method: "GET", target: Signer{Prefix: "/media/", Now: s.Now}.URL(name, Card, time.Hour), handler: Signer{Prefix: "/media/", Now: s.Now}.Handler(disk), wantStatus: 403},
		{name: "WrongVariant", method: "GET", target: strings.Replace(card, ".card.jpg", ".full.jpg", 1), wantStatus: 403},
		{name: "OtherPhoto", method: "GET", target: strings.Replace(card, name, missing, 1), wantStatus: 403},
		{name: "MissingFile", method: "GET", target: s.URL(missing, Card, time.Hour), wantStatus: 404},
		{name: "MissingVariant", method: "GET", target: s.URL(name, Thumb, time.Hour), wantStatus: 404},
		{name: "UnknownVariant", method: "GET", target: s.URL(name, "original", time.Hour), wantStatus: 404},
		{name: "TraversalName", method: "GET", target: s.URL("../"+name, Card, time.Hour), wantStatus: 404},
		{name: "NotJPEG", method: "GET", target: strings.Replace(card, ".jpg", ".png", 1), wantStatus: 404},
		{name: "OutsidePrefix", method: "GET", target: strings.Replace(card, "/media/", "/other/", 1), wantStatus: 404},
		{name: "Post", method: "POST", target: card, wantStatus: 405},
		{name: "CDNPrefix", method: "GET", target: strings.TrimPrefix(
			Signer{Key: s.Key, Prefix: "https://cdn.example.com/media/", Now: s.Now}.URL(name, Card, time.Hour), "https://cdn.example.com"),
			handler: Signer{Key: s.Key, Prefix: "https://cdn.example.com/media/", Now: s.Now}.Handler(disk), wantStatus: 200, wantBody: string(photo)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			handler := tt.handler
			if handler == nil {
				handler = s.Handler(disk)
			}
			r := httptest.NewRequest(tt.method, tt.target, nil)
			for k, v := range tt.header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			handler.ServeHTTP(w, r)
			if w.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d (body %q)", w.Code, tt.wantStatus, w.Body.String())
			}
			if tt.wantBody != "" && w.Body.String() != tt.wantBody {
				t.Errorf("body = %q, want %q", w.Body.String(), tt.wantBody)
			}
			if tt.wantStatus != 200 && tt.wantStatus != 206 {
				return
			}
			want := map[string]string{
				"Content-Type":           "image/jpeg",
				"Cache-Control":          "private, max-age=6000",
				"X-Content-Type-Options": "nosniff",
			}
			if tt.method == "HEAD" {
				want["Content-Length"] = strconv.Itoa(len(photo))
			}
			for k, v := range want {
				if got := w.Header().Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			if tt.method == "HEAD" && w.Body.Len() != 0 {
				t.Errorf("HEAD answered a body of %d bytes", w.Body.Len())
			}
		})
	}
}
