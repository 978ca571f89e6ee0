package sqlstore_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func fictionalInput(name string) amora.FictionalInput {
	return amora.FictionalInput{Name: name, DateOfBirth: "1995-04-02", Language: "nl", Sites: []string{amora.DefaultSiteHost},
		ProfileUpdate: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL",
			Region: "NL-NH", City: "Haarlem"}, AboutMe: "Ik hou van fietsen.", Interests: []string{"cycling"}}}
}

func listedIn(t *testing.T, db *sqlstore.DB, id int64) bool {
	t.Helper()
	found, _, err := db.SearchMembers(context.Background(), amora.SearchFilter{Country: "NL"})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range found {
		if p.ID == id {
			return p.Fictional
		}
	}
	return false
}

// TestFictionalLifecycle creates, edits, photographs and retires a fictional profile:
// it is fictional and listed in search until retired, has no usable login, and every
// change is in the audit log under the admin who made it.
func TestFictionalLifecycle(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		id, err := db.CreateFictional(ctx, admin.Staff, fictionalInput("Mila"))
		if err != nil {
			t.Fatal(err)
		}
		f, err := db.FindFictional(ctx, id)
		if err != nil || f.Name != "Mila" || f.City != "Haarlem" || f.Retired || len(f.Interests) != 1 || !slices.Equal(f.Sites, []string{amora.DefaultSiteHost}) {
			t.Fatalf("created %+v %v", f, err)
		}
		u, err := db.FindUser(ctx, id)
		if err != nil || !strings.HasSuffix(u.Email, "@fictional.invalid") {
			t.Errorf("login address %v %v", u, err)
		}

		in := fictionalInput("Mila B")
		in.City = "Leiden"
		if err := db.UpdateFictional(ctx, admin.Staff, id, in); err != nil {
			t.Fatal(err)
		}
		ph, err := db.AddFictionalPhoto(ctx, admin.Staff, id, "abc123")
		if err != nil || !ph.Main || ph.Status != amora.PhotoActive {
			t.Fatalf("photo %+v %v", ph, err)
		}
		if !listedIn(t, db, id) {
			t.Error("a fictional profile with a photo is not in search, or not marked fictional")
		}
		if err := db.RetireFictional(ctx, admin.Staff, id, true); err != nil {
			t.Fatal(err)
		}
		f, _ = db.FindFictional(ctx, id)
		if f.Name != "Mila B" || f.City != "Leiden" || !f.Retired || len(f.Photos) != 1 || !f.Photos[0].Main {
			t.Errorf("after edits %+v", f)
		}
		if listedIn(t, db, id) {
			t.Error("a retired fictional profile is still in search")
		}
		list, err := db.ListFictional(ctx)
		if err != nil || len(list) != 1 || list[0].ID != id {
			t.Errorf("list %+v %v", list, err)
		}

		entries, _ := db.AuditLog(ctx, amora.AuditFilter{TargetType: "member", TargetID: id})
		var actions []string
		for _, e := range entries {
			if e.StaffEmail != "admin@amora.test" {
				t.Errorf("audit by %q", e.StaffEmail)
			}
			actions = append(actions, e.Action)
		}
		got := strings.Join(actions, ",")
		for _, want := range []string{"fictional.create", "fictional.update", "fictional.photo", "fictional.retire"} {
			if !strings.Contains(got, want) {
				t.Errorf("audit actions %s lack %s", got, want)
			}
		}

		member := member(t, db, "real@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		if _, err := db.FindFictional(ctx, member.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("a real member read as fictional: %v", err)
		}
		if err := db.RetireFictional(ctx, admin.Staff, member.ID, true); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("retiring a real member: %v", err)
		}
	})
}

// TestFictionalSeeded: the demo seed's fictional profiles are in the console's list,
// and an admin can edit one that appears on every site (DefaultSiteHost).
func TestFictionalSeeded(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		in := fictionalInput("Demo Fee")
		seed := []amora.NewMember{
			{SiteHost: amora.DefaultSiteHost, Email: "fee@demo.test", Name: "Demo Fee", PasswordHash: "x", DateOfBirth: "1990-01-01", Language: "nl", Fictional: true, Profile: in.ProfileUpdate},
			{SiteHost: amora.DefaultSiteHost, Email: "real@demo.test", Name: "Real Rik", PasswordHash: "x", DateOfBirth: "1990-01-01", Language: "nl", Profile: in.ProfileUpdate},
		}
		if _, err := db.SeedMembers(ctx, seed); err != nil {
			t.Fatal(err)
		}
		list, err := db.ListFictional(ctx)
		if err != nil || len(list) != 1 || list[0].Name != "Demo Fee" || !slices.Equal(list[0].Sites, []string{amora.DefaultSiteHost}) {
			t.Fatalf("list %+v %v", list, err)
		}
		in.Sites = []string{amora.DefaultSiteHost}
		if err := db.UpdateFictional(ctx, admin.Staff, list[0].ID, in); err != nil {
			t.Fatal(err)
		}
	})
}
