package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"sync"
	"unicode/utf8"

	"amora"
)

// The conversation list is the most read answer there is (every member's app asks for
// it every minute and after every change), and encoding/json spent a quarter of its
// time on reflection. Its types encode themselves here instead, by appending; a test
// holds the result equal to encoding/json's for the same values.

// chatsJSON is GET /api/chats's answer.
type chatsJSON struct {
	Chats             []chatItemJSON `json:"chats"`
	Next              *string        `json:"next"`
	UnreadMessages    int            `json:"unread_messages"`
	ConversationsUsed int            `json:"conversations_used"`
	ConversationsFree *int           `json:"conversations_free"`
}

// chatPage holds the items of a list being answered; the pages are reused (chatPages),
// so that a list costs the garbage collector nothing for them.
type chatPage struct {
	items []chatItemJSON
	last  []messageJSON // the items' last messages
}

var chatPages = sync.Pool{New: func() any { return new(chatPage) }}

// sized returns n zero items and last messages.
func (p *chatPage) sized(n int) ([]chatItemJSON, []messageJSON) {
	if cap(p.items) < n {
		p.items, p.last = make([]chatItemJSON, n), make([]messageJSON, n)
	}
	p.items, p.last = p.items[:n], p.last[:n]
	return p.items, p.last
}

// release empties the page, letting go of what its items point to, and puts it back
// for the next list; pages longer than a list's page are let go.
func (p *chatPage) release() {
	clear(p.items)
	clear(p.last)
	if cap(p.items) <= amora.ChatsPageSize {
		chatPages.Put(p)
	}
}

// writeChats answers the list with status 200.
func writeChats(w http.ResponseWriter, c chatsJSON) {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	buf.Reset()
	buf.Write(c.appendJSON(buf.AvailableBuffer()))
	writeBody(w, http.StatusOK, buf.Bytes())
	if buf.Cap() <= 1<<20 {
		jsonBuffers.Put(buf)
	}
}

func (c chatsJSON) appendJSON(b []byte) []byte {
	b = append(b, `{"chats":[`...)
	for i, item := range c.Chats {
		if i > 0 {
			b = append(b, ',')
		}
		b = item.appendJSON(b)
	}
	b = append(b, `],"next":`...)
	if c.Next == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *c.Next)
	}
	b = append(b, `,"unread_messages":`...)
	b = strconv.AppendInt(b, int64(c.UnreadMessages), 10)
	b = append(b, `,"conversations_used":`...)
	b = strconv.AppendInt(b, int64(c.ConversationsUsed), 10)
	b = append(b, `,"conversations_free":`...)
	if c.ConversationsFree == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, int64(*c.ConversationsFree), 10)
	}
	return append(b, '}')
}

func (c chatItemJSON) appendJSON(b []byte) []byte {
	b = append(b, `{"conversation":`...)
	b = strconv.AppendInt(b, c.Conversation, 10)
	b = append(b, `,"profile":`...)
	b = c.Profile.appendJSON(b)
	b = append(b, `,"num_unread_messages":`...)
	b = strconv.AppendInt(b, int64(c.Unread), 10)
	b = append(b, `,"last_message":`...)
	if c.LastMessage == nil {
		b = append(b, "null"...)
	} else {
		b = c.LastMessage.appendJSON(b)
	}
	b = append(b, `,"updated_at":`...)
	b = c.UpdatedAt.appendJSON(b)
	return append(b, '}')
}

func (c cardJSON) appendJSON(b []byte) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, c.ID, 10)
	b = append(b, `,"name":`...)
	b = appendJSONString(b, c.Name)
	b = append(b, `,"age":`...)
	b = strconv.AppendInt(b, int64(c.Age), 10)
	b = append(b, `,"city":`...)
	b = appendJSONString(b, c.City)
	b = append(b, `,"country":`...)
	b = appendJSONString(b, c.Country)
	b = append(b, `,"online":`...)
	b = strconv.AppendBool(b, c.Online)
	b = append(b, `,"premium":`...)
	b = strconv.AppendBool(b, c.Premium)
	b = append(b, `,"fictional":`...)
	b = strconv.AppendBool(b, c.Fictional)
	b = append(b, `,"main_image":`...)
	if c.MainImage == nil {
		b = append(b, "null"...)
	} else {
		b = c.MainImage.appendJSON(b)
	}
	return append(b, '}')
}

func (i imageJSON) appendJSON(b []byte) []byte {
	b = append(b, '{')
	if i.ID != 0 {
		b = append(b, `"id":`...)
		b = strconv.AppendInt(b, i.ID, 10)
		b = append(b, ',')
	}
	b = append(b, `"main":`...)
	b = strconv.AppendBool(b, i.Main)
	b = append(b, `,"clear":`...)
	b = strconv.AppendBool(b, i.Clear)
	b = append(b, `,"status":`...)
	b = appendJSONString(b, i.Status)
	b = append(b, `,"thumb":`...)
	b = appendJSONString(b, i.Thumb)
	b = append(b, `,"card":`...)
	b = appendJSONString(b, i.Card)
	if i.Large != "" {
		b = append(b, `,"large":`...)
		b = appendJSONString(b, i.Large)
	}
	if i.Full != "" {
		b = append(b, `,"full":`...)
		b = appendJSONString(b, i.Full)
	}
	return append(b, '}')
}

func (m messageJSON) appendJSON(b []byte) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, m.ID, 10)
	b = append(b, `,"conversation":`...)
	b = strconv.AppendInt(b, m.Conversation, 10)
	b = append(b, `,"sender":`...)
	b = strconv.AppendInt(b, m.Sender, 10)
	b = append(b, `,"mine":`...)
	b = strconv.AppendBool(b, m.Mine)
	b = append(b, `,"text":`...)
	b = appendJSONString(b, m.Text)
	b = append(b, `,"gift":`...)
	if m.Gift == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *m.Gift)
	}
	b = append(b, `,"created_at":`...)
	b = m.CreatedAt.appendJSON(b)
	b = append(b, `,"status":`...)
	b = appendJSONString(b, m.Status)
	if m.SentBySite {
		b = append(b, `,"sent_by_site":true`...)
	}
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// jsonPlain tells the bytes a JSON string holds as they are: ASCII but for the control
// characters, the quote and the backslash.
var jsonPlain = func() (plain [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		plain[c] = c != '"' && c != '\\'
	}
	return plain
}()

// appendJSONString appends s as a JSON string, as encoding/json writes it without HTML
// escaping: control characters escaped, invalid UTF-8 as U+FFFD, and U+2028 and U+2029
// escaped (JavaScript would end a line there).
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if jsonPlain[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
