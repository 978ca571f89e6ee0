package sqlstore

import (
	"context"
	"database/sql"
	"sync"
)

// maxCachedStatements bounds a cache: queries built from input (IN lists of varying
// length) would otherwise add statements without end. Past the bound, queries are
// prepared each time as before.
const maxCachedStatements = 512

// stmtCache keeps one prepared statement per query text for a pool. SQLite (the
// modernc driver) parses a query's text on every call otherwise, which costs as much as
// running a small statement; a prepared statement is parsed once per connection.
// PostgreSQL needs none: pgx caches prepared statements per connection itself.
type stmtCache struct {
	pool  *sql.DB
	mu    sync.RWMutex
	m     map[string]*sql.Stmt
	noted map[string]bool // queries to prepare once the pool's connection is free
}

func newStmtCache(pool *sql.DB) *stmtCache {
	return &stmtCache{pool: pool, m: make(map[string]*sql.Stmt)}
}

// get returns the prepared statement for q, or nil when q is not prepared yet or
// cannot be (the caller then runs q unprepared, which reports any error in q the usual
// way). inTx means the caller holds a connection of the pool: the writer pool has only
// one, so q is noted and prepared later by prepareNoted, after the transaction.
func (c *stmtCache) get(ctx context.Context, q string, inTx bool) *sql.Stmt {
	if c == nil {
		return nil
	}
	c.mu.RLock()
	st, ok := c.m[q]
	full := len(c.m)+len(c.noted) >= maxCachedStatements
	c.mu.RUnlock()
	if ok || full {
		return st
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.m[q]; ok {
		return st
	}
	if inTx {
		if c.noted == nil {
			c.noted = make(map[string]bool)
		}
		c.noted[q] = true
		return nil
	}
	st, err := c.pool.PrepareContext(ctx, q)
	if err != nil {
		return nil
	}
	c.m[q] = st
	return st
}

// prepareNoted prepares the queries get noted during transactions. It holds no lock
// while it waits for a connection: a transaction that holds the writer's connection may
// be asking get for a statement meanwhile. A query that fails to prepare stays
// unprepared.
func (c *stmtCache) prepareNoted(ctx context.Context) {
	if c == nil {
		return
	}
	c.mu.Lock()
	var qs []string
	for q := range c.noted {
		qs = append(qs, q)
		delete(c.noted, q)
	}
	c.mu.Unlock()
	for _, q := range qs {
		st, err := c.pool.PrepareContext(ctx, q)
		if err != nil {
			continue
		}
		c.mu.Lock()
		if _, ok := c.m[q]; ok {
			st.Close()
		} else {
			c.m[q] = st
		}
		c.mu.Unlock()
	}
}

func (c *stmtCache) close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for q, st := range c.m {
		st.Close()
		delete(c.m, q)
	}
}
