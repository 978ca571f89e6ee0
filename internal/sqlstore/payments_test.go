package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// packageID finds the seeded package of credits.
func packageID(t *testing.T, db *sqlstore.DB, credits int) int64 {
	t.Helper()
	pkgs, err := db.Packages(context.Background(), "EUR")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		if p.Credits == credits {
			return p.ID
		}
	}
	t.Fatalf("no package of %d credits in %v", credits, pkgs)
	return 0
}

// order creates a payment of the 50-credit package in NL and gives it a provider id.
func order(t *testing.T, db *sqlstore.DB, userID int64, method, code, providerID string) *amora.Payment {
	t.Helper()
	ctx := context.Background()
	p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: userID, PackageID: packageID(t, db, 50), Method: method, Country: "NL",
		DiscountCode: code, Provider: "sandbox"})
	if err != nil {
		t.Fatalf("create payment: %v", err)
	}
	if err := db.AttachProviderPayment(ctx, p.ID, providerID, ""); err != nil {
		t.Fatal(err)
	}
	p.ProviderID = providerID
	return p
}

// balance checks a member's credits and that they equal the ledger's sum.
func balance(t *testing.T, db *sqlstore.DB, userID int64, want int) {
	t.Helper()
	ctx := context.Background()
	u, err := db.FindUser(ctx, userID)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := db.LedgerBalance(ctx, userID)
	if err != nil {
		t.Fatal(err)
	}
	if u.Credits != want || sum != want {
		t.Errorf("credits %d, ledger %d, want %d", u.Credits, sum, want)
	}
}

func TestPackages(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		for _, cur := range amora.Currencies {
			pkgs, err := db.Packages(ctx, cur)
			if err != nil {
				t.Fatal(err)
			}
			popular := 0
			for i, p := range pkgs {
				if p.Currency != cur || p.Price <= 0 {
					t.Errorf("%s: package %+v", cur, p)
				}
				if i > 0 && p.Credits <= pkgs[i-1].Credits {
					t.Errorf("%s: packages out of order: %v", cur, pkgs)
				}
				if p.Popular {
					popular++
				}
			}
			if len(pkgs) != 4 || popular != 1 {
				t.Errorf("%s: %d packages, %d popular; want 4 and 1", cur, len(pkgs), popular)
			}
		}
		if pkgs, err := db.Packages(ctx, "JPY"); err != nil || len(pkgs) != 0 {
			t.Errorf("JPY: %v, %v", pkgs, err)
		}
	})
}

