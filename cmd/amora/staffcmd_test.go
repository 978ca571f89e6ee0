package main

import (
	"bytes"
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/config"
)

// TestStaffCommand adds, lists, resets and disables a staff account with `amora staff`;
// the printed link sets the account up.
func TestStaffCommand(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	getenv := func(string) string { return "" }
	staff := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"staff"}, args...), getenv, &out, &out)
		return out.String(), err
	}
	out, err := staff("add", "--email", "Ada@Example.com", "--role", "admin", "--name", "Ada", "--data-dir", dir, "--base-url", "https://amora.example/")
	if err != nil || !strings.Contains(out, "added ada@example.com (admin)") {
		t.Fatalf("add: %q, %v", out, err)
	}
	link := regexp.MustCompile(`https://amora\.example/admin/setup\?token=(\S+)`).FindStringSubmatch(out)
	if link == nil {
		t.Fatalf("no set-up link in %q", out)
	}
	token, _ := url.QueryUnescape(link[1])
	if _, err := staff("add", "--email", "ada@example.com", "--role", "support", "--data-dir", dir); amora.ErrorCode(err) != amora.ECONFLICT {
		t.Errorf("adding the address twice: %v", err)
	}
	if _, err := staff("add", "--email", "bo@example.com", "--role", "boss", "--data-dir", dir); err == nil {
		t.Error("an unknown role was accepted")
	}
	if _, err := staff("add", "--role", "admin", "--data-dir", dir); err == nil {
		t.Error("add without --email was accepted")
	}
	if _, err := staff("promote", "--data-dir", dir); err == nil {
		t.Error("an unknown action was accepted")
	}

	cfg, _ := config.Load("test", []string{"--data-dir", dir}, getenv)
	db, err := openDB(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	info, err := db.StaffSetupInfo(ctx, token)
	if err != nil || info.Email != "ada@example.com" {
		t.Fatalf("the printed link: %+v, %v", info, err)
	}
	code, _ := amora.TOTPCode(info.TOTPSecret, time.Now())
	if _, _, _, err := db.CompleteStaffSetup(ctx, token, "a-long-password", code, amora.Client{}, "test"); err != nil {
		t.Fatalf("set-up with the printed link: %v", err)
	}
	db.Close()

	out, err = staff("list", "--data-dir", dir)
	if err != nil || !regexp.MustCompile(`ada@example.com\s+Ada\s+admin\s+active\s+\d{4}-`).MatchString(out) {
		t.Errorf("list: %q, %v", out, err)
	}
	out, err = staff("reset", "--email", "ada@example.com", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "/admin/setup?token=") {
		t.Errorf("reset: %q, %v", out, err)
	}
	out, err = staff("disable", "--email", "ada@example.com", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "disabled ada@example.com") {
		t.Errorf("disable: %q, %v", out, err)
	}
	if out, _ := staff("list", "--data-dir", dir); !strings.Contains(out, "disabled") {
		t.Errorf("list after disable: %q", out)
	}
	if _, err := staff("disable", "--email", "nobody@example.com", "--data-dir", dir); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("disabling an unknown address: %v", err)
	}
}

// TestDemoStaff creates the demo's admin and operator once, prints how to log in, and
// they can log in with a code of the printed secret.
func TestDemoStaff(t *testing.T) {
	ctx := context.Background()
	cfg, _ := config.Load("test", []string{"--data-dir", t.TempDir()}, func(string) string { return "" })
	db, err := openDB(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var out bytes.Buffer
	for i := 0; i < 2; i++ {
		out.Reset()
		if err := seedDemoStaff(ctx, db, &out); err != nil {
			t.Fatal(err)
		}
	}
	m := regexp.MustCompile(`demo admin: admin@amora\.test / (\S+) \(TOTP secret ([A-Z2-7]+)\)`).FindStringSubmatch(out.String())
	if m == nil || !strings.Contains(out.String(), "demo operator: operator@amora.test") {
		t.Fatalf("printed %q", out.String())
	}
	code, _ := amora.TOTPCode(m[2], time.Now())
	st, _, err := db.StaffLogin(ctx, "admin@amora.test", m[1], code, amora.Client{}, "test")
	if err != nil || st.Role != amora.StaffAdmin {
		t.Errorf("demo admin login: %+v, %v", st, err)
	}
	list, _ := db.ListStaff(ctx)
	if len(list) != 2 {
		t.Errorf("%d staff accounts after seeding twice", len(list))
	}
	op, err := db.StaffByEmail(ctx, "operator@amora.test")
	if err != nil {
		t.Fatal(err)
	}
	if langs, err := db.StaffLanguages(ctx, op.ID); err != nil || len(langs) != len(amora.Languages) {
		t.Errorf("demo operator's desk languages %v, %v; want all", langs, err)
	}
}
