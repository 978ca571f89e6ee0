package amora

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
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

func TestHasherBusy(t *testing.T) {
	h := NewHasher(1, 1, 50*time.Millisecond)
	release, started := make(chan struct{}), make(chan struct{})
	go h.run(context.Background(), func() { close(started); <-release })
	<-started
	defer close(release)

	waited := make(chan error)
	go func() { waited <- h.run(context.Background(), func() {}) }()
	time.Sleep(10 * time.Millisecond) // the second one is waiting in the queue now
	t.Run("QueueFull", func(t *testing.T) {
		start := time.Now()
		_, err := h.Verify(context.Background(), "x", "y")
		e, ok := err.(*Error)
		if !ok || e.Code != EUNAVAILABLE || e.Key != "busy" || e.RetryAfter <= 0 {
			t.Fatalf("err = %v, want busy with Retry-After", err)
		}
		if d := time.Since(start); d > 20*time.Millisecond {
			t.Errorf("a full queue answered after %v, want at once", d)
		}
	})
	t.Run("WaitOver", func(t *testing.T) {
		if err := <-waited; ErrorCode(err) != EUNAVAILABLE {
			t.Errorf("err = %v, want busy after the wait", err)
		}
	})
	t.Run("Canceled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := h.Hash(ctx, "pw"); err != context.Canceled {
			t.Errorf("err = %v, want context.Canceled", err)
		}
	})
}
