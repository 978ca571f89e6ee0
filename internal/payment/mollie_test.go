package payment_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/payment"
)

// fakeMollie speaks the parts of Mollie's REST API v2 the provider uses, with the JSON
// shapes of Mollie's documentation, and remembers what it was asked.
type fakeMollie struct {
	t        *testing.T
	mu       sync.Mutex
	payments map[string]map[string]any
	requests []map[string]any // bodies of POST /v2/payments, in order
	paths    []string
	n        int
	keys     []string          // Idempotency-Key headers of refund requests, in order
	idem     map[string][]byte // refunds created, by their Idempotency-Key
}

func newFakeMollie(t *testing.T) (*fakeMollie, *payment.Mollie) {
	f := &fakeMollie{t: t, payments: map[string]map[string]any{}}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return f, &payment.Mollie{APIKey: "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM", BaseURL: srv.URL + "/v2", Client: srv.Client(),
		Now: func() time.Time { return time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) }}
}

func (f *fakeMollie) links(kind, id string) map[string]any {
	return map[string]any{
		"self":          map[string]string{"href": "https://api.mollie.com/v2/" + kind + "/" + id, "type": "application/hal+json"},
		"documentation": map[string]string{"href": "https://docs.mollie.com/reference/v2/" + kind + "-api/get", "type": "text/html"},
	}
}

func (f *fakeMollie) answer(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/hal+json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func (f *fakeMollie) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.paths = append(f.paths, r.Method+" "+r.URL.Path)
	if r.Header.Get("Authorization") != "Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM" {
		f.answer(w, 401, map[string]any{"status": 401, "title": "Unauthorized Request", "detail": "Missing authentication, or failed to authenticate",
			"_links": map[string]any{"documentation": map[string]string{"href": "https://docs.mollie.com/overview/authentication", "type": "text/html"}}})
		return
	}
	var body map[string]any
	if r.Method == http.MethodPost {
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil || r.Header.Get("Content-Type") != "application/json" {
			f.t.Errorf("%s %s: body %v, content type %q", r.Method, r.URL.Path, err, r.Header.Get("Content-Type"))
		}
	}
	f.n++
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/v2/customers":
		id := fmt.Sprintf("cst_8wmqcHMN4%d", f.n)
		f.answer(w, 201, map[string]any{"resource": "customer", "id": id, "mode": "test", "name": body["name"], "email": body["email"],
			"locale": body["locale"], "metadata": body["metadata"], "createdAt": "2026-11-24T12:00:00+00:00", "_links": f.links("customers", id)})
	case r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/mandates"):
		id := fmt.Sprintf("mdt_h3gAaD5zP%d", f.n)
		if body["method"] != "directdebit" || body["consumerAccount"] == "" || body["signatureDate"] != "2026-11-24" {
			f.t.Errorf("mandate request %v", body)
		}
		f.answer(w, 201, map[string]any{"resource": "mandate", "id": id, "mode": "test", "status": "valid", "method": "directdebit",
			"details":          map[string]any{"consumerName": body["consumerName"], "consumerAccount": body["consumerAccount"], "consumerBic": "ABNANL2A"},
			"mandateReference": body["mandateReference"], "signatureDate": body["signatureDate"], "createdAt": "2026-11-24T12:00:00+00:00",
			"_links": f.links("mandates", id)})
	case r.Method == http.MethodPost && r.URL.Path == "/v2/payments":
		f.requests = append(f.requests, body)
		if body["description"] == "too much" {
			f.answer(w, 422, map[string]any{"status": 422, "title": "Unprocessable Entity", "detail": "The amount is higher than the maximum",
				"field": "amount", "_links": map[string]any{"documentation": map[string]string{"href": "https://docs.mollie.com/overview/handling-errors", "type": "text/html"}}})
			return
		}
		id := fmt.Sprintf("tr_7UhSN1zuX%d", f.n)
		seq, _ := body["sequenceType"].(string)
		if seq == "" {
			seq = "oneoff"
		}
		p := map[string]any{"resource": "payment", "id": id, "mode": "test", "createdAt": "2026-11-24T12:00:00+00:00", "amount": body["amount"],
			"description": body["description"], "method": body["method"], "metadata": body["metadata"], "status": "open", "isCancelable": false,
			"expiresAt": "2026-11-24T12:15:00+00:00", "details": nil, "profileId": "pfl_QkEhN94Ba", "sequenceType": seq,
			"redirectUrl": body["redirectUrl"], "webhookUrl": body["webhookUrl"], "_links": f.links("payments", id)}
		if c, ok := body["customerId"]; ok {
			p["customerId"] = c
		}
		if seq == "recurring" {
			p["status"], p["mandateId"] = "pending", body["mandateId"]
		} else {
			p["_links"].(map[string]any)["checkout"] = map[string]string{"href": "https://www.mollie.com/checkout/select-method/7UhSN1zuXS", "type": "text/html"}
		}
		f.payments[id] = p
		f.answer(w, 201, p)
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/v2/payments/") && strings.HasSuffix(r.URL.Path, "/refunds"):
		f.idempotentRefund(w, r, strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/v2/payments/"), "/refunds"), body)
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/v2/payments/"):
		p, ok := f.payments[strings.TrimPrefix(r.URL.Path, "/v2/payments/")]
		if !ok {
			f.answer(w, 404, map[string]any{"status": 404, "title": "Not Found", "detail": "No payment exists with token tr_nope.",
				"_links": map[string]any{"documentation": map[string]string{"href": "https://docs.mollie.com/overview/handling-errors", "type": "text/html"}}})
			return
		}
		f.answer(w, 200, p)
	default:
		f.t.Errorf("unexpected call %s %s", r.Method, r.URL.Path)
		f.answer(w, 404, map[string]any{"status": 404, "title": "Not Found", "detail": "No such endpoint"})
	}
}

