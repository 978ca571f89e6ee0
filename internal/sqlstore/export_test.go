package sqlstore

import "context"

// SyncMembers runs one poll of member_changes, as the poller does every second.
func (db *DB) SyncMembers(ctx context.Context) error { return db.members.sync(ctx) }
