package sqlstore_test

import (
	"context"
	"slices"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// listedFictional creates a listed fictional profile (it has a photo) on sites.
func listedFictional(t *testing.T, db *sqlstore.DB, by *amora.Staff, name string, sites ...string) int64 {
	t.Helper()
	in := fictionalInput(name)
	in.Sites = sites
	id, err := db.CreateFictional(context.Background(), by, in)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddFictionalPhoto(context.Background(), by, id, "photo-"+name); err != nil {
		t.Fatal(err)
	}
	return id
}

func foundIDs(ps []*amora.Profile) []int64 {
	ids := []int64{}
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	slices.Sort(ids)
	return ids
}

func idsSorted(ids ...int64) []int64 {
	slices.Sort(ids)
	return ids
}

// TestFictionalSitesAndFilter: a fictional profile is found only on its sites (every
// site with '*'), a member who hides fictional profiles finds none in search, the
// match finder's candidates or the swipe deck, and changing a profile's sites moves
// it at once.
func TestFictionalSitesAndFilter(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "female", "NL", "NL-UT", "1985-03-03")
		mila := listedFictional(t, db, admin.Staff, "Mila", "a.example", "b.example")
		eva := listedFictional(t, db, admin.Staff, "Eva", amora.DefaultSiteHost)
		search := func(site string, hide bool) []int64 {
			t.Helper()
			found, total, err := db.SearchMembers(ctx, amora.SearchFilter{Country: "NL", ViewerID: bart.ID, Site: site, HideFictional: hide})
			if err != nil || total != len(found) {
				t.Fatalf("search %v %d %v", found, total, err)
			}
			return foundIDs(found)
		}
		for _, c := range []struct {
			site string
			hide bool
			want []int64
		}{
			{"a.example", false, idsSorted(cees.ID, mila, eva)},
			{"b.example", false, idsSorted(cees.ID, mila, eva)},
			{"c.example", false, idsSorted(cees.ID, eva)},
			{"", false, idsSorted(cees.ID, mila, eva)},
			{"a.example", true, []int64{cees.ID}},
			{"", true, []int64{cees.ID}},
		} {
			if got := search(c.site, c.hide); !slices.Equal(got, c.want) {
				t.Errorf("site %q hide %v: %v, want %v", c.site, c.hide, got, c.want)
			}
		}
		cands, err := db.Candidates(ctx, amora.SearchFilter{Country: "NL", ViewerID: bart.ID, Site: "c.example"}, 100)
		if got := foundIDs(cands); err != nil || !slices.Equal(got, idsSorted(cees.ID, eva)) {
			t.Errorf("candidates on c.example %v %v", got, err)
		}
		deck, _, err := db.SwipeDeck(ctx, bart.ID, amora.SearchFilter{Country: "NL", Site: "a.example", HideFictional: true}, 10)
		if got := foundIDs(deck); err != nil || !slices.Equal(got, []int64{cees.ID}) {
			t.Errorf("deck hiding fictional profiles %v %v", got, err)
		}
		deck, _, err = db.SwipeDeck(ctx, bart.ID, amora.SearchFilter{Country: "NL", Site: "a.example"}, 10)
		if got := foundIDs(deck); err != nil || !slices.Equal(got, idsSorted(cees.ID, mila, eva)) {
			t.Errorf("deck %v %v", got, err)
		}

		in := fictionalInput("Mila")
		in.Sites = []string{"c.example"}
		if err := db.UpdateFictional(ctx, admin.Staff, mila, in); err != nil {
			t.Fatal(err)
		}
		if got := search("a.example", false); !slices.Equal(got, idsSorted(cees.ID, eva)) {
			t.Errorf("a.example after the move %v", got)
		}
		if got := search("c.example", false); !slices.Equal(got, idsSorted(cees.ID, mila, eva)) {
			t.Errorf("c.example after the move %v", got)
		}
		p, err := db.FindProfile(ctx, mila)
		if err != nil || !p.Fictional || !slices.Equal(p.Sites, []string{"c.example"}) || amora.FictionalShownOn(p.Fictional, p.Sites, "a.example") {
			t.Errorf("profile's sites %+v %v", p, err)
		}
		if f, err := db.FindFictional(ctx, mila); err != nil || !slices.Equal(f.Sites, []string{"c.example"}) {
			t.Errorf("console's sites %+v %v", f, err)
		}
		if p, err := db.FindProfile(ctx, cees.ID); err != nil || p.Sites != nil {
			t.Errorf("a member has no sites: %+v %v", p, err)
		}
	})
}

