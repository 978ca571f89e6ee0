package sqlstore

import (
	"context"
	"slices"

	"amora"
)

// pgCoalesced are the point reads and writes that go together on PostgreSQL, where the
// round trip and the statement cost more than a few more rows (see coalescer). Each
// coalescer runs a plain store call that takes many keys.
type pgCoalesced struct {
	versions     *coalescer[int64, listVersion]      // list versions read together
	sessionUsers *coalescer[string, *amora.User]     // sessions looked up together
	deliveries   *coalescer[delivery, amora.Receipt] // deliveries marked together
}

func newPGCoalesced(db *DB) *pgCoalesced {
	return &pgCoalesced{
		versions:     newCoalescer(db.readChatVersions),
		sessionUsers: newCoalescer(db.readSessionUsers),
		deliveries:   newCoalescer(db.markMessagesDelivered),
	}
}

func (c *pgCoalesced) close() {
	c.versions.close()
	c.sessionUsers.close()
	c.deliveries.close()
}

// chatVersion reads memberID's list version: on PostgreSQL together with those of the
// other lists being read at the moment.
func (db *DB) chatVersion(ctx context.Context, memberID int64) (listVersion, error) {
	if db.together != nil {
		return db.together.versions.get(ctx, memberID)
	}
	return db.readChatVersion(ctx, memberID)
}

// UserBySession returns the member of an unexpired session; on PostgreSQL read
// together with the other sessions being looked up at the moment.
func (db *DB) UserBySession(ctx context.Context, token string) (*amora.User, error) {
	var u *amora.User
	var err error
	if db.together != nil {
		if u, err = db.together.sessionUsers.get(ctx, amora.HashToken(token)); err == nil {
			own := *u // two requests of one session get a member each
			u = &own
		} else if isNoRows(err) {
			err = amora.Errorf(amora.ENOTFOUND, "Account not found.")
		}
	} else {
		u, err = db.readSessionUser(ctx, amora.HashToken(token))
	}
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, amora.ErrLoginRequired()
	}
	return u, err
}

// markDeliveredPG is MarkDelivered in single statements: deliveries come with every
// message to a member whose app is open, and a transaction of several round trips would
// hold its locks (the senders' receipts versions) while the server gets round to the
// next. Given messages go together with other members' (markMessagesDelivered); all of
// a member's are marked by markAllDeliveredPG.
func (db *DB) markDeliveredPG(ctx context.Context, memberID int64, messageIDs []int64) ([]amora.Receipt, error) {
	if len(messageIDs) == 0 {
		return db.markAllDeliveredPG(ctx, memberID)
	}
	// Messages come to many members' open apps at once: their deliveries go together.
	keys := make([]delivery, len(messageIDs))
	for i, id := range messageIDs {
		keys[i] = delivery{member: memberID, message: id}
	}
	marked, err := db.together.deliveries.getAll(ctx, keys)
	if err != nil {
		return nil, err
	}
	var receipts []amora.Receipt
	for _, k := range keys {
		if r, ok := marked[k]; ok && !slices.Contains(receipts, r) {
			receipts = append(receipts, r)
		}
	}
	return receipts, nil
}
