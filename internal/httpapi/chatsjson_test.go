package httpapi

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// encodingJSON is what writeJSON would send for v (without its closing newline).
func encodingJSON(t testing.TB, v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// awkward are strings that need care in JSON.
var awkward = []string{"", "Anna", `say "hi"`, `back\slash`, "line\nbreak\ttab\rreturn", "\x00\x01\x1f\x7f", "<b>&amp;</b>",
	"émoji 😀 ok", "bad \xff\xfe utf-8", "cut \xe2\x82", "line\u2028sep\u2029para", "/slash/", "Zürich", "Łódź"}

// TestChatsJSON holds the hand-written encoding of the conversation list byte for byte
// equal to encoding/json's, over random lists with awkward strings and every optional
// part present or not.
func TestChatsJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	str := func() string {
		if r.IntN(3) == 0 {
			return awkward[r.IntN(len(awkward))] + awkward[r.IntN(len(awkward))]
		}
		return awkward[r.IntN(len(awkward))]
	}
	when := func() apiTime {
		return apiTime(time.Unix(r.Int64N(4_000_000_000), r.Int64N(1e9)).In(time.FixedZone("", 60*(r.IntN(1500)-750))))
	}
	for range 500 {
		var c chatsJSON
		c.Chats = make([]chatItemJSON, r.IntN(4))
		for i := range c.Chats {
			item := chatItemJSON{Conversation: r.Int64(), Unread: r.IntN(200), UpdatedAt: when(),
				Profile: cardJSON{ID: r.Int64N(1e9), Name: str(), Age: 18 + r.IntN(70), City: str(), Country: str(),
					Online: r.IntN(2) == 0, Premium: r.IntN(2) == 0, Fictional: r.IntN(2) == 0}}
			if r.IntN(2) == 0 {
				img := imageJSON{Main: true, Clear: r.IntN(2) == 0, Status: str(), Thumb: str(), Card: str()}
				if r.IntN(2) == 0 {
					img.ID, img.Large, img.Full = r.Int64N(1e6), str(), str()
				}
				item.Profile.MainImage = &img
			}
			if r.IntN(3) > 0 {
				m := messageJSON{ID: r.Int64(), Conversation: item.Conversation, Sender: -r.Int64N(5), Mine: r.IntN(2) == 0,
					Text: str(), CreatedAt: when(), Status: str()}
				if r.IntN(2) == 0 {
					g := str()
					m.Gift = &g
				}
				item.LastMessage = &m
			}
			c.Chats[i] = item
		}
		if r.IntN(2) == 0 {
			next := str()
			c.Next = &next
		}
		c.UnreadMessages, c.ConversationsUsed = r.IntN(1000), r.IntN(3)
		if r.IntN(2) == 0 {
			free := 2
			c.ConversationsFree = &free
		}
		if got, want := c.appendJSON(nil), encodingJSON(t, c); !bytes.Equal(got, want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
	}
}

// FuzzAppendJSONString compares the string encoding with encoding/json's on any input.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range awkward {
		f.Add(s)
	}
	f.Add(strings.Repeat("a\u2029\xc3", 5))
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendJSONString(nil, s), encodingJSON(t, s); !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", s, got, want)
		}
	})
}

// BenchmarkChatsJSON encodes a full page of 50 conversations both ways.
func BenchmarkChatsJSON(b *testing.B) {
	c := chatsJSON{Chats: make([]chatItemJSON, 50), UnreadMessages: 3, ConversationsUsed: 2}
	at := apiTime(time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC))
	for i := range c.Chats {
		m := messageJSON{ID: int64(1000 + i), Conversation: int64(i), Sender: 5, Text: "Hello there, how are you?",
			CreatedAt: at, Status: "read"}
		c.Chats[i] = chatItemJSON{Conversation: int64(i), Unread: 1, LastMessage: &m, UpdatedAt: at,
			Profile: cardJSON{ID: int64(i), Name: "Anna", Age: 35, City: "Utrecht", Country: "NL", Online: true}}
	}
	b.Run("appendJSON", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			buf = c.appendJSON(buf[:0])
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		for b.Loop() {
			encodingJSON(b, c)
		}
	})
}

// TestChatPageReuse holds a reused page empty: a list answered after another never
// shows the other's items or last messages.
func TestChatPageReuse(t *testing.T) {
	p := new(chatPage)
	items, last := p.sized(3)
	for i := range items {
		last[i] = messageJSON{ID: int64(i + 1), Text: "secret"}
		items[i] = chatItemJSON{Conversation: int64(i + 1), LastMessage: &last[i], Profile: cardJSON{Name: "Anna"}}
	}
	p.release()
	items, last = p.sized(2)
	for i := range items {
		if items[i] != (chatItemJSON{}) || last[i] != (messageJSON{}) {
			t.Fatalf("item %d after reuse: %+v, last message %+v", i, items[i], last[i])
		}
	}
}
