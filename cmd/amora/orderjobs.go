package main

import (
	"context"
	"encoding/json"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// orderOf is what the order e-mails tell of a payment, with the seller of the member's
// site.
func (m *accountJobs) orderOf(ctx context.Context, u *amora.User, p *amora.Payment) (mail.Order, error) {
	site, _, err := m.siteFor(ctx, u)
	if err != nil {
		return mail.Order{}, err
	}
	net, vat, tenths := p.Receipt()
	c := site.Company
	return mail.Order{ID: p.ID, Credits: p.Credits, Amount: p.Amount, Net: net, VAT: vat, VATTenths: tenths, Currency: p.Currency,
		Method: p.Method, PaidAt: p.PaidAt, RefundDays: site.Settings.RefundDays,
		Company: mail.Company{Name: c.Name, Address: c.Address, Zip: c.Zip, City: c.City, Country: c.Country, KVK: c.KVK, VATNumbers: c.VATNumbers}}, nil
}

// orderJob reads a RefundJob's member and payment.
func (m *accountJobs) orderJob(ctx context.Context, payload []byte) (*amora.User, *amora.Payment, sqlstore.RefundJob, error) {
	var job sqlstore.RefundJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return nil, nil, job, &jobs.Permanent{Err: err}
	}
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return nil, nil, job, err
	}
	p, err := m.db.PaymentByID(ctx, job.PaymentID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, nil, job, &jobs.Permanent{Err: err}
	}
	return u, p, job, err
}

// order sends the order confirmation of a paid payment: the package, price, VAT and
// method, and the seller.
func (m *accountJobs) order(ctx context.Context, payload []byte) error {
	u, p, _, err := m.orderJob(ctx, payload)
	if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobOrderMail); skip || err != nil {
		return err
	}
	o, err := m.orderOf(ctx, u, p)
	if err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.OrderConfirmation(u.Language, u.Email, u.Name, o)
	})
}

// refund tells the member of a refund made.
func (m *accountJobs) refund(ctx context.Context, payload []byte) error {
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
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobRefundMail); skip || err != nil {
		return err
	}
	o, err := m.orderOf(ctx, u, p)
	if err != nil {
		return err
	}
	return m.send(ctx, u, func(rd mail.Renderer, _ string) (mail.Message, error) {
		return rd.Refund(u.Language, u.Email, u.Name, o, r.Amount, r.Credits)
	})
}
