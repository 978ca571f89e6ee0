package payment_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"amora"
	"amora/internal/payment"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// idempotentRefund answers POST /v2/payments/{id}/refunds honouring the
// Idempotency-Key header as Mollie does: a request repeating the key of one that
// created a refund is answered that refund again, and creates nothing.
func (f *fakeMollie) idempotentRefund(w http.ResponseWriter, r *http.Request, id string, body map[string]any) {
	key := r.Header.Get("Idempotency-Key")
	f.keys = append(f.keys, key)
	if done, ok := f.idem[key]; ok && key != "" {
		w.Header().Set("Content-Type", "application/hal+json")
		w.WriteHeader(http.StatusCreated)
		w.Write(done)
		return
	}
	rec := httptest.NewRecorder()
	f.refund(rec, id, body)
	if rec.Code == http.StatusCreated && key != "" {
		if f.idem == nil {
			f.idem = map[string][]byte{}
		}
		f.idem[key] = rec.Body.Bytes()
	}
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.WriteHeader(rec.Code)
	w.Write(rec.Body.Bytes())
}

// refund answers POST /v2/payments/{id}/refunds as Mollie does: a queued refund, or
// 422 when the amount is more than what remains of the payment.
func (f *fakeMollie) refund(w http.ResponseWriter, id string, body map[string]any) {
	p, ok := f.payments[id]
	if !ok {
		f.answer(w, 404, map[string]any{"status": 404, "title": "Not Found", "detail": "No payment exists with token " + id + "."})
		return
	}
	amount, _ := body["amount"].(map[string]any)
	value, _ := amount["value"].(string)
	paid, _ := p["amount"].(map[string]any)
	paidValue, _ := paid["value"].(string)
	want, _ := strconv.ParseFloat(value, 64)
	have, _ := strconv.ParseFloat(paidValue, 64)
	refunded, _ := p["refunded"].(float64)
	if p["status"] != "paid" || want <= 0 || want+refunded > have+1e-9 || amount["currency"] != paid["currency"] {
		f.answer(w, 422, map[string]any{"status": 422, "title": "Unprocessable Entity",
			"detail": "The amount is higher than the remaining amount of the payment", "field": "amount"})
		return
	}
	p["refunded"] = refunded + want
	p["lastRefundRequest"] = body
	p["amountRefunded"] = map[string]string{"currency": fmt.Sprint(amount["currency"]), "value": fmt.Sprintf("%.2f", refunded+want)}
	rid := fmt.Sprintf("re_4qqhO89gsT%d", f.n)
	f.answer(w, 201, map[string]any{"resource": "refund", "id": rid, "mode": "test", "amount": amount, "status": "pending",
		"description": body["description"], "metadata": nil, "paymentId": id, "createdAt": "2026-11-24T12:05:00+00:00",
		"_links": f.links("refunds", rid)})
}

func TestMollieRefund(t *testing.T) {
	f, m := newFakeMollie(t)
	ctx := context.Background()
	p, err := m.Create(ctx, request)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Refund(ctx, p.ID, 500, "EUR", "Refund", ""); err == nil {
		t.Error("an open payment was refunded")
	}
	f.set(p.ID, map[string]any{"status": "paid"})
	id, err := m.Refund(ctx, p.ID, 897, "EUR", "Amora: refund of 30 unused credits (order 42)", amora.RefundIdempotencyKey(7))
	if err != nil || !strings.HasPrefix(id, "re_") {
		t.Fatalf("refund: %q, %v", id, err)
	}
	// The same request again, as a retry after a crash sends it: Mollie answers the
	// refund made, and refunds nothing more.
	again, err := m.Refund(ctx, p.ID, 897, "EUR", "Amora: refund of 30 unused credits (order 42)", amora.RefundIdempotencyKey(7))
	if err != nil || again != id {
		t.Errorf("repeated refund: %q, %v; want %q", again, err, id)
	}
	f.mu.Lock()
	refunded := f.payments[p.ID]["refunded"]
	keys := f.keys
	f.mu.Unlock()
	if refunded != 8.97 || len(keys) != 3 || keys[0] != "" || keys[1] != "amora-refund-7" || keys[2] != keys[1] {
		t.Errorf("refunded %v with keys %v", refunded, keys)
	}
	f.mu.Lock()
	body, _ := f.payments[p.ID]["lastRefundRequest"].(map[string]any)
	f.mu.Unlock()
	if a, _ := body["amount"].(map[string]any); a["value"] != "8.97" || a["currency"] != "EUR" || body["description"] == "" {
		t.Errorf("refund request %v", body)
	}
	if f.paths[len(f.paths)-1] != "POST /v2/payments/"+p.ID+"/refunds" {
		t.Errorf("path %s", f.paths[len(f.paths)-1])
	}
	if _, err := m.Refund(ctx, p.ID, 600, "EUR", "too much", amora.RefundIdempotencyKey(8)); err == nil || !strings.Contains(err.Error(), "remaining amount") {
		t.Errorf("a refund past the payment: %v", err)
	}
	// A charge-back shows as amountChargedBack on the paid payment.
	f.set(p.ID, map[string]any{"amountChargedBack": map[string]string{"currency": "EUR", "value": "14.96"}})
	st, err := m.Get(ctx, p.ID)
	if err != nil || st.Status != amora.PaymentPaid || st.ChargedBack != 1496 {
		t.Errorf("charged back: %+v, %v", st, err)
	}
}

func TestSandboxRefundAndChargeback(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		sb := &payment.Sandbox{Store: db}
		p := newPayment(t, db, "refund@example.nl", amora.MethodIDEAL)
		created, err := sb.Create(ctx, amora.PaymentRequest{PaymentID: p.ID, Amount: p.Amount, Currency: p.Currency, Method: p.Method})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sb.Refund(ctx, created.ID, 100, p.Currency, "", "k-open"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("refund of an open payment: %v", err)
		}
		if _, err := sb.Decide(ctx, p.ID, amora.PaymentPaid); err != nil {
			t.Fatal(err)
		}
		id, err := sb.Refund(ctx, created.ID, p.Amount-100, p.Currency, "", "k-1")
		if err != nil || !strings.HasPrefix(id, "sbx_re_") {
			t.Errorf("refund: %q, %v", id, err)
		}
		// Asked again with its key, the sandbox answers the refund made and takes
		// nothing more; the key for another amount is a conflict.
		if again, err := sb.Refund(ctx, created.ID, p.Amount-100, p.Currency, "", "k-1"); err != nil || again != id {
			t.Errorf("repeated refund: %q, %v; want %q", again, err, id)
		}
		if _, err := sb.Refund(ctx, created.ID, 50, p.Currency, "", "k-1"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("a key reused for another amount: %v", err)
		}
		if _, err := sb.Refund(ctx, created.ID, 101, p.Currency, "", "k-2"); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("refund past the payment: %v", err)
		}
		if err := db.ChargebackSandboxPayment(ctx, created.ID, 100); err != nil {
			t.Fatal(err)
		}
		if st, err := sb.Get(ctx, created.ID); err != nil || st.Status != amora.PaymentPaid || st.ChargedBack != 100 {
			t.Errorf("charged back: %+v, %v", st, err)
		}
	})
}
