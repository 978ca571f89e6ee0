package sqlstore

import (
	"context"
	"database/sql"
	"log/slog"
	"time"
)

// checkpointEvery is how often the checkpointer copies the WAL into the database file.
const checkpointEvery = time.Second

// checkpointer copies SQLite's write-ahead log into the database file on its own
// connection, once a second, instead of the writer doing it inside a commit every 1000
// pages (SQLite's default): a commit then only appends to the log, and a page written
// many times in a second is copied once. A PASSIVE checkpoint never waits for the
// writer or the readers.
type checkpointer struct {
	conn *sql.DB
	stop chan struct{}
	done chan struct{}
}

func startCheckpointer(dsn string) (*checkpointer, error) {
	conn, err := sql.Open(sqliteDialect.driver, dsn)
	if err != nil {
		return nil, err
	}
	conn.SetMaxOpenConns(1)
	c := &checkpointer{conn: conn, stop: make(chan struct{}), done: make(chan struct{})}
	go c.loop()
	return c, nil
}

func (c *checkpointer) loop() {
	defer close(c.done)
	t := time.NewTicker(checkpointEvery)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			if _, err := c.conn.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`); err != nil {
				slog.Warn("wal checkpoint", "err", err)
			}
			cancel()
		}
	}
}

// close stops the checkpointer after one last checkpoint that empties the log.
func (c *checkpointer) close() {
	close(c.stop)
	<-c.done
	_, _ = c.conn.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	c.conn.Close()
}
