package sqlstore_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestDiscountRules creates payments with discount codes and checks the server's
// verdict and the amount charged.
func TestDiscountRules(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		other := signup(t, db, "other@example.nl")
		codes := []amora.DiscountCode{
			{Code: "QUARTER", Percentage: 25},
			{Code: "EXPIRED", Percentage: 10, Expires: t0},
			{Code: "LATER", Percentage: 10, Expires: t0.Add(time.Second)},
			{Code: "OFF", Percentage: 10, Status: amora.DiscountInactive},
			{Code: "BELGIUM", Percentage: 10, Country: "BE"},
			{Code: "HOLLAND", Percentage: 10, Country: "NL"},
			{Code: "POUNDS", Percentage: 10, Currency: "GBP"},
			{Code: "BIG", Percentage: 10, Currency: "EUR", MinimumOrderValue: 1996},
			{Code: "EXACT", Percentage: 10, Currency: "EUR", MinimumOrderValue: 1995},
			{Code: "CARDS", Percentage: 10, PaymentMethods: []string{amora.MethodCreditCard, amora.MethodVisa}},
			{Code: "IDEAL", Percentage: 15, PaymentMethods: []string{amora.MethodIDEAL}},
			{Code: "PERSONAL", Percentage: 10, UserID: other.ID},
			{Code: "FOREVER", Percentage: 10, Validity: amora.ValidityUnlimited},
		}
		for _, d := range codes {
			if err := db.PutDiscountCode(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		tests := []struct {
			name       string
			code       string
			method     string
			country    string
			wantKey    string
			wantAmount int
		}{
			{"NoCode", "", amora.MethodIDEAL, "NL", "", 1995},
			{"Applies", "QUARTER", amora.MethodIDEAL, "NL", "", 1496},
			{"TypedLowerCase", " quarter ", amora.MethodIDEAL, "NL", "", 1496},
			{"ErrNotFound", "NOPE", amora.MethodIDEAL, "NL", "discountNotFound", 0},
			{"ErrExpired", "EXPIRED", amora.MethodIDEAL, "NL", "discountExpired", 0},
			{"ExpiresLater", "LATER", amora.MethodIDEAL, "NL", "", 1796},
			{"ErrInactive", "OFF", amora.MethodIDEAL, "NL", "discountExpired", 0},
			{"ErrWrongCountry", "BELGIUM", amora.MethodIDEAL, "NL", "discountCountry", 0},
			{"OwnCountry", "HOLLAND", amora.MethodIDEAL, "NL", "", 1796},
			{"ErrWrongCurrency", "POUNDS", amora.MethodIDEAL, "NL", "discountCountry", 0},
			{"ErrBelowMinimum", "BIG", amora.MethodIDEAL, "NL", "discountMinimum", 0},
			{"AtMinimum", "EXACT", amora.MethodIDEAL, "NL", "", 1796},
			{"ErrWrongMethod", "CARDS", amora.MethodIDEAL, "NL", "discountMethod", 0},
			{"RightMethod", "IDEAL", amora.MethodIDEAL, "NL", "", 1696},
			{"ErrOtherMembersCode", "PERSONAL", amora.MethodIDEAL, "NL", "discountNotFound", 0},
			{"ErrMethodNotInCountry", "", amora.MethodIDEAL, "BE", "paymentMethod", 0},
			{"ErrUnknownMethod", "", "cash", "NL", "paymentMethod", 0},
		}
		for i, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				u := signup(t, db, fmt.Sprintf("discount%d@example.nl", i))
				p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: packageID(t, db, 50), Method: tt.method,
					Country: tt.country, DiscountCode: tt.code, Provider: "sandbox"})
				if tt.wantKey != "" {
					wantKey(t, err, tt.wantKey)
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if p.Amount != tt.wantAmount {
					t.Errorf("amount %d, want %d", p.Amount, tt.wantAmount)
				}
				if tt.code != "" && p.DiscountCode != amora.NormalizeDiscountCode(tt.code) {
					t.Errorf("code %q", p.DiscountCode)
				}
			})
		}
		t.Run("ErrUnknownPackage", func(t *testing.T) {
			_, err := db.CreatePayment(ctx, amora.NewPayment{UserID: other.ID, PackageID: 999, Method: amora.MethodIDEAL, Country: "NL", Provider: "sandbox"})
			wantKey(t, err, "packageNotFound")
		})
		t.Run("PricedInMembersCurrency", func(t *testing.T) {
			p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: other.ID, PackageID: packageID(t, db, 50), Method: amora.MethodBLIK, Country: "PL", Provider: "sandbox"})
			if err != nil || p.Currency != "PLN" || p.Amount != 8599 || p.Country != "PL" {
				t.Errorf("PL payment %+v, %v", p, err)
			}
		})
	})
}

