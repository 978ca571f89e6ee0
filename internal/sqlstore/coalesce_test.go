package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"runtime"
	"slices"
	"sync"
	"testing"
)

// TestCoalescer asks for keys while a read is on its way: they wait for the next read,
// which asks for each key once, and every caller gets its own key's value; a key the
// read does not find answers sql.ErrNoRows, and a failed read fails its callers.
func TestCoalescer(t *testing.T) {
	started := make(chan []int, 10)
	release := make(chan struct{})
	c := newCoalescer(func(_ context.Context, keys []int) (map[int]string, error) {
		started <- slices.Clone(keys)
		<-release
		if slices.Contains(keys, 99) {
			return nil, errors.New("read failed")
		}
		out := map[int]string{}
		for _, k := range keys {
			if k != 7 {
				out[k] = string(rune('a' + k))
			}
		}
		return out, nil
	})
	defer c.close()
	ctx := context.Background()

	type answer struct {
		v   string
		err error
	}
	ask := func(key int, into *answer, wg *sync.WaitGroup) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			into.v, into.err = c.get(ctx, key)
		}()
	}
	var first sync.WaitGroup
	var a0 answer
	ask(0, &a0, &first)
	if keys := <-started; !slices.Equal(keys, []int{0}) {
		t.Fatalf("first read asked for %v", keys)
	}
	// While the first read is on its way: these go into the second.
	var rest sync.WaitGroup
	answers := make([]answer, 5)
	for i, key := range []int{1, 2, 2, 7, 1} {
		ask(key, &answers[i], &rest)
	}
	for len(c.asks) < 5 {
		runtime.Gosched()
	}
	release <- struct{}{} // the first read answers
	first.Wait()
	if a0.v != "a" || a0.err != nil {
		t.Errorf("key 0: %q %v", a0.v, a0.err)
	}
	if keys := <-started; !slices.Equal(slices.Sorted(slices.Values(keys)), []int{1, 2, 7}) {
		t.Errorf("second read asked for %v, want each key once", keys)
	}
	release <- struct{}{}
	rest.Wait()
	for i, want := range []answer{{"b", nil}, {"c", nil}, {"c", nil}, {"", sql.ErrNoRows}, {"b", nil}} {
		if answers[i].v != want.v || !errors.Is(answers[i].err, want.err) {
			t.Errorf("answer %d: %q %v, want %q %v", i, answers[i].v, answers[i].err, want.v, want.err)
		}
	}

	var failed sync.WaitGroup
	var a99 answer
	ask(99, &a99, &failed)
	<-started
	release <- struct{}{}
	failed.Wait()
	if a99.err == nil || a99.err.Error() != "read failed" {
		t.Errorf("failed read: %v", a99.err)
	}
}
