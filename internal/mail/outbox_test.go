package mail

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestOutboxSend(t *testing.T) {
	tests := []struct {
		name string
		m    Message
	}{
		{
			name: "English",
			m: Message{To: "anna@example.com", ToName: "Anna de Vries", Subject: "Activate your Amora account",
				Text: "Hi Anna,\n\nhttps://amora.test/activate?token=abc\n", HTML: "<p>Hi Anna,</p><a href=\"https://amora.test/activate?token=abc\">Go</a>"},
		},
		{
			name: "PolishSubjectAndName",
			m: Message{To: "lucja@example.pl", ToName: "Łucja Żółć", Subject: "Hasło w serwisie Amora zostało zmienione – zażółć gęślą jaźń",
				Text: "Cześć Łucja,\n\nHasło zostało zmienione.\n", HTML: "<p>Cześć Łucja,</p><p>Hasło zostało zmienione.</p>"},
		},
		{
			name: "LongLines",
			m: Message{To: "bob@example.com", Subject: "Long",
				Text: "https://amora.test/reset?token=" + strings.Repeat("x", 120) + "\n",
				HTML: "<p>" + strings.Repeat("é", 300) + "</p>"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "data", "outbox") // does not exist yet
			o := &Outbox{Dir: dir, From: "Amora <no-reply@amora.test>"}
			if err := o.Send(context.Background(), tt.m); err != nil {
				t.Fatalf("Send: %v", err)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 1 {
				t.Fatalf("got %d files, want 1: %v", len(entries), entries)
			}
			name := entries[0].Name()
			if !regexp.MustCompile(`^\d{8}T\d{6}\.\d{9}Z-[0-9a-f]{8}\.eml$`).MatchString(name) {
				t.Errorf("file name %q does not match <20060102T150405.000000000Z>-<hex>.eml", name)
			}
			raw, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			got := parseEML(t, raw)
			if got.From.Name != "Amora" || got.From.Address != "no-reply@amora.test" {
				t.Errorf("From = %v, want Amora <no-reply@amora.test>", got.From)
			}
			if got.To.Address != tt.m.To || got.To.Name != tt.m.ToName {
				t.Errorf("To = %q <%s>, want %q <%s>", got.To.Name, got.To.Address, tt.m.ToName, tt.m.To)
			}
			if got.Subject != tt.m.Subject {
				t.Errorf("Subject = %q, want %q", got.Subject, tt.m.Subject)
			}
			if got.Text != tt.m.Text {
				t.Errorf("text part = %q, want %q", got.Text, tt.m.Text)
			}
			if got.HTML != tt.m.HTML {
				t.Errorf("html part = %q, want %q", got.HTML, tt.m.HTML)
			}
		})
	}
}

func TestOutboxSendTwiceWritesTwoFiles(t *testing.T) {
	dir := t.TempDir()
	o := &Outbox{Dir: dir, From: "Amora <no-reply@amora.test>"}
	m := Message{To: "anna@example.com", Subject: "s", Text: "t", HTML: "h"}
	for range 2 {
		if err := o.Send(context.Background(), m); err != nil {
			t.Fatalf("Send: %v", err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(entries), 2; got != want {
		t.Fatalf("got %d files, want %d (no temporary files left)", got, want)
	}
	for _, e := range entries {
		if filepath.Ext(e.Name()) != ".eml" {
			t.Errorf("unexpected file %q", e.Name())
		}
	}
}

func TestOutboxSendErrors(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		from string
		m    Message
	}{
		{name: "ErrCanceled", ctx: canceled, from: "no-reply@amora.test", m: Message{To: "a@example.com", Text: "t"}},
		{name: "ErrBadTo", ctx: context.Background(), from: "no-reply@amora.test", m: Message{To: "nobody", Text: "t"}},
		{name: "ErrBadFrom", ctx: context.Background(), from: "", m: Message{To: "a@example.com", Text: "t"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			o := &Outbox{Dir: dir, From: tt.from}
			if err := o.Send(tt.ctx, tt.m); err == nil {
				t.Fatal("got no error, want one")
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("got %d files, want none", len(entries))
			}
		})
	}
}
