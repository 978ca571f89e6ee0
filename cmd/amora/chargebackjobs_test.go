package main

import (
	"strconv"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestChargebackDebtMailJob: a charge-back the balance does not cover sends the member
// the debt e-mail in their language: the reversed amount, the debt, how to settle it.
func TestChargebackDebtMailJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		e := newJobTestEnv(t, db)
		p := e.paid(t, amora.MethodVisa, "sbx_cbmail_1")
		fresh, _ := db.FindUser(e.ctx, e.member.ID)
		if err := db.StaffCorrectCredits(e.ctx, &amora.Staff{ID: 1, Name: "Support", Role: amora.StaffAdmin}, e.member.ID, 3-fresh.Credits, "spent"); err != nil {
			t.Fatal(err)
		}
		cb, err := db.ApplyChargeback(e.ctx, "sandbox", "sbx_cbmail_1", p.Amount)
		if err != nil || cb.Refund == nil || cb.Debt == 0 {
			t.Fatalf("charge-back %+v, %v", cb, err)
		}
		if ran := e.run(t, jobHandlers{sqlstore.JobChargebackMail: e.jobs.chargeback}); ran[sqlstore.JobChargebackMail] != 1 {
			t.Fatalf("debt mails sent %v, want 1", ran)
		}
		all := strings.Join(e.mails(t), "\n")
		wantAll(t, all, "zurückgebucht", "Du schuldest jetzt "+strconv.Itoa(cb.Debt)+" Credits", "Credit-Paket", "https://amora.test/credits")
		if strings.Contains(all, "Lastschrift vom Konto") {
			t.Errorf("a card charge-back names a direct-debit account:\n%s", all)
		}
	})
}
