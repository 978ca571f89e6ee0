package sqlstore

import (
	"context"
	"time"
)

// deskOldestBySite answers how long the oldest conversation of each site (the
// member's site host) has waited in the desk's queue, for the supervisor's alert.
func (db *DB) deskOldestBySite(ctx context.Context, now time.Time) (map[string]time.Duration, error) {
	rows, err := db.query(ctx, `SELECT m.site_host, MIN(q.waiting_since) FROM desk_queue q JOIN users m ON m.id = q.member_id GROUP BY m.site_host`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]time.Duration{}
	for rows.Next() {
		var host, since string
		if err := rows.Scan(&host, &since); err != nil {
			return nil, err
		}
		if t, err := parseTime(since); err == nil {
			out[host] = now.Sub(t)
		}
	}
	return out, rows.Err()
}