// TestPaymentStates applies sequences of provider states and checks where each payment
// ends: only paid credits, once; final states stay.
func TestPaymentStates(t *testing.T) {
	tests := []struct {
		name        string
		states      []string
		wantStatus  string
		wantCredits int // added to the 10 sign-up credits
		wantChanged []bool
	}{
		{"Paid", []string{"paid"}, "paid", 50, []bool{true}},
		{"PendingThenPaid", []string{"pending", "paid"}, "paid", 50, []bool{true, true}},
		{"Pending", []string{"pending"}, "pending", 0, []bool{true}},
		{"Failed", []string{"failed"}, "failed", 0, []bool{true}},
		{"Canceled", []string{"canceled"}, "canceled", 0, []bool{true}},
		{"Expired", []string{"expired"}, "expired", 0, []bool{true}},
		{"OpenStaysOpen", []string{"open"}, "open", 0, []bool{false}},
		{"FailedStaysFailed", []string{"failed", "paid"}, "failed", 0, []bool{true, false}},
		{"CanceledStaysCanceled", []string{"canceled", "paid"}, "canceled", 0, []bool{true, false}},
		{"PaidStaysPaid", []string{"paid", "failed", "paid"}, "paid", 50, []bool{true, false, false}},
		{"PaidTwiceCreditsOnce", []string{"paid", "paid"}, "paid", 50, []bool{true, false}},
		{"PendingNotBackToOpen", []string{"pending", "open"}, "pending", 0, []bool{true, false}},
	}
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		for i, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				u := signup(t, db, fmt.Sprintf("state%d@example.nl", i))
				p := order(t, db, u.ID, amora.MethodIDEAL, "", fmt.Sprintf("sbx_state_%d", i))
				if p.Status != amora.PaymentOpen || p.Amount != 1995 || p.Currency != "EUR" || p.Credits != 50 {
					t.Errorf("new payment %+v", p)
				}
				for j, st := range tt.states {
					upd, err := db.ApplyPaymentStatus(ctx, "sandbox", p.ProviderID, amora.ProviderStatus{Status: st})
					if err != nil {
						t.Fatalf("apply %s: %v", st, err)
					}
					if upd.Changed != tt.wantChanged[j] {
						t.Errorf("apply %s: changed = %v, want %v", st, upd.Changed, tt.wantChanged[j])
					}
					if upd.Credited && upd.Credits != 10+50 {
						t.Errorf("apply %s: balance %d", st, upd.Credits)
					}
				}
				got, err := db.Payment(ctx, u.ID, p.ID)
				if err != nil {
					t.Fatal(err)
				}
				if got.Status != tt.wantStatus {
					t.Errorf("status %s, want %s", got.Status, tt.wantStatus)
				}
				if paid := tt.wantStatus == amora.PaymentPaid; paid == got.PaidAt.IsZero() {
					t.Errorf("paid_at %v with status %s", got.PaidAt, got.Status)
				}
				balance(t, db, u.ID, 10+tt.wantCredits)
				after, _ := db.FindUser(ctx, u.ID)
				if after.PaidUser != (tt.wantStatus == amora.PaymentPaid) {
					t.Errorf("paid_user = %v with status %s", after.PaidUser, got.Status)
				}
			})
		}
	})
}

// TestConcurrentWebhooksCreditOnce sends ten identical "paid" reports at once, through
// two handles on the same database as two instances of the server would: the payment
// is credited once.
func TestConcurrentWebhooksCreditOnce(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, a, "ten@example.nl")
		p := order(t, a, u.ID, amora.MethodCreditCard, "", "sbx_ten")
		start := make(chan struct{})
		var wg sync.WaitGroup
		results := make(chan amora.PaymentUpdate, 10)
		errs := make(chan error, 10)
		for i := range 10 {
			db := a
			if i%2 == 1 {
				db = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				upd, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_ten", amora.ProviderStatus{Status: amora.PaymentPaid})
				if err != nil {
					errs <- err
					return
				}
				results <- upd
			}()
		}
		close(start)
		wg.Wait()
		close(results)
		close(errs)
		for err := range errs {
			t.Errorf("webhook: %v", err)
		}
		credited := 0
		for upd := range results {
			if upd.Credited {
				credited++
			}
			if upd.Payment.Status != amora.PaymentPaid {
				t.Errorf("a webhook saw status %s", upd.Payment.Status)
			}
		}
		if credited != 1 {
			t.Errorf("credited %d times, want once", credited)
		}
		balance(t, a, u.ID, 10+50)
		if got, _ := a.Payment(ctx, u.ID, p.ID); got.Status != amora.PaymentPaid {
			t.Errorf("status %s", got.Status)
		}
	})
}

// TestWebhookUnknownOrForeign checks that a report for an unknown payment, or for
// another provider's, changes nothing.
func TestWebhookUnknownOrForeign(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "foreign@example.nl")
		p := order(t, db, u.ID, amora.MethodIDEAL, "", "tr_shared")
		for _, tt := range []struct{ name, provider, id string }{
			{"ErrUnknownID", "sandbox", "tr_nope"},
			{"ErrOtherProvider", "mollie", "tr_shared"},
			{"ErrEmptyID", "sandbox", ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				upd, err := db.ApplyPaymentStatus(ctx, tt.provider, tt.id, amora.ProviderStatus{Status: amora.PaymentPaid})
				if amora.ErrorCode(err) != amora.ENOTFOUND || upd.Changed || upd.Credited {
					t.Errorf("apply = %+v, %v; want not_found and no change", upd, err)
				}
			})
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "tr_shared", amora.ProviderStatus{Status: "refunded"}); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("unknown status: %v", err)
		}
		if got, _ := db.Payment(ctx, u.ID, p.ID); got.Status != amora.PaymentOpen {
			t.Errorf("status %s, want open", got.Status)
		}
		balance(t, db, u.ID, 10)
	})
}

