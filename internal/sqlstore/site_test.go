package sqlstore_test

import (
	"context"
	"sync"
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

// TestSitesAtOnce asks for an uncached site from many requests at once: they share one
// read, and each gets a copy of its own to change.
func TestSitesAtOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		sites := make([]*amora.Site, 20)
		errs := make([]error, len(sites))
		var wg sync.WaitGroup
		for i := range sites {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sites[i], errs[i] = db.SiteByHost(context.Background(), "busy.example")
			}()
		}
		wg.Wait()
		for i, site := range sites {
			if errs[i] != nil || site.Host != amora.DefaultSiteHost {
				t.Fatalf("request %d: %v %v", i, site, errs[i])
			}
			site.Host = "changed" // must not reach the others or the cache
		}
		if again, err := db.SiteByHost(context.Background(), "busy.example"); err != nil || again.Host != amora.DefaultSiteHost {
			t.Errorf("cached: %v %v", again, err)
		}
		for i := 1; i < len(sites); i++ {
			if sites[i] == sites[0] {
				t.Errorf("requests 0 and %d share one site", i)
			}
		}
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
