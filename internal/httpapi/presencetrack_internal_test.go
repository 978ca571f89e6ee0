package httpapi

import (
	"encoding/json"
	"testing"
	"time"

	"amora"
)

// TestPresenceEventOverJSON checks that a presence change survives the trip through
// NATS, which hands it on as JSON (an amora.RawEvent).
func TestPresenceEventOverJSON(t *testing.T) {
	at := time.Date(2026, 11, 26, 2, 0, 0, 0, time.UTC)
	sent := presenceEvent{Instance: "abc", Member: 7, Hidden: ptr(true), At: at}
	b, err := json.Marshal(amora.NewEvent(sent))
	if err != nil {
		t.Fatal(err)
	}
	var ev amora.Event
	if err := json.Unmarshal(b, &ev); err != nil {
		t.Fatal(err)
	}
	got, ok := decodePresence(ev)
	if !ok || got.Instance != "abc" || got.Member != 7 || got.Hidden == nil || !*got.Hidden || got.Streams != nil || !got.At.Equal(at) {
		t.Errorf("decoded %+v %v from %s", got, ok, b)
	}
}
