package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/media"
)

// TestPhotosCommand approves and rejects a pending photo from the command line, as an
// operator does until the staff console exists, and sweeps files without a row.
func TestPhotosCommand(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	getenv := func(string) string { return "" }
	if err := run(ctx, []string{"seed", "--data-dir", dir}, getenv, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load("test", []string{"--data-dir", dir}, getenv)
	if err != nil {
		t.Fatal(err)
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	site, err := db.SiteByHost(ctx, "localhost")
	if err != nil {
		t.Fatal(err)
	}
	if err := seedDemoMember(ctx, db, site); err != nil {
		t.Fatal(err)
	}
	u, _, err := db.Login(ctx, demoEmail, demoPassword, amora.Client{IP: "127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	ph, err := db.AddPhoto(ctx, u.ID, "ab/ab01", amora.PhotoPending, amora.FreePhotoLimit)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	status := func() string {
		t.Helper()
		db, err := openDB(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		p, err := db.FindProfile(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return p.Photos[0].Status
	}
	for _, c := range []struct{ action, want string }{{"approve", amora.PhotoActive}, {"reject", amora.PhotoRejected}} {
		t.Run(c.action, func(t *testing.T) {
			var out bytes.Buffer
			if err := run(ctx, []string{"photos", c.action, strconv.FormatInt(ph.ID, 10), "--data-dir", dir}, getenv, &out, &bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
			if got := status(); got != c.want {
				t.Errorf("status %q, want %q", got, c.want)
			}
			if !strings.Contains(out.String(), c.want) {
				t.Errorf("output %q does not say %q", out.String(), c.want)
			}
		})
	}
	t.Run("ErrNotFound", func(t *testing.T) {
		err := run(ctx, []string{"photos", "approve", "99999", "--data-dir", dir}, getenv, &bytes.Buffer{}, &bytes.Buffer{})
		if amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("got %v, want not_found", err)
		}
	})
	t.Run("ErrNoID", func(t *testing.T) {
		if err := run(ctx, []string{"photos", "approve", "--data-dir", dir}, getenv, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
			t.Error("approve without an ID succeeded")
		}
	})
	t.Run("Sweep", func(t *testing.T) {
		store := media.Disk{Dir: cfg.MediaDir()}
		old := time.Now().Add(-2 * media.SweepGrace)
		for _, name := range []string{"ab/ab01", "cd/cd02", "ef/ef03"} {
			if err := store.Put(ctx, name+"/"+media.Card, []byte("jpeg")); err != nil {
				t.Fatal(err)
			}
			if name != "ef/ef03" { // a fresh upload whose row is not written yet
				os.Chtimes(filepath.Join(cfg.MediaDir(), name, media.Card), old, old)
			}
		}
		var out bytes.Buffer
		if err := run(ctx, []string{"photos", "sweep", "--data-dir", dir}, getenv, &out, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]bool{"ab/ab01": true, "cd/cd02": false, "ef/ef03": true} {
			_, err := os.Stat(filepath.Join(cfg.MediaDir(), name, media.Card))
			if got := err == nil; got != want {
				t.Errorf("%s kept = %v, want %v", name, got, want)
			}
		}
		if !strings.Contains(out.String(), "removed the files of 1 photos") {
			t.Errorf("output %q", out.String())
		}
	})
}
