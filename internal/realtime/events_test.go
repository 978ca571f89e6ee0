package realtime

import (
	"context"
	"encoding/json"
	"log/slog"
	"reflect"
	"testing"

	"amora"
)

// typedEvents holds one event of every event type, each field set, and the JSON the
// member's tabs receive for it.
func typedEvents() []struct {
	ev   amora.Event
	wire string
} {
	gift := "rose"
	return []struct {
		ev   amora.Event
		wire string
	}{
		{amora.NewEvent(amora.MessageEvent{ID: 9007199254740993, Conversation: 4, Sender: 7, Mine: true, Text: "Hallo 👋 \"quoted\" <b>",
			Gift: &gift, CreatedAt: "2026-11-26T01:02:03Z", Status: amora.MessageDelivered}),
			`{"id":9007199254740993,"conversation":4,"sender":7,"mine":true,"text":"Hallo 👋 \"quoted\" \u003cb\u003e","gift":"rose","created_at":"2026-11-26T01:02:03Z","status":"delivered"}`},
		{amora.NewEvent(amora.MessageEvent{ID: 1, Conversation: 2, Sender: 3, Text: "hi", CreatedAt: "2026-11-26T01:02:03Z", Status: amora.MessageSent}),
			`{"id":1,"conversation":2,"sender":3,"mine":false,"text":"hi","gift":null,"created_at":"2026-11-26T01:02:03Z","status":"sent"}`},
		{amora.NewEvent(amora.ReadEvent{Conversation: 4, Status: amora.MessageRead}), `{"conversation":4,"status":"read"}`},
		{amora.NewEvent(amora.CreditsEvent{Credits: 120}), `{"credits":120}`},
		{amora.NewEvent(amora.LikeEvent{ID: 7, Mutual: true}), `{"id":7,"mutual":true}`},
		{amora.NewEvent(amora.PaymentEvent{PaymentID: 12, Status: amora.PaymentPaid}), `{"payment_id":12,"status":"paid"}`},
		{amora.NewEvent(amora.TypingEvent{Conversation: 4, Sender: 7}), `{"conversation":4,"sender":7}`},
		{amora.NewEvent(amora.RawEvent{Type: "future", JSON: json.RawMessage(`{"a":[1,2],"b":null}`)}), `{"a":[1,2],"b":null}`},
		{amora.Event{Type: amora.EventMessage}, `null`},
	}
}

// TestTypedEventsLocal passes every event type through the in-process broker: the
// subscriber receives the very value published.
func TestTypedEventsLocal(t *testing.T) {
	b := NewLocal()
	ch, stop := b.Subscribe("member:1")
	defer stop()
	for _, c := range typedEvents() {
		b.Publish(context.Background(), "member:1", c.ev)
		if got := recv(t, ch); !reflect.DeepEqual(got, c.ev) {
			t.Errorf("got %#v, want %#v", got, c.ev)
		}
	}
}

// TestTypedEventsNATS passes every event type from one instance to another through
// NATS: the other instance's subscriber receives the same Go value, whose JSON is what
// the member's tabs received before events were typed.
func TestTypedEventsNATS(t *testing.T) {
	url := natsURL(t)
	a, b := dial(t, url, nil), dial(t, url, nil)
	topic := uniqueTopic()
	ch, stop := b.Subscribe(topic)
	defer stop()
	flush(t, b)
	for _, c := range typedEvents() {
		if err := a.Publish(context.Background(), topic, c.ev); err != nil {
			t.Fatal(err)
		}
		got := recv(t, ch)
		if !reflect.DeepEqual(got, c.ev) {
			t.Errorf("got %#v, want %#v", got, c.ev)
		}
		if data := dataJSON(t, got); data != c.wire {
			t.Errorf("%s data %s, want %s", got.Type, data, c.wire)
		}
	}
}

// TestMistypedEventIsDropped sends events whose data does not fit their type: the
// receiving instance drops and counts them instead of handing them on.
func TestMistypedEventIsDropped(t *testing.T) {
	url := natsURL(t)
	a, b := dial(t, url, nil), dial(t, url, slog.New(slog.DiscardHandler))
	topic := uniqueTopic()
	ch, stop := b.Subscribe(topic)
	defer stop()
	flush(t, b)
	for _, raw := range []string{`{"type":"like","data":"seven"}`, `{"type":"credits","data":{"credits":"many"}}`, `{"type":"message","data":[1]}`} {
		if err := a.nc.Publish(subject(topic), []byte(raw)); err != nil {
			t.Fatal(err)
		}
	}
	want := amora.NewEvent(amora.CreditsEvent{Credits: 3})
	a.Publish(context.Background(), topic, want)
	if got := recv(t, ch); !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v, want the good event", got)
	}
	if got := b.Dropped(); got != 3 {
		t.Errorf("Dropped = %d, want 3", got)
	}
}
