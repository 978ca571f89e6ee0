package sqlstore_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// paid orders the 50-credit package (19.95 EUR) and has it paid.
func paid(t *testing.T, db *sqlstore.DB, userID int64, method, providerID string) *amora.Payment {
	t.Helper()
	order(t, db, userID, method, "", providerID)
	upd, err := db.ApplyPaymentStatus(context.Background(), "sandbox", providerID, amora.ProviderStatus{Status: amora.PaymentPaid})
	if err != nil || !upd.Credited {
		t.Fatalf("pay %s: %+v, %v", providerID, upd, err)
	}
	return &upd.Payment
}

func quote(t *testing.T, db *sqlstore.DB, userID, paymentID int64) amora.RefundQuote {
	t.Helper()
	q, err := db.RefundQuote(context.Background(), userID, paymentID, 14)
	if err != nil {
		t.Fatal(err)
	}
	return *q
}

func revenue(t *testing.T, db *sqlstore.DB) amora.StatsCounts {
	t.Helper()
	res, err := db.Stats(context.Background(), amora.StatsQuery{From: t0.AddDate(0, 0, -1), To: t0.AddDate(0, 0, 30)})
	if err != nil {
		t.Fatal(err)
	}
	return res.Totals
}

// TestMemberRefundPartlySpent: credits are spent oldest first (the sign-up credits,
// then the first purchase), so the first purchase has part of its credits left and
// the second all of them; each refunds its unused share of the price, once.
func TestMemberRefundPartlySpent(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "refund@example.nl") // 10 credits
		a := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_refund_a")
		b := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_refund_b")
		balance(t, db, u.ID, 110)
		if err := db.Spend(ctx, u.ID, 30); err != nil { // 10 sign-up credits and 20 of a
			t.Fatal(err)
		}
		if q := quote(t, db, u.ID, a.ID); !q.Eligible || q.Credits != 30 || q.Amount != 1197 {
			t.Errorf("quote of a: %+v, want 30 credits for 11.97", q)
		}
		if q := quote(t, db, u.ID, b.ID); !q.Eligible || q.Credits != 50 || q.Amount != 1995 {
			t.Errorf("quote of b: %+v, want 50 credits for 19.95", q)
		}
		before := revenue(t, db)
		r, err := db.BeginMemberRefund(ctx, u.ID, a.ID, 14)
		if err != nil {
			t.Fatal(err)
		}
		if r.Credits != 30 || r.Amount != 1197 || r.Status != amora.RefundPending || r.Replayed {
			t.Errorf("refund %+v", r)
		}
		balance(t, db, u.ID, 50)
		again, err := db.BeginMemberRefund(ctx, u.ID, a.ID, 14)
		if err != nil || again.ID != r.ID || !again.Replayed {
			t.Errorf("repeated refund: %+v, %v", again, err)
		}
		balance(t, db, u.ID, 50)
		done, err := db.FinishRefund(ctx, r.ID, "sbx_re_1", false)
		if err != nil || done.Status != amora.RefundRefunded {
			t.Fatalf("finish: %+v, %v", done, err)
		}
		if done, err = db.FinishRefund(ctx, r.ID, "sbx_re_2", false); err != nil || done.ProviderRefundID != "sbx_re_1" {
			t.Errorf("finished twice: %+v, %v", done, err)
		}
		after := revenue(t, db)
		if after.RevenueGross != before.RevenueGross-1197 || after.CreditsBought != before.CreditsBought-30 || after.Purchases != before.Purchases {
			t.Errorf("statistics before %+v, after %+v", before, after)
		}
		rebuildSame(t, db)
		if q := quote(t, db, u.ID, a.ID); q.Eligible || q.Why != "refunded" {
			t.Errorf("quote after the refund: %+v", q)
		}
		if _, err := db.BeginMemberRefund(ctx, u.ID, a.ID, 14); err != nil {
			t.Errorf("a refunded payment answers its refund again: %v", err)
		}
		// The 50 credits left are b's: spend 30 of them.
		if err := db.Spend(ctx, u.ID, 30); err != nil {
			t.Fatal(err)
		}
		if q := quote(t, db, u.ID, b.ID); !q.Eligible || q.Credits != 20 || q.Amount != 798 {
			t.Errorf("quote of b after spending: %+v, want 20 credits for 7.98", q)
		}
		// A refund the provider refused gives the credits back, and may be asked again.
		r2, err := db.BeginMemberRefund(ctx, u.ID, b.ID, 14)
		if err != nil {
			t.Fatal(err)
		}
		balance(t, db, u.ID, 0)
		if _, err := db.FinishRefund(ctx, r2.ID, "", true); err != nil {
			t.Fatal(err)
		}
		balance(t, db, u.ID, 20)
		if q := quote(t, db, u.ID, b.ID); !q.Eligible || q.Credits != 20 || q.Amount != 798 {
			t.Errorf("quote after a failed refund: %+v", q)
		}
		// Spent in full: nothing to refund.
		if err := db.Spend(ctx, u.ID, 20); err != nil {
			t.Fatal(err)
		}
		if _, err := db.BeginMemberRefund(ctx, u.ID, b.ID, 14); amora.ErrorKey(err) != "refund_spent" {
			t.Errorf("refund of spent credits: %v", err)
		}
		// Past refund_days.
		c := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_refund_c")
		now = t0.AddDate(0, 0, 15)
		if _, err := db.BeginMemberRefund(ctx, u.ID, c.ID, 14); amora.ErrorKey(err) != "refund_expired" {
			t.Errorf("refund after 15 days: %v", err)
		}
		if _, err := db.BeginMemberRefund(ctx, u.ID+1000, c.ID, 14); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("another member's payment: %v", err)
		}
	})
}

