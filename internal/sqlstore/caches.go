package sqlstore

import "context"

// caches are the caches, coalescers and batchers that sit around the SQL of DB, each a
// type of its own in a file of its own. DB's SQL calls them only where a call needs
// them (a cached read, a write that changes what they keep).
type caches struct {
	sites   siteCache // sites by host (sitecache.go)
	members *members  // this instance's copy of the members (members.go, memberreads.go)
	chats   chatLists // first pages of the conversation lists (chatcache.go)
	// Prepared statements of the writer and the readers (SQLite only; nil otherwise).
	writeStmts, readStmts *stmtCache
	batch                 *batcher      // group commit of the writer (SQLite only; nil otherwise)
	sends                 *pgSends      // group commit of messages (PostgreSQL only; nil otherwise)
	together              *pgCoalesced  // point reads and writes made together (PostgreSQL only; nil otherwise)
	checkpoints           *checkpointer // copies the WAL into the database (SQLite only; started by Open)
}

// startCaches makes the caches, coalescers and batchers of db's dialect.
func (db *DB) startCaches() {
	if db.d.name == sqliteDialect.name {
		db.writeStmts, db.readStmts = newStmtCache(db.write), newStmtCache(db.read)
		db.batch = newBatcher(db)
	} else {
		db.sends = newPGSends(db)
		db.together = newPGCoalesced(db)
	}
	db.members = newMembers(db)
}

// stopCaches stops what startCaches started; the checkpointer is Close's.
func (db *DB) stopCaches() {
	db.members.close()
	if db.batch != nil {
		db.batch.close()
	}
	if db.sends != nil {
		db.sends.close()
		db.together.close()
	}
	db.writeStmts.close()
	db.readStmts.close()
}

// committed tells the caches that a write transaction committed: the statements it
// noted are prepared, and the members it changed are read again.
func (db *DB) committed(ctx context.Context, tx *Tx) {
	db.writeStmts.prepareNoted(ctx)
	if len(tx.changed) > 0 {
		db.members.changed(ctx, tx.changed)
	}
}
