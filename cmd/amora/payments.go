package main

import (
	"amora"
	"amora/internal/config"
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
