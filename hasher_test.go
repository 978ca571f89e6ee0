package amora

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"
)

func TestHasherBoundsConcurrency(t *testing.T) {
	h := NewHasher(3, 100, 10*time.Second)
	var running, most atomic.Int64
	var wg sync.WaitGroup
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := h.run(context.Background(), func() {
				n := running.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				time.Sleep(2 * time.Millisecond)
				running.Add(-1)
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if got := most.Load(); got != 3 {
		t.Errorf("at most %d ran at once, want 3", got)
	}
	if got := h.Runs(); got != 40 {
		t.Errorf("Runs() = %d, want 40", got)
	}
}

// TestHasherBusy runs on synctest's clock: synctest.Wait returns once every goroutine
// of the bubble is blocked, so "waiting in the queue" and "at once" are facts, not guesses.
func TestHasherBusy(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		h := NewHasher(1, 1, 50*time.Millisecond)
		release := make(chan struct{})
		go h.run(context.Background(), func() { <-release })
		synctest.Wait() // the first holds the one slot
		waited := make(chan error)
		go func() { waited <- h.run(context.Background(), func() {}) }()
		synctest.Wait() // the second waits in the queue of one

		start := time.Now()
		_, err := h.Verify(context.Background(), "x", "y")
		e, ok := err.(*Error)
		if !ok || e.Code != EUNAVAILABLE || e.Key != "busy" || e.RetryAfter <= 0 {
			t.Fatalf("full queue: err = %v, want busy with Retry-After", err)
		}
		if d := time.Since(start); d != 0 {
			t.Errorf("a full queue answered after %v, want at once", d)
		}
		if err := <-waited; ErrorCode(err) != EUNAVAILABLE {
			t.Errorf("after the wait: err = %v, want busy", err)
		}
		if d := time.Since(start); d != 50*time.Millisecond {
			t.Errorf("the queued one gave up after %v, want the 50ms wait", d)
		}
		close(release)

		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := h.Hash(ctx, "pw"); err != context.Canceled {
			t.Errorf("canceled: err = %v, want context.Canceled", err)
		}
	})
}
