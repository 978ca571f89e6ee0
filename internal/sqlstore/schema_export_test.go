package sqlstore

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// Table is one table of a migrated schema as both dialects can describe it: its
// columns by kind, its indexes by their columns, and its foreign keys.
type Table struct {
	Columns     map[string]string // column -> kind: int, text, real, bool, blob
	Indexes     []string          // "unique(a,b)" or "(a)", sorted; primary keys left out
	ForeignKeys []string          // "(a)->t(b) on delete cascade", sorted
}

// Schema describes the tables of the migrated database, schema_migrations left out.
func (db *DB) Schema(ctx context.Context) (map[string]Table, error) {
	if db.d.name == "postgres" {
		return db.postgresSchema(ctx)
	}
	return db.sqliteSchema(ctx)
}

// kindOf folds a declared column type into the kinds the two dialects share.
func kindOf(declared string) string {
	t := strings.ToLower(declared)
	switch {
	case strings.Contains(t, "int"), t == "serial", t == "bigserial":
		return "int"
	case strings.Contains(t, "char"), strings.Contains(t, "text"), strings.Contains(t, "clob"):
		return "text"
	case strings.Contains(t, "real"), strings.Contains(t, "double"), strings.Contains(t, "numeric"), strings.Contains(t, "float"):
		return "real"
	case strings.Contains(t, "bool"):
		return "bool"
	case strings.Contains(t, "blob"), t == "bytea":
		return "blob"
	case strings.Contains(t, "timestamp"), t == "date":
		return "time"
	}
	return t
}

func (db *DB) sqliteSchema(ctx context.Context) (map[string]Table, error) {
	names, err := db.strings(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`)
	if err != nil {
		return nil, err
	}
	tables := map[string]Table{}
	for _, name := range names {
		t := Table{Columns: map[string]string{}}
		rows, err := db.write.QueryContext(ctx, `SELECT name, type FROM pragma_table_info(?)`, name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var col, typ string
			if err := rows.Scan(&col, &typ); err != nil {
				rows.Close()
				return nil, err
			}
			t.Columns[col] = kindOf(typ)
		}
		rows.Close()
		// Indexes made by a PRIMARY KEY ("pk") are the table's key, not an index.
		idx, err := db.write.QueryContext(ctx, `SELECT l."unique", (SELECT group_concat(name, ',') FROM (SELECT name FROM pragma_index_info(l.name) ORDER BY seqno))
			FROM pragma_index_list(?) l WHERE l.origin <> 'pk'`, name)
		if err != nil {
			return nil, err
		}
		for idx.Next() {
			var unique bool
			var cols string
			if err := idx.Scan(&unique, &cols); err != nil {
				idx.Close()
				return nil, err
			}
			t.Indexes = append(t.Indexes, indexKey(unique, cols))
		}
		idx.Close()
		fks, err := db.write.QueryContext(ctx, `SELECT f."table", group_concat(f."from", ','),
			group_concat(coalesce(f."to", (SELECT p.name FROM pragma_table_info(f."table") p WHERE p.pk = f.seq + 1)), ','), f.on_delete
			FROM pragma_foreign_key_list(?) f GROUP BY f.id`, name)
		if err != nil {
			return nil, err
		}
		for fks.Next() {
			var ref, from, to, onDelete string
			if err := fks.Scan(&ref, &from, &to, &onDelete); err != nil {
				fks.Close()
				return nil, err
			}
			t.ForeignKeys = append(t.ForeignKeys, fkKey(from, ref, to, onDelete))
		}
		fks.Close()
		sort.Strings(t.Indexes)
		sort.Strings(t.ForeignKeys)
		tables[name] = t
	}
	return tables, nil
}

func (db *DB) postgresSchema(ctx context.Context) (map[string]Table, error) {
	tables := map[string]Table{}
	rows, err := db.write.QueryContext(ctx, `SELECT table_name, column_name, data_type FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var table, col, typ string
		if err := rows.Scan(&table, &col, &typ); err != nil {
			return nil, err
		}
		t, ok := tables[table]
		if !ok {
			t = Table{Columns: map[string]string{}}
		}
		t.Columns[col] = kindOf(typ)
		tables[table] = t
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	idx, err := db.write.QueryContext(ctx, `SELECT t.relname, i.indisunique,
			(SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
				JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum)
		FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
		WHERE s.nspname = current_schema() AND NOT i.indisprimary AND t.relname <> 'schema_migrations'`)
	if err != nil {
		return nil, err
	}
	defer idx.Close()
	for idx.Next() {
		var table string
		var unique bool
		var cols *string // nil for an index on expressions only
		if err := idx.Scan(&table, &unique, &cols); err != nil {
			return nil, err
		}
		c := "<expression>"
		if cols != nil {
			c = *cols
		}
		t := tables[table]
		t.Indexes = append(t.Indexes, indexKey(unique, c))
		tables[table] = t
	}
	if err := idx.Err(); err != nil {
		return nil, err
	}
	fks, err := db.write.QueryContext(ctx, `SELECT c.conrelid::regclass::text, c.confrelid::regclass::text,
			(SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
				JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum),
			(SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
				JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum),
			c.confdeltype
		FROM pg_constraint c JOIN pg_namespace s ON s.oid = c.connamespace
		WHERE c.contype = 'f' AND s.nspname = current_schema()`)
	if err != nil {
		return nil, err
	}
	defer fks.Close()
	actions := map[string]string{"a": "NO ACTION", "r": "RESTRICT", "c": "CASCADE", "n": "SET NULL", "d": "SET DEFAULT"}
	for fks.Next() {
		var table, ref, from, to, del string
		if err := fks.Scan(&table, &ref, &from, &to, &del); err != nil {
			return nil, err
		}
		t := tables[table]
		t.ForeignKeys = append(t.ForeignKeys, fkKey(from, ref, to, actions[del]))
		tables[table] = t
	}
	if err := fks.Err(); err != nil {
		return nil, err
	}
	for name, t := range tables {
		sort.Strings(t.Indexes)
		sort.Strings(t.ForeignKeys)
		tables[name] = t
	}
	return tables, nil
}

func (db *DB) strings(ctx context.Context, query string) ([]string, error) {
	rows, err := db.write.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func indexKey(unique bool, cols string) string {
	if unique {
		return "unique(" + cols + ")"
	}
	return "(" + cols + ")"
}

func fkKey(from, ref, to, onDelete string) string {
	return fmt.Sprintf("(%s)->%s(%s) on delete %s", from, ref, to, strings.ToLower(onDelete))
}
