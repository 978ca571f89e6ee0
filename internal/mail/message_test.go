package mail

import (
	"bytes"
	"io"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"strings"
	"testing"
	"time"
)

// parsed is an e-mail read back with the standard library only.
type parsed struct {
	Header       netmail.Header
	From, To     *netmail.Address
	Subject      string
	Text, HTML   string
	PartsInOrder []string // content types of the alternatives, in order
}

// parseEML reads raw as an RFC 5322 message with a multipart/alternative body, the way a
// mail program would.
func parseEML(t *testing.T, raw []byte) parsed {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("ReadMessage: %v\n%s", err, raw)
	}
	var p parsed
	p.Header = msg.Header
	if p.From, err = netmail.ParseAddress(msg.Header.Get("From")); err != nil {
		t.Fatalf("From %q: %v", msg.Header.Get("From"), err)
	}
	if p.To, err = netmail.ParseAddress(msg.Header.Get("To")); err != nil {
		t.Fatalf("To %q: %v", msg.Header.Get("To"), err)
	}
	if p.Subject, err = new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject")); err != nil {
		t.Fatalf("Subject %q: %v", msg.Header.Get("Subject"), err)
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("Content-Type %q: %v", msg.Header.Get("Content-Type"), err)
	}
	if mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type = %q, want multipart/alternative", mediaType)
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := parts.NextPart() // decodes quoted-printable itself
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("NextPart: %v", err)
		}
		body, err := io.ReadAll(part)
		if err != nil {
			t.Fatalf("read part: %v", err)
		}
		partType, partParams, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
		if cs := strings.ToLower(partParams["charset"]); cs != "utf-8" {
			t.Errorf("%s charset = %q, want utf-8", partType, cs)
		}
		text := strings.ReplaceAll(string(body), "\r\n", "\n")
		p.PartsInOrder = append(p.PartsInOrder, partType)
		switch partType {
		case "text/plain":
			p.Text = text
		case "text/html":
			p.HTML = text
		default:
			t.Errorf("unexpected part %q", partType)
		}
	}
	return p
}

func TestBuild(t *testing.T) {
	now := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	tests := []struct {
		name        string
		from        string
		m           Message
		wantErr     bool
		wantToName  string
		wantSubject string
	}{
		{
			name:        "Plain",
			from:        "Amora <no-reply@amora.test>",
			m:           Message{To: "anna@example.com", ToName: "Anna", Subject: "Hello", Text: "t", HTML: "<p>h</p>"},
			wantToName:  "Anna",
			wantSubject: "Hello",
		},
		{
			name:        "HeaderInjectionIsFolded",
			from:        "Amora <no-reply@amora.test>",
			m:           Message{To: "eve@example.com", ToName: "Eve\r\nBcc: x@evil.test", Subject: "Hi\r\nBcc: y@evil.test", Text: "t", HTML: "h"},
			wantToName:  "Eve Bcc: x@evil.test",
			wantSubject: "Hi Bcc: y@evil.test",
		},
		{name: "ErrBadFrom", from: "not an address", m: Message{To: "a@example.com", Text: "t"}, wantErr: true},
		{name: "ErrBadTo", from: "no-reply@amora.test", m: Message{To: "a@", Text: "t"}, wantErr: true},
		{name: "ErrToWithName", from: "no-reply@amora.test", m: Message{To: "A <a@example.com>", Text: "t"}, wantErr: true},
		{name: "ErrNoBody", from: "no-reply@amora.test", m: Message{To: "a@example.com"}, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, err := build(tt.from, tt.m, now, nil)
			if tt.wantErr {
				if err == nil {
					t.Fatal("got no error, want one")
				}
				return
			}
			if err != nil {
				t.Fatalf("build: %v", err)
			}
			var buf bytes.Buffer
			if _, err := msg.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			got := parseEML(t, buf.Bytes())
			if got.To.Name != tt.wantToName || got.To.Address != tt.m.To {
				t.Errorf("To = %q <%s>, want %q <%s>", got.To.Name, got.To.Address, tt.wantToName, tt.m.To)
			}
			if got.Subject != tt.wantSubject {
				t.Errorf("Subject = %q, want %q", got.Subject, tt.wantSubject)
			}
			if bcc := got.Header.Get("Bcc"); bcc != "" {
				t.Errorf("Bcc = %q, want none", bcc)
			}
			if got, want := got.Header.Get("Auto-Submitted"), "auto-generated"; got != want {
				t.Errorf("Auto-Submitted = %q, want %q", got, want)
			}
			if got := got.Header.Get("Message-Id"); !strings.HasSuffix(got, "@amora.test>") {
				t.Errorf("Message-ID = %q, want one @amora.test", got)
			}
			date, err := got.Header.Date()
			if err != nil || !date.Equal(now) {
				t.Errorf("Date = %v (%v), want %v", date, err, now)
			}
			if want := []string{"text/plain", "text/html"}; strings.Join(got.PartsInOrder, ",") != strings.Join(want, ",") {
				t.Errorf("parts = %v, want %v (the preferred HTML last)", got.PartsInOrder, want)
			}
		})
	}
}
