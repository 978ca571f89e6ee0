package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"amora"
)

var _ amora.SiteService = (*DB)(nil)

// siteCacheTTL is how long a site's settings are kept in memory: sites change rarely,
// and every request needs its site. Another instance sees a change after this long.
const siteCacheTTL = 10 * time.Second

type cachedSite struct {
	site    *amora.Site
	expires time.Time
}

// SiteByHost returns the site stored for host (without port, case-insensitive), or the
// default site '*' when the host has no row. Answers are cached for siteCacheTTL.
func (db *DB) SiteByHost(ctx context.Context, host string) (*amora.Site, error) {
	host = normalizeHost(host)
	now := time.Now()
	if c, ok := db.sites.Load(host); ok && now.Before(c.(cachedSite).expires) {
		site := *c.(cachedSite).site // a copy: callers may change what they get
		return &site, nil
	}
	// When the cached copy runs out under load, one request reads the site again and the
	// others wait for it, instead of each reading and parsing it.
	v, err, _ := db.siteLoads.Do(host, func() (any, error) {
		site, err := db.loadSite(context.WithoutCancel(ctx), host) // for the others too
		if err != nil {
			return nil, err
		}
		db.sites.Store(host, cachedSite{site: site, expires: now.Add(siteCacheTTL)})
		return site, nil
	})
	if err != nil {
		return nil, err
	}
	site := *v.(*amora.Site) // a copy, as above
	return &site, nil
}

func (db *DB) loadSite(ctx context.Context, host string) (*amora.Site, error) {
	var hostCol, settings, company, created string
	err := db.queryRow(ctx, `SELECT host, settings, company, created_at FROM sites WHERE host IN (?, ?) ORDER BY host = ? LIMIT 1`,
		host, amora.DefaultSiteHost, amora.DefaultSiteHost).Scan(&hostCol, &settings, &company, &created)
	if errors.Is(err, sql.ErrNoRows) {
		// A database whose default row was removed still serves the built-in defaults.
		return &amora.Site{Host: amora.DefaultSiteHost, Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}, nil
	} else if err != nil {
		return nil, err
	}
	s, err := amora.MergeSettings([]byte(settings))
	if err != nil {
		return nil, err
	}
	c := amora.DefaultCompanyInfo()
	if err := json.Unmarshal([]byte(company), &c); err != nil {
		return nil, amora.Errorf(amora.EINVALID, "Invalid company info for %s: %v", hostCol, err)
	}
	site := &amora.Site{Host: hostCol, Settings: s, Company: c}
	site.CreatedAt, err = parseTime(created)
	return site, err
}

// PutSite creates or replaces the site of site.Host. Only the fields that differ from
// the defaults matter, but the whole settings object is stored for clarity.
func (db *DB) PutSite(ctx context.Context, site *amora.Site) error {
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
	defer db.sites.Clear() // the default row may answer for other hosts too
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
