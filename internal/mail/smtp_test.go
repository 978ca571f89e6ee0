package mail

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// delivery is what the test SMTP server saw of one message.
type delivery struct {
	From, To []string // MAIL FROM, RCPT TO
	User     string   // the user that logged in, if any
	TLS      bool     // the message came over an encrypted connection
	Data     []byte
}

// recorder is a go-smtp backend that keeps every delivery. When user is set it offers
// AUTH PLAIN and refuses mail from anyone who has not logged in as user with pass.
type recorder struct {
	user, pass string

	mu         sync.Mutex
	deliveries []delivery
	busy, most int // transactions between MAIL FROM and the end of DATA now, and the most at once
}

func (r *recorder) NewSession(c *smtp.Conn) (smtp.Session, error) {
	_, isTLS := c.TLSConnectionState()
	return &session{r: r, d: delivery{TLS: isTLS}}, nil
}

// all returns a copy of the deliveries so far.
func (r *recorder) all() []delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]delivery(nil), r.deliveries...)
}

type session struct {
	r *recorder
	d delivery
}

func (s *session) AuthMechanisms() []string {
	if s.r.user == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != s.r.user || password != s.r.pass {
			return errors.New("invalid username or password")
		}
		s.d.User = username
		return nil
	}), nil
}

func (s *session) Mail(from string, opts *smtp.MailOptions) error {
	if s.r.user != "" && s.d.User == "" {
		return smtp.ErrAuthRequired
	}
	s.d.From = append(s.d.From, from)
	s.r.mu.Lock()
	s.r.busy++
	s.r.most = max(s.r.most, s.r.busy)
	s.r.mu.Unlock()
	return nil
}

