// Package pushtest is a push service (RFC 8030) for tests: an httptest TLS server that
// checks each push's VAPID JWT (RFC 8292: ES256 signature by the server's public key,
// aud the endpoint's origin, exp at most 24 h ahead, sub a mailto: address), decrypts
// its aes128gcm payload (RFC 8291) with the private key of the device it was sent to,
// as a browser does, and answers what the test queued (201 by default).
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
)

// Push is one push the service accepted or refused, decrypted.
type Push struct {
	Device  string      // the device's endpoint path, /push/<n>
	Header  http.Header // TTL, Urgency, Topic
	Payload []byte      // the plaintext
	Claims  map[string]any
	Status  int // what the service answered
	At      time.Time
}

// JSON decodes the payload as the service worker does.
func (p Push) JSON(t testing.TB) amora.PushPayload {
	t.Helper()
	var out amora.PushPayload
	dec := json.NewDecoder(bytes.NewReader(p.Payload))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil {
		t.Fatalf("push payload %s: %v", p.Payload, err)
	}
	return out
}

// Device is a browser's push subscription: its key pair and auth secret.
type Device struct {
	Endpoint string
	Path     string
	priv     *ecdh.PrivateKey
	auth     []byte
}

// Subscription is the device's subscription as the server stores it.
func (d *Device) Subscription() amora.PushSubscription {
	return amora.PushSubscription{Endpoint: d.Endpoint, P256dh: b64(d.priv.PublicKey().Bytes()), Auth: b64(d.auth)}
}

