package main

import (
	"context"
	"encoding/json"
	"net/url"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// accountJobs does the account work that jobs ask for: the e-mails and the purge of
// deleted accounts. Links carry a token made when the job runs, so that no raw token
// is ever stored, not even in a job's payload.
type accountJobs struct {
	db        *sqlstore.DB
	transport mail.Transport
	baseURL   string
}

func newAccountJobs(cfg config.Config, db *sqlstore.DB) (*accountJobs, error) {
	t, err := newMailTransport(cfg)
	if err != nil {
		return nil, err
	}
	return &accountJobs{db: db, transport: t, baseURL: cfg.BaseURL}, nil
}

func (m *accountJobs) register(r *jobs.Runner) {
	r.Handle(sqlstore.JobActivationMail, m.activation)
	r.Handle(sqlstore.JobPasswordResetMail, m.passwordReset)
	r.Handle(sqlstore.JobPasswordChangedMail, m.passwordChanged)
	r.Handle(sqlstore.JobEmailChangeMail, m.emailChange)
	r.Handle(sqlstore.JobEmailChangedMail, m.emailChanged)
	r.Handle(sqlstore.JobAccountDeletedMail, m.accountDeleted)
	r.Handle(sqlstore.JobBanMail, m.ban)
	r.Handle(sqlstore.JobOrderMail, m.order)
	r.Handle(sqlstore.JobRefundMail, m.refund)
	r.Handle(sqlstore.JobChargebackMail, m.chargeback)
	r.Handle(sqlstore.JobPurgeAccount, m.purge)
	m.registerComplaints(r)
}

// siteFor returns the member's site and the base URL of its links: the site's own
// domain when it has a row of its own (a host an operator configured, never one taken
// from a request), else the configured base URL.
func (m *accountJobs) siteFor(ctx context.Context, u *amora.User) (*amora.Site, string, error) {
	site, err := m.db.SiteByHost(ctx, u.SiteHost)
	if err != nil {
		return nil, "", err
	}
	base := m.baseURL
	if site.Host != amora.DefaultSiteHost {
		if b, err := url.Parse(m.baseURL); err == nil {
			base = b.Scheme + "://" + site.Host
		}
	}
	return site, base, nil
}

func (m *accountJobs) userJob(ctx context.Context, payload []byte) (*amora.User, sqlstore.UserJob, error) {
	var p sqlstore.UserJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, p, &jobs.Permanent{Err: err}
	}
	u, err := m.db.FindUser(ctx, p.UserID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, p, &jobs.Permanent{Err: err}
	}
	return u, p, err
}

// send renders one e-mail for u with the site's renderer and sends it.
func (m *accountJobs) send(ctx context.Context, u *amora.User, render func(r mail.Renderer, base string) (mail.Message, error)) error {
	site, base, err := m.siteFor(ctx, u)
	if err != nil {
		return err
	}
	msg, err := render(mail.Renderer{SiteName: site.Settings.Name, BaseURL: base, SupportEmail: site.Settings.SupportEmail}, base)
	if err != nil {
		return &jobs.Permanent{Err: err}
	}
	return m.transport.Send(ctx, msg)
}

// passwordReset sends a link to choose a new password.
func (m *accountJobs) passwordReset(ctx context.Context, payload []byte) error {
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobPasswordResetMail); skip || err != nil {
		return err
	}
	token, err := m.db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
	if err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.PasswordReset(u.Language, u.Email, u.Name, base+"/reset-password/do?token="+url.QueryEscape(token))
	})
}

// passwordChanged tells the member their password changed, in case it was not them.
func (m *accountJobs) passwordChanged(ctx context.Context, payload []byte) error {
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobPasswordChangedMail); skip || err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.PasswordChanged(u.Language, u.Email, u.Name)
	})
}

// emailChange sends the confirmation link to the new address.
func (m *accountJobs) emailChange(ctx context.Context, payload []byte) error {
	u, job, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	token, err := m.db.CreateEmailChangeToken(ctx, u.ID, job.Email)
	if err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.EmailChange(u.Language, job.Email, u.Name, base+"/mail-change/do?token="+url.QueryEscape(token))
	})
}

// emailChanged tells the old address that the account moved, with the link that
// undoes the change and locks the account.
func (m *accountJobs) emailChanged(ctx context.Context, payload []byte) error {
	u, job, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	token, err := m.db.CreateEmailUndoToken(ctx, u.ID, job.Email)
	if err != nil {
		return err
	}
	days := int(amora.EmailUndoLifetime.Hours() / 24)
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.EmailChanged(u.Language, job.Email, u.Name, job.NewEmail, base+"/mail-change/undo?token="+url.QueryEscape(token), days)
	})
}

// accountDeleted sends the reactivation link, valid for the reactivation window.
func (m *accountJobs) accountDeleted(ctx context.Context, payload []byte) error {
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if u.Status != amora.UserDeleted {
		return nil
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobAccountDeletedMail); skip || err != nil {
		return err
	}
	token, err := m.db.CreateToken(ctx, u.ID, amora.TokenReactivate, amora.ReactivationWindow)
	if err != nil {
		return err
	}
	days := int(amora.ReactivationWindow.Hours() / 24)
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.AccountDeleted(u.Language, u.Email, u.Name, base+"/account-deleted?reactivate="+url.QueryEscape(token), days)
	})
}

// purge erases an account whose reactivation window has passed.
func (m *accountJobs) purge(ctx context.Context, payload []byte) error {
	var p sqlstore.UserJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return &jobs.Permanent{Err: err}
	}
	return m.db.PurgeAccount(ctx, p.UserID)
}

// activation sends the link that confirms a new member's address.
func (m *accountJobs) activation(ctx context.Context, payload []byte) error {
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if u.Status != amora.UserNotConfirmed {
		return nil // confirmed meanwhile: nothing to send
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobActivationMail); skip || err != nil {
		return err
	}
	back, err := m.db.SignupReturn(ctx, u.ID)
	if err != nil {
		return err
	}
	token, err := m.db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
	if err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.Activation(u.Language, u.Email, u.Name, amora.ActivationLink(base, token, back))
	})
}
