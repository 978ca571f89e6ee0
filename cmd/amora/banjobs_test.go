package main

import (
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestBanStatementInOutbox bans a German member and runs the job the ban queued: the
// outbox holds the statement of reasons in German, with the facts, the ground, the
// appeal and the link to the ban policy.
func TestBanStatementInOutbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		e := newJobTestEnv(t, db)
		mod := &amora.Staff{ID: 1, Email: "mod@amora.test", Role: amora.StaffModerator, Status: amora.StaffActive}
		if err := db.StaffBan(e.ctx, mod, e.member.ID, "Hat drei Mitglieder um Geld gebeten.", amora.BanScam); err != nil {
			t.Fatal(err)
		}
		if ran := e.run(t, jobHandlers{sqlstore.JobBanMail: e.jobs.ban}); ran[sqlstore.JobBanMail] != 1 {
			t.Fatalf("ban mail jobs %v", ran)
		}
		mails := e.mails(t)
		if len(mails) != 1 {
			t.Fatalf("%d mails in the outbox", len(mails))
		}
		wantAll(t, mails[0], "eva@example.de", "dauerhaft gesperrt", "Hat drei Mitglieder um Geld gebeten.",
			"Sie haben andere Mitglieder um Geld, Geschenke oder Finanzdaten gebeten.", "Beschwerde einlegen", "https://amora.test/pages/ban")
	})
}
