package httpapi

import (
	"encoding/json"
	"testing"
	"time"

	"amora"
)

// TestMessageEventJSON holds the live event of a message byte-equal to the message as
// the chat lists it (toMessageJSON), for its sender and its recipient, with and
// without a gift, so that the tabs read both alike.
func TestMessageEventJSON(t *testing.T) {
	at := time.Date(2026, 11, 26, 1, 2, 3, 456789, time.FixedZone("CET", 3600))
	for _, m := range []amora.Message{
		{ID: 9, ConversationID: 4, SenderID: 7, Text: "Hallo 👋 \"quoted\" <b>\n", CreatedAt: at},
		{ID: 10, ConversationID: 4, SenderID: 8, Gift: "rose", CreatedAt: at, DeliveredAt: at, ReadAt: at},
	} {
		for _, viewer := range []int64{7, 8} {
			want, _ := json.Marshal(toMessageJSON(viewer, m))
			got, err := json.Marshal(toMessageEvent(viewer, m))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("viewer %d:\n got %s\nwant %s", viewer, got, want)
			}
		}
	}
}

// TestIncomingMessage reads the id of a message an event brings to its recipient, and
// none from the sender's own message or another event.
func TestIncomingMessage(t *testing.T) {
	for _, c := range []struct {
		ev   amora.Event
		want int64
	}{
		{amora.NewEvent(amora.MessageEvent{ID: 5}), 5},
		{amora.NewEvent(amora.MessageEvent{ID: 5, Mine: true}), 0},
		{amora.Event{Type: amora.EventMessage}, 0},
		{amora.NewEvent(amora.LikeEvent{ID: 5}), 0},
	} {
		if got := incomingMessage(c.ev); got != c.want {
			t.Errorf("incomingMessage(%#v) = %d, want %d", c.ev, got, c.want)
		}
	}
}
