package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// mailer sends the account e-mails that jobs ask for. Links carry a token made when
// the job runs, so that no raw token is ever stored, not even in a job's payload.
type mailer struct {
	db        *sqlstore.DB
	transport mail.Transport
	baseURL   string
}

func newMailer(cfg config.Config, db *sqlstore.DB) (*mailer, error) {
	var t mail.Transport = &mail.Outbox{Dir: cfg.OutboxDir(), From: cfg.MailFrom}
	if cfg.SMTPURL != "" {
		smtp, err := mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom)
		if err != nil {
			return nil, fmt.Errorf("smtp: %w", err)
		}
		t = smtp
	}
	return &mailer{db: db, transport: t, baseURL: cfg.BaseURL}, nil
}

func (m *mailer) register(r *jobs.Runner) {
	r.Handle(sqlstore.JobActivationMail, m.activation)
}

// siteFor returns the member's site and the base URL of its links: the site's own
// domain when it has a row of its own (a host an operator configured, never one taken
// from a request), else the configured base URL.
func (m *mailer) siteFor(ctx context.Context, u *amora.User) (*amora.Site, string, error) {
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

func (m *mailer) userJob(ctx context.Context, payload []byte) (*amora.User, error) {
	var p sqlstore.UserJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, &jobs.Permanent{Err: err}
	}
	u, err := m.db.FindUser(ctx, p.UserID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, &jobs.Permanent{Err: err}
	}
	return u, err
}

// activation sends the link that confirms a new member's address.
func (m *mailer) activation(ctx context.Context, payload []byte) error {
	u, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if u.Status != amora.UserNotConfirmed {
		return nil // confirmed meanwhile: nothing to send
	}
	site, base, err := m.siteFor(ctx, u)
	if err != nil {
		return err
	}
	token, err := m.db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
	if err != nil {
		return err
	}
	r := mail.Renderer{SiteName: site.Settings.Name, BaseURL: base, SupportEmail: site.Settings.SupportEmail}
	msg, err := r.Activation(u.Language, u.Email, u.Name, base+"/activate/done?token="+url.QueryEscape(token))
	if err != nil {
		return &jobs.Permanent{Err: err}
	}
	return m.transport.Send(ctx, msg)
}
