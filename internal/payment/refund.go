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

// Refund pays amount cents of a paid sandbox payment back, as a provider would.
func (s *Sandbox) Refund(ctx context.Context, providerID string, amount int, _, _ string) (string, error) {
	rs, ok := s.Store.(amora.SandboxRefundStore)
	if !ok {
		return "", fmt.Errorf("sandbox: the store keeps no refunds")
	}
	if err := rs.RefundSandboxPayment(ctx, providerID, amount); err != nil {
		return "", err
	}
	return randomID("sbx_re_"), nil
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
func (m *Mollie) Refund(ctx context.Context, providerID string, amount int, currency, description string) (string, error) {
	var r mollieRefund
	body := map[string]any{"amount": amountOf(amount, currency), "description": description}
	if err := m.do(ctx, http.MethodPost, "/payments/"+url.PathEscape(providerID)+"/refunds", body, &r); err != nil {
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
