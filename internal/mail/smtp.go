package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// smtpTimeout bounds one delivery when the caller's context sets no earlier deadline.
const smtpTimeout = 30 * time.Second

// SMTP sends through an SMTP server given as a URL:
//
//	smtp://user:pass@host:port    STARTTLS (port 587 by default)
//	smtps://user:pass@host:port   implicit TLS (port 465 by default)
//
// With smtp://, STARTTLS is used whenever the server offers it; a connection without TLS
// is accepted only for localhost, 127.0.0.1 and ::1, or when the URL ends in ?insecure=1
// (which also allows the password to travel in the clear). User and password are
// optional; with them the client logs in with AUTH PLAIN, or LOGIN when the server offers
// only that. Every Send opens its own connection, so an SMTP is safe for concurrent use.
type SMTP struct {
	// DKIM, when set before the first Send, signs every message.
	DKIM *DKIM

	from        string
	host        string
	port        int
	implicitTLS bool
	allowPlain  bool // a connection without TLS is acceptable
	user, pass  string
	rootCAs     *x509.CertPool                                                    // nil: the system roots; tests set their own
	dial        func(ctx context.Context, network, addr string) (net.Conn, error) // nil: net.Dialer; tests redirect it
}

// NewSMTP parses rawURL (see SMTP) and checks the From address, e.g.
// "Amora <no-reply@amora.test>". It does not connect. An SMTP must be made with NewSMTP.
func NewSMTP(rawURL, from string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("mail: bad SMTP URL: %w", err)
	}
	s := &SMTP{from: from, host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
		s.port = gomail.DefaultPortTLS
	case "smtps":
		s.port, s.implicitTLS = gomail.DefaultPortSSL, true
	default:
		return nil, fmt.Errorf("mail: SMTP URL scheme %q: want smtp or smtps", u.Scheme)
	}
	if s.host == "" {
		return nil, errors.New("mail: SMTP URL has no host")
	}
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port < 1 || s.port > 65535 {
			return nil, fmt.Errorf("mail: SMTP URL port %q", p)
		}
	}
	if u.Path != "" && u.Path != "/" {
		return nil, fmt.Errorf("mail: SMTP URL has a path %q", u.Path)
	}
	for key, values := range u.Query() {
		switch {
		case key == "insecure" && len(values) == 1 && (values[0] == "1" || values[0] == "true"):
			s.allowPlain = true
		case key == "insecure" && len(values) == 1 && (values[0] == "0" || values[0] == "false"):
		default:
			return nil, fmt.Errorf("mail: SMTP URL parameter %q not understood", key)
		}
	}
	s.allowPlain = s.allowPlain || isLoopback(s.host)
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	if _, err := build(from, Message{To: "check@example.com", Text: "-"}, time.Now(), nil); err != nil {
		return nil, err
	}
	return s, nil
}

// Send delivers m over a new connection. The connection is closed as soon as ctx ends,
// and no step waits longer than ctx's deadline (or 30 seconds without one).
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := build(s.from, m, time.Now(), s.DKIM)
	if err != nil {
		return err
	}
	timeout := smtpTimeout
	if deadline, ok := ctx.Deadline(); ok {
		timeout = min(timeout, time.Until(deadline))
	}
	if ctx.Err() != nil || timeout <= 0 {
		cause := context.Cause(ctx)
		if cause == nil {
			cause = context.DeadlineExceeded
		}
		return fmt.Errorf("mail: smtp %s: %w", s.address(), cause)
	}

	var stop func() bool // detaches the close-on-cancel hook from the connection
	dial := func(dialCtx context.Context, network, addr string) (net.Conn, error) {
		dialer := s.dial
		if dialer == nil {
			dialer = (&net.Dialer{}).DialContext
		}
		conn, err := dialer(dialCtx, network, addr)
		if err != nil {
			return nil, err
		}
		if s.implicitTLS {
			tc := tls.Client(conn, s.tlsConfig())
			if err := tc.HandshakeContext(dialCtx); err != nil {
				conn.Close()
				return nil, err
			}
			conn = tc
		}
		stop = context.AfterFunc(ctx, func() { conn.Close() })
		return conn, nil
	}
	client, err := gomail.NewClient(s.host, s.options(timeout, dial)...)
	if err != nil {
		return fmt.Errorf("mail: smtp %s: %w", s.address(), err)
	}
	err = client.DialAndSendWithContext(ctx, msg)
	if stop != nil {
		stop()
	}
	if err != nil {
		return s.wrap(ctx, err)
	}
	return nil
}

// wrap adds the server to err and, when the caller's context ended or its deadline has
// passed (the connection deadline can fire a moment before the context's timer), the
// context's error, so that errors.Is(err, context.DeadlineExceeded) holds.
func (s *SMTP) wrap(ctx context.Context, err error) error {
	cause := context.Cause(ctx)
	if deadline, ok := ctx.Deadline(); ok && cause == nil && !time.Now().Before(deadline) {
		cause = context.DeadlineExceeded
	}
	if cause != nil {
		return fmt.Errorf("mail: smtp %s: %w (%v)", s.address(), cause, err)
	}
	return fmt.Errorf("mail: smtp %s: %w", s.address(), err)
}

// options configures a go-mail client for one delivery.
func (s *SMTP) options(timeout time.Duration, dial gomail.DialContextFunc) []gomail.Option {
	opts := []gomail.Option{
		gomail.WithPort(s.port),
		gomail.WithTimeout(timeout),
		gomail.WithTLSConfig(s.tlsConfig()),
		gomail.WithDialContextFunc(dial),
	}
	switch {
	case s.implicitTLS:
		// WithSSL keeps go-mail from asking for STARTTLS on a connection that is already
		// encrypted; the dial function above does the TLS handshake itself.
		opts = append(opts, gomail.WithSSL())
	case s.allowPlain:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if s.user != "" {
		plain, login := gomail.SMTPAuthPlain, gomail.SMTPAuthLogin
		if s.allowPlain {
			plain, login = gomail.SMTPAuthPlainNoEnc, gomail.SMTPAuthLoginNoEnc
		}
		opts = append(opts,
			gomail.WithUsername(s.user), gomail.WithPassword(s.pass),
			gomail.WithOpportunisticSMTPAuth(plain, login))
	}
	return opts
}

// tlsConfig verifies the server's certificate against its host name.
func (s *SMTP) tlsConfig() *tls.Config {
	return &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12, RootCAs: s.rootCAs}
}

// address is host:port, for error messages.
func (s *SMTP) address() string {
	return net.JoinHostPort(s.host, strconv.Itoa(s.port))
}

// isLoopback reports whether host names this machine, where no one can listen in.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
