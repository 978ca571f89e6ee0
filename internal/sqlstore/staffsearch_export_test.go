package sqlstore

import (
	"context"
	"strings"
)

// StaffSearchPlans returns the query plan of every look-up of the console's member
// search, by field and place in memberLookups ("ip/1"), and of the pages by status
// ("status/banned"), with sequential scans discouraged on PostgreSQL (its tables are
// nearly empty in tests).
func (db *DB) StaffSearchPlans(ctx context.Context) (map[string]string, error) {
	banned, _ := db.statusPage("banned")
	deleted, _ := db.statusPage("deleted")
	queries := map[string]string{"payment/own": paymentByOwnID, "status/banned": banned, "status/deleted": deleted}
	for field, qs := range memberLookups {
		for i, q := range qs {
			queries[field+"/"+itoa(i)] = q
		}
	}
	plans := map[string]string{}
	err := db.inTx(ctx, func(tx *Tx) error {
		explain := "EXPLAIN QUERY PLAN "
		if db.Dialect() == "postgres" {
			explain = "EXPLAIN "
			if _, err := tx.exec(ctx, `SET LOCAL enable_seqscan = off`); err != nil {
				return err
			}
		}
		for name, q := range queries {
			args := []any{"x", int64(100), 10}
			switch {
			case strings.HasPrefix(name, "status/"):
				args = args[1:]
			case name == "payment/own" || name == "id/0":
				args[0] = int64(1)
			}
			rows, err := tx.query(ctx, explain+q, args...)
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
			plans[name] = strings.Join(lines, "\n")
		}
		return nil
	})
	return plans, err
}
