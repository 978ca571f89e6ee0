package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/config"
)

// TestStatsRebuildCommand rebuilds the roll-ups of a database whose member signed up
// before them (the rows are emptied first, as on an installation that predates them)
// and finds the sign-up counted again.
func TestStatsRebuildCommand(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	getenv := func(string) string { return "" }
	cfg, err := config.Load("test", []string{"--data-dir", dir}, getenv)
	if err != nil {
		t.Fatal(err)
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	site := &amora.Site{Host: "localhost", Settings: amora.DefaultSettings()}
	if _, err := db.Signup(ctx, site, amora.SignupForm{Name: "Sanne", Email: "sanne@example.nl", Password: "veilig-wachtwoord-42",
		DateOfBirth: "1994-05-17", Language: "nl"}); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"stats_daily", "stats_daily_network"} {
		if err := db.ExecAdmin(ctx, `DELETE FROM `+table); err != nil {
			t.Fatal(err)
		}
	}
	today := time.Now().UTC()
	q := amora.StatsQuery{From: today.AddDate(0, 0, -1), To: today.AddDate(0, 0, 1)}
	if res, err := db.Stats(ctx, q); err != nil || res.Totals.Signups != 0 {
		t.Fatalf("before: %+v, %v", res, err)
	}
	db.Close()

	var out bytes.Buffer
	if err := run(ctx, []string{"stats", "rebuild", "--data-dir", dir}, getenv, &out, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "statistics rebuilt: 1 daily rows") {
		t.Errorf("output %q", out.String())
	}
	db, err = openDB(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if res, err := db.Stats(ctx, q); err != nil || res.Totals.Signups != 1 {
		t.Errorf("after: %+v, %v", res, err)
	}
	if err := run(ctx, []string{"stats", "shrink"}, getenv, &out, &bytes.Buffer{}); err == nil {
		t.Error("an unknown action passed")
	}
}
