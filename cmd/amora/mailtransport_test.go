package main

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amora/internal/config"
	"amora/internal/mail"
)

func TestNewMailTransport(t *testing.T) {
	_, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	keyFile := filepath.Join(dir, "dkim.pem")
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	load := func(t *testing.T, args ...string) config.Config {
		t.Helper()
		cfg, err := config.Load("serve", append([]string{"--data-dir", dir, "--mail-from", "Amora <no-reply@amora.test>"}, args...), func(string) string { return "" })
		if err != nil {
			t.Fatal(err)
		}
		return cfg
	}

	t.Run("OutboxSigned", func(t *testing.T) {
		cfg := load(t, "--dkim-key", keyFile, "--dkim-selector", "s2026")
		tr, err := newMailTransport(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := tr.Send(context.Background(), mail.Message{To: "anna@example.com", Subject: "Hi", Text: "t", HTML: "h"}); err != nil {
			t.Fatal(err)
		}
		files, _ := filepath.Glob(filepath.Join(cfg.OutboxDir(), "*.eml"))
		if len(files) != 1 {
			t.Fatalf("%d files in the outbox, want 1", len(files))
		}
		raw, _ := os.ReadFile(files[0])
		if s := string(raw); !strings.HasPrefix(s, "DKIM-Signature:") && !strings.Contains(s, "\r\nDKIM-Signature:") ||
			!strings.Contains(s, "d=amora.test;") || !strings.Contains(s, "s=s2026;") || !strings.Contains(s, "a=ed25519-sha256;") {
			t.Errorf("outbox file has no ed25519 signature for amora.test, selector s2026:\n%s", raw)
		}
	})
	t.Run("SMTPLimited", func(t *testing.T) {
		tr, err := newMailTransport(load(t, "--smtp-url", "smtp://127.0.0.1:2525"))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := tr.(*mail.Limiter); !ok {
			t.Errorf("SMTP transport is a %T, want a *mail.Limiter", tr)
		}
	})
	t.Run("ErrMissingKey", func(t *testing.T) {
		if _, err := newMailTransport(load(t, "--dkim-key", keyFile+".missing")); err == nil {
			t.Error("got no error for a missing key file")
		}
	})
	t.Run("ErrBadSelector", func(t *testing.T) {
		if _, err := newMailTransport(load(t, "--dkim-key", keyFile, "--dkim-selector", "no selector")); err == nil {
			t.Error("got no error for a bad selector")
		}
	})
}
