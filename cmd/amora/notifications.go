package main

import (
	"amora"
	"amora/internal/config"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
)

// wireNotifications gives the API the notification settings, the key of the settings
// links in e-mails (derived from the media key, which every instance shares) and the
// secret of the mail events webhook.
func wireNotifications(cfg config.Config, db *sqlstore.DB, api *httpapi.Server) error {
	key, err := mediaKey(cfg)
	if err != nil {
		return err
	}
	api.Notifications = db
	api.SettingsKey = amora.SettingsTokenKey(key)
	api.MailEventsSecret = cfg.MailEventsSecret
	return nil
}
