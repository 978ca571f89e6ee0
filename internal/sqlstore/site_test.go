package sqlstore_test

import (
	"context"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestSites(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		t.Run("DefaultForUnknownHost", func(t *testing.T) {
			site, err := db.SiteByHost(ctx, "unknown.example:8080")
			if err != nil {
				t.Fatal(err)
			}
			if got, want := site.Host, amora.DefaultSiteHost; got != want {
				t.Errorf("host = %q, want %q", got, want)
			}
			if got, want := site.Settings.Name, "Amora"; got != want {
				t.Errorf("name = %q, want %q", got, want)
			}
			if site.Company.Name == "" {
				t.Error("default company info is empty")
			}
		})
		t.Run("OwnRow", func(t *testing.T) {
			s := amora.DefaultSettings()
			s.Name, s.DomainLanguage, s.Signups = "Flirtpunt", "nl", amora.SignupsWithTrafficSource
			c := amora.DefaultCompanyInfo()
			c.Name = "Flirtpunt B.V."
			if err := db.PutSite(ctx, &amora.Site{Host: "Flirtpunt.NL", Settings: s, Company: c}); err != nil {
				t.Fatal(err)
			}
			site, err := db.SiteByHost(ctx, "flirtpunt.nl:443")
			if err != nil {
				t.Fatal(err)
			}
			if site.Host != "flirtpunt.nl" || site.Settings.Name != "Flirtpunt" || site.Settings.DomainLanguage != "nl" || site.Company.Name != "Flirtpunt B.V." {
				t.Errorf("got %+v", site)
			}
			// Replacing keeps one row.
			s.Name = "Flirtpunt 2"
			if err := db.PutSite(ctx, &amora.Site{Host: "flirtpunt.nl", Settings: s, Company: c}); err != nil {
				t.Fatal(err)
			}
			if site, _ = db.SiteByHost(ctx, "flirtpunt.nl"); site.Settings.Name != "Flirtpunt 2" {
				t.Errorf("name after replace = %q", site.Settings.Name)
			}
			// Other hosts still get the default.
			if site, _ = db.SiteByHost(ctx, "other.example"); site.Settings.Name != "Amora" {
				t.Errorf("other host got %q", site.Settings.Name)
			}
		})
		t.Run("ErrNoHost", func(t *testing.T) {
			err := db.PutSite(ctx, &amora.Site{Host: " "})
			if got := amora.ErrorCode(err); got != amora.EINVALID {
				t.Errorf("code = %q, want %q", got, amora.EINVALID)
			}
		})
	})
}

func TestMigrateTwice(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatalf("second migrate: %v", err)
		}
		if err := db.Ping(context.Background()); err != nil {
			t.Fatal(err)
		}
	})
}
