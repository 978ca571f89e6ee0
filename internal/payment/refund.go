package payment

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"amora"
)

var (
	_ amora.Refunder = (*Sandbox)(nil)
	_ amora.Refunder = (*Mollie)(nil)
)

// Refund pays amount cents of a paid sandbox payment back, as a provider would; asked
// again with the same idempotency key, it answers the refund made.
func (s *Sandbox) Refund(ctx context.Context, providerID string, amount int, _, _, key string) (string, error) {
	rs, ok := s.Store.(amora.SandboxRefundStore)
	if !ok {
		return "", fmt.Errorf("sandbox: the store keeps no refunds")
	}
	return rs.RefundSandboxPayment(ctx, providerID, amount, key, randomID("sbx_re_"))
}

// chargedBack is what the sandbox's store says was charged back of a payment (0 when
// the store keeps no charge-backs).
func (s *Sandbox) chargedBack(ctx context.Context, providerID string) (int, error) {
	rs, ok := s.Store.(amora.SandboxRefundStore)
	if !ok {
		return 0, nil
	}
	return rs.SandboxChargedBack(ctx, providerID)
}

// mollieRefund is Mollie's refund resource (the parts we read).
type mollieRefund struct {
	Resource string `json:"resource"`
	ID       string `json:"id"`
	Status   string `json:"status"`
}

// Refund creates a refund of the payment at Mollie (POST /v2/payments/{id}/refunds).
// Mollie queues it ("queued" or "pending") and pays it out; a failure is its error.
// The Idempotency-Key header makes Mollie answer a repeated request with the refund
// the first one made (https://docs.mollie.com/overview/api-idempotency).
func (m *Mollie) Refund(ctx context.Context, providerID string, amount int, currency, description, key string) (string, error) {
	var r mollieRefund
	body := map[string]any{"amount": amountOf(amount, currency), "description": description}
	var header http.Header
	if key != "" {
		header = http.Header{"Idempotency-Key": {key}}
		body["metadata"] = map[string]string{"idempotency_key": key}
	}
	if err := m.doWith(ctx, http.MethodPost, "/payments/"+url.PathEscape(providerID)+"/refunds", header, body, &r); err != nil {
		return "", err
	}
	if r.ID == "" || r.Status == "failed" || r.Status == "canceled" {
		return "", fmt.Errorf("mollie: refund of %s: status %q", providerID, r.Status)
	}
	return r.ID, nil
}

// parseMollieAmount reads Mollie's "12.34" into cents.
func parseMollieAmount(v string) int {
	var whole, frac int
	var sep byte
	n, _ := fmt.Sscanf(v, "%d%c%d", &whole, &sep, &frac)
	if n < 1 {
		return 0
	}
	if n == 3 && len(v) > 0 && v[len(v)-2] == '.' { // "1.5" is 1.50
		frac *= 10
	}
	return whole*100 + frac
}
