package media

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
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
		{"RoundsUp", base.Add(2 * time.Minute), 10 * time.Minute, base.Add(15 * time.Minute)},
		{"FullStepStays", base, 10 * time.Minute, base.Add(10 * time.Minute)},
		{"SecondPastTheStep", base.Add(time.Second), 10 * time.Minute, base.Add(15 * time.Minute)},
		{"NanosecondPastTheStep", base.Add(time.Nanosecond), 10 * time.Minute, base.Add(15 * time.Minute)},
		{"OtherTimeZone", base.Add(59 * time.Minute).In(time.FixedZone("IST", 5*3600+1800)), 24 * time.Hour, base.Add(25 * time.Hour)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := signerAt(tt.now)
			got := s.URL(amora.PhotoGrant{Name: "3f/3fa9", Variant: Card, Owner: 12, Viewer: 34}, tt.ttl)
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
			mac.Write([]byte("3f/3fa9|card|12|34|" + strconv.FormatInt(e, 10)))
			if q.Get("m") != "12" || q.Get("v") != "34" {
				t.Errorf("owner %q and viewer %q, want 12 and 34", q.Get("m"), q.Get("v"))
			}
			if got, want := q.Get("s"), base64.RawURLEncoding.EncodeToString(mac.Sum(nil)); got != want {
				t.Errorf("s = %q, want %q", got, want)
			}
		})
	}
}

// TestSignerVerify checks every way a photo URL can be wrong; serving the file to the
// right viewer is the HTTP API's (internal/httpapi media tests).
func TestSignerVerify(t *testing.T) {
	now := time.Date(2025, 3, 14, 10, 20, 0, 0, time.UTC)
	s := signerAt(now)
	name, other := NewName(), NewName()
	grant := amora.PhotoGrant{Name: name, Variant: Card, Owner: 5, Viewer: 9}
	card := s.URL(grant, time.Hour) // expires at 11:20
	cardQuery, _ := url.Parse(card)
	sig := cardQuery.Query().Get("s")
	tampered := strings.Replace(card, "s="+sig[:1], "s="+map[bool]string{true: "B", false: "A"}[sig[0] == 'A'], 1)
	later := strings.Replace(card, "e="+strconv.FormatInt(now.Add(time.Hour).Unix(), 10),
		"e="+strconv.FormatInt(now.Add(1000*time.Hour).Unix(), 10), 1)
	with := func(g amora.PhotoGrant, change func(*amora.PhotoGrant)) amora.PhotoGrant { change(&g); return g }
	cdn := Signer{Key: s.Key, Prefix: "https://cdn.example.com/media/", Now: s.Now}

	tests := []struct {
		name     string
		target   string
		signer   Signer
		wantCode string
	}{
		{name: "Valid", target: card},
		{name: "TamperedSignature", target: tampered, wantCode: amora.EFORBIDDEN},
		{name: "MissingSignature", target: strings.Split(card, "&s=")[0] + "&v=9", wantCode: amora.EFORBIDDEN},
		{name: "MissingExpiry", target: strings.Replace(card, "e=", "x=", 1), wantCode: amora.EFORBIDDEN},
		{name: "ExtendedExpiry", target: later, wantCode: amora.EFORBIDDEN},
		{name: "OtherViewer", target: strings.Replace(card, "v=9", "v=10", 1), wantCode: amora.EFORBIDDEN},
		{name: "VisitorInstead", target: strings.Replace(card, "v=9", "v=0", 1), wantCode: amora.EFORBIDDEN},
		{name: "OtherOwner", target: strings.Replace(card, "m=5", "m=6", 1), wantCode: amora.EFORBIDDEN},
		{name: "Expired", target: card, signer: signerAt(now.Add(time.Hour)), wantCode: amora.EFORBIDDEN},
		{name: "OtherKey", target: card, signer: Signer{Key: []byte("another key"), Prefix: "/media/", Now: s.Now}, wantCode: amora.EFORBIDDEN},
		{name: "EmptyKeyRefusesAll", target: Signer{Prefix: "/media/", Now: s.Now}.URL(grant, time.Hour), signer: Signer{Prefix: "/media/", Now: s.Now}, wantCode: amora.EFORBIDDEN},
		{name: "WrongVariant", target: strings.Replace(card, ".card.jpg", ".full.jpg", 1), wantCode: amora.EFORBIDDEN},
		{name: "OtherPhoto", target: strings.Replace(card, name, other, 1), wantCode: amora.EFORBIDDEN},
		{name: "UnknownVariant", target: s.URL(with(grant, func(g *amora.PhotoGrant) { g.Variant = "original" }), time.Hour), wantCode: amora.ENOTFOUND},
		{name: "TraversalName", target: s.URL(with(grant, func(g *amora.PhotoGrant) { g.Name = "../" + name }), time.Hour), wantCode: amora.ENOTFOUND},
		{name: "NotJPEG", target: strings.Replace(card, ".jpg", ".png", 1), wantCode: amora.ENOTFOUND},
		{name: "OutsidePrefix", target: strings.Replace(card, "/media/", "/other/", 1), wantCode: amora.ENOTFOUND},
		{name: "CDNPrefix", target: strings.TrimPrefix(cdn.URL(grant, time.Hour), "https://cdn.example.com"), signer: cdn},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			signer := tt.signer
			if signer.Key == nil && signer.Prefix == "" {
				signer = s
			}
			g, expires, err := signer.Verify(httptest.NewRequest("GET", tt.target, nil))
			if got := amora.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code %q, want %q", got, tt.wantCode)
			}
			if tt.wantCode == "" && (g != grant || !expires.Equal(now.Add(time.Hour))) {
				t.Errorf("grant %+v until %v, want %+v until %v", g, expires, grant, now.Add(time.Hour))
			}
		})
	}
}
