package sqlstore

import (
	"context"
	"slices"
	"sync"

	"amora"
)

// maxCachedChatLists bounds the remembered lists; past it the cache starts over.
const maxCachedChatLists = 20_000

// chatLists remembers the first page of members' conversation lists with the list
// version it was read at. Every change to a list moves its version in the same
// transaction, on whichever instance, so a remembered list is used only while the
// database still has its version: one primary-key read instead of summing over all of
// a member's conversations.
type chatLists struct {
	mu sync.Mutex
	m  map[int64]cachedChatList
}

type cachedChatList struct {
	version listVersion
	list    amora.ChatList // partners hold only their id
}

// Chats lists a page of memberID's conversations, most recent first. The partners'
// profiles come from this instance's copy of the members; deleted partners are left
// out. The cursor is the last conversation's time and id. The first page is kept
// (without the profiles) for as long as the list's version stays the same.
func (db *DB) Chats(ctx context.Context, memberID int64, cursor string) (amora.ChatList, error) {
	if cursor != "" {
		list, err := db.readChats(ctx, memberID, cursor)
		if err != nil {
			return list, err
		}
		return db.withPartners(ctx, list)
	}
	// The version is read before the list: a change in between makes the list newer
	// than its version, which only costs a read next time.
	version, err := db.chatVersion(ctx, memberID)
	if err != nil {
		return amora.ChatList{}, err
	}
	list, ok := db.chats.get(memberID, version)
	if !ok {
		if list, err = db.readChats(ctx, memberID, cursor); err != nil {
			return list, err
		}
		db.chats.put(memberID, version, list)
	}
	return db.withPartners(ctx, list)
}

func (c *chatLists) get(memberID int64, version listVersion) (amora.ChatList, bool) {
	c.mu.Lock()
	e, ok := c.m[memberID]
	c.mu.Unlock()
	if !ok || e.version != version {
		return amora.ChatList{}, false
	}
	// A copy of the page: the caller puts the partners' profiles into it. The
	// placeholder profiles (ids only) are shared and never changed.
	list := e.list
	list.Chats = slices.Clone(e.list.Chats)
	return list, true
}

func (c *chatLists) put(memberID int64, version listVersion, list amora.ChatList) {
	e := cachedChatList{version: version, list: list}
	e.list.Chats = make([]amora.Chat, len(list.Chats))
	for i, ch := range list.Chats {
		ch.Partner = &amora.Profile{ID: ch.Partner.ID}
		e.list.Chats[i] = ch
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedChatLists {
		c.m = make(map[int64]cachedChatList)
	}
	c.m[memberID] = e
}
