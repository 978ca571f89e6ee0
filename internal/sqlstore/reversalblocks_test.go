package sqlstore_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestReversalBlocks: the console's blocklist lists an IBAN a SEPA reversal blocked,
// masked, with the payment, its member and the date; an admin lifts it with a reason,
// audited, and the IBAN may be debited again.
func TestReversalBlocks(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "revblock@example.nl")
		p, err := db.CreateDirectDebit(ctx, ddOrder(t, db, u.ID, 50, sms(t, db, u.ID)))
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, p.ID, "sbx_dd_rev", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_dd_rev", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		by := amora.AuditEntry{StaffID: 7, StaffEmail: "money@amora.test"}
		if _, err := db.AddDirectDebitBlock(ctx, amora.DirectDebitBlockPhone, "+31 6 12345678", "fraud", by); err != nil {
			t.Fatal(err)
		}
		db.Now = func() time.Time { return t0.Add(time.Hour) }
		if _, err := db.ApplyChargeback(ctx, "sandbox", "sbx_dd_rev", p.Amount); err != nil {
			t.Fatal(err)
		}
		list, err := db.ListDirectDebitBlocks(ctx)
		if err != nil || len(list) != 2 {
			t.Fatalf("blocklist %+v, %v", list, err)
		}
		rev := list[0] // the newest first
		if rev.Source != amora.DirectDebitBlockReversal || rev.Kind != amora.DirectDebitBlockIBAN || rev.PaymentID != p.ID || rev.MemberID != u.ID ||
			!rev.CreatedAt.Equal(t0.Add(time.Hour)) || rev.Ref == "" {
			t.Errorf("reversal entry %+v", rev)
		}
		if !strings.HasSuffix(rev.Masked, "4300") || strings.Contains(rev.Masked, "0417") || strings.Contains(rev.Ref, "NL91") {
			t.Errorf("reversal entry not masked: %q, ref %q", rev.Masked, rev.Ref)
		}
		if list[1].Source != amora.DirectDebitBlockManual || list[1].PaymentID != 0 {
			t.Errorf("manual entry %+v", list[1])
		}
		if blocked, _ := db.DirectDebitBlocked(ctx, "NL91ABNA0417164300", ""); !blocked {
			t.Fatal("not blocked after the reversal")
		}
		lift := by
		lift.Reason = "The bank confirmed the reversal was its error."
		if err := db.RemoveDirectDebitBlock(ctx, rev.Ref, lift); err != nil {
			t.Fatal(err)
		}
		if blocked, _ := db.DirectDebitBlocked(ctx, "NL91ABNA0417164300", ""); blocked {
			t.Error("still blocked after lifting")
		}
		if err := db.RemoveDirectDebitBlock(ctx, rev.Ref, lift); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("lifting twice: %v", err)
		}
		if list, _ := db.ListDirectDebitBlocks(ctx); len(list) != 1 || list[0].Source != amora.DirectDebitBlockManual {
			t.Errorf("after lifting %+v", list)
		}
		log, err := db.AuditLog(ctx, amora.AuditFilter{Action: "directdebit.unblock_reversal"})
		if err != nil || len(log) != 1 {
			t.Fatalf("audit %+v, %v", log, err)
		}
		e := log[0]
		if e.Reason != lift.Reason || e.StaffID != 7 || e.TargetType != "payment" || e.TargetID != p.ID ||
			!strings.Contains(string(e.Before), rev.Masked) || strings.Contains(string(e.Before), "0417") {
			t.Errorf("audit entry %+v %s", e, e.Before)
		}
	})
}