// TestFictionalSitesOfSeeded: a fictional profile without rows in fictional_sites
// (seeded, or made before the table) stays on its own site.
func TestFictionalSitesOfSeeded(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		in := fictionalInput("Fee")
		if _, err := db.SeedMembers(ctx, []amora.NewMember{{SiteHost: "old.example", Email: "fee@demo.test", Name: "Fee", DateOfBirth: "1990-01-01",
			Language: "nl", Fictional: true, Profile: in.ProfileUpdate, Photos: []string{"fee.jpg"}}}); err != nil {
			t.Fatal(err)
		}
		id, _ := db.UserIDByEmail(ctx, "fee@demo.test")
		if f, err := db.FindFictional(ctx, id); err != nil || !slices.Equal(f.Sites, []string{"old.example"}) {
			t.Errorf("sites %+v %v", f, err)
		}
		if p, err := db.FindProfile(ctx, id); err != nil || !slices.Equal(p.Sites, []string{"old.example"}) {
			t.Errorf("profile's sites %+v %v", p, err)
		}
		for site, want := range map[string]int{"old.example": 1, "new.example": 0} {
			found, _, err := db.SearchMembers(ctx, amora.SearchFilter{Country: "NL", Site: site})
			if err != nil || len(found) != want {
				t.Errorf("on %s: %d found, want %d (%v)", site, len(found), want, err)
			}
		}
	})
}

// TestFictionalFirstMessage: a fictional profile's first message starts the
// conversation, free for the member, marked as sent by the site with the staff id,
// audited; a second first message, a fictional recipient and a retired profile are
// refused; the member's answer waits at the desk as any other.
func TestFictionalFirstMessage(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		admin := storetest.NewStaff(t, db, "admin@amora.test", amora.StaffAdmin)
		op := storetest.NewStaff(t, db, "op@amora.test", amora.StaffOperator)
		if _, err := db.SetStaffLanguages(ctx, admin.Staff, op.ID, []string{"nl"}); err != nil {
			t.Fatal(err)
		}
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		fee := listedFictional(t, db, admin.Staff, "Fee", amora.DefaultSiteHost)
		eva := listedFictional(t, db, admin.Staff, "Eva", amora.DefaultSiteHost)
		credits, _ := db.CreditsOf(ctx, bart.ID)
		sent, err := db.FictionalFirstMessage(ctx, op.Staff, amora.FictionalFirst{FictionalID: fee, MemberID: bart.ID, Text: "Hoi Bart!"})
		if err != nil || !sent.New || !sent.Message.SentBySite || sent.Message.SenderID != fee {
			t.Fatalf("first message %+v %v", sent, err)
		}
		conv := sent.Message.ConversationID
		page, err := db.Messages(ctx, bart.ID, conv, 0, 0)
		if err != nil || len(page.Messages) != 1 || !page.Messages[0].SentBySite || page.Messages[0].Text != "Hoi Bart!" {
			t.Fatalf("member's messages %+v %v", page, err)
		}
		if list, err := db.Chats(ctx, bart.ID, ""); err != nil || len(list.Chats) != 1 || list.Chats[0].LastMessage == nil || !list.Chats[0].LastMessage.SentBySite {
			t.Errorf("member's chat list %+v %v", list, err)
		}
		if after, _ := db.CreditsOf(ctx, bart.ID); after != credits {
			t.Errorf("member's credits %d, want %d", after, credits)
		}
		if c, err := db.OperatorOf(ctx, sent.Message.ID); err != nil || c != op.ID {
			t.Errorf("operator of the message %d %v", c, err)
		}
		log, err := db.AuditLog(ctx, amora.AuditFilter{Action: "fictional.first_message"})
		if err != nil || len(log) != 1 || log[0].StaffID != op.ID || log[0].TargetID != bart.ID {
			t.Errorf("audit %+v %v", log, err)
		}
		_, err = db.FictionalFirstMessage(ctx, op.Staff, amora.FictionalFirst{FictionalID: fee, MemberID: bart.ID, Text: "Nog een"})
		if amora.ErrorKey(err) != "fictionalFirstExists" {
			t.Errorf("second first message: %v", err)
		}
		if _, err := db.FictionalFirstMessage(ctx, op.Staff, amora.FictionalFirst{FictionalID: fee, MemberID: eva, Text: "Hoi"}); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("to a fictional profile: %v", err)
		}
		if _, err := db.FictionalFirstMessage(ctx, op.Staff, amora.FictionalFirst{FictionalID: fee, MemberID: bart.ID, Text: " "}); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("empty text: %v", err)
		}
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		if err := db.RetireFictional(ctx, admin.Staff, eva, true); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FictionalFirstMessage(ctx, op.Staff, amora.FictionalFirst{FictionalID: eva, MemberID: cees.ID, Text: "Hoi"}); amora.ErrorKey(err) != "fictionalNotFound" {
			t.Errorf("from a retired profile: %v", err)
		}
		if _, err := db.Send(ctx, amora.SendMessage{SenderID: bart.ID, RecipientID: fee, Text: "Hallo!", Cost: 1, MaxLength: 200}); err != nil {
			t.Fatal(err)
		}
		if ids := queueIDs(t, db, op.Staff); !slices.Equal(ids, []int64{conv}) {
			t.Errorf("queue after the member's answer %v", ids)
		}
	})
}

