package main

import (
	"context"
	"log/slog"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/httpapi"
	"amora/internal/payment"
	"amora/internal/sqlstore"
)

// paymentProviders returns the payment providers by name and the one new payments
// use: Mollie when an API key is configured, else the built-in sandbox, whose test
// checkout moves no real money. Only the configured provider is registered, so that
// the sandbox's checkout cannot mark payments paid on a site that takes real money.
func paymentProviders(cfg config.Config, db *sqlstore.DB) (map[string]amora.PaymentProvider, string) {
	if cfg.MollieAPIKey != "" {
		m := &payment.Mollie{APIKey: cfg.MollieAPIKey, BaseURL: cfg.MollieAPIURL}
		return map[string]amora.PaymentProvider{m.Name(): m}, m.Name()
	}
	sb := &payment.Sandbox{Store: db}
	return map[string]amora.PaymentProvider{sb.Name(): sb}, sb.Name()
}

// reconcileEvery is how often the payment sweep runs.
const reconcileEvery = 30 * time.Second

// reconcilePayments runs the payment sweep every reconcileEvery until ctx ends: it
// settles payments left open or pending (a process that died, a webhook that never
// came) by asking their provider, and forgets idempotency keys past their day. Every
// instance sweeps; applying a provider's status is idempotent.
func reconcilePayments(ctx context.Context, api *httpapi.Server, db *sqlstore.DB, logger *slog.Logger) {
	t := time.NewTicker(reconcileEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if n, err := api.ReconcilePayments(ctx); err != nil && ctx.Err() == nil {
			logger.Error("reconcile payments", "err", err)
		} else if n > 0 {
			logger.Info("reconciled payments", "settled", n)
		}
		if _, err := db.DeleteOldPaymentKeys(ctx); err != nil && ctx.Err() == nil {
			logger.Error("payment keys", "err", err)
		}
	}
}