func (s *session) Rcpt(to string, opts *smtp.RcptOptions) error {
	s.d.To = append(s.d.To, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	s.r.busy-- // before the reply, so the client cannot start its next message first
	if err != nil {
		return err
	}
	d := s.d
	d.Data = data
	s.r.deliveries = append(s.r.deliveries, d)
	return nil
}

func (s *session) Reset()        { s.d.From, s.d.To = nil, nil }
func (s *session) Logout() error { return nil }

// serverOptions says how a test SMTP server speaks.
type serverOptions struct {
	startTLS    bool // offer STARTTLS
	implicitTLS bool // TLS from the first byte (smtps)
	user, pass  string
}

// startServer runs a real SMTP server on 127.0.0.1 until the test ends and returns its
// address and the recorder behind it.
func startServer(t *testing.T, opts serverOptions, cert tls.Certificate) (string, *recorder) {
	t.Helper()
	rec := &recorder{user: opts.user, pass: opts.pass}
	srv := smtp.NewServer(rec)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true // the plain-text tests log in without TLS on loopback
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	tlsConfig := &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	if opts.startTLS {
		srv.TLSConfig = tlsConfig
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if opts.implicitTLS {
		ln = tls.NewListener(ln, tlsConfig)
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), rec
}

// testCertificate makes a self-signed certificate for mail.example.test and 127.0.0.1,
// and a pool that trusts it.
func testCertificate(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "mail.example.test"},
		DNSNames:              []string{"mail.example.test", "localhost"},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}

func TestSMTPSend(t *testing.T) {
	cert, pool := testCertificate(t)
	tests := []struct {
		name      string
		server    serverOptions
		url       string // %ADDR% is the server's address, %PORT% its port
		wantErr   bool
		untrusted bool     // the client does not trust the server's certificate
		want      delivery // From, To, User and TLS are compared
	}{
		{
			name: "PlainLocalhostNoAuth",
			url:  "smtp://%ADDR%",
			want: delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}},
		},
		{
			name:   "PlainLocalhostAuthPlain",
			server: serverOptions{user: "amora", pass: "s3cret:/@"},
			url:    "smtp://amora:s3cret%3A%2F%40@%ADDR%",
			want:   delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}, User: "amora"},
		},
		{
			name:    "ErrWrongPassword",
			server:  serverOptions{user: "amora", pass: "s3cret"},
			url:     "smtp://amora:wrong@%ADDR%",
			wantErr: true,
		},
		{
			name:    "ErrAuthRequired",
			server:  serverOptions{user: "amora", pass: "s3cret"},
			url:     "smtp://%ADDR%",
			wantErr: true,
		},
		{
			name:   "STARTTLSWhenOffered",
			server: serverOptions{startTLS: true, user: "amora", pass: "s3cret"},
			url:    "smtp://amora:s3cret@%ADDR%",
			want:   delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}, User: "amora", TLS: true},
		},
		{
			name:   "ImplicitTLS",
			server: serverOptions{implicitTLS: true, user: "amora", pass: "s3cret"},
			url:    "smtps://amora:s3cret@%ADDR%",
			want:   delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}, User: "amora", TLS: true},
		},
		{
			name:   "RemoteHostSTARTTLS",
			server: serverOptions{startTLS: true, user: "amora", pass: "s3cret"},
			url:    "smtp://amora:s3cret@mail.example.test:%PORT%",
			want:   delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}, User: "amora", TLS: true},
		},
		{
			name:    "ErrRemoteHostWithoutTLS",
			server:  serverOptions{user: "amora", pass: "s3cret"},
			url:     "smtp://amora:s3cret@mail.example.test:%PORT%",
			wantErr: true,
		},
		{
			name:      "ErrUntrustedCertificate",
			server:    serverOptions{startTLS: true},
			url:       "smtp://mail.example.test:%PORT%",
			untrusted: true,
			wantErr:   true,
		},
		{
			name:    "ErrRemoteHostWithoutTLSNoAuth",
			url:     "smtp://mail.example.test:%PORT%",
			wantErr: true,
		},
		{
			name:   "RemoteHostInsecureAllowed",
			server: serverOptions{user: "amora", pass: "s3cret"},
			url:    "smtp://amora:s3cret@mail.example.test:%PORT%?insecure=1",
			want:   delivery{From: []string{"no-reply@amora.test"}, To: []string{"lucja@example.pl"}, User: "amora"},
		},
	}
	m := Message{
		To: "lucja@example.pl", ToName: "Łucja", Subject: "Hasło w serwisie Amora zostało zmienione",
		Text: "Cześć Łucja,\n\nHasło zostało zmienione.\n", HTML: "<p>Cześć Łucja,</p>\n<p>Hasło zostało zmienione.</p>",
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr, rec := startServer(t, tt.server, cert)
			_, port, _ := net.SplitHostPort(addr)
			url := strings.NewReplacer("%ADDR%", addr, "%PORT%", port).Replace(tt.url)
			s, err := NewSMTP(url, "Amora <no-reply@amora.test>")
			if err != nil {
				t.Fatalf("NewSMTP(%q): %v", url, err)
			}
			if !tt.untrusted {
				s.rootCAs = pool
			}
			s.dial = func(ctx context.Context, network, _ string) (net.Conn, error) {
				// Every host name the test uses resolves to the test server.
				return (&net.Dialer{}).DialContext(ctx, network, addr)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err = s.Send(ctx, m)
			got := rec.all()
			if tt.wantErr {
				if err == nil {
					t.Fatal("got no error, want one")
				}
				if len(got) != 0 {
					t.Errorf("server got %d messages, want none", len(got))
				}
				return
			}
			if err != nil {
				t.Fatalf("Send: %v", err)
			}
			if len(got) != 1 {
				t.Fatalf("server got %d messages, want 1", len(got))
			}
			d := got[0]
			if strings.Join(d.From, ",") != strings.Join(tt.want.From, ",") {
				t.Errorf("MAIL FROM = %v, want %v", d.From, tt.want.From)
			}
			if strings.Join(d.To, ",") != strings.Join(tt.want.To, ",") {
				t.Errorf("RCPT TO = %v, want %v", d.To, tt.want.To)
			}
			if d.User != tt.want.User {
				t.Errorf("logged in as %q, want %q", d.User, tt.want.User)
			}
			if d.TLS != tt.want.TLS {
				t.Errorf("TLS = %v, want %v", d.TLS, tt.want.TLS)
			}
			p := parseEML(t, d.Data)
			if p.From.Address != "no-reply@amora.test" || p.To.Address != m.To || p.To.Name != m.ToName {
				t.Errorf("From, To = %v, %v; want no-reply@amora.test, %q <%s>", p.From, p.To, m.ToName, m.To)
			}
			if p.Subject != m.Subject {
				t.Errorf("Subject = %q, want %q", p.Subject, m.Subject)
			}
			if p.Text != m.Text || p.HTML != m.HTML {
				t.Errorf("parts = %q, %q; want %q, %q", p.Text, p.HTML, m.Text, m.HTML)
			}
		})
	}
}

