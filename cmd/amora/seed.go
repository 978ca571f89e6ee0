package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"amora"
	"amora/internal/config"
	"amora/internal/sqlstore"
)

// Demo member (DESIGN.md): printed at start-up so that a newcomer can log in at once.
const (
	demoEmail    = "demo@amora.test"
	demoPassword = "amora-demo-2026"
)

// seed makes sure the default site exists (the first migration stores it); with
// --demo it adds the demo member and demoMembers members; --members N sets how many.
func seed(ctx context.Context, db *sqlstore.DB, cfg config.Config, out io.Writer) error {
	site, err := db.SiteByHost(ctx, "localhost")
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "default site %q ready (%s)\n", site.Settings.Name, db.Dialect())
	if cfg.Demo {
		// The demo member comes first, so that the demo likes can include them.
		if err := seedDemoMember(ctx, db, site); err != nil {
			return err
		}
		fmt.Fprintf(out, "demo member: %s / %s\n", demoEmail, demoPassword)
		if err := seedDemoStaff(ctx, db, out); err != nil {
			return err
		}
	}
	n := cfg.SeedMembers
	if cfg.Demo && n == 0 {
		n = demoMembers
	}
	if n == 0 {
		return nil
	}
	var photos *photoStore
	if cfg.SeedPhotos {
		if err := os.MkdirAll(cfg.MediaDir(), 0o750); err != nil {
			return err
		}
		if photos, err = newPhotoStore(ctx, cfg, newLogger(io.Discard, cfg.LogLevel)); err != nil {
			return err
		}
	}
	return seedMembers(ctx, db, photos, n, out)
}

// seedDemoMember creates the confirmed demo account unless it exists.
func seedDemoMember(ctx context.Context, db *sqlstore.DB, site *amora.Site) error {
	u, err := db.Signup(ctx, site, amora.SignupForm{
		Name: "Demo", Email: demoEmail, Password: demoPassword, DateOfBirth: "1992-06-15", Language: "en",
		SignupMessage: "Hi! I am the demo member of Amora.",
	})
	if amora.ErrorCode(err) == amora.ECONFLICT {
		return nil
	} else if err != nil {
		return err
	}
	token, err := db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
	if err != nil {
		return err
	}
	if _, err = db.Activate(ctx, token); err != nil {
		return err
	}
	// A complete profile, so that search, the match finder and likes show at once
	// what they do; the photo is left for the visitor to add.
	return db.UpdateProfile(ctx, u.ID, amora.ProfileUpdate{
		ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", Region: "NL-NH", City: "Amsterdam"},
		Sexuality:     "straight", AboutMe: "I try out every corner of Amora. Coffee first, then a walk along the canals?",
		Interests: []string{"coffee", "travelling", "hiking", "wine", "concerts"}, BodyType: "slim", HairColor: "brown", EyeColor: "green",
		RelationshipStatus: "single",
	})
}
