package sqlstore

import (
	"testing"

	"amora"
)

// TestChatListCache checks the cache of first pages on its own: a page is used only at
// the version it was read at, it keeps the partners' ids but not their profiles, and
// every caller gets its own slice of conversations.
func TestChatListCache(t *testing.T) {
	var c chatLists
	v1 := listVersion{list: 1, receipts: 1}
	if _, ok := c.get(7, v1); ok {
		t.Fatal("an empty cache answered")
	}
	list := amora.ChatList{UnreadMessages: 2, Chats: []amora.Chat{
		{ID: 10, Partner: &amora.Profile{ID: 3, Name: "Ann"}},
		{ID: 11, Partner: &amora.Profile{ID: 4, Name: "Bob"}},
	}}
	c.put(7, v1, list)
	list.Chats[0].Partner.Name = "changed after put"

	got, ok := c.get(7, v1)
	if !ok || got.UnreadMessages != 2 || len(got.Chats) != 2 {
		t.Fatalf("get at the version put: %+v, %v", got, ok)
	}
	if p := got.Chats[0].Partner; p.ID != 3 || p.Name != "" {
		t.Fatalf("cached partner = %+v, want the id alone", p)
	}
	got.Chats[0] = amora.Chat{ID: 99, Partner: &amora.Profile{ID: 5}}
	if again, _ := c.get(7, v1); again.Chats[0].ID != 10 {
		t.Fatalf("a caller's change reached the cache: %+v", again.Chats[0])
	}
	for _, v := range []listVersion{{list: 2, receipts: 1}, {list: 1, receipts: 2}} {
		if _, ok := c.get(7, v); ok {
			t.Fatalf("the page of version %+v answered at %+v", v1, v)
		}
	}
	if _, ok := c.get(8, v1); ok {
		t.Fatal("another member's page answered")
	}
}
