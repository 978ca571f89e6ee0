package realtime

import (
	"context"
	"testing"
	"time"

	"amora"
)

// recvEnded waits for want on ch, passing over what other tests that share the NATS
// server publish meanwhile, and fails after wait.
func recvEnded(t *testing.T, ch <-chan amora.SessionsEnded, want amora.SessionsEnded) {
	t.Helper()
	timeout := time.After(wait)
	for {
		select {
		case e := <-ch:
			if e == want {
				return
			}
		case <-timeout:
			t.Fatalf("no %+v", want)
		}
	}
}

func TestLocalSessionsEnded(t *testing.T) {
	b := NewLocal()
	ch1, stop1 := b.SubscribeSessionsEnded()
	ch2, stop2 := b.SubscribeSessionsEnded()
	sent := amora.SessionsEnded{UserID: 7, Kept: "abc"}
	b.PublishSessionsEnded(context.Background(), sent)
	for _, ch := range []<-chan amora.SessionsEnded{ch1, ch2} {
		recvEnded(t, ch, sent)
	}
	stop1()
	stop1() // twice is harmless
	if _, ok := <-ch1; ok {
		t.Error("channel still open after stop")
	}
	stop2()
}

// TestNATSSessionsEnded: a SessionsEnded published on one instance reaches the
// subscribers of both, as the same typed value; an instance whose last subscriber left
// holds no NATS subscription.
func TestNATSSessionsEnded(t *testing.T) {
	url := natsURL(t)
	a, b := dial(t, url, nil), dial(t, url, nil)
	chA, stopA := a.SubscribeSessionsEnded()
	defer stopA()
	chB, stopB := b.SubscribeSessionsEnded()
	flush(t, b)
	sent := amora.SessionsEnded{UserID: 42, Session: amora.HashToken("tok")}
	if err := a.PublishSessionsEnded(context.Background(), sent); err != nil {
		t.Fatal(err)
	}
	recvEnded(t, chA, sent) // its own instance, without the round trip
	recvEnded(t, chB, sent)
	stopB()
	if b.endedSub != nil {
		t.Error("B still holds its NATS subscription with no subscriber")
	}
}
