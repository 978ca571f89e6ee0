// Package storetest gives tests a fresh, migrated database: a SQLite file in a
// temporary directory and, when AMORA_TEST_POSTGRES_URL is set, a PostgreSQL database
// created for the test with a unique name and dropped afterwards.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"amora/internal/sqlstore"
)

// PostgresEnv names the variable holding the URL of a PostgreSQL server (any database
// on it) where tests may create and drop databases.
const PostgresEnv = "AMORA_TEST_POSTGRES_URL"

// ForEachDB runs fn as a subtest against a fresh SQLite database and, when PostgresEnv
// is set, against a fresh PostgreSQL database.
func ForEachDB(t *testing.T, fn func(t *testing.T, db *sqlstore.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	if os.Getenv(PostgresEnv) != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
	}
}

// ForEachDBPair is ForEachDB with two handles on the same database, as two instances
// of the server would have.
func ForEachDBPair(t *testing.T, fn func(t *testing.T, a, b *sqlstore.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		dsn := filepath.Join(t.TempDir(), "amora.db")
		fn(t, open(t, dsn), open(t, dsn))
	})
	if os.Getenv(PostgresEnv) != "" {
		t.Run("postgres", func(t *testing.T) {
			dsn := postgresDSN(t)
			fn(t, open(t, dsn), open(t, dsn))
		})
	}
}

// SQLite opens a migrated SQLite database in t's temporary directory.
func SQLite(t testing.TB) *sqlstore.DB {
	t.Helper()
	return open(t, filepath.Join(t.TempDir(), "amora.db"))
}

// Postgres creates a migrated PostgreSQL database for t and drops it when t ends.
// It skips t when PostgresEnv is not set.
func Postgres(t testing.TB) *sqlstore.DB {
	t.Helper()
	return open(t, postgresDSN(t))
}

// PostgresURL creates an empty PostgreSQL database for t and returns its URL; the
// database is dropped when t ends (its connections ended first). It skips t when
// PostgresEnv is not set. For tests that hand the database to processes of their own.
func PostgresURL(t testing.TB) string {
	t.Helper()
	return postgresDSN(t)
}

// postgresDSN creates an empty PostgreSQL database for t, dropped when t ends.
func postgresDSN(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		t.Skip(PostgresEnv + " is not set")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Close() })
	buf := make([]byte, 8)
	rand.Read(buf)
	name := "amora_test_" + hex.EncodeToString(buf)
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`); err != nil {
			t.Errorf("drop test database %s: %v", name, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

func open(t testing.TB, dsn string) *sqlstore.DB {
	t.Helper()
	db, err := sqlstore.Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}
