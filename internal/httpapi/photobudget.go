package httpapi

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"time"

	"golang.org/x/sync/semaphore"

	"amora"
)

// decodeBudget bounds the memory that photo decoding takes at once: each upload holds
// its estimated cost (from the image header) while it decodes, uploads that do not fit
// wait in order, on their temporary files, and when too many wait a new one is turned
// away at once.
type decodeBudget struct {
	capacity int64
	sem      *semaphore.Weighted
	wait     time.Duration

	mu         sync.Mutex
	waiting    int
	maxWaiting int
}

func newDecodeBudget(capacity int64, maxWaiting int, wait time.Duration) *decodeBudget {
	return &decodeBudget{capacity: capacity, sem: semaphore.NewWeighted(capacity), wait: wait, maxWaiting: maxWaiting}
}

// collectAbove is the cost from which giving an upload's share back first collects
// its garbage: the decoder leaves hundreds of megabytes behind, which the collector
// would otherwise free only once the heap has doubled, while the next upload is
// already decoding. A collection costs milliseconds; the decode took seconds.
const collectAbove = 64 << 20

// errPhotoBusy asks the member to upload again later (with Retry-After).
func errPhotoBusy() *amora.Error {
	return &amora.Error{Code: amora.EUNAVAILABLE, Key: "photoBusy",
		Message: "Many photos are being uploaded right now. Please try again in a minute."}
}

// acquire takes cost bytes of the budget (an upload larger than the whole budget takes
// all of it and decodes alone), waiting at most b.wait; it returns the function that
// gives them back, or errPhotoBusy when the queue is full or the wait too long.
func (b *decodeBudget) acquire(ctx context.Context, cost int64) (func(), error) {
	cost = min(max(cost, 1), b.capacity)
	release := func() {
		if cost >= collectAbove {
			runtime.GC()
		}
		b.sem.Release(cost)
	}
	if b.sem.TryAcquire(cost) {
		return release, nil
	}
	b.mu.Lock()
	if b.waiting >= b.maxWaiting {
		b.mu.Unlock()
		return nil, errPhotoBusy()
	}
	b.waiting++
	b.mu.Unlock()
	defer func() {
		b.mu.Lock()
		b.waiting--
		b.mu.Unlock()
	}()
	wctx, cancel := context.WithTimeout(ctx, b.wait)
	defer cancel()
	if err := b.sem.Acquire(wctx, cost); err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return nil, ctx.Err()
		}
		return nil, errPhotoBusy()
	}
	return release, nil
}
