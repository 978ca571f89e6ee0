package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// BenchmarkLoginFailure compares a wrong password for a real account with a login for
// an address that has no account: the two must take about the same time, so that
// timing does not tell which addresses are members.
func BenchmarkLoginFailure(b *testing.B) {
	db := storetest.SQLite(b)
	ctx := context.Background()
	now := t0
	db.Now = func() time.Time { return now }
	if _, err := db.Signup(ctx, defaultSite(), form("member@example.nl")); err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct{ name, email string }{{"KnownAddress", "member@example.nl"}, {"UnknownAddress", "nobody@example.nl"}} {
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				// Each attempt starts a new attempt window, so no block cuts it short.
				now = now.Add(sqlstore.LoginWindow + sqlstore.LoginBlock)
				if _, _, err := db.Login(ctx, bc.email, "wrong-password", amora.Client{IP: "192.0.2.1"}); err == nil {
					b.Fatal("a wrong password logged in")
				}
			}
		})
	}
}
