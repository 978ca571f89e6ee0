package sqlstore

import (
	"database/sql"
	"errors"
	"strconv"
	"strings"
)

// prefixed qualifies each column of a comma-separated list with a table alias.
func prefixed(alias, columns string) string {
	cols := strings.Split(columns, ",")
	for i, c := range cols {
		cols[i] = alias + strings.TrimSpace(c)
	}
	return strings.Join(cols, ", ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// scanAfter scans a row whose first columns go to first, and the rest to what Scan is
// given: a query can put columns before those a scan function knows.
type scanAfter struct {
	row   interface{ Scan(...any) error }
	first []any
}

func (s scanAfter) Scan(dest ...any) error { return s.row.Scan(append(s.first, dest...)...) }

// scanInt64s reads the one integer column of a query's rows.
func scanInt64s(rows *sql.Rows, err error) ([]int64, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
