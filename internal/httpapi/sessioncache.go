package httpapi

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"amora"
)

// sessionCacheSize bounds the sessions one instance remembers; when full, it starts
// afresh.
const sessionCacheSize = 50_000

// sessionCache remembers for a moment the member behind each recently used session,
// so that reads (search, profiles, likes) need not look the session up each time.
// Writes and GET /api/user always look the session up, and a write through this
// instance makes the next read look it up again (the write may have changed the
// member). Sessions that end anywhere are forgotten as the news (amora.SessionsEnded)
// arrives, on the instance that ended them before it answers; a member changed
// through another instance may serve reads as before for up to ttl. Sending a message
// or a gift is the one write that may start from the remembered member: the send
// checks the session in its own transaction (see checksOwnSession).
type sessionCache struct {
	ttl     time.Duration
	mu      sync.Mutex
	entries map[string]cachedSession
	users   map[int64]map[string]struct{} // the remembered tokens of each member
	// epoch counts the sessions-ended news: a member looked up before news arrived is
	// not remembered after it, as its session may be one that ended meanwhile.
	epoch uint64
}

type cachedSession struct {
	user  *amora.User
	until time.Time
}

func newSessionCache(ttl time.Duration) *sessionCache {
	return &sessionCache{ttl: ttl, entries: map[string]cachedSession{}, users: map[int64]map[string]struct{}{}}
}

// cacheable reports whether a request may be answered with a remembered member: reads,
// and the writes that check their session themselves.
func (c *sessionCache) cacheable(r *http.Request) bool {
	return c.ttl > 0 && ((r.Method == http.MethodGet || r.Method == http.MethodHead) && r.URL.Path != "/api/user" || checksOwnSession(r))
}

// checksOwnSession reports whether r is a write that checks its session in its own
// transaction (sending a message or a gift, amora.SendMessage.Session): a session
// ended on any instance writes nothing, whatever member is remembered for it. Its
// member's other fields (country, premium) may be up to the cache's ttl old.
func checksOwnSession(r *http.Request) bool {
	return r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/api/members/") &&
		(strings.HasSuffix(r.URL.Path, "/messages") || strings.HasSuffix(r.URL.Path, "/gifts"))
}

func (c *sessionCache) get(token string, now time.Time) *amora.User {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[token]
	if !ok || now.After(e.until) {
		return nil
	}
	return e.user
}

// currentEpoch returns the epoch to give put for a member looked up from now on.
func (c *sessionCache) currentEpoch() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.epoch
}

// put remembers u for token until ttl from now, unless it remembers it already; not
// at all when sessions ended since epoch (the lookup of u may predate their end).
func (c *sessionCache) put(token string, u *amora.User, now time.Time, renew bool, epoch uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if epoch != c.epoch {
		return
	}
	if len(c.entries) >= sessionCacheSize {
		c.entries = map[string]cachedSession{}
		c.users = map[int64]map[string]struct{}{}
	}
	until := now.Add(c.ttl)
	if e, ok := c.entries[token]; ok && !renew {
		until = e.until
	}
	c.entries[token] = cachedSession{user: u, until: until}
	if c.users[u.ID] == nil {
		c.users[u.ID] = map[string]struct{}{}
	}
	c.users[u.ID][token] = struct{}{}
}

// end forgets the sessions that e says ended.
func (c *sessionCache) end(e amora.SessionsEnded) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.epoch++
	for token := range c.users[e.UserID] {
		if e.Ends(e.UserID, amora.HashToken(token)) {
			c.drop(token)
		}
	}
}

// setCredits gives the member remembered for token a new balance, as a write that
// changed it answered; the entry keeps its time.
func (c *sessionCache) setCredits(token string, credits int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.entries[token]; ok {
		u := *e.user
		u.Credits = credits
		e.user = &u
		c.entries[token] = e
	}
}

// forget drops a session that ended.
func (c *sessionCache) forget(token string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.drop(token)
}

func (c *sessionCache) drop(token string) {
	if e, ok := c.entries[token]; ok {
		if delete(c.users[e.user.ID], token); len(c.users[e.user.ID]) == 0 {
			delete(c.users, e.user.ID)
		}
		delete(c.entries, token)
	}
}
