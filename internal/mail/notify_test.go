package mail

import (
	"strings"
	"testing"
)

// TestNotifyRender renders every notification e-mail in the seven languages: the
// subject and body name the sender in the member's language (no English words in the
// others), the button opens the conversation, both parts carry the settings and
// unsubscribe links, and the message is Bulk with its List-Unsubscribe pair.
func TestNotifyRender(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "help@amora.test"}
	headers, err := ListUnsubscribe("https://amora.test/api/notifications/unsubscribe?token=t&type=like", "")
	if err != nil {
		t.Fatal(err)
	}
	kinds := []string{NotifyNewConversation, NotifyNewMessage, NotifyLike, NotifyMatch, NotifyLikes}
	subjects := map[string]string{}
	for _, lang := range languages {
		for _, kind := range kinds {
			n := NotifyMail{Kind: kind, Sender: "Zoë <b>", Count: 3, Link: "https://amora.test/chats/42",
				SettingsURL: "https://amora.test/notifications?token=abc", UnsubscribeURL: "https://amora.test/api/notifications/unsubscribe?token=abc&type=like",
				Headers: headers, Photo: "https://amora.test/media/p/zoe.jpg?sig=x&v=card"}
			m, err := r.Notify(lang, "bo@example.nl", "Bo", n)
			if err != nil {
				t.Fatalf("%s %s: %v", lang, kind, err)
			}
			if m.Kind != Bulk || headerValue(m.Headers, HeaderListUnsubscribe) == "" {
				t.Errorf("%s %s: kind %v, headers %v", lang, kind, m.Kind, m.Headers)
			}
			if strings.Contains(m.Subject, "{") || strings.Contains(m.Text, "{") {
				t.Errorf("%s %s: placeholder left: %q\n%s", lang, kind, m.Subject, m.Text)
			}
			if !strings.Contains(m.Subject+m.Text, "Zoë") || !strings.Contains(m.HTML, "Zoë &lt;b&gt;") {
				t.Errorf("%s %s: sender missing or not escaped:\n%s", lang, kind, m.HTML)
			}
			for _, part := range []string{m.Text, m.HTML} {
				for _, link := range []string{"https://amora.test/chats/42", "https://amora.test/notifications?token=abc", "type=like"} {
					if !strings.Contains(part, link) {
						t.Errorf("%s %s: link %s missing", lang, kind, link)
					}
				}
			}
			if !strings.Contains(m.HTML, `<a href="https://amora.test/notifications?token=abc"`) ||
				!strings.Contains(m.HTML, `<a href="https://amora.test/api/notifications/unsubscribe?token=abc&amp;type=like"`) {
				t.Errorf("%s %s: settings and unsubscribe links are not clickable:\n%s", lang, kind, m.HTML)
			}
			// The sender's photo is in the HTML part, named by its alt text; the text part
			// has no photo.
			if !strings.Contains(m.HTML, `<img src="https://amora.test/media/p/zoe.jpg?sig=x&amp;v=card"`) ||
				!strings.Contains(m.HTML, `alt="Zoë &lt;b&gt;"`) || strings.Contains(m.Text, "zoe.jpg") {
				t.Errorf("%s %s: sender's photo:\n%s\n%s", lang, kind, m.HTML, m.Text)
			}
			if kind == NotifyLikes && !strings.Contains(m.Subject+m.Text, "3") {
				t.Errorf("%s likes: count missing: %q", lang, m.Subject)
			}
			if lang != "en" && m.Subject == subjects[kind] {
				t.Errorf("%s %s: subject is the English one: %q", lang, kind, m.Subject)
			}
			if lang == "en" {
				subjects[kind] = m.Subject
			}
		}
	}
}

// TestNotifyRefusesForeignLinks checks that a notification's links must be the site's.
func TestNotifyRefusesForeignLinks(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test"}
	headers, _ := ListUnsubscribe("https://amora.test/u", "")
	good := NotifyMail{Kind: NotifyNewMessage, Sender: "A", Link: "https://amora.test/chats/1",
		SettingsURL: "https://amora.test/notifications", UnsubscribeURL: "https://amora.test/u", Headers: headers}
	if _, err := r.Notify("en", "a@example.nl", "A", good); err != nil {
		t.Fatal(err)
	}
	for name, n := range map[string]NotifyMail{
		"link":        {Kind: good.Kind, Link: "https://evil.example/chats/1", SettingsURL: good.SettingsURL, UnsubscribeURL: good.UnsubscribeURL, Headers: headers},
		"settings":    {Kind: good.Kind, Link: good.Link, SettingsURL: "https://evil.example/", UnsubscribeURL: good.UnsubscribeURL, Headers: headers},
		"unsubscribe": {Kind: good.Kind, Link: good.Link, SettingsURL: good.SettingsURL, UnsubscribeURL: "https://evil.example/", Headers: headers},
		"photo":       {Kind: good.Kind, Link: good.Link, SettingsURL: good.SettingsURL, UnsubscribeURL: good.UnsubscribeURL, Headers: headers, Photo: "https://evil.example/p.jpg"},
		"no headers":  {Kind: good.Kind, Link: good.Link, SettingsURL: good.SettingsURL, UnsubscribeURL: good.UnsubscribeURL},
		"kind":        {Kind: "spam", Link: good.Link, SettingsURL: good.SettingsURL, UnsubscribeURL: good.UnsubscribeURL, Headers: headers},
	} {
		if _, err := r.Notify("en", "a@example.nl", "A", n); err == nil {
			t.Errorf("%s: rendered", name)
		}
	}
}
