package sqlstore

import (
	"context"
	"database/sql"
	"slices"
	"strings"

	"amora"
)

// The sites a fictional profile appears on (issue 21): rows of fictional_sites, the
// first of them also in users.site_host. The member index keeps them per fictional
// profile, so that search, swipe and the profile page show it only on its sites.

// loadFictionalSites fills in the sites of the fictional profiles among es; a profile
// without rows (one seeded before the table) keeps its users.site_host.
func (db *DB) loadFictionalSites(ctx context.Context, es []memberEntry) error {
	var ids []any
	at := map[int64]int{}
	for i, e := range es {
		if e.fictional {
			ids = append(ids, e.id)
			at[e.id] = i
		}
	}
	if len(ids) == 0 {
		return nil
	}
	q := `SELECT fictional_id, site_host FROM fictional_sites`
	if len(ids) < 500 {
		q += ` WHERE fictional_id IN (` + placeholders(len(ids)) + `)`
	} else {
		ids = nil // a full load: read them all
	}
	rows, err := db.read.QueryContext(ctx, db.d.rebind(q+` ORDER BY fictional_id, site_host`), ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	sites := map[int64][]string{}
	for rows.Next() {
		var id int64
		var host string
		if err := rows.Scan(&id, &host); err != nil {
			return err
		}
		sites[id] = append(sites[id], host)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for id, hosts := range sites {
		if i, ok := at[id]; ok {
			es[i].sites = strings.Join(hosts, ",")
		}
	}
	return nil
}

// siteList is the sites of an entry as a list: nil for members.
func (e memberEntry) siteList() []string {
	if !e.fictional {
		return nil
	}
	return strings.Split(e.sites, ",")
}

// querier is a DB or a Tx.
type querier interface {
	query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// fictionalSites reads the sites of fictional profile f, its own (users.site_host,
// scanned into f.Sites) first.
func fictionalSites(ctx context.Context, q querier, f *amora.FictionalProfile) error {
	sites, err := fictionalSitesOf(ctx, q, f.ID, ownSite(f.FictionalInput))
	f.Sites = sites
	return err
}

func fictionalSitesOf(ctx context.Context, tx querier, id int64, own string) ([]string, error) {
	rows, err := tx.query(ctx, `SELECT site_host FROM fictional_sites WHERE fictional_id = ? ORDER BY site_host`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{own}
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		if h != own {
			out = append(out, h)
		}
	}
	return out, rows.Err()
}

// setFictionalSitesTx replaces the sites of fictional profile id (validated: at
// least one, each once).
func setFictionalSitesTx(ctx context.Context, tx *Tx, id int64, sites []string) error {
	if _, err := tx.exec(ctx, `DELETE FROM fictional_sites WHERE fictional_id = ?`, id); err != nil {
		return err
	}
	for _, h := range slices.Compact(slices.Clone(sites)) {
		if _, err := tx.exec(ctx, `INSERT INTO fictional_sites (fictional_id, site_host) VALUES (?, ?) ON CONFLICT DO NOTHING`, id, h); err != nil {
			return err
		}
	}
	return nil
}

// ownSite is the site stored in users.site_host: the first of the profile's sites.
func ownSite(in amora.FictionalInput) string {
	if len(in.Sites) == 0 {
		return amora.DefaultSiteHost
	}
	return in.Sites[0]
}