// set changes a payment as Mollie would after the buyer acted.
func (f *fakeMollie) set(id string, fields map[string]any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for k, v := range fields {
		f.payments[id][k] = v
	}
}

func (f *fakeMollie) lastRequest() map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.requests[len(f.requests)-1]
}

var request = amora.PaymentRequest{PaymentID: 42, Amount: 1496, Currency: "EUR", Method: amora.MethodIDEAL, Description: "Amora: 50 credits",
	RedirectURL: "https://amora.example/credits/2/ideal?payment_id=42", WebhookURL: "https://amora.example/api/payments/webhook/mollie",
	Locale: "nl", Email: "sanne@example.nl", Name: "Sanne"}

func TestMollieCreateAndGet(t *testing.T) {
	f, m := newFakeMollie(t)
	ctx := context.Background()
	p, err := m.Create(ctx, request)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.ID, "tr_") || p.CheckoutURL != "https://www.mollie.com/checkout/select-method/7UhSN1zuXS" {
		t.Errorf("created %+v", p)
	}
	body := f.lastRequest()
	want := map[string]any{"description": "Amora: 50 credits", "method": "ideal", "locale": "nl_NL", "redirectUrl": request.RedirectURL,
		"webhookUrl": request.WebhookURL}
	for k, v := range want {
		if body[k] != v {
			t.Errorf("request %s = %v, want %v", k, body[k], v)
		}
	}
	if a, _ := body["amount"].(map[string]any); a["value"] != "14.96" || a["currency"] != "EUR" {
		t.Errorf("amount %v", body["amount"])
	}
	if md, _ := body["metadata"].(map[string]any); md["payment_id"] != "42" {
		t.Errorf("metadata %v", body["metadata"])
	}
	if _, ok := body["sequenceType"]; ok {
		t.Errorf("a one-off payment has sequenceType %v", body["sequenceType"])
	}
	for _, tt := range []struct{ mollie, want string }{
		{"open", "open"}, {"pending", "pending"}, {"authorized", "pending"}, {"paid", "paid"},
		{"failed", "failed"}, {"canceled", "canceled"}, {"expired", "expired"},
	} {
		f.set(p.ID, map[string]any{"status": tt.mollie})
		st, err := m.Get(ctx, p.ID)
		if err != nil || st.Status != tt.want || st.Mandate != nil {
			t.Errorf("Mollie %s: got %+v, %v; want %s", tt.mollie, st, err, tt.want)
		}
	}
	f.set(p.ID, map[string]any{"status": "refunded-ish"})
	if _, err := m.Get(ctx, p.ID); err == nil {
		t.Error("an unknown status was accepted")
	}
	if _, err := m.Get(ctx, "tr_nope"); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("unknown payment: %v", err)
	}
}

