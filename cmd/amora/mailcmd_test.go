package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amora"
	"amora/internal/config"
)

// TestMailCampaignCommand runs `amora mail campaign`: a dry run prints the audience
// count and stores nothing; the real run stores the campaign and queues its mails.
func TestMailCampaignCommand(t *testing.T) {
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
	for _, m := range []struct{ email, country string }{{"a@example.de", "DE"}, {"b@example.de", "DE"}, {"c@example.nl", "NL"}} {
		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: amora.DefaultSiteHost, Email: m.email, Name: "M", PasswordHash: "x",
			DateOfBirth: "1990-01-01", Language: "de", Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "male",
				LookingFor: "female", Country: m.country, Region: "X", City: "Y"}}}}); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	texts := filepath.Join(dir, "texts.json")
	os.WriteFile(texts, []byte(`{"en": {"subject": "News", "body": "Hello."}, "de": {"subject": "Neues", "body": "Hallo."}}`), 0o600)

	mailCmd := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"mail", "campaign"}, args...), getenv, &out, &out)
		return out.String(), err
	}
	out, err := mailCmd("--kind", "news", "--file", texts, "--country=de", "--dry-run", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "would reach 2 members") {
		t.Fatalf("dry run: %q, %v", out, err)
	}
	db, _ = openDB(ctx, cfg)
	if _, err := db.FindCampaign(ctx, 1); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("the dry run stored a campaign: %v", err)
	}
	db.Close()
	out, err = mailCmd("--data-dir", dir, "--kind", "promotions", "--file", texts, "--paid", "free")
	if err != nil || !strings.Contains(out, "campaign 1 (promotions): 3 e-mails queued") {
		t.Fatalf("campaign: %q, %v", out, err)
	}
	if _, err := mailCmd("--data-dir", dir, "--kind", "like", "--file", texts); err == nil {
		t.Error("a campaign of kind like was accepted")
	}
	if _, err := mailCmd("--data-dir", dir, "--kind", "news"); err == nil {
		t.Error("a campaign without texts was accepted")
	}
}
