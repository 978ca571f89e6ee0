package main

import (
	"context"
	"log/slog"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/push"
	"amora/internal/sqlstore"
)

// newPush makes the web push notifier (issue 19) with the VAPID keys of the
// configuration, or else those kept in the database (made at first start), and
// registers its job handler before the runner starts.
func newPush(ctx context.Context, cfg config.Config, db *sqlstore.DB, acct *accountJobs, runner *jobs.Runner, logger *slog.Logger) (*push.Notifier, error) {
	keys, err := vapidKeys(ctx, cfg, db)
	if err != nil {
		return nil, err
	}
	n := &push.Notifier{DB: db, Sender: &push.Sender{Keys: keys}, Site: acct.siteFor, Wake: runner.Wake, Logger: logger}
	n.Register(runner)
	return n, nil
}

// vapidKeys returns the configured key pair, or the database's.
func vapidKeys(ctx context.Context, cfg config.Config, db *sqlstore.DB) (push.Keys, error) {
	if cfg.VAPIDPrivateKey != "" {
		return push.KeysFromPrivate(cfg.VAPIDPrivateKey)
	}
	priv, pub, err := db.VAPIDKeys(ctx, push.GenerateKeys)
	return push.Keys{Private: priv, Public: pub}, err
}

// notifiers tells every notifier of a message or a like (the mailer and the pusher).
type notifiers []amora.MailNotifier

func (ns notifiers) MessageSent(ctx context.Context, recipientID int64, sent amora.Sent) error {
	for _, n := range ns {
		if err := n.MessageSent(ctx, recipientID, sent); err != nil {
			return err
		}
	}
	return nil
}

func (ns notifiers) Liked(ctx context.Context, likerID, likedID int64, match bool) error {
	for _, n := range ns {
		if err := n.Liked(ctx, likerID, likedID, match); err != nil {
			return err
		}
	}
	return nil
}
