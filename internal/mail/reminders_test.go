package mail

import (
	"strings"
	"testing"
)

var testNotice = Notice{
	SettingsURL:     "https://amora.test/notifications?token=tok",
	UnsubscribeURL:  "https://amora.test/api/notifications/unsubscribe?token=tok&type=reminders",
	ListUnsubscribe: "<https://amora.test/api/notifications/unsubscribe?token=tok&type=reminders>, <mailto:unsubscribe@amora.test?subject=unsubscribe+reminders+tok>",
}

// TestReminderMails renders every reminder in every language and checks what each
// must carry: the words of its language, its links in both parts, the settings and
// unsubscribe links, and the RFC 8058 headers of a bulk mail.
func TestReminderMails(t *testing.T) {
	for _, lang := range languages {
		mails := map[string]func() (Message, error){
			"Unread24": func() (Message, error) {
				return testRenderer.UnreadReminder(lang, "anna@example.com", "Anna", false, []string{"Bart <b>", "Cees"}, 5,
					"https://amora.test/chat", testNotice)
			},
			"Unread72": func() (Message, error) {
				return testRenderer.UnreadReminder(lang, "anna@example.com", "Anna", true, []string{"Bart"}, 1,
					"https://amora.test/chat", testNotice)
			},
			"Activation": func() (Message, error) {
				return testRenderer.ActivationReminder(lang, "anna@example.com", "Anna", "https://amora.test/activate/done?token=abc", testNotice)
			},
			"Photo": func() (Message, error) {
				return testRenderer.ProfilePhotoReminder(lang, "anna@example.com", "", "https://amora.test/profile/photos", testNotice)
			},
		}
		for kind, render := range mails {
			t.Run(lang+"/"+kind, func(t *testing.T) {
				m, err := render()
				if err != nil {
					t.Fatal(err)
				}
				if m.Kind != Bulk || headerValue(m.Headers, HeaderListUnsubscribePost) != listUnsubscribeOneClick ||
					!strings.Contains(headerValue(m.Headers, HeaderListUnsubscribe), "mailto:unsubscribe@amora.test") {
					t.Errorf("kind %v headers %v", m.Kind, m.Headers)
				}
				if err := checkHeaders(m); err != nil {
					t.Error(err)
				}
				_, words := catalogFor(lang)
				if !strings.Contains(m.Text, strings.SplitN(words["reminders.footer"], "{", 2)[0]) {
					t.Errorf("text lacks the %s footer", lang)
				}
				for _, part := range []string{m.Text, m.HTML} {
					if loc := placeholder.FindString(part); loc != "" {
						t.Errorf("placeholder %s left", loc)
					}
					for _, link := range []string{"https://amora.test/notifications?token=tok", "https://amora.test/api/notifications/unsubscribe?token=tok"} {
						if !strings.Contains(part, link) {
							t.Errorf("no link %s in\n%s", link, part)
						}
					}
				}
				if !strings.Contains(m.HTML, `lang="`+lang+`"`) || strings.Contains(m.HTML, "<b>") {
					t.Errorf("html lang or escaping wrong")
				}
				if kind == "Unread24" && (!strings.Contains(m.Text, "- Cees") || !strings.Contains(m.Text, "5") ||
					!strings.Contains(m.HTML, "Bart &lt;b&gt;")) {
					t.Errorf("unread list missing:\n%s", m.Text)
				}
				if kind == "Unread24" && lang != "en" && strings.Contains(m.Text, "unread") {
					t.Errorf("English words in %s", lang)
				}
			})
		}
	}
}

func TestReminderMailRefusesForeignLinks(t *testing.T) {
	if _, err := testRenderer.ActivationReminder("en", "a@example.com", "A", "https://evil.example/x", testNotice); err == nil {
		t.Error("foreign link accepted")
	}
	n := testNotice
	n.SettingsURL = "https://evil.example/notifications"
	if _, err := testRenderer.ProfilePhotoReminder("en", "a@example.com", "A", "https://amora.test/profile", n); err == nil {
		t.Error("foreign settings link accepted")
	}
	if _, err := testRenderer.UnreadReminder("en", "a@example.com", "A", false, nil, 0, "https://amora.test/chat", testNotice); err == nil {
		t.Error("unread reminder without unread conversations")
	}
}
