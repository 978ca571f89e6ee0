package sms_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"amora/internal/sms"
)

func TestOutbox(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	o := &sms.Outbox{Dir: dir, Now: func() time.Time { return time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) }}
	for _, text := range []string{"Amora: je code is 123456.", "Amora: je code is 654321."} {
		if err := o.SendSMS(context.Background(), "+31612345678", text); err != nil {
			t.Fatal(err)
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.sms.txt"))
	if err != nil || len(files) != 2 {
		t.Fatalf("files %v, %v", files, err)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"To: +31612345678\n", "Date: 2026-11-24T12:00:00Z\n", "\n\nAmora: je code is "} {
		if !strings.Contains(string(b), want) {
			t.Errorf("file lacks %q:\n%s", want, b)
		}
	}
	if base := filepath.Base(files[0]); !strings.HasPrefix(base, "20261124T120000.000000000Z-") {
		t.Errorf("name %s", base)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".tmp-*")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := o.SendSMS(ctx, "+31612345678", "x"); err == nil {
		t.Error("sent with a canceled context")
	}
}
