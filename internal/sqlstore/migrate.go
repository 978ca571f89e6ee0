package sqlstore

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies the dialect's migrations that have not run yet, each in its own
// transaction, in the order of their numbers. Both dialects number their files alike.
func (db *DB) Migrate(ctx context.Context) error {
	files, err := migrationFiles(db.d.name)
	if err != nil {
		return err
	}
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if db.d.lockMigrations != "" {
		if _, err := conn.ExecContext(ctx, db.d.lockMigrations); err != nil {
			return fmt.Errorf("lock migrations: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), db.d.unlockMigrations)
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, f := range files {
		var n int
		if err := conn.QueryRowContext(ctx, db.d.rebind(`SELECT COUNT(*) FROM schema_migrations WHERE version = ?`), f.version).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			continue
		}
		tx, err := conn.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, f.sql); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", f.name, err)
		}
		if _, err := tx.ExecContext(ctx, db.d.rebind(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`), f.version, f.name, db.Now().Format("2006-01-02T15:04:05Z")); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migration %s: %w", f.name, err)
		}
	}
	return nil
}

type migrationFile struct {
	version int
	name    string
	sql     string
}

func migrationFiles(dialectName string) ([]migrationFile, error) {
	dir := "migrations/" + dialectName
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return nil, err
	}
	var files []migrationFile
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			return nil, fmt.Errorf("migration file %s: want NNNN_name.sql", e.Name())
		}
		b, err := fs.ReadFile(migrations, dir+"/"+e.Name())
		if err != nil {
			return nil, err
		}
		files = append(files, migrationFile{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].version < files[j].version })
	return files, nil
}
