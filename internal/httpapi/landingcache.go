package httpapi

import (
	"bytes"
	"compress/gzip"
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

// landingBody is one made answer, plain and gzipped, and when it expires.
type landingBody struct {
	plain, gzipped []byte
	until          time.Time
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

// gzipWriters keeps gzip writers, which take about 800 kB each to make.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestCompression)
	return zw
}}

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
	var z bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(&z)
	zw.Write(plain)
	zw.Close()
	gzipWriters.Put(zw)
	ttl := landingTTL
	if empty {
		ttl = landingEmptyTTL
	}
	b := &landingBody{plain: plain, gzipped: z.Bytes(), until: now.Add(ttl)}
	e.body.Store(b)
	return b, nil
}
