package sqlstore_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

const testPhone = "+31612345678"

// ddOrder is a complete direct-debit form for the package of credits.
func ddOrder(t *testing.T, db *sqlstore.DB, userID int64, credits int, otp string) amora.DirectDebitOrder {
	return amora.DirectDebitOrder{UserID: userID, PackageID: packageID(t, db, credits), Country: "NL", Provider: "sandbox", OTP: otp,
		AccountHolder: "S. de Vries", IBAN: "NL91 ABNA 0417 1643 00", Street: "Dorpsstraat", HouseNumber: "1", Zip: "1234 AB",
		City: "Utrecht", Phone: "+31 6 1234 5678"}
}

// sms sends a code to the member's test phone.
func sms(t *testing.T, db *sqlstore.DB, userID int64) string {
	t.Helper()
	code, _, err := db.CreateSMSCode(context.Background(), userID, testPhone)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// wrong returns a code that is not code.
func wrong(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

// TestSMSCodeRules walks the rules of the direct-debit SMS code: random 6 digits stored
// hashed, single use, valid up to 10 minutes, 5 attempts.
func TestSMSCodeRules(t *testing.T) {
	tests := []struct {
		name    string
		try     func(t *testing.T, db *sqlstore.DB, u *amora.User, clock *time.Time) error
		wantKey string
	}{
		{"RightCode", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, sms(t, db, u.ID)))
			return err
		}, ""},
		{"ErrWrongCode", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, wrong(sms(t, db, u.ID))))
			return err
		}, "otpInvalid"},
		{"ErrNoCodeSent", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, "123456"))
			return err
		}, "otpInvalid"},
		{"RightAfterFourWrong", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			code := sms(t, db, u.ID)
			for range 4 {
				if _, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, wrong(code))); amora.ErrorCode(err) != amora.EINVALID {
					t.Fatalf("wrong code: %v", err)
				}
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, ""},
		{"ErrRightAfterFiveWrong", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			code := sms(t, db, u.ID)
			for range 5 {
				db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, wrong(code)))
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, "otpInvalid"},
		{"ValidAtNineMinutes59", func(t *testing.T, db *sqlstore.DB, u *amora.User, clock *time.Time) error {
			code := sms(t, db, u.ID)
			*clock = clock.Add(10*time.Minute - time.Second)
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, ""},
		{"ErrExpiredAtTenMinutes", func(t *testing.T, db *sqlstore.DB, u *amora.User, clock *time.Time) error {
			code := sms(t, db, u.ID)
			*clock = clock.Add(10 * time.Minute)
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, "otpInvalid"},
		{"ErrUsedTwice", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			code := sms(t, db, u.ID)
			if _, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code)); err != nil {
				t.Fatal(err)
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, "otpInvalid"},
		{"ErrOlderCodeAfterNewOne", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			old := sms(t, db, u.ID)
			for newer := sms(t, db, u.ID); newer == old; newer = sms(t, db, u.ID) {
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, old))
			return err
		}, "otpInvalid"},
		{"ErrOtherPhone", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			o := ddOrder(t, db, u.ID, 20, sms(t, db, u.ID))
			o.Phone = "+31698765432"
			_, err := db.CreateDirectDebit(context.Background(), o)
			return err
		}, "otpInvalid"},
		{"ErrOtherMembersCode", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			other := signup(t, db, "other-"+u.Email)
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, sms(t, db, other.ID)))
			return err
		}, "otpInvalid"},
		{"ErrBlockedIBAN", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			code := sms(t, db, u.ID)
			if err := db.BlockDirectDebit(context.Background(), sqlstore.BlockIBAN, "nl91abna0417164300", "chargeback"); err != nil {
				t.Fatal(err)
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, "directDebitBlocked"},
		{"ErrBlockedPhoneOnSend", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			if err := db.BlockDirectDebit(context.Background(), sqlstore.BlockPhone, "0031 6 12345678", "fraud"); err != nil {
				t.Fatal(err)
			}
			_, _, err := db.CreateSMSCode(context.Background(), u.ID, testPhone)
			return err
		}, "directDebitBlocked"},
		{"ErrBlockedPhoneOnOrder", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			code := sms(t, db, u.ID)
			if err := db.BlockDirectDebit(context.Background(), sqlstore.BlockPhone, testPhone, "fraud"); err != nil {
				t.Fatal(err)
			}
			_, err := db.CreateDirectDebit(context.Background(), ddOrder(t, db, u.ID, 20, code))
			return err
		}, "directDebitBlocked"},
		{"ErrInvalidIBAN", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			o := ddOrder(t, db, u.ID, 20, sms(t, db, u.ID))
			o.IBAN = "NL91ABNA0417164301"
			_, err := db.CreateDirectDebit(context.Background(), o)
			return err
		}, "ibanInvalid"},
		{"ErrNotInCountry", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			o := ddOrder(t, db, u.ID, 20, sms(t, db, u.ID))
			o.Country = "PL"
			_, err := db.CreateDirectDebit(context.Background(), o)
			return err
		}, "paymentMethod"},
		{"ErrInvalidPhone", func(t *testing.T, db *sqlstore.DB, u *amora.User, _ *time.Time) error {
			_, _, err := db.CreateSMSCode(context.Background(), u.ID, "12")
			return err
		}, "phoneInvalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Each case gets its own database: blocks and the hourly code limit last.
			storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
				clock := t0
				db.Now = func() time.Time { return clock }
				u := signup(t, db, "dd@example.nl")
				err := tt.try(t, db, u, &clock)
				if tt.wantKey == "" && err != nil {
					t.Errorf("err = %v, want none", err)
				} else if tt.wantKey != "" {
					wantKey(t, err, tt.wantKey)
				}
			})
		})
	}
}

