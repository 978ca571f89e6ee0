package mail

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Kind says why a message is sent, which decides what mail providers expect of it.
type Kind int

const (
	// Transactional is a message the member's own action asked for (activation, password
	// reset, e-mail change): it is sent whatever the notification settings say.
	Transactional Kind = iota
	// Bulk is every other message (notifications, reminders, weekly updates, campaigns).
	// A bulk message must carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058);
	// ListUnsubscribe makes both.
	Bulk
)

// String names the kind for logs.
func (k Kind) String() string {
	switch k {
	case Transactional:
		return "transactional"
	case Bulk:
		return "bulk"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Header is one extra header field of a message, such as List-Unsubscribe.
type Header struct {
	Name, Value string
}

// The header fields of RFC 2369 and RFC 8058 that let a mail program offer an
// unsubscribe button that needs no login and no confirmation page.
const (
	HeaderListUnsubscribe     = "List-Unsubscribe"
	HeaderListUnsubscribePost = "List-Unsubscribe-Post"
	listUnsubscribeOneClick   = "List-Unsubscribe=One-Click"
)

// ListUnsubscribe returns the List-Unsubscribe and List-Unsubscribe-Post header fields of
// RFC 8058 for a bulk message: postURL answers a POST with body
// "List-Unsubscribe=One-Click" by switching that kind of mail off, and mailto (optional,
// "unsubscribe@example.com?subject=...") is the fallback for mail programs without
// one-click. RFC 8058 wants postURL to be https; plain http is accepted so that a local
// installation (http://localhost) works too.
func ListUnsubscribe(postURL, mailto string) ([]Header, error) {
	u, err := url.Parse(postURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("mail: unsubscribe URL %q is not an absolute http(s) URL", postURL)
	}
	value := "<" + u.String() + ">"
	if mailto != "" {
		mailto = strings.TrimPrefix(mailto, "mailto:")
		if strings.ContainsAny(mailto, "<>, \t\r\n") || !strings.Contains(mailto, "@") {
			return nil, fmt.Errorf("mail: unsubscribe address %q", mailto)
		}
		value += ", <mailto:" + mailto + ">"
	}
	return []Header{
		{Name: HeaderListUnsubscribe, Value: value},
		{Name: HeaderListUnsubscribePost, Value: listUnsubscribeOneClick},
	}, nil
}

// reservedHeaders are the fields that build writes itself (or that would add recipients
// or a second signature); an extra header may not set them.
var reservedHeaders = map[string]bool{
	"from": true, "to": true, "cc": true, "bcc": true, "sender": true, "subject": true,
	"date": true, "message-id": true, "mime-version": true, "content-type": true,
	"content-transfer-encoding": true, "auto-submitted": true, "dkim-signature": true,
	"return-path": true,
}

// checkHeaders refuses extra headers that could not be written as given, and a bulk
// message without the RFC 8058 pair.
func checkHeaders(m Message) error {
	seen := map[string]bool{}
	for _, h := range m.Headers {
		if !validFieldName(h.Name) {
			return fmt.Errorf("mail: bad header name %q", h.Name)
		}
		key := strings.ToLower(h.Name)
		if reservedHeaders[key] {
			return fmt.Errorf("mail: header %s is set by the mailer", h.Name)
		}
		if seen[key] {
			return fmt.Errorf("mail: header %s given twice", h.Name)
		}
		seen[key] = true
		if oneLine(h.Value) == "" {
			return fmt.Errorf("mail: header %s is empty", h.Name)
		}
	}
	switch m.Kind {
	case Transactional:
	case Bulk:
		if !seen["list-unsubscribe"] || headerValue(m.Headers, HeaderListUnsubscribePost) != listUnsubscribeOneClick {
			return errors.New("mail: a bulk message needs List-Unsubscribe and List-Unsubscribe-Post (see ListUnsubscribe)")
		}
	default:
		return fmt.Errorf("mail: unknown message kind %d", int(m.Kind))
	}
	return nil
}

// headerValue returns the value of the named header in hs, or "".
func headerValue(hs []Header, name string) string {
	for _, h := range hs {
		if strings.EqualFold(h.Name, name) {
			return oneLine(h.Value)
		}
	}
	return ""
}

// validFieldName reports whether name is a header field name of RFC 5322 (printable
// US-ASCII except the colon), at most 76 characters so the field can be folded.
func validFieldName(name string) bool {
	if name == "" || len(name) > 76 {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 33 || c > 126 || c == ':' {
			return false
		}
	}
	return true
}
