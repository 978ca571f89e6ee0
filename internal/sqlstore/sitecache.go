package sqlstore

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"amora"
)

// siteCacheTTL is how long a site's settings are kept in memory: sites change rarely,
// and every request needs its site. Another instance sees a change after this long.
const siteCacheTTL = 10 * time.Second

// siteCache keeps the sites read by host for siteCacheTTL.
type siteCache struct {
	sites sync.Map // host -> cachedSite
	loads singleflight.Group
	// gen counts clears: a read that began before a clear does not store what it read,
	// which may be the row as it was before the change that cleared the cache.
	gen atomic.Uint64
}

type cachedSite struct {
	site    *amora.Site
	expires time.Time
}

// SiteByHost returns the site stored for host (without port, case-insensitive), or the
// default site '*' when the host has no row. Answers are cached for siteCacheTTL.
func (db *DB) SiteByHost(ctx context.Context, host string) (*amora.Site, error) {
	return db.sites.get(ctx, normalizeHost(host), db.readSite)
}

// PutSite creates or replaces the site of site.Host (see putSite) and forgets the
// cached sites.
func (db *DB) PutSite(ctx context.Context, site *amora.Site) error {
	defer db.sites.clear() // the default row may answer for other hosts too
	return db.putSite(ctx, site)
}

// get returns the cached site of host, or reads it with read when it is missing or
// expired. Callers get a copy each.
func (c *siteCache) get(ctx context.Context, host string, read func(context.Context, string) (*amora.Site, error)) (*amora.Site, error) {
	now := time.Now()
	if e, ok := c.sites.Load(host); ok && now.Before(e.(cachedSite).expires) {
		site := *e.(cachedSite).site // a copy: callers may change what they get
		return &site, nil
	}
	// When the cached copy runs out under load, one request reads the site again and the
	// others wait for it, instead of each reading and parsing it.
	v, err, _ := c.loads.Do(host, func() (any, error) {
		gen := c.gen.Load()
		site, err := read(context.WithoutCancel(ctx), host) // for the others too
		if err != nil {
			return nil, err
		}
		if c.gen.Load() == gen {
			c.sites.Store(host, cachedSite{site: site, expires: now.Add(siteCacheTTL)})
		}
		return site, nil
	})
	if err != nil {
		return nil, err
	}
	site := *v.(*amora.Site) // a copy, as above
	return &site, nil
}

// clear forgets every cached site.
func (c *siteCache) clear() {
	c.gen.Add(1)
	c.sites.Clear()
}