func TestPaymentsOfMember(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		anna := signup(t, db, "anna@example.nl")
		bart := signup(t, db, "bart@example.nl")
		first := order(t, db, anna.ID, amora.MethodIDEAL, "", "sbx_1")
		second := order(t, db, anna.ID, amora.MethodPayPal, "", "sbx_2")
		order(t, db, bart.ID, amora.MethodIDEAL, "", "sbx_3")
		list, err := db.Payments(ctx, anna.ID)
		if err != nil || len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
			t.Errorf("anna's payments %+v, %v; want the two newest first", list, err)
		}
		if _, err := db.Payment(ctx, bart.ID, first.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("bart reads anna's payment: %v", err)
		}
		if got, err := db.PaymentByProvider(ctx, "sandbox", "sbx_2"); err != nil || got.ID != second.ID {
			t.Errorf("by provider: %v, %v", got, err)
		}
		if err := db.AttachProviderPayment(ctx, first.ID, "sbx_again", ""); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("attached twice: %v", err)
		}
		p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: anna.ID, PackageID: packageID(t, db, 20), Method: amora.MethodIDEAL, Country: "NL", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AbandonPayment(ctx, p.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.Payment(ctx, anna.ID, p.ID); got.Status != amora.PaymentFailed {
			t.Errorf("abandoned payment is %s", got.Status)
		}
	})
}

// TestCardMandate checks that a paid card payment stores the card for repeat orders,
// and that other methods do not.
func TestCardMandate(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "card@example.nl")
		m := &amora.Mandate{CustomerID: "cst_1", MandateID: "mdt_1"}
		ideal := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_ideal")
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", ideal.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid, Mandate: m}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.CardMandate(ctx, u.ID, "sandbox"); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("an iDEAL payment stored a card: %v", err)
		}
		card := order(t, db, u.ID, amora.MethodVisa, "", "sbx_card")
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", card.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid, Mandate: m}); err != nil {
			t.Fatal(err)
		}
		got, err := db.CardMandate(ctx, u.ID, "sandbox")
		if err != nil || got.CustomerID != "cst_1" || got.MandateID != "mdt_1" || got.Method != amora.MethodVisa {
			t.Errorf("mandate %+v, %v", got, err)
		}
		if _, err := db.CardMandate(ctx, u.ID, "mollie"); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("mandate at another provider: %v", err)
		}
		balance(t, db, u.ID, 10+50+50)
	})
}

func TestSandboxStore(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "sandbox@example.nl")
		p := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_store")
		if err := db.CreateSandboxPayment(ctx, amora.SandboxPayment{ID: "sbx_store", PaymentID: p.ID, Amount: 1995, Currency: "EUR",
			Method: amora.MethodIDEAL, Description: "50 credits", Status: amora.PaymentOpen}); err != nil {
			t.Fatal(err)
		}
		if got, err := db.SandboxPaymentFor(ctx, p.ID); err != nil || got.ID != "sbx_store" || got.Amount != 1995 {
			t.Errorf("for payment: %+v, %v", got, err)
		}
		if err := db.SetSandboxStatus(ctx, "sbx_store", "bogus"); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("bogus status: %v", err)
		}
		if err := db.SetSandboxStatus(ctx, "sbx_store", amora.PaymentPending); err != nil {
			t.Fatal(err)
		}
		if err := db.SetSandboxStatus(ctx, "sbx_store", amora.PaymentPaid); err != nil {
			t.Fatal(err)
		}
		if err := db.SetSandboxStatus(ctx, "sbx_store", amora.PaymentFailed); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("changed a paid sandbox payment: %v", err)
		}
		if got, _ := db.SandboxPayment(ctx, "sbx_store"); got.Status != amora.PaymentPaid {
			t.Errorf("status %s", got.Status)
		}
		if _, err := db.SandboxPayment(ctx, "nope"); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("unknown: %v", err)
		}
	})
}

