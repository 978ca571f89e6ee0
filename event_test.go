package amora

import (
	"encoding/json"
	"testing"
)

// TestEventDecodesIntoItsType decodes an event of every known type: its data comes
// back as that type's Go value, not as raw JSON.
func TestEventDecodesIntoItsType(t *testing.T) {
	for _, want := range []EventData{
		MessageEvent{ID: 1, Text: "hi", CreatedAt: "2026-11-26T01:02:03Z", Status: MessageSent},
		ReadEvent{Conversation: 2, Status: MessageRead},
		CreditsEvent{Credits: 3},
		LikeEvent{ID: 4, Mutual: true},
		PaymentEvent{PaymentID: 5, Status: PaymentPaid},
		TypingEvent{Conversation: 6, Sender: 7},
	} {
		b, err := json.Marshal(NewEvent(want))
		if err != nil {
			t.Fatal(err)
		}
		var got Event
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if got.Type != want.EventType() || got.Data != want {
			t.Errorf("%s decoded as %#v", b, got)
		}
	}
}

// TestEventDecodeEdges covers an event without data, one of an unknown type, and data
// that does not fit its type.
func TestEventDecodeEdges(t *testing.T) {
	var ev Event
	if err := json.Unmarshal([]byte(`{"type":"read","data":null}`), &ev); err != nil || ev.Type != EventRead || ev.Data != nil {
		t.Errorf("null data: %#v, %v", ev, err)
	}
	if err := json.Unmarshal([]byte(`{"type":"future","data":{"x":1}}`), &ev); err != nil {
		t.Fatal(err)
	}
	if raw, ok := ev.Data.(RawEvent); !ok || raw.Type != "future" || string(raw.JSON) != `{"x":1}` {
		t.Errorf("unknown type: %#v", ev)
	}
	if b, _ := json.Marshal(ev); string(b) != `{"type":"future","data":{"x":1}}` {
		t.Errorf("unknown type encodes as %s", b)
	}
	if err := json.Unmarshal([]byte(`{"type":"like","data":{"id":"seven"}}`), &ev); err == nil {
		t.Errorf("mistyped data decoded as %#v", ev)
	}
}