// TestDeskFlagsResolve: the moderators' list shows an operator's flag with its
// reason, operator and member until a moderator resolves it (audited, once).
func TestDeskFlagsResolve(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		w := newDeskWorld(t, db)
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		conv := w.send(t, bart.ID, w.fee, "hoi").Message.ConversationID
		if _, err := db.DeskClaim(ctx, w.operator.Staff, conv); err != nil {
			t.Fatal(err)
		}
		if err := db.DeskFlag(ctx, w.operator.Staff, conv, "asks for money"); err != nil {
			t.Fatal(err)
		}
		flags, err := db.DeskFlags(ctx, false)
		if err != nil || len(flags) != 1 || flags[0].MemberID != bart.ID || flags[0].Reason != "asks for money" ||
			flags[0].StaffEmail != "op@example.nl" || flags[0].MemberName == "" || !flags[0].ResolvedAt.IsZero() {
			t.Fatalf("open flags %+v %v", flags, err)
		}
		mod := storetest.NewStaff(t, db, "mod@amora.test", amora.StaffModerator)
		if err := db.ResolveDeskFlag(ctx, mod.Staff, flags[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := db.ResolveDeskFlag(ctx, mod.Staff, flags[0].ID); amora.ErrorKey(err) != "deskFlagNotFound" {
			t.Errorf("second resolve: %v", err)
		}
		if open, err := db.DeskFlags(ctx, false); err != nil || len(open) != 0 {
			t.Errorf("open after resolving %+v %v", open, err)
		}
		all, err := db.DeskFlags(ctx, true)
		if err != nil || len(all) != 1 || all[0].ResolvedBy != mod.ID || all[0].ResolvedAt.IsZero() {
			t.Errorf("all flags %+v %v", all, err)
		}
		log, err := db.AuditLog(ctx, amora.AuditFilter{Action: "desk.flag_resolve"})
		if err != nil || len(log) != 1 || log[0].StaffID != mod.ID || log[0].TargetID != bart.ID {
			t.Errorf("audit %+v %v", log, err)
		}
	})
}
