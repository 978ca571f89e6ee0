package sqlstore_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"

	"amora/internal/sqlstore/storetest"
)

// TestSchemasAgree migrates SQLite and PostgreSQL and compares what the code relies
// on: the same tables, the same columns of the same kind, the same indexes (by their
// columns and uniqueness) and the same foreign keys. A migration written for one
// dialect only fails here.
func TestSchemasAgree(t *testing.T) {
	if os.Getenv(storetest.PostgresEnv) == "" {
		t.Skip(storetest.PostgresEnv + " is not set")
	}
	ctx := context.Background()
	lite, err := storetest.SQLite(t).Schema(ctx)
	if err != nil {
		t.Fatalf("sqlite schema: %v", err)
	}
	pg, err := storetest.Postgres(t).Schema(ctx)
	if err != nil {
		t.Fatalf("postgres schema: %v", err)
	}
	if len(lite) < 20 {
		t.Fatalf("SQLite has %d tables; the schema was not read", len(lite))
	}
	for name := range lite {
		if _, ok := pg[name]; !ok {
			t.Errorf("table %s exists only in SQLite", name)
		}
	}
	for name, p := range pg {
		l, ok := lite[name]
		if !ok {
			t.Errorf("table %s exists only in PostgreSQL", name)
			continue
		}
		for col, kind := range l.Columns {
			if pk, ok := p.Columns[col]; !ok {
				t.Errorf("%s.%s exists only in SQLite", name, col)
			} else if pk != kind && !sameKind(kind, pk) {
				t.Errorf("%s.%s is %s in SQLite, %s in PostgreSQL", name, col, kind, pk)
			}
		}
		for col := range p.Columns {
			if _, ok := l.Columns[col]; !ok {
				t.Errorf("%s.%s exists only in PostgreSQL", name, col)
			}
		}
		if !slices.Equal(l.Indexes, p.Indexes) {
			t.Errorf("%s indexes differ:\n sqlite   %v\n postgres %v", name, l.Indexes, p.Indexes)
		}
		if !slices.Equal(l.ForeignKeys, p.ForeignKeys) {
			t.Errorf("%s foreign keys differ:\n sqlite   %v\n postgres %v", name, l.ForeignKeys, p.ForeignKeys)
		}
	}
}

// sameKind lists the differences that are the dialects', not drift: SQLite keeps
// booleans as integers and times as text.
func sameKind(sqlite, postgres string) bool {
	switch fmt.Sprint(sqlite, "/", postgres) {
	case "int/bool", "text/time":
		return true
	}
	return false
}
