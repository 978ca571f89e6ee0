package sqlstore

import (
	"strconv"
	"strings"

	"amora"
)

// dialect holds every difference between SQLite and PostgreSQL that the store needs.
// Queries are written once with ? placeholders and rebound for PostgreSQL.
type dialect struct {
	name   string // "sqlite" or "postgres"
	driver string // the database/sql driver name
	// lockMigrations serialises migrations between instances starting at once.
	lockMigrations, unlockMigrations string
	// claimJob selects the next due job for update, skipping rows other workers hold.
	claimJob string
	// analyze refreshes the planner's statistics after bulk changes.
	analyze string
	// lockUser takes a member's users row for the rest of the transaction, so that
	// a member's concurrent requests that count and then write take turns.
	lockUser string
}

var sqliteDialect = dialect{
	name:   "sqlite",
	driver: "sqlite",
	// SQLite has one writer at a time; BEGIN IMMEDIATE in the migration transaction is the lock.
	claimJob: `SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ? ORDER BY run_at, id LIMIT 1`,
	analyze:  `ANALYZE`,
	// The write transaction (BEGIN IMMEDIATE) already holds the only write lock.
	lockUser: `SELECT id FROM users WHERE id = ?`,
}

var postgresDialect = dialect{
	name:             "postgres",
	driver:           "pgx",
	lockMigrations:   `SELECT pg_advisory_lock(7209113)`,
	unlockMigrations: `SELECT pg_advisory_unlock(7209113)`,
	claimJob:         `SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ? ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
	analyze:          `ANALYZE users`,
	lockUser:         `SELECT id FROM users WHERE id = ? FOR UPDATE`,
}

// rebind turns ? placeholders into $1, $2... for PostgreSQL. Queries never contain a
// literal question mark.
func (d dialect) rebind(q string) string {
	if d.name != "postgres" {
		return q
	}
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isUniqueViolation reports whether err is a unique-constraint failure.
func (d dialect) isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	s := err.Error()
	return strings.Contains(s, "UNIQUE constraint failed") || strings.Contains(s, "SQLSTATE 23505")
}

// statsPeriod is the SQL of the first day of day's period ('YYYY-MM-DD' text, as
// amora.StatsPeriod computes it): the day itself, the Monday of its ISO week, or the
// first of its month.
func (d dialect) statsPeriod(granularity string) string {
	switch granularity {
	case amora.GranularityWeek:
		if d.name == postgresDialect.name {
			return `to_char(date_trunc('week', CAST(day AS date)), 'YYYY-MM-DD')`
		}
		return `date(day, '-' || ((CAST(strftime('%w', day) AS INTEGER) + 6) % 7) || ' days')`
	case amora.GranularityMonth:
		return `substr(day, 1, 7) || '-01'`
	}
	return `day`
}
