package sqlstore

import (
	"context"
	"encoding/json"

	"amora"
)

// CreateSite stores a new site with its audit entry, in one transaction; a host that
// has a site already is amora.ErrSiteExists, and nothing is written.
func (db *DB) CreateSite(ctx context.Context, site *amora.Site, by amora.AuditEntry) error {
	host := normalizeHost(site.Host)
	if host == "" || host == amora.DefaultSiteHost {
		return amora.ErrSiteExists()
	}
	settings, err := json.Marshal(site.Settings)
	if err != nil {
		return err
	}
	company, err := json.Marshal(site.Company)
	if err != nil {
		return err
	}
	defer db.sites.clear()
	now := db.Now()
	err = db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `INSERT INTO sites (host, settings, company, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (host) DO NOTHING`, host, string(settings), string(company), formatTime(now))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return amora.ErrSiteExists()
		}
		return tx.Audit(ctx, by)
	})
	if err == nil {
		site.Host, site.CreatedAt = host, now
	}
	return err
}