// TestPaymentOfPurgedAccount checks that purging an account keeps its payments for the
// books, and that a late webhook for one records the status without crediting anyone.
func TestPaymentOfPurgedAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "leaving@example.nl")
		paid := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_kept")
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", paid.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		late := order(t, db, u.ID, amora.MethodSCT, "", "sbx_late")
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "other", Remarks: "Bye.", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(amora.ReactivationWindow + time.Minute)
		if err := db.PurgeAccount(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindUser(ctx, u.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Fatalf("account not purged: %v", err)
		}
		kept, err := db.PaymentByProvider(ctx, "sandbox", "sbx_kept")
		if err != nil || kept.Status != amora.PaymentPaid || kept.UserID != 0 || kept.Amount != 1995 {
			t.Errorf("kept payment %+v, %v", kept, err)
		}
		upd, err := db.ApplyPaymentStatus(ctx, "sandbox", late.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid})
		if err != nil || !upd.Changed || upd.Credited {
			t.Errorf("late webhook: %+v, %v", upd, err)
		}
	})
}

// TestPurgeKeepsLedger checks that purging an account keeps its credit ledger rows for
// the books with no user identity left on them, and books the forfeited balance out in
// a "purged" row, so that the ledger's rows of the former account sum to zero.
func TestPurgeKeepsLedger(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "ledger@example.nl")
		stays := signup(t, db, "stays@example.nl")
		paid := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_ledger")
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", paid.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		before, err := db.LedgerRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "other", Remarks: "Bye.", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(amora.ReactivationWindow + time.Minute)
		if err := db.PurgeAccount(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		after, err := db.LedgerRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := len(after), len(before)+1; got != want {
			t.Fatalf("ledger has %d rows after the purge, want %d: %+v", got, want, after)
		}
		purgedSum, purgedRows := 0, 0
		for i, r := range after {
			if r.UserID == u.ID {
				t.Errorf("row %d still names the purged member: %+v", i, r)
			}
			if i < len(before) && (r.Amount != before[i].Amount || r.Reason != before[i].Reason || r.Ref != before[i].Ref) {
				t.Errorf("row %d changed: %+v, was %+v", i, r, before[i])
			}
			if r.UserID == 0 {
				purgedSum += r.Amount
				purgedRows++
			}
		}
		if last := after[len(after)-1]; last.Reason != "purged" || last.Amount != -60 || last.UserID != 0 {
			t.Errorf("purge record %+v, want reason purged, amount -60 (10 sign-up + 50 bought), no member", last)
		}
		if purgedSum != 0 || purgedRows != 3 {
			t.Errorf("the former account's rows: %d rows summing to %d, want 3 rows (sign-up, payment, purge) summing to 0", purgedRows, purgedSum)
		}
		kept, err := db.PaymentByProvider(ctx, "sandbox", "sbx_ledger")
		if err != nil || kept.UserID != 0 || kept.Status != amora.PaymentPaid {
			t.Errorf("payment %+v, %v", kept, err)
		}
		balance(t, db, stays.ID, 10)
	})
}

