package main

import (
	"time"

	"amora"
	"amora/internal/demo"
)

// demoChat is one line of a demo conversation: from the member (mine false) or from
// the demo member, minutes before now, and whether the other side has read it.
type demoChat struct {
	mine    bool
	minutes int
	text    string
	read    bool
}

// demoConversations are the demo member's conversations with the first three demo
// members, in English like the demo member: the first has two unread messages, the
// second one, and in the third the demo member waits for an answer.
var demoConversations = [][]demoChat{
	{
		{false, 26 * 60, "Hi! I saw we both love travelling. Where was your last trip?", true},
		{true, 25 * 60, "Hi! Lisbon, last spring. The light there is something else. And you?", true},
		{false, 50, "Lisbon is on my list! I was hiking in the mountains in September, every single day.", false},
		{false, 48, "Do you have a favourite place for dinner around here?", false},
	},
	{
		{false, 15, "Hey, your profile made me smile. How is your week going?", false},
	},
	{
		{true, 3 * 60, "Hi, I liked your profile. What kind of music do you listen to?", true},
		{false, 2 * 60, "Mostly jazz, and some old soul records. You?", true},
		{true, 90, "Soul, definitely. Any concerts coming up?", false},
	},
}

// demoMessages turns demoConversations into messages between the demo member and the
// first demo members, oldest first.
func demoMessages(members []demo.Member, now time.Time) []amora.SeedMessage {
	var msgs []amora.SeedMessage
	for i, conv := range demoConversations {
		if i >= len(members) {
			break
		}
		for _, c := range conv {
			m := amora.SeedMessage{FromEmail: members[i].Email, ToEmail: demoEmail, Text: c.text,
				At: now.Add(-time.Duration(c.minutes) * time.Minute), Read: c.read}
			if c.mine {
				m.FromEmail, m.ToEmail = demoEmail, members[i].Email
			}
			msgs = append(msgs, m)
		}
	}
	return msgs
}
