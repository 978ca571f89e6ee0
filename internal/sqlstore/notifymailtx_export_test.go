package sqlstore

import (
	"context"
	"encoding/json"

	"amora"
)

// NotifyMailJobRow is a queued notification e-mail job as tests read it.
type NotifyMailJobRow struct {
	Job       amora.NotifyMailJob
	RunAt     string
	CreatedAt string
}

// NotifyMailJobs reads every notification e-mail job in order.
func (db *DB) NotifyMailJobs(ctx context.Context) ([]NotifyMailJobRow, error) {
	rows, err := db.query(ctx, `SELECT payload, run_at, created_at FROM jobs WHERE kind = ? ORDER BY id`, JobNotifyMail)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []NotifyMailJobRow
	for rows.Next() {
		var r NotifyMailJobRow
		var payload []byte
		if err := rows.Scan(&payload, &r.RunAt, &r.CreatedAt); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(payload, &r.Job); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
