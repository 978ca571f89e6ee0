package httpapi

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"amora"
)

// TestDecodeBudgetQueue runs on synctest's clock: synctest.Wait returns once every
// goroutine of the bubble is blocked, so an upload is known to be waiting in the queue.
func TestDecodeBudgetQueue(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		b := newDecodeBudget(100, 1, 30*time.Second)
		release, err := b.acquire(context.Background(), 100) // takes the whole budget
		if err != nil {
			t.Fatal(err)
		}
		queued := make(chan error)
		go func() {
			rel, err := b.acquire(context.Background(), 60)
			if err == nil {
				rel()
			}
			queued <- err
		}()
		synctest.Wait() // the second waits in the queue of one

		start := time.Now()
		if _, err := b.acquire(context.Background(), 10); !isKey(err, "photoBusy") {
			t.Errorf("queue full: %v, want photoBusy", err)
		}
		if d := time.Since(start); d != 0 {
			t.Errorf("a full queue answered after %v, want at once", d)
		}

		release() // the queued one gets its share
		if err := <-queued; err != nil {
			t.Errorf("the queued upload: %v, want its share once the budget is free", err)
		}

		// One that waits longer than the wait gives up, after exactly the wait.
		hold, _ := b.acquire(context.Background(), 100)
		start = time.Now()
		if _, err := b.acquire(context.Background(), 10); !isKey(err, "photoBusy") {
			t.Errorf("after the wait: %v, want photoBusy", err)
		}
		if d := time.Since(start); d != 30*time.Second {
			t.Errorf("gave up after %v, want the 30s wait", d)
		}
		hold()
	})
}

func isKey(err error, key string) bool {
	e, ok := err.(*amora.Error)
	return ok && e.Key == key
}
