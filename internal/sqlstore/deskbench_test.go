package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// BenchmarkDeskQueue times the operators' queue read with 100,000 waiting messages
// (1,000 members each waiting for 100 fictional profiles in the 7 languages), for an
// operator of one language and for an admin (every language), on both databases:
//
//	go test -run '^$' -bench BenchmarkDeskQueue -count 5 ./internal/sqlstore
func BenchmarkDeskQueue(b *testing.B) {
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			var db *sqlstore.DB
			if name == "sqlite" {
				db = storetest.SQLite(b)
			} else {
				db = storetest.Postgres(b)
			}
			ctx := context.Background()
			var seed []amora.NewMember
			for i := range 100 {
				seed = append(seed, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: fmt.Sprintf("f%d@example.nl", i), Name: "F",
					PasswordHash: "x", DateOfBirth: "1990-01-01", Language: amora.Languages[i%len(amora.Languages)], Fictional: true, LastSeen: t0})
			}
			for i := range 1000 {
				seed = append(seed, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: fmt.Sprintf("m%d@example.nl", i), Name: "M",
					PasswordHash: "x", DateOfBirth: "1980-01-01", Language: "nl", LastSeen: t0})
			}
			if _, err := db.SeedMembers(ctx, seed); err != nil {
				b.Fatal(err)
			}
			var fictionals, members []int64
			for i := range 100 {
				id, err := db.UserIDByEmail(ctx, fmt.Sprintf("f%d@example.nl", i))
				if err != nil {
					b.Fatal(err)
				}
				fictionals = append(fictionals, id)
			}
			for i := range 1000 {
				id, err := db.UserIDByEmail(ctx, fmt.Sprintf("m%d@example.nl", i))
				if err != nil {
					b.Fatal(err)
				}
				members = append(members, id)
			}
			if err := db.SeedDeskQueue(ctx, members, fictionals, t0); err != nil {
				b.Fatal(err)
			}
			if n, _ := db.OpenOperatorMessages(ctx); n != 100_000 {
				b.Fatalf("%d waiting messages", n)
			}
			op := storetest.NewStaff(b, db, "op@example.nl", amora.StaffOperator)
			if _, err := db.SetStaffLanguages(ctx, op.Staff, op.ID, []string{"pl"}); err != nil {
				b.Fatal(err)
			}
			admin := storetest.NewStaff(b, db, "admin@example.nl", amora.StaffAdmin)
			db.Now = func() time.Time { return t0.Add(200_000 * time.Second) }
			// Another operator holds claims on the 300 oldest: every read skips them.
			other := storetest.NewStaff(b, db, "other@example.nl", amora.StaffAdmin)
			for i := int64(1); i <= 300; i++ {
				if _, err := db.DeskClaim(ctx, other.Staff, i); err != nil {
					b.Fatal(err)
				}
			}
			for _, st := range []struct {
				name  string
				staff *amora.Staff
			}{{"operator_pl", op.Staff}, {"admin_all", admin.Staff}} {
				b.Run(st.name, func(b *testing.B) {
					for b.Loop() {
						items, err := db.DeskQueue(ctx, st.staff)
						if err != nil || len(items) != amora.DeskQueueLimit {
							b.Fatalf("%d items, %v", len(items), err)
						}
					}
				})
			}
		})
	}
}
