package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"amora/internal/sqlstore"
)

// TestCheckpointsEmptyTheLog checks that the writer leaves the write-ahead log to the
// checkpointer, and that the checkpointer copies it into the database: by closing, the
// log is empty and a reopened database has everything.
func TestCheckpointsEmptyTheLog(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "amora.db")
	db, err := sqlstore.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
	if st, err := os.Stat(path + "-wal"); err != nil || st.Size() == 0 {
		t.Fatalf("the writes are not in the log: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path + "-wal"); err == nil && st.Size() != 0 {
		t.Errorf("the log holds %d bytes after closing", st.Size())
	}
	again, err := sqlstore.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if u, err := again.FindUser(ctx, anna.ID); err != nil || u.Email != "anna@example.nl" {
		t.Errorf("reopened: %+v, %v", u, err)
	}
}
