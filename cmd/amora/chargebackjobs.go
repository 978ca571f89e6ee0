package main

import (
	"context"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// chargeback tells the member that a charge-back or SEPA reversal left them owing
// credits: what happened, the debt, and how to settle it.
func (m *accountJobs) chargeback(ctx context.Context, payload []byte) error {
	u, p, job, err := m.orderJob(ctx, payload)
	if err != nil {
		return err
	}
	r, err := m.db.RefundByID(ctx, job.RefundID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return &jobs.Permanent{Err: err}
	} else if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobChargebackMail); skip || err != nil {
		return err
	}
	o, err := m.orderOf(ctx, u, p)
	if err != nil {
		return err
	}
	c := mail.Chargeback{Amount: r.Amount, Credits: r.Credits, Debt: r.Debt}
	if p.Method == amora.MethodSDD {
		if c.IBAN, err = m.db.DirectDebitIBANOf(ctx, p.ID); err != nil {
			return err
		}
	}
	return m.send(ctx, u, func(rd mail.Renderer, _ string) (mail.Message, error) {
		return rd.ChargebackDebt(u.Language, u.Email, u.Name, o, c)
	})
}
