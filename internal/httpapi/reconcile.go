package httpapi

import (
	"context"

	"amora"
)

// reconcileBatch is how many payments one sweep asks about at most.
const reconcileBatch = 100

// ReconcilePayments is one sweep of the background job that settles interrupted
// payments: every payment still open or pending amora.ReconcileAfter after it was made,
// and due for a check, is brought up to date through the webhook's path (its provider
// is asked, the member's tabs are told). One that does not settle is asked again after
// amora.ReconcileBackoff. A payment that never reached its provider (the process died
// before the provider answered) is abandoned, which frees its discount code. It
// returns how many payments settled.
func (s *Server) ReconcilePayments(ctx context.Context) (int, error) {
	ps, err := s.Billing.UnsettledPayments(ctx, reconcileBatch)
	if err != nil {
		return 0, err
	}
	settled := 0
	for _, p := range ps {
		if ctx.Err() != nil {
			return settled, ctx.Err()
		}
		if p.ProviderID == "" {
			if err := s.Billing.AbandonPayment(ctx, p.ID); err != nil {
				return settled, err
			}
			settled++
			continue
		}
		upd, err := s.applyProviderStatus(ctx, p.Provider, p.ProviderID)
		if err != nil {
			s.Logger.Warn("reconcile payment", "payment", p.ID, "provider", p.Provider, "err", err)
		} else if amora.PaymentFinal(upd.Payment.Status) {
			settled++
			continue
		}
		if err := s.Billing.PaymentChecked(ctx, p.ID); err != nil {
			return settled, err
		}
	}
	return settled, nil
}
