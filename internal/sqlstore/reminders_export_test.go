package sqlstore

import (
	"context"
	"strings"
)

// ReminderPlans returns the query plan of each reminder kind's due query, with
// sequential scans discouraged on PostgreSQL (its tables are nearly empty in tests).
func (db *DB) ReminderPlans(ctx context.Context) (map[string]string, error) {
	plans := map[string]string{}
	err := db.inTx(ctx, func(tx *Tx) error {
		explain := "EXPLAIN QUERY PLAN "
		if db.Dialect() == "postgres" {
			explain = "EXPLAIN "
			if _, err := tx.exec(ctx, `SET LOCAL enable_seqscan = off`); err != nil {
				return err
			}
		}
		for kind := range dueReminderQueries {
			q := db.dueReminderQuery(kind)
			rows, err := tx.query(ctx, explain+q, "2026-01-01", "2026-01-02", "reminders")
			if err != nil {
				return err
			}
			var lines []string
			for rows.Next() {
				cols, _ := rows.Columns()
				vals := make([]any, len(cols))
				ptrs := make([]any, len(cols))
				for i := range vals {
					ptrs[i] = &vals[i]
				}
				if err := rows.Scan(ptrs...); err != nil {
					rows.Close()
					return err
				}
				for _, v := range vals {
					switch s := v.(type) {
					case string:
						lines = append(lines, s)
					case []byte:
						lines = append(lines, string(s))
					}
				}
			}
			rows.Close()
			plans[kind] = strings.Join(lines, "\n")
		}
		return nil
	})
	return plans, err
}
