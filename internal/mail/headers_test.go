package mail

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestListUnsubscribe(t *testing.T) {
	tests := []struct {
		name, url, mailto string
		want              string // List-Unsubscribe value
		wantErr           bool
	}{
		{name: "HTTPSAndMailto", url: "https://amora.test/u?t=a%2Bb", mailto: "unsubscribe+x@amora.test?subject=stop",
			want: "<https://amora.test/u?t=a%2Bb>, <mailto:unsubscribe+x@amora.test?subject=stop>"},
		{name: "MailtoPrefixKept", url: "https://amora.test/u", mailto: "mailto:u@amora.test", want: "<https://amora.test/u>, <mailto:u@amora.test>"},
		{name: "HTTPOnly", url: "http://localhost:8080/u?t=1", want: "<http://localhost:8080/u?t=1>"},
		{name: "ErrRelative", url: "/api/unsubscribe", wantErr: true},
		{name: "ErrJavascript", url: "javascript:alert(1)", wantErr: true},
		{name: "ErrMailtoInjection", url: "https://amora.test/u", mailto: "a@b.test>, <https://evil.test", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hs, err := ListUnsubscribe(tt.url, tt.mailto)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("got %v, want an error", hs)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := headerValue(hs, HeaderListUnsubscribe); got != tt.want {
				t.Errorf("List-Unsubscribe = %q, want %q", got, tt.want)
			}
			if got := headerValue(hs, HeaderListUnsubscribePost); got != "List-Unsubscribe=One-Click" {
				t.Errorf("List-Unsubscribe-Post = %q", got)
			}
		})
	}
}

// TestOutboxHeaders writes messages with extra headers to the outbox and reads the
// files back; a bulk message without the RFC 8058 pair and headers the mailer owns are
// refused.
func TestOutboxHeaders(t *testing.T) {
	unsub, err := ListUnsubscribe("https://amora.test/api/unsubscribe?t="+strings.Repeat("a", 90), "unsubscribe@amora.test")
	if err != nil {
		t.Fatal(err)
	}
	base := Message{To: "anna@example.com", Subject: "Hi", Text: "t", HTML: "<p>h</p>"}
	with := func(kind Kind, hs ...Header) Message {
		m := base
		m.Kind, m.Headers = kind, hs
		return m
	}
	tests := []struct {
		name    string
		m       Message
		want    map[string]string // header values read back
		wantErr bool
	}{
		{name: "BulkWithUnsubscribe", m: with(Bulk, unsub...), want: map[string]string{
			"List-Unsubscribe":      "<https://amora.test/api/unsubscribe?t=" + strings.Repeat("a", 90) + ">, <mailto:unsubscribe@amora.test>",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		}},
		{name: "TransactionalWithout", m: with(Transactional), want: map[string]string{"List-Unsubscribe": ""}},
		{name: "AnyHeaderFolded", m: with(Transactional, Header{"X-Amora-Kind", "new_messages\r\nBcc: evil@x.test"}),
			want: map[string]string{"X-Amora-Kind": "new_messages Bcc: evil@x.test", "Bcc": ""}},
		{name: "ErrBulkWithoutUnsubscribe", m: with(Bulk), wantErr: true},
		{name: "ErrBulkWithoutPost", m: with(Bulk, unsub[0]), wantErr: true},
		{name: "ErrReservedBcc", m: with(Transactional, Header{"bcc", "evil@x.test"}), wantErr: true},
		{name: "ErrReservedFrom", m: with(Transactional, Header{"From", "evil@x.test"}), wantErr: true},
		{name: "ErrReservedSignature", m: with(Transactional, Header{"DKIM-Signature", "v=1"}), wantErr: true},
		{name: "ErrNameWithColon", m: with(Transactional, Header{"X-A: b", "c"}), wantErr: true},
		{name: "ErrNameWithNewline", m: with(Transactional, Header{"X-A\r\nBcc", "c"}), wantErr: true},
		{name: "ErrTwice", m: with(Transactional, Header{"X-A", "1"}, Header{"x-a", "2"}), wantErr: true},
		{name: "ErrEmptyValue", m: with(Transactional, Header{"X-A", " \r\n"}), wantErr: true},
		{name: "ErrUnknownKind", m: with(Kind(7)), wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := &Outbox{Dir: t.TempDir(), From: "Amora <no-reply@amora.test>"}
			err := o.Send(context.Background(), tt.m)
			files, _ := filepath.Glob(filepath.Join(o.Dir, "*.eml"))
			if tt.wantErr {
				if err == nil || len(files) != 0 {
					t.Fatalf("err %v, %d files; want an error and none", err, len(files))
				}
				return
			}
			if err != nil || len(files) != 1 {
				t.Fatalf("err %v, %d files; want 1", err, len(files))
			}
			raw, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			p := parseEML(t, raw)
			for name, want := range tt.want {
				if got := p.Header.Get(name); got != want {
					t.Errorf("%s = %q, want %q", name, got, want)
				}
			}
			for _, line := range strings.Split(string(raw), "\r\n") {
				if len(line) > 998 {
					t.Errorf("line of %d characters, the limit is 998", len(line))
				}
			}
		})
	}
}
