package sqlstore_test

import (
	"context"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestMembersAcrossInstances checks that what one instance writes reaches another
// instance's copy of the members through member_changes.
func TestMembersAcrossInstances(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		anna := member(t, a, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		search := func(db *sqlstore.DB, country string) []*amora.Profile {
			t.Helper()
			got, _, err := db.SearchMembers(ctx, amora.SearchFilter{Country: country})
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := search(b, "NL"); len(got) != 1 || got[0].City != "Somewhere" { // b loads its copy
			t.Fatalf("b finds %d in NL", len(got))
		}
		bart := member(t, a, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		if p, err := b.FindProfile(ctx, bart.ID); err != nil || p.Name != bart.Name {
			t.Errorf("b finds a member it has not heard of: %v, %v", p, err)
		}

		err := a.UpdateProfile(ctx, anna.ID, amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{
			Gender: "female", LookingFor: "male", Country: "DE", Region: "DE-BY", City: "München"}})
		if err != nil {
			t.Fatal(err)
		}
		if got := search(a, "DE"); len(got) != 1 || got[0].City != "München" {
			t.Errorf("a, which wrote, finds %d in DE at once", len(got))
		}
		if err := b.SyncMembers(ctx); err != nil {
			t.Fatal(err)
		}
		if got := search(b, "DE"); len(got) != 1 || got[0].City != "München" {
			t.Errorf("b finds %d in DE after a poll", len(got))
		}
		if p, _ := b.FindProfile(ctx, anna.ID); p == nil || p.City != "München" {
			t.Errorf("b's cached profile is stale: %+v", p)
		}

		if err := a.DeleteAccount(ctx, anna.ID, amora.DeleteRequest{Reason: "price", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		if err := b.SyncMembers(ctx); err != nil {
			t.Fatal(err)
		}
		if got := search(b, ""); len(got) != 1 || got[0].ID != bart.ID {
			t.Errorf("b still lists the deleted member: %d found", len(got))
		}
		if _, err := b.FindProfile(ctx, anna.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("b finds the deleted member: %v", err)
		}
	})
}
