// Package push sends web push messages (RFC 8030) to members' devices: payloads
// encrypted for the browser (RFC 8291, aes128gcm) and signed by the server's VAPID key
// (RFC 8292), through github.com/SherClockHolmes/webpush-go. The job that pushes a
// notification (Notifier) asks amora.PushRefusal, sends to each subscription, removes
// the ones the push service says are gone, and leaves the retries to the job runner.
package push

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
)

// Keys is a VAPID key pair, base64url without padding: the private scalar (32 bytes)
// and the uncompressed public point (65 bytes), which browsers take as
// applicationServerKey (push_public_key in GET /api/settings).
type Keys struct {
	Private string
	Public  string
}

// GenerateKeys makes a new VAPID key pair.
func GenerateKeys() (private, public string, err error) { return webpush.GenerateVAPIDKeys() }

// KeysFromPrivate completes a given private key (base64url, padded or not) with its
// public key.
func KeysFromPrivate(private string) (Keys, error) {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(private, "="))
	if err != nil {
		return Keys{}, fmt.Errorf("VAPID private key: %w", err)
	}
	k, err := ecdh.P256().NewPrivateKey(raw)
	if err != nil {
		return Keys{}, fmt.Errorf("VAPID private key: %w", err)
	}
	return Keys{Private: base64.RawURLEncoding.EncodeToString(raw), Public: base64.RawURLEncoding.EncodeToString(k.PublicKey().Bytes())}, nil
}

// Message is one push: its JSON payload and the headers of RFC 8030.
type Message struct {
	Payload []byte
	TTL     time.Duration // how long the push service keeps it for a device that is off
	Urgency webpush.Urgency
	Topic   string // a newer push of the same topic replaces an undelivered one
}

// Result is what the push service answered for one subscription.
type Result int

const (
	Delivered Result = iota // 201: the push service took it
	Gone                    // 404 or 410: the subscription is no more; delete it
	Retry                   // 429 or 5xx, or the service could not be reached: try again later
	Rejected                // any other answer (a bad request, a payload too large): no retry helps
)

// Sender signs and sends pushes.
type Sender struct {
	Keys   Keys
	Client *http.Client // nil: a client with a 10-second timeout
}

// vapidLifetime is how long the VAPID JWT is valid; webpush-go signs it for 12 h,
// within RFC 8292's 24 h.
const vapidLifetime = 12 * time.Hour

// Send pushes msg to sub, with subject (a mailto: address or https: URL; a bare
// address counts as mailto:) in the VAPID JWT. With Retry it also returns how long the
// service asked to wait (Retry-After; zero when it named none).
func (s *Sender) Send(ctx context.Context, sub webpush.Subscription, subject string, msg Message) (Result, time.Duration, error) {
	client := s.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := webpush.SendNotificationWithContext(ctx, msg.Payload, &sub, &webpush.Options{
		HTTPClient:      client,
		Subscriber:      strings.TrimPrefix(subject, "mailto:"),
		Topic:           msg.Topic,
		TTL:             int(msg.TTL / time.Second),
		Urgency:         msg.Urgency,
		VAPIDPublicKey:  s.Keys.Public,
		VAPIDPrivateKey: s.Keys.Private,
		VapidExpiration: time.Now().Add(vapidLifetime),
	})
	if err != nil {
		// The HTTP client's errors (*url.Error) are passing: no answer, try again. The
		// others come before the request: keys that cannot encrypt.
		var ue *url.Error
		if ctx.Err() != nil || errors.As(err, &ue) {
			return Retry, 0, err
		}
		return Rejected, 0, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	switch c := resp.StatusCode; {
	case c >= 200 && c < 300:
		return Delivered, 0, nil
	case c == http.StatusNotFound || c == http.StatusGone:
		return Gone, 0, fmt.Errorf("push service: %s", resp.Status)
	case c == http.StatusTooManyRequests || c >= 500:
		return Retry, retryAfter(resp.Header.Get("Retry-After"), time.Now()), fmt.Errorf("push service: %s", resp.Status)
	default:
		return Rejected, 0, fmt.Errorf("push service: %s: %s", resp.Status, strings.TrimSpace(string(body)))
	}
}

// retryAfter reads a Retry-After header (seconds or an HTTP date); zero when absent or
// unreadable.
func retryAfter(h string, now time.Time) time.Duration {
	if secs, err := strconv.Atoi(strings.TrimSpace(h)); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}