// TestDiscountUsedOnce pays with a once-per-user code and tries it again; an unlimited
// code may be used again, and an unpaid order does not use a code.
func TestDiscountUsedOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		for _, d := range []amora.DiscountCode{{Code: "ONCE", Percentage: 10}, {Code: "FOREVER", Percentage: 10, Validity: amora.ValidityUnlimited}} {
			if err := db.PutDiscountCode(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		u := signup(t, db, "once@example.nl")
		other := signup(t, db, "else@example.nl")
		unpaid := order(t, db, u.ID, amora.MethodIDEAL, "ONCE", "sbx_unpaid")
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", unpaid.ProviderID, amora.ProviderStatus{Status: amora.PaymentFailed}); err != nil {
			t.Fatal(err)
		}
		for i, code := range []string{"ONCE", "FOREVER"} {
			p := order(t, db, u.ID, amora.MethodIDEAL, code, fmt.Sprintf("sbx_once_%d", i))
			if _, err := db.ApplyPaymentStatus(ctx, "sandbox", p.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
				t.Fatal(err)
			}
		}
		_, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: packageID(t, db, 50), Method: amora.MethodIDEAL, Country: "NL",
			DiscountCode: "ONCE", Provider: "sandbox"})
		wantKey(t, err, "discountUsed")
		if _, err := db.Discount(ctx, u.ID, "once"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("GET a used code: %v", err)
		}
		order(t, db, u.ID, amora.MethodIDEAL, "FOREVER", "sbx_forever_again")
		order(t, db, other.ID, amora.MethodIDEAL, "ONCE", "sbx_other")
	})
}

// TestTimeBonusAndWelcome moves the clock across the time bonus's and the welcome
// discount's windows and checks what the member is offered and may order with.
func TestTimeBonusAndWelcome(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		u := signup(t, db, "bonus@example.nl")
		tests := []struct {
			name          string
			at            time.Duration
			wantCurrent   string
			wantRemaining int
			wantTimeBonus string // the key ordering with TIMEBONUS25 answers; "" when it applies
			wantWelcome   string
		}{
			{"AtSignup", 0, amora.TimeBonusCode, 14400, "", ""},
			{"AfterAnHour", time.Hour, amora.TimeBonusCode, 10800, "", ""},
			{"LastSecond", 14399 * time.Second, amora.TimeBonusCode, 1, "", ""},
			{"TimeBonusOver", 14400 * time.Second, amora.WelcomeCode, 7*24*3600 - 14400, "discountExpired", ""},
			{"WelcomeLastSecond", amora.WelcomeWindow - time.Second, amora.WelcomeCode, 1, "discountExpired", ""},
			{"WelcomeOver", amora.WelcomeWindow, "", 0, "discountExpired", "discountExpired"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				clock = t0.Add(tt.at)
				d, err := db.CurrentDiscount(ctx, u.ID)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case tt.wantCurrent == "" && d != nil:
					t.Errorf("current %s, want none", d.Code)
				case tt.wantCurrent != "" && (d == nil || d.Code != tt.wantCurrent || d.RemainingSeconds(clock) != tt.wantRemaining):
					t.Errorf("current %+v, want %s with %d s left", d, tt.wantCurrent, tt.wantRemaining)
				}
				for code, want := range map[string]string{amora.TimeBonusCode: tt.wantTimeBonus, amora.WelcomeCode: tt.wantWelcome} {
					p, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: packageID(t, db, 50), Method: amora.MethodIDEAL,
						Country: "NL", DiscountCode: code, Provider: "sandbox"})
					if want != "" {
						wantKey(t, err, want)
					} else if err != nil || p.Amount != 1496 || p.DiscountPercentage != 25 {
						t.Errorf("%s: %+v, %v", code, p, err)
					}
					if err == nil {
						// The order reserved the code: give it up, as a checkout that failed.
						if err := db.AbandonPayment(ctx, p.ID); err != nil {
							t.Fatal(err)
						}
					}
				}
			})
		}
		t.Run("GoneOncePaid", func(t *testing.T) {
			clock = t0.Add(time.Hour)
			p := order(t, db, u.ID, amora.MethodIDEAL, amora.TimeBonusCode, "sbx_bonus")
			if _, err := db.ApplyPaymentStatus(ctx, "sandbox", p.ProviderID, amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
				t.Fatal(err)
			}
			if d, err := db.CurrentDiscount(ctx, u.ID); err != nil || d != nil {
				t.Errorf("current after paying: %+v, %v", d, err)
			}
			if _, err := db.Discount(ctx, u.ID, amora.TimeBonusCode); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("time bonus after paying: %v", err)
			}
			if _, err := db.Discount(ctx, u.ID, amora.WelcomeCode); amora.ErrorCode(err) != amora.ECONFLICT {
				t.Errorf("welcome after paying: %v", err)
			}
		})
		t.Run("DiscountShowsExpiredCode", func(t *testing.T) {
			other := signup(t, db, "late@example.nl")
			clock = clock.Add(5 * time.Hour)
			d, err := db.Discount(ctx, other.ID, "timebonus25")
			if err != nil || !d.Expired(clock) || d.UserID != other.ID {
				t.Errorf("expired time bonus: %+v, %v", d, err)
			}
		})
	})
}