func TestSMTPUnreachable(t *testing.T) {
	// A port that refuses connections: listen, note the address, close.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := ln.Addr().String()
	ln.Close()

	// A server that accepts connections and never says a word.
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { silent.Close() })
	var held []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			c.Close()
		}
	})

	tests := []struct {
		name         string
		addr         string
		wantDeadline bool // the error says the context's deadline passed
	}{
		{name: "ConnectionRefused", addr: refused},
		{name: "SilentServer", addr: silent.Addr().String(), wantDeadline: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewSMTP("smtp://"+tt.addr, "no-reply@amora.test")
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			start := time.Now()
			err = s.Send(ctx, Message{To: "a@example.com", Subject: "s", Text: "t", HTML: "h"})
			elapsed := time.Since(start)
			if err == nil {
				t.Fatal("got no error, want one")
			}
			if elapsed > 2*time.Second {
				t.Errorf("Send took %v, want it to give up with the context (300ms)", elapsed)
			}
			if got := errors.Is(err, context.DeadlineExceeded); tt.wantDeadline && !got {
				t.Errorf("error %q does not wrap context.DeadlineExceeded", err)
			}
		})
	}
}

func TestSMTPCanceledWhileTalking(t *testing.T) {
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	go func() {
		c, err := silent.Accept()
		if err == nil {
			defer c.Close()
			io.Copy(io.Discard, c) // until the client hangs up
		}
	}()
	s, err := NewSMTP("smtp://"+silent.Addr().String(), "no-reply@amora.test")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	err = s.Send(ctx, Message{To: "a@example.com", Text: "t"})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error = %v, want context.Canceled", err)
	}
	if elapsed := time.Since(start); elapsed > 2*time.Second {
		t.Errorf("Send took %v after the context was canceled", elapsed)
	}
}

func TestNewSMTP(t *testing.T) {
	tests := []struct {
		name           string
		url, from      string
		wantErr        bool
		wantHost       string
		wantPort       int
		wantImplicit   bool
		wantAllowPlain bool
		wantUser       string
		wantPass       string
	}{
		{name: "SubmissionDefaultPort", url: "smtp://user:pa%20ss@mail.example.com", wantHost: "mail.example.com", wantPort: 587, wantUser: "user", wantPass: "pa ss"},
		{name: "ImplicitDefaultPort", url: "smtps://mail.example.com", wantHost: "mail.example.com", wantPort: 465, wantImplicit: true},
		{name: "Port", url: "smtp://mail.example.com:2525", wantHost: "mail.example.com", wantPort: 2525},
		{name: "Localhost", url: "smtp://localhost:1025", wantHost: "localhost", wantPort: 1025, wantAllowPlain: true},
		{name: "Loopback", url: "smtp://127.0.0.1:25", wantHost: "127.0.0.1", wantPort: 25, wantAllowPlain: true},
		{name: "LoopbackIPv6", url: "smtp://[::1]:25", wantHost: "::1", wantPort: 25, wantAllowPlain: true},
		{name: "Insecure", url: "smtp://relay.internal:25?insecure=1", wantHost: "relay.internal", wantPort: 25, wantAllowPlain: true},
		{name: "InsecureOff", url: "smtp://relay.internal:25?insecure=0", wantHost: "relay.internal", wantPort: 25},
		{name: "ErrSchemeHTTP", url: "http://mail.example.com", wantErr: true},
		{name: "ErrSchemeMissing", url: "mail.example.com:25", wantErr: true},
		{name: "ErrNoHost", url: "smtp://", wantErr: true},
		{name: "ErrBadPort", url: "smtp://mail.example.com:99999", wantErr: true},
		{name: "ErrUnknownParameter", url: "smtp://mail.example.com?tls=off", wantErr: true},
		{name: "ErrPath", url: "smtp://mail.example.com/inbox", wantErr: true},
		{name: "ErrUnparsable", url: "smtp://mail.example.com:25%", wantErr: true},
		{name: "ErrBadFrom", url: "smtp://mail.example.com", from: "Amora", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := tt.from
			if from == "" {
				from = "Amora <no-reply@amora.test>"
			}
			s, err := NewSMTP(tt.url, from)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("NewSMTP(%q) = %+v, want an error", tt.url, s)
				}
				return
			}
			if err != nil {
				t.Fatalf("NewSMTP(%q): %v", tt.url, err)
			}
			got := []any{s.host, s.port, s.implicitTLS, s.allowPlain, s.user, s.pass}
			want := []any{tt.wantHost, tt.wantPort, tt.wantImplicit, tt.wantAllowPlain, tt.wantUser, tt.wantPass}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("host, port, implicitTLS, allowPlain, user, pass = %v, want %v", got, want)
					break
				}
			}
		})
	}
}
