package sqlstore

import (
	"context"
	"encoding/json"

	"amora"
)

var _ amora.SiteAdminService = (*DB)(nil)

// ListSites returns the stored sites, the default '*' first, then by host.
func (db *DB) ListSites(ctx context.Context) ([]amora.Site, error) {
	rows, err := db.query(ctx, `SELECT host, settings, company, created_at FROM sites ORDER BY host <> ?, host`, amora.DefaultSiteHost)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []amora.Site{}
	for rows.Next() {
		var host, settings, company, created string
		if err := rows.Scan(&host, &settings, &company, &created); err != nil {
			return nil, err
		}
		site, err := siteFromRow(host, settings, company, created)
		if err != nil {
			return nil, err
		}
		out = append(out, *site)
	}
	return out, rows.Err()
}

// StoredSite returns the site stored for exactly host, without the fallback to '*'.
func (db *DB) StoredSite(ctx context.Context, host string) (*amora.Site, error) {
	var settings, company, created string
	host = normalizeHost(host)
	if host == "" {
		return nil, amora.ErrSiteNotFound()
	}
	err := db.queryRow(ctx, `SELECT settings, company, created_at FROM sites WHERE host = ?`, host).Scan(&settings, &company, &created)
	if isNoRows(err) {
		return nil, amora.ErrSiteNotFound()
	} else if err != nil {
		return nil, err
	}
	return siteFromRow(host, settings, company, created)
}

// UpdateSite replaces the settings and company details of a stored site, with its
// audit entry, and forgets this instance's cached sites.
func (db *DB) UpdateSite(ctx context.Context, site *amora.Site, by amora.AuditEntry) error {
	settings, err := json.Marshal(site.Settings)
	if err != nil {
		return err
	}
	company, err := json.Marshal(site.Company)
	if err != nil {
		return err
	}
	defer db.sites.clear()
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE sites SET settings = ?, company = ? WHERE host = ?`, string(settings), string(company), site.Host)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return amora.ErrSiteNotFound()
		}
		return tx.Audit(ctx, by)
	})
}

// ForgetSites drops the cached sites of this instance.
func (db *DB) ForgetSites() { db.sites.clear() }
