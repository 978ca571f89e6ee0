package realtime

import (
	"context"
	"sync"
	"testing"
	"time"

	"amora"
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	t.Run("DeliversToEverySubscriberOfTheTopic", func(t *testing.T) {
		b := NewLocal()
		a1, stop1 := b.Subscribe("member:1")
		a2, stop2 := b.Subscribe("member:1")
		other, stop3 := b.Subscribe("member:2")
		defer stop1()
		defer stop2()
		defer stop3()
		b.Publish(ctx, "member:1", amora.NewEvent(amora.LikeEvent{ID: 7}))
		for i, ch := range []<-chan amora.Event{a1, a2} {
			select {
			case ev := <-ch:
				if ev.Type != "like" || ev.Data != (amora.LikeEvent{ID: 7}) {
					t.Errorf("subscriber %d got %+v", i, ev)
				}
			case <-time.After(time.Second):
				t.Fatalf("subscriber %d got nothing", i)
			}
		}
		select {
		case ev := <-other:
			t.Errorf("other topic got %+v", ev)
		default:
		}
	})
	t.Run("UnsubscribeClosesAndForgets", func(t *testing.T) {
		b := NewLocal()
		ch, stop := b.Subscribe("t")
		stop()
		stop() // twice is harmless
		if _, ok := <-ch; ok {
			t.Error("channel still open after unsubscribe")
		}
		if n := b.Subscribers("t"); n != 0 {
			t.Errorf("%d subscribers left, want 0", n)
		}
		if err := b.Publish(ctx, "t", amora.Event{Type: "x"}); err != nil {
			t.Error(err)
		}
	})
	t.Run("SlowSubscriberDoesNotBlock", func(t *testing.T) {
		b := NewLocal()
		b.Buffer = 2
		_, stop := b.Subscribe("t")
		defer stop()
		done := make(chan struct{})
		go func() {
			for i := 0; i < 100; i++ {
				b.Publish(ctx, "t", amora.Event{Type: "x"})
			}
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("publish blocked on a full subscriber")
		}
	})
	t.Run("ConcurrentUse", func(t *testing.T) {
		b := NewLocal()
		var wg sync.WaitGroup
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ch, stop := b.Subscribe("t")
				b.Publish(ctx, "t", amora.Event{Type: "x"})
				<-ch
				stop()
			}()
		}
		wg.Wait()
	})
}