// JSON is the device's PushSubscription.toJSON(), as the app posts it.
func (d *Device) JSON() string {
	s := d.Subscription()
	return fmt.Sprintf(`{"endpoint":%q,"expirationTime":null,"keys":{"p256dh":%q,"auth":%q}}`, s.Endpoint, s.P256dh, s.Auth)
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

type answer struct {
	status     int
	retryAfter string
}

// Service is the fake push service.
type Service struct {
	URL    string
	Server *httptest.Server
	// VAPIDPublic is the server's public key; every push must be signed by it.
	VAPIDPublic string
	// C receives every push the service accepted (201).
	C chan Push

	t       testing.TB
	mu      sync.Mutex
	devices map[string]*Device
	answers map[string][]answer
	pushes  []Push
	n       int
}

// New starts a push service that expects pushes signed by vapidPublic.
func New(t testing.TB, vapidPublic string) *Service {
	s := &Service{VAPIDPublic: vapidPublic, C: make(chan Push, 4096), t: t,
		devices: map[string]*Device{}, answers: map[string][]answer{}}
	s.Server = httptest.NewTLSServer(http.HandlerFunc(s.serve))
	s.URL = s.Server.URL
	t.Cleanup(s.Server.Close)
	return s
}

// Client is an HTTP client that trusts the service's certificate.
func (s *Service) Client() *http.Client { return s.Server.Client() }

// NewDevice makes a browser's subscription at this service.
func (s *Service) NewDevice() *Device {
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		s.t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.n++
	path := "/push/" + strconv.Itoa(s.n)
	d := &Device{Endpoint: s.URL + path, Path: path, priv: priv, auth: auth}
	s.devices[path] = d
	return d
}

// Answer queues the next answer for d: a status and a Retry-After header ("" none).
func (s *Service) Answer(d *Device, status int, retryAfter string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.answers[d.Path] = append(s.answers[d.Path], answer{status, retryAfter})
}

// Pushes returns every push sent to d, accepted or not, and forgets them.
func (s *Service) Pushes(d *Device) []Push {
	s.mu.Lock()
	defer s.mu.Unlock()
	var got, rest []Push
	for _, p := range s.pushes {
		if p.Device == d.Path {
			got = append(got, p)
		} else {
			rest = append(rest, p)
		}
	}
	s.pushes = rest
	return got
}

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	d := s.devices[r.URL.Path]
	a := answer{status: http.StatusCreated}
	if q := s.answers[r.URL.Path]; len(q) > 0 {
		a, s.answers[r.URL.Path] = q[0], q[1:]
	}
	s.mu.Unlock()
	if r.Method != http.MethodPost || d == nil {
		http.NotFound(w, r)
		return
	}
	p := Push{Device: d.Path, Header: r.Header.Clone(), Status: a.status, At: time.Now()}
	var err error
	if p.Claims, err = s.checkVAPID(r.Header.Get("Authorization")); err != nil {
		s.t.Errorf("push service: VAPID: %v", err)
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	body, _ := io.ReadAll(r.Body)
	if r.Header.Get("Content-Encoding") != "aes128gcm" {
		s.t.Errorf("push service: Content-Encoding %q", r.Header.Get("Content-Encoding"))
	}
	if p.Payload, err = decrypt(d, body); err != nil {
		s.t.Errorf("push service: decrypting: %v", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.pushes = append(s.pushes, p)
	s.mu.Unlock()
	if a.retryAfter != "" {
		w.Header().Set("Retry-After", a.retryAfter)
	}
	w.WriteHeader(a.status)
	if a.status == http.StatusCreated {
		s.C <- p
	}
}

// checkVAPID checks the header "vapid t=<JWT>, k=<public key>" of RFC 8292.
func (s *Service) checkVAPID(h string) (map[string]any, error) {
	rest, ok := strings.CutPrefix(h, "vapid ")
	if !ok {
		return nil, fmt.Errorf("authorization %q is not vapid", h)
	}
	var token, key string
	for _, part := range strings.Split(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			token = v
		case "k":
			key = v
		}
	}
	if key != s.VAPIDPublic {
		return nil, fmt.Errorf("k=%s, want the server's public key %s", key, s.VAPIDPublic)
	}
	raw, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return nil, err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return nil, err
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return nil, errors.New("the JWT has no three parts")
	}
	var header struct{ Alg, Typ string }
	if err := decodePart(parts[0], &header); err != nil || header.Alg != "ES256" {
		return nil, fmt.Errorf("JWT header %+v: %v", header, err)
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return nil, fmt.Errorf("ES256 signature of %d bytes: %v", len(sig), err)
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return nil, errors.New("the JWT's signature does not verify with k")
	}
	var claims map[string]any
	if err := decodePart(parts[1], &claims); err != nil {
		return nil, err
	}
	if claims["aud"] != s.URL {
		return nil, fmt.Errorf("aud %v, want the endpoint's origin %s", claims["aud"], s.URL)
	}
	exp, _ := claims["exp"].(float64)
	if now := float64(time.Now().Unix()); exp <= now || exp > now+24*3600 {
		return nil, fmt.Errorf("exp %v is not within 24 h ahead", claims["exp"])
	}
	if sub, _ := claims["sub"].(string); !strings.HasPrefix(sub, "mailto:") || strings.HasPrefix(sub, "mailto:mailto:") || !strings.Contains(sub, "@") {
		return nil, fmt.Errorf("sub %v is not a mailto: address", claims["sub"])
	}
	return claims, nil
}

func decodePart(part string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(part)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// decrypt reads an aes128gcm body (RFC 8188) encrypted for d (RFC 8291 §3.4).
func decrypt(d *Device, body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body too short")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if idlen != 65 || len(body) < 21+idlen {
		return nil, fmt.Errorf("keyid of %d bytes, want the 65-byte server key", idlen)
	}
	asPublic, ciphertext := body[21:21+idlen], body[21+idlen:]
	if uint32(len(ciphertext)) > rs {
		return nil, fmt.Errorf("record of %d bytes exceeds rs %d (one record expected)", len(ciphertext), rs)
	}
	as, err := ecdh.P256().NewPublicKey(asPublic)
	if err != nil {
		return nil, err
	}
	secret, err := d.priv.ECDH(as)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), d.priv.PublicKey().Bytes()...), asPublic...)
	ikm, err := hkdf.Key(sha256.New, secret, d.auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, err
	}
	// The last record ends with the delimiter 0x02 and zero padding.
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("no last-record delimiter")
	}
	return plain[:len(plain)-1], nil
}
