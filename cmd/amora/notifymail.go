package main

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/httpapi"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/notifymail"
	"amora/internal/sqlstore"
)

// newNotifyMails makes the mailer of the notification e-mails about conversations,
// messages and likes (with the sender's photo signed by photos) and registers its job handler before the runner starts; the API
// server, which knows the members' presence, joins later (apiPresence).
func newNotifyMails(cfg config.Config, db *sqlstore.DB, acct *accountJobs, photos amora.PhotoSigner, runner *jobs.Runner, logger *slog.Logger) (*notifymail.Mailer, *apiPresence, error) {
	key, err := mediaKey(cfg)
	if err != nil {
		return nil, nil, err
	}
	presence := &apiPresence{}
	m := &notifymail.Mailer{DB: db, Presence: presence, Transport: acct.transport, TokenKey: amora.SettingsTokenKey(key), Mailbox: cfg.UnsubscribeMailbox,
		Wake: runner.Wake, Logger: logger, Photos: photos,
		Site: func(ctx context.Context, u *amora.User) (*amora.Site, mail.Renderer, string, error) {
			site, base, err := acct.siteFor(ctx, u)
			if err != nil {
				return nil, mail.Renderer{}, "", err
			}
			return site, mail.Renderer{SiteName: site.Settings.Name, BaseURL: base, SupportEmail: site.Settings.SupportEmail}, base, nil
		}}
	m.Register(runner)
	return m, presence, nil
}

// apiPresence answers amora.Presence from the API server once it is set; until then
// every member counts as away.
type apiPresence struct {
	api atomic.Pointer[httpapi.Server]
}

func (p *apiPresence) Presence(memberID int64) (bool, time.Time) {
	if api := p.api.Load(); api != nil {
		return api.Presence(memberID)
	}
	return false, time.Time{}
}
