package httpapi

import (
	"sync"
	"sync/atomic"
	"time"
)

// landingTTL is how long one landing answer serves every visitor of its site and
// country: new members, members who hid and the online count show within it. Its
// photo URLs stay valid for photoURLTTL less this at least.
const landingTTL = 30 * time.Second

// landingEmptyTTL is how long an answer without members is kept: a new site, or one
// whose members are still being seeded, shows its first members within seconds.
const landingEmptyTTL = 2 * time.Second

// landingKey names one landing answer: the site (its stored host, so that the keys
// stay as few as the sites) and the country shown.
type landingKey struct{ site, country string }

// landingBody is one made answer, plain and in each coding, and when it expires.
type landingBody struct {
	plain, brotli, gzipped []byte
	until                  time.Time
}

// in is the answer in coding.
func (b *landingBody) in(coding string) []byte {
	switch coding {
	case codingBrotli:
		return b.brotli
	case codingGzip:
		return b.gzipped
	}
	return b.plain
}

// landingCache keeps the landing answers, the page ad traffic lands on: a fresh one
// is read without a lock, and an expired one is made again by one request while the
// others of that key wait for it.
type landingCache struct {
	mu      sync.RWMutex
	entries map[landingKey]*landingEntry
}

type landingEntry struct {
	body atomic.Pointer[landingBody]
	make sync.Mutex // held while the body is made again
}

func newLandingCache() *landingCache {
	return &landingCache{entries: map[landingKey]*landingEntry{}}
}

func (c *landingCache) entry(k landingKey) *landingEntry {
	c.mu.RLock()
	e := c.entries[k]
	c.mu.RUnlock()
	if e != nil {
		return e
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e = c.entries[k]; e == nil {
		e = &landingEntry{}
		c.entries[k] = e
	}
	return e
}

// get returns the answer of k at now, made by build when there is none or it expired;
// build also tells whether the answer is empty (kept for landingEmptyTTL only).
func (c *landingCache) get(k landingKey, now time.Time, build func() (body []byte, empty bool, err error)) (*landingBody, error) {
	e := c.entry(k)
	if b := e.body.Load(); b != nil && now.Before(b.until) {
		return b, nil
	}
	e.make.Lock()
	defer e.make.Unlock()
	if b := e.body.Load(); b != nil && now.Before(b.until) {
		return b, nil // made by the request this one waited for
	}
	plain, empty, err := build()
	if err != nil {
		return nil, err
	}
	ttl := landingTTL
	if empty {
		ttl = landingEmptyTTL
	}
	// Brotli's fastest levels already write less than gzip's best here (3.6 kB of JSON:
	// 1281 bytes at level 4, 1318 at gzip's 9), and its best is slow for an answer made
	// every landingTTL.
	b := &landingBody{plain: plain, brotli: encodeFast(codingBrotli, plain), gzipped: encodeBest(codingGzip, plain), until: now.Add(ttl)}
	e.body.Store(b)
	return b, nil
}