// TestUnsettledPayments lists the payments the reconciler asks about: open or pending,
// ReconcileAfter old, due; each check puts the next one ReconcileBackoff later.
func TestUnsettledPayments(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "unsettled@example.nl")
		open := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_open")
		pending := order(t, db, u.ID, amora.MethodSCT, "", "sbx_pending")
		paid := order(t, db, u.ID, amora.MethodIDEAL, "", "sbx_paid")
		for id, st := range map[string]string{"sbx_pending": amora.PaymentPending, "sbx_paid": amora.PaymentPaid} {
			if _, err := db.ApplyPaymentStatus(ctx, "sandbox", id, amora.ProviderStatus{Status: st}); err != nil {
				t.Fatal(err)
			}
		}
		due := func() []int64 {
			t.Helper()
			ps, err := db.UnsettledPayments(ctx, 10)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, p := range ps {
				ids = append(ids, p.ID)
			}
			return ids
		}
		now = t0.Add(amora.ReconcileAfter - time.Second)
		if got := due(); len(got) != 0 {
			t.Errorf("due before ReconcileAfter: %v", got)
		}
		now = t0.Add(amora.ReconcileAfter)
		if got := due(); len(got) != 2 || got[0] != open.ID || got[1] != pending.ID {
			t.Errorf("due %v, want [%d %d] (not the paid %d)", got, open.ID, pending.ID, paid.ID)
		}
		if err := db.PaymentChecked(ctx, pending.ID); err != nil {
			t.Fatal(err)
		}
		if got := due(); len(got) != 1 || got[0] != open.ID {
			t.Errorf("due right after a check: %v", got)
		}
		// Checked again each time it is due, the wait doubles up to six hours.
		start := now
		var waits []time.Duration
		for range 9 {
			if err := db.PaymentChecked(ctx, open.ID); err != nil {
				t.Fatal(err)
			}
			at := now
			for !slices.Contains(due(), open.ID) {
				now = now.Add(time.Minute)
				if now.Sub(start) > 48*time.Hour {
					t.Fatal("never due again")
				}
			}
			waits = append(waits, now.Sub(at))
		}
		want := []time.Duration{5 * time.Minute, 10 * time.Minute, 20 * time.Minute, 40 * time.Minute, 80 * time.Minute, 160 * time.Minute, 320 * time.Minute, 6 * time.Hour, 6 * time.Hour}
		if fmt.Sprint(waits) != fmt.Sprint(want) {
			t.Errorf("waits %v, want %v", waits, want)
		}
	})
}

// TestPaymentKey creates payments with one idempotency key from two handles at once
// (two instances): one payment, returned to every call; another order with the key is
// paymentKeyReused; after IdempotencyKeyTTL the key makes a new payment.
func TestPaymentKey(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		a.Now = func() time.Time { return now }
		b.Now = a.Now
		u := signup(t, a, "keys@example.nl")
		np := amora.NewPayment{UserID: u.ID, PackageID: packageID(t, a, 50), Method: amora.MethodIDEAL, Country: "NL",
			DiscountCode: "TIMEBONUS25", Provider: "sandbox", IdempotencyKey: "checkout-attempt-1"}
		const n = 10
		ids := make([]int64, n)
		replayed := make([]bool, n)
		var wg sync.WaitGroup
		for i := range n {
			db := a
			if i%2 == 1 {
				db = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				p, err := db.CreatePayment(ctx, np)
				if err != nil {
					t.Errorf("call %d: %v", i, err)
					return
				}
				ids[i], replayed[i] = p.ID, p.Replayed
			}()
		}
		wg.Wait()
		fresh := 0
		for i := range n {
			if ids[i] != ids[0] {
				t.Errorf("call %d got payment %d, call 0 %d", i, ids[i], ids[0])
			}
			if !replayed[i] {
				fresh++
			}
		}
		if fresh != 1 {
			t.Errorf("%d calls created a payment, want 1", fresh)
		}
		other := np
		other.PackageID = packageID(t, a, 120)
		_, err := a.CreatePayment(ctx, other)
		wantKey(t, err, "paymentKeyReused")
		if ps, _ := a.Payments(ctx, u.ID); len(ps) != 1 {
			t.Errorf("%d payments, want 1", len(ps))
		}
		now = now.Add(amora.IdempotencyKeyTTL)
		if n, err := a.DeleteOldPaymentKeys(ctx); err != nil || n != 1 {
			t.Errorf("deleted %d old keys, %v", n, err)
		}
		other.DiscountCode = ""
		if p, err := a.CreatePayment(ctx, other); err != nil || p.Replayed || p.ID == ids[0] {
			t.Errorf("the key a day later: %+v, %v", p, err)
		}
	})
}
