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
