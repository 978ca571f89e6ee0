// Package mail renders Amora's e-mails in the member's language and delivers them, either
// as .eml files in an outbox folder (the default, so a new installation needs no mail
// server) or through an SMTP server.
package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	netmail "net/mail"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one e-mail ready to send.
type Message struct {
	To      string // address
	ToName  string
	Subject string
	Text    string // plain-text body
	HTML    string // HTML body

	// Kind is Transactional (the zero value) or Bulk; a Bulk message must carry the
	// List-Unsubscribe pair in Headers (see ListUnsubscribe).
	Kind Kind
	// Headers are extra header fields, written (and DKIM-signed) as given, each value
	// folded into one line. The fields build writes itself cannot be set here.
	Headers []Header
}

// Transport sends a message. Implementations must be safe for concurrent use.
type Transport interface {
	Send(ctx context.Context, m Message) error
}

// headerAutoSubmitted marks every message as machine-generated (RFC 3834), so that
// vacation responders and mailing lists do not answer it.
const headerAutoSubmitted gomail.Header = "Auto-Submitted"

// build turns m into a go-mail message from the given From address
// ("Amora <no-reply@amora.test>"): a multipart/alternative with the text part first and
// the HTML part second, as RFC 2046 asks (the last part is the preferred one). With a
// non-nil dkim the message is signed for the From address's domain when it is written.
func build(from string, m Message, now time.Time, dkim *DKIM) (*gomail.Msg, error) {
	sender, err := netmail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail: bad from address %q: %w", from, err)
	}
	if _, err := netmail.ParseAddress(m.To); err != nil || strings.ContainsAny(m.To, "<>") {
		return nil, fmt.Errorf("mail: bad recipient address %q", m.To)
	}
	if m.Text == "" && m.HTML == "" {
		return nil, errors.New("mail: message has no body")
	}
	if err := checkHeaders(m); err != nil {
		return nil, err
	}

	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	msg.FromMailAddress(sender)
	msg.ToMailAddress(&netmail.Address{Name: oneLine(m.ToName), Address: m.To})
	msg.Subject(oneLine(m.Subject))
	msg.SetDateWithValue(now)
	msg.SetMessageIDWithValue(randomHex(16) + "@" + domainOf(sender.Address))
	msg.SetGenHeader(headerAutoSubmitted, "auto-generated")
	for _, h := range m.Headers {
		msg.SetGenHeader(gomail.Header(h.Name), oneLine(h.Value))
	}
	switch {
	case m.HTML == "":
		msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	case m.Text == "":
		msg.SetBodyString(gomail.TypeTextHTML, m.HTML)
	default:
		msg.SetBodyString(gomail.TypeTextPlain, m.Text)
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if dkim != nil {
		if err := dkim.sign(msg, domainOf(sender.Address), m.Headers); err != nil {
			return nil, err
		}
	}
	return msg, nil
}

// oneLine folds every run of white space (line breaks included) into one space, so that
// nothing a member typed can start a new header line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// domainOf returns the part of an address after the last @.
func domainOf(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 && i < len(addr)-1 {
		return addr[i+1:]
	}
	return "localhost"
}

// randomHex returns n random bytes as hexadecimal.
func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b) // crypto/rand.Read never fails (Go 1.24+).
	return hex.EncodeToString(b)
}