// TestChargebackGoesNegative: a charge-back of a purchase whose credits were partly
// spent takes the balance to 0 and leaves the rest as a debt; spending is refused
// with the debt's reason until a purchase settles it.
func TestChargebackGoesNegative(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "chargeback@example.nl")
		p := paid(t, db, u.ID, amora.MethodVisa, "sbx_cb_a")
		if err := db.Spend(ctx, u.ID, 45); err != nil {
			t.Fatal(err)
		}
		balance(t, db, u.ID, 15)
		before := revenue(t, db)
		cb, err := db.ApplyChargeback(ctx, "sandbox", p.ProviderID, 1995)
		if err != nil {
			t.Fatal(err)
		}
		if cb.Refund == nil || cb.Refund.Credits != 50 || cb.Refund.Debt != 35 || cb.Balance != 0 || cb.Debt != 35 {
			t.Fatalf("charge-back %+v (%+v)", cb, cb.Refund)
		}
		balance(t, db, u.ID, 0)
		if after := revenue(t, db); after.RevenueGross != before.RevenueGross-1995 || after.Purchases != before.Purchases-1 {
			t.Errorf("statistics before %+v, after %+v", before, after)
		}
		rebuildSame(t, db)
		if again, err := db.ApplyChargeback(ctx, "sandbox", p.ProviderID, 1995); err != nil || again.Refund != nil {
			t.Errorf("the same charge-back again: %+v, %v", again, err)
		}
		if debt, _ := db.CreditsDebt(ctx, u.ID); debt != 35 {
			t.Errorf("debt %d", debt)
		}
		if err := db.Spend(ctx, u.ID, 1); amora.ErrorKey(err) != "creditsDebt" {
			t.Errorf("spending with a debt: %v", err)
		}
		if _, err := db.BeginMemberRefund(ctx, u.ID, p.ID, 14); amora.ErrorKey(err) != "refund_spent" && amora.ErrorKey(err) != "refund_debt" {
			t.Errorf("refund of a charged-back payment: %v", err)
		}
		paid(t, db, u.ID, amora.MethodIDEAL, "sbx_cb_b") // settles 35 of its 50
		balance(t, db, u.ID, 15)
		if debt, _ := db.CreditsDebt(ctx, u.ID); debt != 0 {
			t.Errorf("debt after a purchase %d", debt)
		}
		if err := db.Spend(ctx, u.ID, 15); err != nil {
			t.Errorf("spending after settling: %v", err)
		}
	})
}

// TestDirectDebitReversalBlocksIBAN: a reversed direct debit refuses its IBAN.
func TestDirectDebitReversalBlocksIBAN(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "reversal@example.nl")
		p, err := db.CreateDirectDebit(ctx, ddOrder(t, db, u.ID, 50, sms(t, db, u.ID)))
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, p.ID, "sbx_dd_1", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_dd_1", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		if blocked, _ := db.DirectDebitBlocked(ctx, "NL91ABNA0417164300", ""); blocked {
			t.Fatal("blocked before the reversal")
		}
		if _, err := db.ApplyChargeback(ctx, "sandbox", "sbx_dd_1", p.Amount); err != nil {
			t.Fatal(err)
		}
		if blocked, _ := db.DirectDebitBlocked(ctx, "NL91 ABNA 0417 1643 00", ""); !blocked {
			t.Error("the reversed IBAN is not blocked")
		}
		balance(t, db, u.ID, 10)
	})
}

// TestStaffRefund: any amount up to what is left of the payment, audited; the credits
// it takes are its share, as far as they are unused.
func TestStaffRefund(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		u := signup(t, db, "staffrefund@example.nl")
		p := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_staff_a")
		by := amora.AuditEntry{StaffID: 7, StaffEmail: "money@amora.test"}
		if _, err := db.BeginStaffRefund(ctx, amora.StaffRefund{MemberID: u.ID, PaymentID: p.ID, Amount: 500}, by); !isFieldErrors(err) {
			t.Errorf("without a reason: %v", err)
		}
		if _, err := db.BeginStaffRefund(ctx, amora.StaffRefund{MemberID: u.ID, PaymentID: p.ID, Amount: 1996, Reason: "x"}, by); amora.ErrorKey(err) != "refundAmount" {
			t.Errorf("more than paid: %v", err)
		}
		r, err := db.BeginStaffRefund(ctx, amora.StaffRefund{MemberID: u.ID, PaymentID: p.ID, Amount: 1000, Reason: "Goodwill"}, by)
		if err != nil {
			t.Fatal(err)
		}
		if r.Credits != 25 || r.Amount != 1000 || r.Kind != amora.RefundStaff {
			t.Errorf("staff refund %+v", r)
		}
		balance(t, db, u.ID, 35)
		if _, err := db.BeginStaffRefund(ctx, amora.StaffRefund{MemberID: u.ID, PaymentID: p.ID, Amount: 996, Reason: "x"}, by); amora.ErrorKey(err) != "refundAmount" {
			t.Errorf("more than is left: %v", err)
		}
		list, err := db.Refunds(ctx, p.ID)
		if err != nil || len(list) != 1 {
			t.Errorf("refunds %+v, %v", list, err)
		}
	})
}

// rebuildSame checks that a rebuild of the roll-ups gives what the events moved,
// refunds and charge-backs included.
func rebuildSame(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	ctx := context.Background()
	incremental, err := db.StatsRows(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	rebuilt, err := db.StatsRows(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(incremental, rebuilt) {
		t.Errorf("rebuild differs:\nincremental %v\n    rebuilt %v", incremental, rebuilt)
	}
}

func isFieldErrors(err error) bool {
	_, ok := err.(amora.FieldErrors)
	return ok
}
