package mail

import (
	"context"
	"crypto/x509"
	"fmt"
	"net"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// newTestSMTP returns an SMTP transport that delivers to the test server at addr, trusting
// the certificates in pool, whatever host name url gives.
func newTestSMTP(t *testing.T, url, addr string, pool *x509.CertPool, d *DKIM) *SMTP {
	t.Helper()
	s, err := NewSMTP(url, "Amora <no-reply@amora.test>")
	if err != nil {
		t.Fatalf("NewSMTP(%q): %v", url, err)
	}
	s.rootCAs = pool
	s.DKIM = d
	s.dial = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
	return s
}

// TestSMTPDeliversSignedMessage sends through the real SMTP transport to a real SMTP
// server (go-smtp) and reads what arrived: the headers, both parts, and the DKIM
// signature, checked with go-msgauth against a stub DNS.
func TestSMTPDeliversSignedMessage(t *testing.T) {
	unsub, err := ListUnsubscribe("https://amora.test/api/mail/unsubscribe?t=eyJ1IjoxMjN9.c2lnbmF0dXJl", "unsubscribe@amora.test")
	if err != nil {
		t.Fatal(err)
	}
	bulk := Message{
		To: "lucja@example.pl", ToName: "Łucja Wiśniewska",
		Subject: "Anna napisała do Ciebie — odpowiedz, zanim rozmowa ostygnie, bo czeka już od wczoraj",
		Text:    "Cześć Łucja,\n\nAnna napisała do Ciebie:\nhttps://amora.test/chat/42\n\nWyłącz te e-maile: https://amora.test/notifications\n",
		HTML:    "<p>Cześć Łucja,</p>\n<p>Anna napisała do Ciebie: <a href=\"https://amora.test/chat/42\">odpowiedz</a></p>",
		Kind:    Bulk, Headers: unsub,
	}
	transactional := Message{To: "anna@example.com", ToName: "Anna", Subject: "Activate your account",
		Text: "Hi Anna,\n\nhttps://amora.test/activate?token=abc\n", HTML: "<p>Hi Anna,</p>"}
	tests := []struct {
		name    string
		server  serverOptions
		url     string // %ADDR% is the server's address, %PORT% its port
		key     string
		m       Message
		wantTLS bool
	}{
		{name: "STARTTLSRSABulk", server: serverOptions{startTLS: true, user: "amora", pass: "s3cret"},
			url: "smtp://amora:s3cret@mail.example.test:%PORT%", key: "rsa-pkcs1", m: bulk, wantTLS: true},
		{name: "PlainLoopbackEd25519Bulk", url: "smtp://%ADDR%", key: "ed25519", m: bulk},
		{name: "ImplicitTLSRSATransactional", server: serverOptions{implicitTLS: true},
			url: "smtps://mail.example.test:%PORT%", key: "rsa-pkcs8", m: transactional, wantTLS: true},
	}
	cert, pool := testCertificate(t)
	messageID := regexp.MustCompile(`^<[0-9a-f]{32}@amora\.test>$`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr, rec := startServer(t, tt.server, cert)
			_, port, _ := net.SplitHostPort(addr)
			url := strings.NewReplacer("%ADDR%", addr, "%PORT%", port).Replace(tt.url)
			d := testDKIM(t, tt.key)
			s := newTestSMTP(t, url, addr, pool, d)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			before := time.Now().Truncate(time.Second)
			if err := s.Send(ctx, tt.m); err != nil {
				t.Fatalf("Send: %v", err)
			}
			after := time.Now()
			got := rec.all()
			if len(got) != 1 {
				t.Fatalf("server got %d messages, want 1", len(got))
			}
			if got[0].TLS != tt.wantTLS || strings.Join(got[0].To, ",") != tt.m.To || strings.Join(got[0].From, ",") != "no-reply@amora.test" {
				t.Errorf("envelope %v -> %v, TLS %v; want no-reply@amora.test -> %s, TLS %v", got[0].From, got[0].To, got[0].TLS, tt.m.To, tt.wantTLS)
			}
			raw := got[0].Data

			p := parseEML(t, raw)
			if p.From.Name != "Amora" || p.From.Address != "no-reply@amora.test" {
				t.Errorf("From = %v", p.From)
			}
			if p.To.Name != tt.m.ToName || p.To.Address != tt.m.To {
				t.Errorf("To = %v, want %q <%s>", p.To, tt.m.ToName, tt.m.To)
			}
			if p.Subject != tt.m.Subject {
				t.Errorf("Subject = %q, want %q", p.Subject, tt.m.Subject)
			}
			if date, err := p.Header.Date(); err != nil || date.Before(before) || date.After(after) {
				t.Errorf("Date = %v (%v), want between %v and %v", date, err, before, after)
			}
			if id := p.Header.Get("Message-Id"); !messageID.MatchString(id) {
				t.Errorf("Message-ID = %q, want <32 hex digits@amora.test>", id)
			}
			if got, want := p.Header.Get("List-Unsubscribe"), headerValue(tt.m.Headers, HeaderListUnsubscribe); got != want {
				t.Errorf("List-Unsubscribe = %q, want %q", got, want)
			}
			if got, want := p.Header.Get("List-Unsubscribe-Post"), headerValue(tt.m.Headers, HeaderListUnsubscribePost); got != want {
				t.Errorf("List-Unsubscribe-Post = %q, want %q", got, want)
			}
			if p.Text != tt.m.Text || p.HTML != tt.m.HTML {
				t.Errorf("parts = %q, %q; want %q, %q", p.Text, p.HTML, tt.m.Text, tt.m.HTML)
			}
			if strings.Join(p.PartsInOrder, ",") != "text/plain,text/html" {
				t.Errorf("parts in order %v, want text/plain then text/html", p.PartsInOrder)
			}

			v := verifyDKIM(t, raw, d, "amora.test")
			for _, h := range []string{"from", "to", "subject", "date", "message-id", "list-unsubscribe", "list-unsubscribe-post"} {
				if !containsFold(v.HeaderKeys, h) {
					t.Errorf("signature covers %v, not %s", v.HeaderKeys, h)
				}
			}
		})
	}
}

// TestSMTPLimiterConnections sends many messages at once through a Limiter over the real
// SMTP transport: the server never sees more transactions at once than the limit, and
// every message arrives signed.
func TestSMTPLimiterConnections(t *testing.T) {
	cert, pool := testCertificate(t)
	addr, rec := startServer(t, serverOptions{startTLS: true}, cert)
	d := testDKIM(t, "ed25519")
	const concurrency, n = 2, 8
	l := NewLimiter(newTestSMTP(t, "smtp://"+addr, addr, pool, d), 100, concurrency)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			errs <- l.Send(ctx, Message{To: fmt.Sprintf("member%d@example.com", i), Subject: "Hi", Text: "t", HTML: "<p>h</p>"})
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	got := rec.all()
	if len(got) != n {
		t.Fatalf("server got %d messages, want %d", len(got), n)
	}
	for _, g := range got {
		verifyDKIM(t, g.Data, d, "amora.test")
	}
	rec.mu.Lock()
	most := rec.most
	rec.mu.Unlock()
	if most > concurrency || most < 1 {
		t.Errorf("server saw %d transactions at once, want 1 to %d", most, concurrency)
	}
}
