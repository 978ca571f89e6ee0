package main

import (
	"fmt"

	"amora/internal/config"
	"amora/internal/mail"
)

// newMailTransport builds the transport every e-mail goes through: the outbox folder, or
// the SMTP server behind a Limiter (per recipient domain and connections at once), both
// DKIM-signed when a key is configured.
func newMailTransport(cfg config.Config) (mail.Transport, error) {
	var dkim *mail.DKIM
	if cfg.DKIMKey != "" {
		var err error
		if dkim, err = mail.LoadDKIM(cfg.DKIMKey, cfg.DKIMSelector); err != nil {
			return nil, err
		}
	}
	if cfg.SMTPURL == "" {
		return &mail.Outbox{Dir: cfg.OutboxDir(), From: cfg.MailFrom, DKIM: dkim}, nil
	}
	smtp, err := mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom)
	if err != nil {
		return nil, fmt.Errorf("smtp: %w", err)
	}
	smtp.DKIM = dkim
	return mail.NewLimiter(smtp, cfg.MailDomainRate, cfg.SMTPConcurrency), nil
}
