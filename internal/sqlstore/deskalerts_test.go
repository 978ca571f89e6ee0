package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestDeskOldestBySite: the supervisor's figures carry the oldest wait per member's
// site, for the alert of each site's desk_alert_minutes; a reply takes it away.
func TestDeskOldestBySite(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		if _, err := db.SeedMembers(ctx, []amora.NewMember{
			{SiteHost: amora.DefaultSiteHost, Email: "a@example.nl", Name: "A", PasswordHash: "x", DateOfBirth: "1980-01-01", Language: "nl", LastSeen: t0, Credits: 20},
			{SiteHost: "b.example", Email: "b@example.nl", Name: "B", PasswordHash: "x", DateOfBirth: "1980-01-01", Language: "nl", LastSeen: t0, Credits: 20},
		}); err != nil {
			t.Fatal(err)
		}
		a, _ := db.UserIDByEmail(ctx, "a@example.nl")
		b, _ := db.UserIDByEmail(ctx, "b@example.nl")
		if s, err := db.DeskStats(ctx); err != nil || len(s.OldestBySite) != 0 {
			t.Fatalf("empty queue: %+v, %v", s, err)
		}
		convA := w.send(t, a, w.fee, "hoi").Message.ConversationID
		w.advance(3 * time.Minute)
		w.send(t, b, w.gus, "hallo")
		w.advance(2 * time.Minute)
		w.send(t, a, w.gus, "en jij?")
		w.advance(time.Minute)
		s, err := db.DeskStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.OldestBySite) != 2 || s.OldestBySite[amora.DefaultSiteHost] != 6*time.Minute || s.OldestBySite["b.example"] != 3*time.Minute {
			t.Errorf("oldest by site %v", s.OldestBySite)
		}
		if _, err := db.DeskClaim(ctx, w.operator.Staff, convA); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.DeskReply(ctx, w.operator.Staff, convA, "hoi!"); err != nil {
			t.Fatal(err)
		}
		if s, _ := db.DeskStats(ctx); s.OldestBySite[amora.DefaultSiteHost] != time.Minute {
			t.Errorf("after the reply: oldest by site %v", s.OldestBySite)
		}
	})
}
