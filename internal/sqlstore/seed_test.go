package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func TestSeedMembers(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		hash, _ := amora.HashPassword("demo-password-1")
		members := []amora.NewMember{
			{SiteHost: "*", Email: "a@demo.test", Name: "Anouk", PasswordHash: hash, DateOfBirth: "1990-02-02", Language: "nl",
				Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", Region: "NL-UT", City: "Utrecht"},
					Interests: []string{"wine", "travelling"}, Sexuality: "hetero"},
				Fictional: true, Premium: true, LastSeen: t0, Photos: []string{"p1", "p2"}},
			{SiteHost: "*", Email: "b@demo.test", Name: "Ben", PasswordHash: hash, DateOfBirth: "1985-03-03", Language: "en",
				Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "male", LookingFor: "female", Country: "GB", Region: "GB-ENG", City: "Leeds"}}},
		}
		n, err := db.SeedMembers(ctx, members)
		if err != nil || n != 2 {
			t.Fatalf("seeded %d, %v", n, err)
		}
		if n, _ = db.SeedMembers(ctx, members); n != 0 {
			t.Errorf("seeding twice created %d", n)
		}
		found, total, err := db.SearchMembers(ctx, amora.SearchFilter{Gender: "female", Today: t0})
		if err != nil || total != 1 {
			t.Fatalf("search: %d, %v", total, err)
		}
		p, _ := db.FindProfile(ctx, found[0].ID)
		if !p.Fictional || !p.Premium || len(p.Photos) != 2 || p.Photos[0].Name != "p1" || !p.Photos[0].Main || len(p.Interests) != 2 {
			t.Errorf("seeded profile %+v", p)
		}
		if _, _, err := db.Login(ctx, "b@demo.test", "demo-password-1", amora.Client{IP: "192.0.2.1"}); err != nil {
			t.Errorf("seeded member cannot log in: %v", err)
		}
		if c, _ := db.CountMembers(ctx); c != 2 {
			t.Errorf("CountMembers = %d", c)
		}
		if err := db.MarkPaid(ctx, found[0].ID+1); err != nil {
			t.Fatal(err)
		}
	})
}
