// Package sqlstore implements Amora's services on database/sql, with SQLite as the
// embedded default and PostgreSQL for scale. It is the only package that speaks SQL.
package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver

	"amora"
)

// DB is an open database. SQLite gets one writer connection and a pool of readers;
// PostgreSQL uses one pool for both.
type DB struct {
	write *sql.DB
	read  *sql.DB
	d     dialect
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Hasher runs every password hash and check: a bounded number at once.
	Hasher *amora.Hasher

	caches // the caches, coalescers and batchers around the SQL (caches.go)
}

// Open opens the database at url: a postgres:// URL, or a path to a SQLite file that is
// created when missing. It does not migrate; call Migrate.
func Open(url string) (*DB, error) {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		pool, err := sql.Open(postgresDialect.driver, url)
		if err != nil {
			return nil, err
		}
		pool.SetMaxOpenConns(25)
		pool.SetMaxIdleConns(25)
		pool.SetConnMaxIdleTime(5 * time.Minute)
		return newDB(pool, pool, postgresDialect), nil
	}
	if dir := filepath.Dir(url); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, err
		}
	}
	dsn := "file:" + url + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_pragma=temp_store(MEMORY)"
	// The writer leaves checkpoints to the checkpointer.
	write, err := sql.Open(sqliteDialect.driver, dsn+"&_txlock=immediate&_pragma=wal_autocheckpoint(0)")
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1)
	read, err := sql.Open(sqliteDialect.driver, dsn+"&_pragma=query_only(1)")
	if err != nil {
		write.Close()
		return nil, err
	}
	read.SetMaxOpenConns(8)
	// Keep every reader: database/sql keeps 2 idle by default, and a new SQLite
	// connection runs its pragmas and reads the whole schema before its first query.
	read.SetMaxIdleConns(8)
	ckpt, err := startCheckpointer(dsn)
	if err != nil {
		write.Close()
		read.Close()
		return nil, err
	}
	db := newDB(write, read, sqliteDialect)
	db.checkpoints = ckpt
	return db, nil
}

func newDB(write, read *sql.DB, d dialect) *DB {
	db := &DB{write: write, read: read, d: d, Now: now, Hasher: amora.NewHasher(0, -1, 0)}
	db.startCaches()
	return db
}

func now() time.Time { return time.Now().UTC() }

// Dialect names the database in use: "sqlite" or "postgres".
func (db *DB) Dialect() string { return db.d.name }

// Ping checks that the database answers; /readyz uses it.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.write.PingContext(ctx); err != nil {
		return err
	}
	return db.read.PingContext(ctx)
}

// Close closes every connection.
func (db *DB) Close() error {
	db.stopCaches()
	if db.checkpoints != nil {
		defer db.checkpoints.close() // after the other connections: the log empties
	}
	err := db.write.Close()
	if db.read != db.write {
		if rerr := db.read.Close(); err == nil {
			err = rerr
		}
	}
	return err
}

// Tx is a write transaction with the dialect's placeholder rebinding.
type Tx struct {
	*sql.Tx
	d   dialect
	now func() time.Time

	changed []int64 // members whose search or profile data this transaction changes
	stmts   *stmtCache
}

// memberChanged logs, in the transaction, that what search or a profile page shows of
// these members changes, so that every instance's copy of them is refreshed (see
// members).
func (tx *Tx) memberChanged(ctx context.Context, ids ...int64) error {
	at := formatTime(tx.now())
	tx.changed = append(tx.changed, ids...)
	for _, id := range ids {
		if _, err := tx.exec(ctx, `INSERT INTO member_changes (user_id, changed_at) VALUES (?, ?)`, id, at); err != nil {
			return err
		}
	}
	return nil
}

func (tx *Tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	q = tx.d.rebind(q)
	if st := tx.stmts.get(ctx, q, true); st != nil {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, q, args...)
}

func (tx *Tx) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	q = tx.d.rebind(q)
	if st := tx.stmts.get(ctx, q, true); st != nil {
		return tx.StmtContext(ctx, st).QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, q, args...)
}

func (tx *Tx) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	q = tx.d.rebind(q)
	if st := tx.stmts.get(ctx, q, true); st != nil {
		return tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, q, args...)
}

// inTx runs fn in a write transaction, committing when fn returns nil.
func (db *DB) inTx(ctx context.Context, fn func(tx *Tx) error) error {
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	tx := &Tx{Tx: sqlTx, d: db.d, now: db.Now, stmts: db.writeStmts}
	if err := fn(tx); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return err
	}
	db.committed(ctx, tx)
	return nil
}

// queryRow runs a read-only query on the reader pool.
func (db *DB) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	q = db.d.rebind(q)
	if st := db.readStmts.get(ctx, q, false); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return db.read.QueryRowContext(ctx, q, args...)
}

// query runs a read-only query on the reader pool.
func (db *DB) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	q = db.d.rebind(q)
	if st := db.readStmts.get(ctx, q, false); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return db.read.QueryContext(ctx, q, args...)
}

// ExecAdmin runs a statement outside any transaction, such as CREATE DATABASE for
// tools that make their own databases.
func (db *DB) ExecAdmin(ctx context.Context, stmt string) error {
	_, err := db.write.ExecContext(ctx, stmt)
	return err
}
