package main

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/demo"
	"amora/internal/geo"
	"amora/internal/sqlstore/storetest"
)

// TestDemoMessages seeds the demo conversations and checks what the demo member finds:
// three conversations, three unread messages, nothing charged.
func TestDemoMessages(t *testing.T) {
	ctx := context.Background()
	db := storetest.SQLite(t)
	now := time.Now().UTC()
	members := demo.Members(5, 42, now, geo.Cities())
	var news []amora.NewMember
	for _, m := range members {
		news = append(news, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: m.Email, Name: m.Name, DateOfBirth: m.DateOfBirth,
			Language: m.Language, LastSeen: now, Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: m.Gender, Country: m.Country, City: m.City}}})
	}
	news = append(news, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: demoEmail, Name: "Demo", DateOfBirth: "1992-06-15", Language: "en", LastSeen: now})
	if _, err := db.SeedMembers(ctx, news); err != nil {
		t.Fatal(err)
	}
	n, err := db.SeedMessages(ctx, demoMessages(members, now))
	if err != nil || n != 8 {
		t.Fatalf("seeded %d messages (%v), want 8", n, err)
	}
	var u *amora.User
	for id := int64(1); id <= int64(len(news)) && u == nil; id++ {
		if found, err := db.FindUser(ctx, id); err == nil && found.Email == demoEmail {
			u = found
		}
	}
	if u == nil {
		t.Fatal("no demo member")
	}
	list, err := db.Chats(ctx, u.ID, "")
	if err != nil || len(list.Chats) != 3 || list.UnreadMessages != 3 || list.ConversationsUsed != 2 {
		t.Errorf("chats %d, unread %d, used %d (%v); want 3, 3, 2", len(list.Chats), list.UnreadMessages, list.ConversationsUsed, err)
	}
	if list.Chats[0].Partner.Name != members[1].Name || list.Chats[0].Unread != 1 {
		t.Errorf("newest chat with %s, %d unread; want %s, 1", list.Chats[0].Partner.Name, list.Chats[0].Unread, members[1].Name)
	}
	if again, err := db.SeedMessages(ctx, demoMessages(members, now)); err != nil || again != 0 {
		t.Errorf("seeding again stored %d messages (%v), want 0", again, err)
	}
	if sum, _ := db.LedgerBalance(ctx, u.ID); sum != 0 {
		t.Errorf("demo messages cost %d credits", -sum)
	}
}
