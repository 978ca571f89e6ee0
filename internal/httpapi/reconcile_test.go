package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"amora"
	"amora/internal/payment"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// reconcile runs one sweep and returns how many payments settled.
func (b *billing) reconcile(t *testing.T) int {
	t.Helper()
	n, err := b.api.ReconcilePayments(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestReconcileMollie leaves Mollie payments without a webhook (the process died) and
// lets the sweep settle them: nothing before ReconcileAfter, a paid one credited once
// with the live events, an open one asked again only after its backoff until it
// expires, and its discount code free again.
func TestReconcileMollie(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		mollie := newFakeMollie(t)
		b.api.Providers = map[string]amora.PaymentProvider{"mollie": mollie.provider}
		b.api.Provider = "mollie"
		if err := db.PutDiscountCode(context.Background(), amora.DiscountCode{Code: "AUTUMN", Percentage: 10}); err != nil {
			t.Fatal(err)
		}
		anna, annaID := b.member(t, "anna", "NL")
		events, cancel := b.events.Subscribe(amora.MemberTopic(annaID))
		defer cancel()
		fifty := pkg(t, anna, 50)
		paidID, _ := checkoutAt(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal"}`)
		openID, _ := checkoutAt(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"AUTUMN"}`)
		paid, _ := db.Payment(context.Background(), annaID, mustID(t, paidID))
		open, _ := db.Payment(context.Background(), annaID, mustID(t, openID))
		mollie.set(paid.ProviderID, "paid")

		b.now = b.now.Add(amora.ReconcileAfter - time.Second)
		if n := b.reconcile(t); n != 0 {
			t.Errorf("settled %d before ReconcileAfter", n)
		}
		if _, gets := mollie.counts(); len(gets) != 0 {
			t.Errorf("asked the provider too early: %v", gets)
		}
		b.now = b.now.Add(time.Second)
		if n := b.reconcile(t); n != 1 {
			t.Errorf("settled %d, want 1", n)
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":60`, `"paid_user":true`)
		got := nextEvents(events, 2)
		if len(got) != 2 || got[0] != `payment {"payment_id":`+paidID+`,"status":"paid"}` || got[1] != `credits {"credits":60}` {
			t.Errorf("events %v", got)
		}
		// The open one is asked again after 5, 10, 20 minutes..., not in between.
		b.reconcile(t)
		b.now = b.now.Add(4 * time.Minute)
		b.reconcile(t)
		if _, gets := mollie.counts(); gets[open.ProviderID] != 1 || gets[paid.ProviderID] != 1 {
			t.Errorf("provider asked %v, want each payment once", gets)
		}
		b.now = b.now.Add(time.Minute)
		b.reconcile(t)
		b.now = b.now.Add(10 * time.Minute)
		b.reconcile(t)
		if _, gets := mollie.counts(); gets[open.ProviderID] != 3 {
			t.Errorf("open payment asked %d times, want 3", gets[open.ProviderID])
		}
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"AUTUMN"}`, 409, `"key":"discountReserved"`)
		mollie.set(open.ProviderID, "expired")
		b.now = b.now.Add(20 * time.Minute)
		if n := b.reconcile(t); n != 1 {
			t.Errorf("settled %d, want the expired one", n)
		}
		anna.expect("GET", "/api/payments/"+openID, "", 200, `"status":"expired"`)
		b.now = b.now.Add(6 * time.Hour)
		b.reconcile(t)
		if _, gets := mollie.counts(); gets[open.ProviderID] != 4 || gets[paid.ProviderID] != 1 {
			t.Errorf("settled payments asked again: %v", gets)
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":60`)
		checkoutAt(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"AUTUMN"}`)
	})
}

// TestReconcileSandbox leaves a sandbox checkout alone: after 15 minutes it has
// expired, and the sweep settles it and frees its discount code; a payment that never
// reached its provider is abandoned.
func TestReconcileSandbox(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, annaID := b.member(t, "anna", "NL")
		order := `{"accept_terms":true,"immediate_delivery":true,"package_id":` + pkg(t, anna, 50) + `,"method":"ideal","discount_code":"TIMEBONUS25"}`
		id, _ := checkout(t, anna, order)
		// The process died between storing a payment and the provider's answer.
		lost, err := db.CreatePayment(context.Background(), amora.NewPayment{UserID: annaID, PackageID: mustID(t, pkg(t, anna, 20)),
			Method: amora.MethodIDEAL, Country: "NL", Provider: "sandbox"})
		if err != nil {
			t.Fatal(err)
		}
		b.now = b.now.Add(amora.ReconcileAfter)
		if n := b.reconcile(t); n != 1 {
			t.Errorf("settled %d, want the lost one", n)
		}
		anna.expect("GET", "/api/payments/"+itoa(lost.ID), "", 200, `"status":"failed"`)
		anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"open"`)
		b.now = b.now.Add(payment.SandboxCheckoutExpiry - amora.ReconcileAfter)
		if n := b.reconcile(t); n != 1 {
			t.Errorf("settled %d, want the expired checkout", n)
		}
		anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"expired"`)
		// Paying the expired checkout changes nothing; the code is free for a new order.
		pay(t, anna, id, "paid")
		anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"expired"`)
		anna.expect("GET", "/api/user", "", 200, `"credits":10`)
		checkout(t, anna, order)
	})
}

// checkoutAt creates a payment at any provider and returns its id and checkout URL.
func checkoutAt(t *testing.T, c *client, body string) (string, string) {
	t.Helper()
	var out struct {
		PaymentID   int64  `json:"payment_id"`
		CheckoutURL string `json:"checkout_url"`
	}
	if err := json.Unmarshal([]byte(c.expect("POST", "/api/payments", body, 201)), &out); err != nil {
		t.Fatal(err)
	}
	return itoa(out.PaymentID), out.CheckoutURL
}
