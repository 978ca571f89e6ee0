package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"amora"
)

var _ amora.SiteService = (*DB)(nil)

// readSite reads the site stored for host (normalized), or the default site '*' when
// the host has no row; SiteByHost caches its answers (see siteCache).
func (db *DB) readSite(ctx context.Context, host string) (*amora.Site, error) {
	var hostCol, settings, company, created string
	err := db.queryRow(ctx, `SELECT host, settings, company, created_at FROM sites WHERE host IN (?, ?) ORDER BY host = ? LIMIT 1`,
		host, amora.DefaultSiteHost, amora.DefaultSiteHost).Scan(&hostCol, &settings, &company, &created)
	if errors.Is(err, sql.ErrNoRows) {
		// A database whose default row was removed still serves the built-in defaults.
		return &amora.Site{Host: amora.DefaultSiteHost, Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}, nil
	} else if err != nil {
		return nil, err
	}
	return siteFromRow(hostCol, settings, company, created)
}

// siteFromRow builds a site from its stored row: the settings over the defaults.
func siteFromRow(host, settings, company, created string) (*amora.Site, error) {
	s, err := amora.MergeSettings([]byte(settings))
	if err != nil {
		return nil, err
	}
	c := amora.DefaultCompanyInfo()
	if err := json.Unmarshal([]byte(company), &c); err != nil {
		return nil, amora.Errorf(amora.EINVALID, "Invalid company info for %s: %v", host, err)
	}
	site := &amora.Site{Host: host, Settings: s, Company: c}
	site.CreatedAt, err = parseTime(created)
	return site, err
}

// putSite creates or replaces the site of site.Host. Only the fields that differ from
// the defaults matter, but the whole settings object is stored for clarity.
func (db *DB) putSite(ctx context.Context, site *amora.Site) error {
	host := normalizeHost(site.Host)
	if host == "" {
		return amora.Errorf(amora.EINVALID, "A site needs a host.")
	}
	settings, err := json.Marshal(site.Settings)
	if err != nil {
		return err
	}
	company, err := json.Marshal(site.Company)
	if err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO sites (host, settings, company, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (host) DO UPDATE SET settings = excluded.settings, company = excluded.company`,
			host, string(settings), string(company), formatTime(db.Now()))
		return err
	})
}

// normalizeHost lower-cases a Host header value and drops its port.
func normalizeHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	if strings.HasPrefix(h, "[") { // IPv6 literal
		if i := strings.Index(h, "]"); i > 0 {
			return h[:i+1]
		}
	}
	if i := strings.LastIndexByte(h, ':'); i >= 0 {
		h = h[:i]
	}
	return strings.TrimSuffix(h, ".")
}