func TestMollieLocalWebhookOmitted(t *testing.T) {
	f, m := newFakeMollie(t)
	for _, hook := range []string{"http://localhost:8080/api/payments/webhook/mollie", "http://127.0.0.1:8080/api/payments/webhook/mollie",
		"http://192.168.1.5/api/payments/webhook/mollie", ""} {
		req := request
		req.WebhookURL = hook
		if _, err := m.Create(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		if v, ok := f.lastRequest()["webhookUrl"]; ok {
			t.Errorf("webhook %q sent as %v; Mollie refuses URLs it cannot reach", hook, v)
		}
	}
}

// TestMollieStoredCard makes a first card payment, reads the mandate once it is paid,
// and charges it again as a recurring payment.
func TestMollieStoredCard(t *testing.T) {
	f, m := newFakeMollie(t)
	ctx := context.Background()
	req := request
	req.Method, req.StoreCard = amora.MethodVisa, true
	p, err := m.Create(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	body := f.lastRequest()
	if body["sequenceType"] != "first" || !strings.HasPrefix(fmt.Sprint(body["customerId"]), "cst_") || body["method"] != "creditcard" {
		t.Errorf("first payment request %v", body)
	}
	f.set(p.ID, map[string]any{"status": "pending"})
	if st, _ := m.Get(ctx, p.ID); st.Mandate != nil {
		t.Errorf("mandate before paid: %+v", st.Mandate)
	}
	f.set(p.ID, map[string]any{"status": "paid", "mandateId": "mdt_pWUnw6pkBN", "method": "creditcard", "paidAt": "2026-11-24T12:01:00+00:00"})
	st, err := m.Get(ctx, p.ID)
	if err != nil || st.Status != amora.PaymentPaid || st.Mandate == nil || st.Mandate.MandateID != "mdt_pWUnw6pkBN" || st.Mandate.CustomerID != body["customerId"] {
		t.Fatalf("paid first payment: %+v (%+v), %v", st, st.Mandate, err)
	}
	again, err := m.CreateRecurring(ctx, request, *st.Mandate)
	if err != nil {
		t.Fatal(err)
	}
	body = f.lastRequest()
	if body["sequenceType"] != "recurring" || body["mandateId"] != "mdt_pWUnw6pkBN" || body["customerId"] != st.Mandate.CustomerID {
		t.Errorf("recurring request %v", body)
	}
	if _, ok := body["redirectUrl"]; ok {
		t.Errorf("recurring payment with a redirect: %v", body)
	}
	if again.CheckoutURL != "" {
		t.Errorf("recurring payment has a checkout %s", again.CheckoutURL)
	}
	if st, _ := m.Get(ctx, again.ID); st.Status != amora.PaymentPending || st.Mandate != nil {
		t.Errorf("recurring payment %+v", st)
	}
	// A member with a customer already does not get a second one.
	req.CustomerID = "cst_known"
	if _, err := m.Create(ctx, req); err != nil {
		t.Fatal(err)
	}
	if body := f.lastRequest(); body["customerId"] != "cst_known" {
		t.Errorf("customer %v", body["customerId"])
	}
}

func TestMollieDirectDebit(t *testing.T) {
	f, m := newFakeMollie(t)
	req := request
	req.Method = amora.MethodSDD
	p, err := m.CreateDirectDebit(context.Background(), req, amora.DirectDebitAccount{Holder: "S. de Vries", IBAN: "NL91ABNA0417164300"})
	if err != nil {
		t.Fatal(err)
	}
	body := f.lastRequest()
	if body["method"] != "directdebit" || body["sequenceType"] != "recurring" || !strings.HasPrefix(fmt.Sprint(body["mandateId"]), "mdt_") {
		t.Errorf("direct debit request %v", body)
	}
	wantPaths := []string{"POST /v2/customers", "POST /v2/customers/cst_8wmqcHMN41/mandates", "POST /v2/payments"}
	if fmt.Sprint(f.paths) != fmt.Sprint(wantPaths) {
		t.Errorf("calls %v, want %v", f.paths, wantPaths)
	}
	if st, err := m.Get(context.Background(), p.ID); err != nil || st.Status != amora.PaymentPending {
		t.Errorf("direct debit %+v, %v", st, err)
	}
}

func TestMollieErrors(t *testing.T) {
	_, m := newFakeMollie(t)
	req := request
	req.Description = "too much"
	if _, err := m.Create(context.Background(), req); err == nil || !strings.Contains(err.Error(), "The amount is higher than the maximum") {
		t.Errorf("422: %v", err)
	}
	m.APIKey = "test_wrong"
	if _, err := m.Get(context.Background(), "tr_x"); err == nil || !strings.Contains(err.Error(), "401") {
		t.Errorf("401: %v", err)
	}
}
