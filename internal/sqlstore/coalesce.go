package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// maxCoalesced is how many keys at most one coalesced read asks for.
const maxCoalesced = 256

// coalescer makes one query of the point reads (or writes) of many callers
// (PostgreSQL, where the round trip and the statement cost more than a few more rows):
// the keys asked for while one query is on its way go together into the next. A caller only joins a
// read that starts after it asked, so it sees every change committed before it asked,
// as its own query would.
type coalescer[K comparable, V any] struct {
	// read answers the values of the keys found; a key left out answers sql.ErrNoRows.
	read func(ctx context.Context, keys []K) (map[K]V, error)
	asks chan *coalescedAsk[K, V]
	stop chan struct{}
	done sync.WaitGroup
}

type coalescedAsk[K comparable, V any] struct {
	key   K
	value V
	err   error
	done  chan struct{}
}

func newCoalescer[K comparable, V any](read func(ctx context.Context, keys []K) (map[K]V, error)) *coalescer[K, V] {
	c := &coalescer[K, V]{read: read, asks: make(chan *coalescedAsk[K, V], maxCoalesced), stop: make(chan struct{})}
	c.done.Add(1)
	go c.loop()
	return c
}

func (c *coalescer[K, V]) close() {
	close(c.stop)
	c.done.Wait()
}

// get reads the value of key, in the next read.
func (c *coalescer[K, V]) get(ctx context.Context, key K) (V, error) {
	var zero V
	a, err := c.ask(ctx, key)
	if err != nil {
		return zero, err
	}
	select {
	case <-a.done:
		return a.value, a.err
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}

// getAll reads the values of keys, found or not (sql.ErrNoRows), mostly in one read.
func (c *coalescer[K, V]) getAll(ctx context.Context, keys []K) (map[K]V, error) {
	asks := make([]*coalescedAsk[K, V], 0, len(keys))
	for _, k := range keys {
		a, err := c.ask(ctx, k)
		if err != nil {
			return nil, err
		}
		asks = append(asks, a)
	}
	values := make(map[K]V, len(keys))
	for _, a := range asks {
		select {
		case <-a.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		switch {
		case a.err == nil:
			values[a.key] = a.value
		case !errors.Is(a.err, sql.ErrNoRows):
			return nil, a.err
		}
	}
	return values, nil
}

func (c *coalescer[K, V]) ask(ctx context.Context, key K) (*coalescedAsk[K, V], error) {
	a := &coalescedAsk[K, V]{key: key, done: make(chan struct{})}
	select {
	case c.asks <- a:
		return a, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-c.stop:
		return nil, errors.New("database closed")
	}
}

func (c *coalescer[K, V]) loop() {
	defer c.done.Done()
	for {
		var first *coalescedAsk[K, V]
		select {
		case first = <-c.asks:
		case <-c.stop:
			return
		}
		c.run(takeWaiting([]*coalescedAsk[K, V]{first}, c.asks, maxCoalesced))
	}
}

func (c *coalescer[K, V]) run(asks []*coalescedAsk[K, V]) {
	keys := make([]K, 0, len(asks))
	seen := make(map[K]bool, len(asks))
	for _, a := range asks {
		if !seen[a.key] {
			seen[a.key] = true
			keys = append(keys, a.key)
		}
	}
	values, err := c.read(context.Background(), keys)
	for _, a := range asks {
		v, ok := values[a.key]
		switch {
		case err != nil:
			a.err = err
		case !ok:
			a.err = sql.ErrNoRows
		default:
			a.value = v
		}
		close(a.done)
	}
}
