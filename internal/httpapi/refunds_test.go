package httpapi_test

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestRefundUnusedCredits buys through the sandbox with the checkout consent, spends
// part of the credits and refunds the rest; a repeated request refunds nothing more.
// A charge-back of a second purchase through the webhook leaves a debt; staff refund
// from the console.
func TestRefundUnusedCredits(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		b := newBilling(t, db)
		anna, annaID := b.member(t, "anna", "NL")
		bart, _ := b.member(t, "bart", "NL")
		fifty := pkg(t, anna, 50)

		anna.expect("POST", "/api/payments", `{"package_id":`+fifty+`,"method":"ideal"}`, 400, `"key":"consentTerms"`, `"field":"accept_terms"`)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":false,"package_id":`+fifty+`,"method":"ideal"}`, 400,
			`"key":"consentImmediate"`)
		id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal"}`)
		if at, err := db.PaymentConsent(ctx, mustID(t, id)); err != nil || at.IsZero() {
			t.Errorf("consent not recorded: %v, %v", at, err)
		}
		anna.expect("GET", "/api/transactions/"+id, "", 200, `"refund":{"eligible":false`, `"why":"status"`)
		pay(t, anna, id, "paid")
		anna.expect("GET", "/api/user", "", 200, `"credits":60`)
		anna.expect("GET", "/api/transactions/"+id, "", 200, `"refund":{"eligible":true,"credits":50,"amount":1995`, `"refunds":[]`)

		admin := storetest.NewStaff(t, db, "money@amora.test", amora.StaffAdmin)
		if err := db.StaffCorrectCredits(ctx, admin.Staff, annaID, -25, "spent in a test"); err != nil {
			t.Fatal(err)
		}
		anna.expect("GET", "/api/transactions/"+id, "", 200, `"refund":{"eligible":true,"credits":35,"amount":1396`)
		bart.expect("POST", "/api/transactions/"+id+"/refund", "", 404)
		body := anna.expect("POST", "/api/transactions/"+id+"/refund", "", 201, `"kind":"member"`, `"amount":1396`, `"credits":35`,
			`"status":"refunded"`, `{"credits":0,`)
		var first struct{ Refund struct{ ID int64 } }
		json.Unmarshal([]byte(body), &first)
		again := anna.expect("POST", "/api/transactions/"+id+"/refund", "", 200, `"status":"refunded"`)
		var second struct{ Refund struct{ ID int64 } }
		json.Unmarshal([]byte(again), &second)
		if first.Refund.ID == 0 || first.Refund.ID != second.Refund.ID {
			t.Errorf("a repeated refund made another: %s then %s", body, again)
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":0`)
		anna.expect("GET", "/api/transactions/"+id, "", 200, `"why":"refunded"`, `"refunds":[{"id":`)
		if sum, _ := db.LedgerBalance(ctx, annaID); sum != 0 {
			t.Errorf("ledger %d", sum)
		}

		// A charge-back of a second purchase whose credits are partly spent.
		id2, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal"}`)
		pay(t, anna, id2, "paid")
		if err := db.StaffCorrectCredits(ctx, admin.Staff, annaID, -30, "spent in a test"); err != nil {
			t.Fatal(err)
		}
		p2, err := db.Payment(ctx, annaID, mustID(t, id2))
		if err != nil {
			t.Fatal(err)
		}
		if err := db.ChargebackSandboxPayment(ctx, p2.ProviderID, p2.Amount); err != nil {
			t.Fatal(err)
		}
		visitor := newClient(t, b.srv)
		if code, out, _ := postForm(t, visitor, "/api/payments/webhook/sandbox", url.Values{"id": {p2.ProviderID}}, nil); code != 200 || out != "ok" {
			t.Fatalf("webhook %d %s", code, out)
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":0`)
		anna.expect("GET", "/api/packages", "", 200, `"credits_debt":30`)
		anna.expect("GET", "/api/transactions/"+id2, "", 200, `"kind":"chargeback"`)

		// Staff refund from the console, of a third purchase.
		id3, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal"}`)
		pay(t, anna, id3, "paid") // 50 credits, of which the debt of 30 is settled
		anna.expect("GET", "/api/packages", "", 200, `"credits_debt":0`)
		anna.expect("GET", "/api/user", "", 200, `"credits":20`)
		c := staffClient(t, b.srv, admin.Session)
		path := "/api/admin/members/" + itoa(annaID) + "/payments/" + id3 + "/refund"
		c.expect("POST", path, `{"amount":500,"reason":""}`, 400)
		c.expect("POST", path, `{"amount":5000,"reason":"Goodwill after a complaint"}`, 400, `"key":"refundAmount"`)
		c.expect("POST", path, `{"amount":500,"reason":"Goodwill after a complaint"}`, 201, `"kind":"staff"`, `"amount":500`, `"status":"refunded"`)
		c.expect("GET", "/api/admin/members/"+itoa(annaID), "", 200, `"refunded":500`)
		c.expect("GET", "/api/admin/audit", "", 200, `"payment.refund"`)
	})
}
