package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestServe starts the real server on a free port with zero configuration but a
// temporary data directory, makes requests, and stops it as SIGTERM would.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir, "--demo"}, func(string) string { return "" }, pw, io.Discard)
		pw.Close()
	}()

	var base string
	sc := bufio.NewScanner(pr)
	re := regexp.MustCompile(`listening on (http://\S+)`)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			base = m[1]
			break
		}
	}
	if base == "" {
		t.Fatalf("server did not report its address: %v", <-done)
	}
	go io.Copy(io.Discard, pr)

	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/api/settings.php": 200, "/": 200, "/no-such-page": 404} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", path, resp.StatusCode, want)
		}
	}
	for _, name := range []string{"amora.db", "outbox", "media"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("data dir lacks %s: %v", name, err)
		}
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve returned %v after shutdown, want nil", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop after its context ended")
	}
}

func TestCommands(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "AMORA_DATA_DIR" {
			return dir
		}
		return ""
	}
	for _, tt := range []struct {
		name    string
		args    []string
		want    string
		wantErr bool
	}{
		{"Help", []string{"help"}, "Commands:", false},
		{"Migrate", []string{"migrate"}, "database migrated (sqlite)", false},
		{"Seed", []string{"seed"}, `default site "Amora" ready`, false},
		{"ErrUnknown", []string{"frobnicate"}, "", true},
		{"ErrBadFlag", []string{"serve", "--no-such-flag"}, "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			err := run(context.Background(), tt.args, env, &out, io.Discard)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if !strings.Contains(out.String(), tt.want) {
				t.Errorf("output %q does not contain %q", out.String(), tt.want)
			}
		})
	}
}