func TestSMSCodesAreRandomAndHashed(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		seen := map[string]bool{}
		sixDigits := regexp.MustCompile(`^[0-9]{6}$`)
		for i := range 4 {
			u := signup(t, db, fmt.Sprintf("random%d@example.nl", i))
			code, expires, err := db.CreateSMSCode(ctx, u.ID, fmt.Sprintf("+3161234567%d", i))
			if err != nil {
				t.Fatal(err)
			}
			if !sixDigits.MatchString(code) {
				t.Errorf("code %q is not 6 digits", code)
			}
			if !expires.Equal(t0.Add(10 * time.Minute)) {
				t.Errorf("expires %v", expires)
			}
			seen[code] = true
			hashes, err := db.SMSCodeHashes(ctx, u.ID)
			if err != nil || len(hashes) != 1 || strings.Contains(hashes[0], code) || len(hashes[0]) != 64 {
				t.Errorf("stored %v (%v) for code %s", hashes, err, code)
			}
		}
		if len(seen) < 2 {
			t.Errorf("four codes, all %v", seen)
		}
	})
}

// TestSMSCodeLimit sends codes until the hourly limit answers, per member and per phone.
func TestSMSCodeLimit(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		u := signup(t, db, "limit@example.nl")
		for i := range amora.SMSCodesPerHour {
			if _, _, err := db.CreateSMSCode(ctx, u.ID, testPhone); err != nil {
				t.Fatalf("code %d: %v", i+1, err)
			}
		}
		if _, _, err := db.CreateSMSCode(ctx, u.ID, "+31698765432"); amora.ErrorCode(err) != amora.ERATELIMIT {
			t.Errorf("member over the limit: %v", err)
		}
		other := signup(t, db, "limit2@example.nl")
		if _, _, err := db.CreateSMSCode(ctx, other.ID, testPhone); amora.ErrorCode(err) != amora.ERATELIMIT {
			t.Errorf("phone over the limit: %v", err)
		}
		clock = clock.Add(time.Hour)
		if _, _, err := db.CreateSMSCode(ctx, u.ID, testPhone); err != nil {
			t.Errorf("an hour later: %v", err)
		}
	})
}

// TestDirectDebitLimit orders by direct debit until the open amount would pass the
// limit; a collected debit frees its amount.
func TestDirectDebitLimit(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "open@example.nl")
		buy := func(credits int) (*amora.Payment, error) {
			return db.CreateDirectDebit(ctx, ddOrder(t, db, u.ID, credits, sms(t, db, u.ID)))
		}
		first, err := buy(300) // 79.95
		if err != nil || first.Status != amora.PaymentPending || first.Method != amora.MethodSDD || first.Amount != 7995 {
			t.Fatalf("first order %+v, %v", first, err)
		}
		if _, err := buy(300); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("159.90 open: %v, want directDebitLimit", err)
		} else {
			wantKey(t, err, "directDebitLimit")
		}
		if _, err := buy(120); err != nil { // 119.90 open
			t.Fatal(err)
		}
		if err := db.AttachProviderPayment(ctx, first.ID, "sbx_dd_1", ""); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplyPaymentStatus(ctx, "sandbox", "sbx_dd_1", amora.ProviderStatus{Status: amora.PaymentPaid}); err != nil {
			t.Fatal(err)
		}
		if _, err := buy(300); err != nil { // 39.95 + 79.95 open
			t.Errorf("after the first was collected: %v", err)
		}
		if _, err := buy(120); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("159.85 open: %v", err)
		}
		balance(t, db, u.ID, 10+300)
	})
}
