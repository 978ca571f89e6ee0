package main

import (
	"bufio"
	"context"
	"io"
	"mime/quotedprintable"
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
		done <- run(ctx, []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir, "--demo", "--members", "3"}, func(string) string { return "" }, pw, io.Discard)
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

	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/api/settings.php": 200, "/": 200, "/no-such-page": 404,
		"/api/packages": 200} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", path, resp.StatusCode, want)
		}
	}
	t.Run("SignupMailsActivationLink", func(t *testing.T) {
		req, _ := http.NewRequest("POST", base+"/api/signup", strings.NewReader(
			`{"name":"Eva","email":"eva@example.de","password":"sicheres-passwort-7","date_of_birth":"1990-03-03","language":"de"}`))
		req.Header.Set("X-Requested-With", "amora")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 201 {
			t.Fatalf("signup = %d", resp.StatusCode)
		}
		link := waitForMail(t, filepath.Join(dir, "outbox"), "eva@example.de")
		token := link[strings.Index(link, "token=")+len("token="):]
		req, _ = http.NewRequest("POST", base+"/api/activate", strings.NewReader(`{"token":"`+token+`"}`))
		req.Header.Set("X-Requested-With", "amora")
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("activate with the mailed token = %d, want 200", resp.StatusCode)
		}
	})

	t.Run("EmailChangeMailsOldAddress", func(t *testing.T) { emailChangeAndUndo(t, base, filepath.Join(dir, "outbox")) })
	t.Run("BuyCreditsWithSandbox", func(t *testing.T) { buyWithSandbox(t, base, filepath.Join(dir, "outbox")) })

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
		{"SeedDemo", []string{"seed", "--demo", "--members", "4"}, "seeded 4 members, 8 likes and 8 messages", false},
		{"SeedDemoTwice", []string{"seed", "--demo", "--members", "4"}, "demo member: demo@amora.test", false},
		{"SeedMoreWithoutPhotos", []string{"seed", "--members", "20", "--seed-photos=false"}, "seeded 16 members, 18 likes and 0 messages", false},
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

// waitForMail waits for an .eml to the address in dir and returns the first
// http://.../activate/done?token=... link in it.
func waitForMail(t *testing.T, dir, to string) string {
	t.Helper()
	return waitForLink(t, dir, to, "/activate/done")
}

// waitForLink waits for an .eml to the address in dir and returns the first
// http://...path?token=... link in it.
func waitForLink(t *testing.T, dir, to, path string) string {
	t.Helper()
	re := regexp.MustCompile(`http://[^\s"<>]+` + regexp.QuoteMeta(path) + `\?token=[A-Za-z0-9_-]+`)
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
		for _, f := range files {
			b, _ := os.ReadFile(f)
			if !strings.Contains(string(b), to) {
				continue
			}
			// The body is quoted-printable: decode it as a mail client would.
			text, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(b))))
			if err != nil {
				t.Fatal(err)
			}
			if m := re.FindString(string(text)); m != "" {
				return m
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no mail to %s with a %s link in %s", to, path, dir)
	return ""
}
