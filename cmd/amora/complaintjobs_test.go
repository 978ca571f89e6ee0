package main

import (
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestComplaintMailsInOutbox: a French visitor reports a German member, is sent the
// receipt in French; a moderator warns the member, who gets the statement of reasons in
// German, and the visitor the decision in French.
func TestComplaintMailsInOutbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		e := newJobTestEnv(t, db)
		handlers := jobHandlers{sqlstore.JobComplaintReceipt: e.jobs.complaintReceipt,
			sqlstore.JobComplaintDecision: e.jobs.complaintDecision, sqlstore.JobComplaintStatement: e.jobs.complaintStatement}
		mailTo := func(to string, want ...string) {
			t.Helper()
			for _, text := range e.mails(t) {
				if strings.Contains(text, "To: "+to) || strings.Contains(text, "<"+to+">") {
					wantAll(t, text, want...)
					return
				}
			}
			t.Errorf("no mail to %s", to)
		}
		e.run(t, handlers)
		c, err := db.CreateComplaint(e.ctx, amora.NewComplaint{ComplaintForm: amora.ComplaintForm{Category: amora.ComplaintScam, MemberID: e.member.ID,
			URL: "https://amora.test/members/1", Explanation: "Elle demande de l'argent à tout le monde.", Name: "Rita",
			Email: "rita@example.fr", GoodFaith: true}, Language: "fr", SiteHost: "*"})
		if err != nil {
			t.Fatal(err)
		}
		e.run(t, handlers)
		mailTo("rita@example.fr", "Nous avons reçu votre signalement "+c.Reference, "Arnaque ou demande d'argent", "Bonjour Rita")
		mod := &amora.Staff{ID: 1, Email: "mod@amora.test", Role: amora.StaffModerator, Status: amora.StaffActive}
		if _, err := db.DecideComplaint(e.ctx, mod, c.ID, amora.ComplaintDecision{Decision: amora.DecisionWarn, Reason: "Hat um Geld gebeten."}); err != nil {
			t.Fatal(err)
		}
		e.clearOutbox(t)
		e.run(t, handlers)
		mailTo("eva@example.de", "förmlich verwarnt", "Hat um Geld gebeten.", "Geld, Geschenke oder Finanzdaten", "https://amora.test/pages/terms")
		mailTo("rita@example.fr", "Notre décision sur votre signalement "+c.Reference, "avertissement formel")
	})
}
