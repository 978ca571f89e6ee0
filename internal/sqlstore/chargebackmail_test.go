package sqlstore_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// chargebackMails lists the payloads of the debt e-mails queued and due at now.
func chargebackMails(t *testing.T, db *sqlstore.DB, now time.Time) []sqlstore.RefundJob {
	t.Helper()
	var out []sqlstore.RefundJob
	for {
		job, err := db.Claim(context.Background(), now, time.Minute)
		if err != nil {
			return out
		}
		if job.Kind == sqlstore.JobChargebackMail {
			var p sqlstore.RefundJob
			if err := json.Unmarshal(job.Payload, &p); err != nil {
				t.Fatal(err)
			}
			out = append(out, p)
		}
		db.Complete(context.Background(), job.ID)
	}
}

// TestChargebackDebtMail: a SEPA reversal the balance does not cover queues the
// member's debt e-mail, once, naming the charge-back; one the balance covers queues
// none. The masked IBAN of the reversed debit is there for the e-mail.
func TestChargebackDebtMail(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "debtmail@example.nl")
		p, err := db.CreateDirectDebit(ctx, ddOrder(t, db, u.ID, 50, sms(t, db, u.ID)))
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, p.ID, "sbx_dd_mail", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_dd_mail", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		chargebackMails(t, db, t0) // the order confirmation and other mails so far
		u2, _ := db.FindUser(ctx, u.ID)
		if err := db.Spend(ctx, u.ID, u2.Credits-5); err != nil {
			t.Fatal(err)
		}
		cb, err := db.ApplyChargeback(ctx, "sandbox", "sbx_dd_mail", p.Amount)
		if err != nil || cb.Refund == nil || cb.Debt == 0 {
			t.Fatalf("reversal %+v, %v", cb, err)
		}
		mails := chargebackMails(t, db, t0)
		if len(mails) != 1 || mails[0].UserID != u.ID || mails[0].PaymentID != p.ID || mails[0].RefundID != cb.Refund.ID {
			t.Fatalf("debt mails %+v, want one of refund %d", mails, cb.Refund.ID)
		}
		if iban, err := db.DirectDebitIBANOf(ctx, p.ID); err != nil || iban == "" || iban == "NL91ABNA0417164300" {
			t.Errorf("masked IBAN %q, %v", iban, err)
		}
		if again, err := db.ApplyChargeback(ctx, "sandbox", "sbx_dd_mail", p.Amount); err != nil || again.Refund != nil {
			t.Fatalf("the same reversal again: %+v, %v", again, err)
		}
		if mails := chargebackMails(t, db, t0); len(mails) != 0 {
			t.Errorf("a repeated reversal queued %+v", mails)
		}

		// A card charge-back the balance covers leaves no debt and sends no debt mail.
		v := signup(t, db, "nodebt@example.nl")
		card := paid(t, db, v.ID, amora.MethodVisa, "sbx_cb_nodebt")
		chargebackMails(t, db, t0)
		if cb, err := db.ApplyChargeback(ctx, "sandbox", card.ProviderID, card.Amount); err != nil || cb.Debt != 0 {
			t.Fatalf("charge-back %+v, %v", cb, err)
		}
		if mails := chargebackMails(t, db, t0); len(mails) != 0 {
			t.Errorf("a covered charge-back queued %+v", mails)
		}
		if iban, err := db.DirectDebitIBANOf(ctx, card.ID); err != nil || iban != "" {
			t.Errorf("a card payment's IBAN %q, %v", iban, err)
		}
	})
}
