package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var smsCode = regexp.MustCompile(`\b[0-9]{6}\b`)

// otp asks for a code for phone and reads it from the captured SMS.
func (b *billing) otp(t *testing.T, c *client, phone string) string {
	t.Helper()
	c.expect("POST", "/api/directdebit/otp", `{"phone":"`+phone+`"}`, 200, `"expires_at":"`)
	_, text := b.sms.last(t)
	code := smsCode.FindString(text)
	if code == "" {
		t.Fatalf("no code in %q", text)
	}
	return code
}

func ddBody(pkgID, otp, iban string) string {
	return fmt.Sprintf(`{"accept_terms":true,"immediate_delivery":true,"package_id":%s,"otp":"%s","account_holder":"S. de Vries","iban":"%s","street":"Dorpsstraat","house_number":"1",`+
		`"zip":"1234 AB","city":"Utrecht","phone":"06 1234 5678"}`, pkgID, otp, iban)
}

// TestDirectDebitAPI orders credits by direct debit with an SMS code, through the
// sandbox, and walks the form's errors, blocks and limits.
func TestDirectDebitAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		ctx := context.Background()
		anna, annaID := b.member(t, "anna", "NL")
		twenty, big := pkg(t, anna, 20), pkg(t, anna, 300)
		const iban = "NL91 ABNA 0417 1643 00"

		anna.expect("POST", "/api/directdebit/otp", `{"phone":"12"}`, 400, `"field":"phone"`, `"key":"phoneInvalid"`)
		code := b.otp(t, anna, "06 1234 5678")
		if to, text := b.sms.last(t); to != "0612345678" || !strings.Contains(text, "Amora") || !strings.Contains(text, "10 minuten") {
			t.Errorf("SMS to %s: %q (want Dutch, for anna)", to, text)
		}
		anna.expect("POST", "/api/directdebit", ddBody(twenty, "000000"[:5], iban), 400, `"key":"otpInvalid"`, `"message":"Code invalid"`)
		wrongCode := "000000"
		if code == wrongCode {
			wrongCode = "111111"
		}
		anna.expect("POST", "/api/directdebit", ddBody(twenty, wrongCode, iban), 400, `"field":"otp"`, `"key":"otpInvalid"`)
		anna.expect("POST", "/api/directdebit", ddBody(twenty, code, "NL91 ABNA 0417 1643 01"), 400, `"field":"iban"`, `"key":"ibanInvalid"`)
		anna.expect("POST", "/api/directdebit", strings.Replace(ddBody(twenty, code, iban), `"S. de Vries"`, `""`, 1), 400,
			`"field":"account_holder"`, `"key":"required"`)
		body := anna.expect("POST", "/api/directdebit", ddBody(twenty, code, iban), 201, `"checkout_url":null`)
		var out struct {
			PaymentID int64 `json:"payment_id"`
		}
		json.Unmarshal([]byte(body), &out)
		// The sandbox collects at once: the debit is paid and credited.
		anna.expect("GET", "/api/payments/"+itoa(out.PaymentID), "", 200, `"method":"sdd"`, `"status":"paid"`, `"amount":995`)
		anna.expect("GET", "/api/user", "", 200, `"credits":30`, `"paid_user":true`)
		anna.expect("POST", "/api/directdebit", ddBody(twenty, code, iban), 400, `"key":"otpInvalid"`) // used

		t.Run("OpenLimit", func(t *testing.T) {
			b.sandbox.DirectDebitStatus = amora.PaymentPending
			defer func() { b.sandbox.DirectDebitStatus = "" }()
			body := anna.expect("POST", "/api/directdebit", ddBody(big, b.otp(t, anna, "0612345678"), iban), 201)
			json.Unmarshal([]byte(body), &out)
			anna.expect("GET", "/api/payments/"+itoa(out.PaymentID), "", 200, `"status":"pending"`)
			anna.expect("POST", "/api/directdebit", ddBody(big, b.otp(t, anna, "0612345678"), iban), 409, `"key":"directDebitLimit"`)
		})
		t.Run("ErrBlocked", func(t *testing.T) {
			bart, _ := b.member(t, "bart", "NL")
			code := b.otp(t, bart, "+31 6 9999 0000")
			if err := db.BlockDirectDebit(ctx, sqlstore.BlockIBAN, "DE89 3704 0044 0532 0130 00", "chargeback"); err != nil {
				t.Fatal(err)
			}
			order := strings.Replace(ddBody(twenty, code, "DE89 3704 0044 0532 0130 00"), "06 1234 5678", "+31 6 9999 0000", 1)
			bart.expect("POST", "/api/directdebit", order, 403, `"key":"directDebitBlocked"`, `"message":"Your account is blocked for direct debit payments."`)
			if err := db.BlockDirectDebit(ctx, sqlstore.BlockPhone, "+31 6 9999 0000", "fraud"); err != nil {
				t.Fatal(err)
			}
			bart.expect("POST", "/api/directdebit/otp", `{"phone":"+31699990000"}`, 403, `"key":"directDebitBlocked"`)
		})
		t.Run("ErrTooManyCodes", func(t *testing.T) {
			cees, _ := b.member(t, "cees", "NL")
			for range amora.SMSCodesPerHour {
				cees.expect("POST", "/api/directdebit/otp", `{"phone":"+31611110000"}`, 200)
			}
			cees.expect("POST", "/api/directdebit/otp", `{"phone":"+31611110000"}`, 429, `"code":"rate_limited"`)
		})
		t.Run("ErrNotInPoland", func(t *testing.T) {
			dorota, _ := b.member(t, "dorota", "PL")
			dorota.expect("POST", "/api/directdebit/otp", `{"phone":"+48601234567"}`, 400, `"key":"paymentMethod"`)
		})
		newClient(t, b.srv).expect("POST", "/api/directdebit/otp", `{"phone":"+31611110000"}`, 403, `"code":"authentication_required"`)
		if sum, _ := db.LedgerBalance(ctx, annaID); sum != 30 {
			t.Errorf("ledger %d", sum)
		}
	})
}
