package main

import (
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestOrderAndRefundMails pays an order and refunds its unused credits, then runs the
// jobs both queued: the outbox holds the order confirmation (package, price, VAT,
// method, seller) and the refund e-mail, in the member's language.
func TestOrderAndRefundMails(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		e := newJobTestEnv(t, db)
		p := e.paid(t, amora.MethodSofort, "sbx_mail_1")
		r, err := db.BeginMemberRefund(e.ctx, e.member.ID, p.ID, 14)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.FinishRefund(e.ctx, r.ID, "sbx_re_1", false); err != nil {
			t.Fatal(err)
		}
		ran := e.run(t, jobHandlers{sqlstore.JobOrderMail: e.jobs.order, sqlstore.JobRefundMail: e.jobs.refund})
		if ran[sqlstore.JobOrderMail] != 1 || ran[sqlstore.JobRefundMail] != 1 {
			t.Fatalf("jobs %v", ran)
		}
		wantAll(t, strings.Join(e.mails(t), "\n"), "ein Paket mit 50 Credits", "19,95 EUR", "19 % MwSt.", "SOFORT", "Widerrufsrecht",
			"Amora Media B.V.", "NL864512345B01", "https://amora.test/transactions/", "50 ungenutzte Credits", "erstattet")
	})
}