// TestDiscountReserved opens orders with a once-per-user code one after another: the
// first reserves it, the next are refused with discountReserved until that order fails,
// is canceled, expires or is abandoned; once an order with it is paid, the code is used.
// Unlimited codes are never reserved.
func TestDiscountReserved(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		for _, d := range []amora.DiscountCode{{Code: "ONCE", Percentage: 10}, {Code: "FOREVER", Percentage: 10, Validity: amora.ValidityUnlimited}} {
			if err := db.PutDiscountCode(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		u := signup(t, db, "reserve@example.nl")
		other := signup(t, db, "other@example.nl")
		open := func(code string) error {
			_, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: packageID(t, db, 50), Method: amora.MethodIDEAL, Country: "NL",
				DiscountCode: code, Provider: "sandbox"})
			return err
		}
		settle := func(p *amora.Payment, status string) {
			t.Helper()
			if _, err := db.ApplyPaymentStatus(ctx, "sandbox", p.ProviderID, amora.ProviderStatus{Status: status}); err != nil {
				t.Fatal(err)
			}
		}
		first := order(t, db, u.ID, amora.MethodIDEAL, "ONCE", "sbx_r1")
		wantKey(t, open("ONCE"), "discountReserved")
		wantKey(t, open("once "), "discountReserved")
		if _, err := db.Discount(ctx, u.ID, "ONCE"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("GET a reserved code: %v", err)
		}
		settle(first, amora.PaymentPending)
		wantKey(t, open("ONCE"), "discountReserved")
		order(t, db, other.ID, amora.MethodIDEAL, "ONCE", "sbx_r_other")
		order(t, db, u.ID, amora.MethodIDEAL, "FOREVER", "sbx_f1")
		order(t, db, u.ID, amora.MethodIDEAL, "FOREVER", "sbx_f2")

		for i, status := range []string{amora.PaymentFailed, amora.PaymentCanceled, amora.PaymentExpired} {
			if i == 0 {
				settle(first, status)
			} else {
				p := order(t, db, u.ID, amora.MethodIDEAL, "ONCE", fmt.Sprintf("sbx_r_%s", status))
				wantKey(t, open("ONCE"), "discountReserved")
				settle(p, status)
			}
		}
		abandoned, err := db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: packageID(t, db, 50), Method: amora.MethodIDEAL, Country: "NL",
			DiscountCode: "ONCE", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		wantKey(t, open("ONCE"), "discountReserved")
		if err := db.AbandonPayment(ctx, abandoned.ID); err != nil {
			t.Fatal(err)
		}
		paid := order(t, db, u.ID, amora.MethodIDEAL, "ONCE", "sbx_r_paid")
		settle(paid, amora.PaymentPaid)
		wantKey(t, open("ONCE"), "discountUsed")
		if n := discountedPaid(t, db, u.ID, "ONCE"); n != 1 {
			t.Errorf("%d paid orders with the code, want 1", n)
		}
	})
}

// discountedPaid counts userID's paid payments with code.
func discountedPaid(t *testing.T, db *sqlstore.DB, userID int64, code string) int {
	t.Helper()
	ps, err := db.Payments(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range ps {
		if p.DiscountCode == code && p.Status == amora.PaymentPaid {
			n++
		}
	}
	return n
}

// TestDiscountReservedConcurrent opens orders with one once-per-user code from many
// goroutines at once (two instances of the server on one database): exactly one gets
// the code, the others answer discountReserved.
func TestDiscountReservedConcurrent(t *testing.T) {
	storetest.ForEachDBPair(t, func(t *testing.T, a, b *sqlstore.DB) {
		ctx := context.Background()
		if err := a.PutDiscountCode(ctx, amora.DiscountCode{Code: "RACE", Percentage: 20}); err != nil {
			t.Fatal(err)
		}
		u := signup(t, a, "race@example.nl")
		pkg := packageID(t, a, 50)
		const n = 12
		errs := make([]error, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			db := a
			if i%2 == 1 {
				db = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[i] = db.CreatePayment(ctx, amora.NewPayment{UserID: u.ID, PackageID: pkg, Method: amora.MethodIDEAL, Country: "NL",
					DiscountCode: "RACE", Provider: "sandbox"})
			}()
		}
		close(start)
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case !isKey(err, "discountReserved"):
				t.Errorf("unexpected error: %v", err)
			}
		}
		if ok != 1 {
			t.Errorf("%d orders got the code, want 1", ok)
		}
	})
}

func isKey(err error, key string) bool {
	var e *amora.Error
	return errors.As(err, &e) && e.Key == key
}
