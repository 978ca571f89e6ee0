package mail

import (
	"strings"
	"testing"
)

var testLinks = BulkLinks{
	Settings:    "https://amora.test/notifications?token=t",
	Unsubscribe: "https://amora.test/api/notifications/unsubscribe?token=t&type=weekly_updates",
	Headers: []Header{{Name: HeaderListUnsubscribe, Value: "<https://amora.test/api/notifications/unsubscribe?token=t&type=weekly_updates>"},
		{Name: HeaderListUnsubscribePost, Value: listUnsubscribeOneClick}},
}

var testMembers = []DigestMember{
	{Name: "Max <b>", Age: 32, City: "Haarlem", Photo: "https://amora.test/media/p.card?e=1&s=x", Link: "https://amora.test/members/7"},
	{Name: "Piet", Age: 34, Link: "https://amora.test/members/8"},
}

// TestDigestInEveryLanguage renders the weekly update and both campaign kinds in the
// seven languages: words of the language's own catalog, no placeholder left, Bulk
// with the List-Unsubscribe fields, and the settings and unsubscribe links in both
// parts.
func TestDigestInEveryLanguage(t *testing.T) {
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			words := catalogs[lang]
			weekly, err := testRenderer.WeeklyUpdate(lang, "anna@example.com", "Anna", testMembers, testLinks)
			if err != nil {
				t.Fatal(err)
			}
			news, err := testRenderer.Campaign(lang, "anna@example.com", "Anna", "news", "Hi {name}", "One {site}.\n\nTwo.", testLinks)
			if err != nil {
				t.Fatal(err)
			}
			promo, err := testRenderer.Campaign(lang, "anna@example.com", "Anna", "promotions", "Deal", "Now.", testLinks)
			if err != nil {
				t.Fatal(err)
			}
			wantIn := map[string][]string{
				"weekly": {"Piet", "Haarlem",
					strings.ReplaceAll(words["digest.weeklyWhy"], "{site}", "Amora"), "https://amora.test/members/7"},
				"news":  {"One Amora.", "Two.", strings.ReplaceAll(words["digest.why.news"], "{site}", "Amora")},
				"promo": {"Now.", strings.ReplaceAll(words["digest.why.promotions"], "{site}", "Amora")},
			}
			subjects := map[string]string{"weekly": strings.ReplaceAll(words["digest.weeklySubject"], "{site}", "Amora"), "news": "Hi Anna", "promo": "Deal"}
			for name, m := range map[string]Message{"weekly": weekly, "news": news, "promo": promo} {
				if m.Subject != subjects[name] {
					t.Errorf("%s: subject %q, want %q", name, m.Subject, subjects[name])
				}
				if m.Kind != Bulk || len(m.Headers) != 2 || m.To != "anna@example.com" {
					t.Errorf("%s: kind %v, headers %v, to %q", name, m.Kind, m.Headers, m.To)
				}
				for _, part := range []string{m.Text, htmlText(m.HTML)} {
					for _, want := range append(wantIn[name], words["digest.settings"], words["digest.unsubscribe"], testLinks.Settings, testLinks.Unsubscribe) {
						if !strings.Contains(part, want) {
							t.Errorf("%s lacks %q:\n%s", name, want, part)
						}
					}
					if p := placeholder.FindString(part); p != "" {
						t.Errorf("%s: placeholder %s left", name, p)
					}
				}
			}
			if !strings.Contains(weekly.HTML, `<img src="https://amora.test/media/p.card?e=1&amp;s=x"`) || strings.Contains(weekly.HTML, "<b>") {
				t.Errorf("weekly HTML: photo missing or name not escaped:\n%s", weekly.HTML)
			}
		})
	}
}

// htmlText unescapes the HTML part enough to compare its words.
func htmlText(s string) string {
	return strings.NewReplacer("&amp;", "&", "&#39;", "'", "&quot;", `"`, "&lt;", "<", "&gt;", ">").Replace(s)
}

// TestDigestRefuses checks that a digest without List-Unsubscribe, without members,
// with a link off the site, or of an unknown campaign kind is not rendered.
func TestDigestRefuses(t *testing.T) {
	noHeaders := testLinks
	noHeaders.Headers = nil
	offSite := []DigestMember{{Name: "X", Link: "https://evil.example/members/1"}}
	for name, render := range map[string]func() (Message, error){
		"NoHeaders":   func() (Message, error) { return testRenderer.WeeklyUpdate("en", "a@b.c", "A", testMembers, noHeaders) },
		"NoMembers":   func() (Message, error) { return testRenderer.WeeklyUpdate("en", "a@b.c", "A", nil, testLinks) },
		"OffSite":     func() (Message, error) { return testRenderer.WeeklyUpdate("en", "a@b.c", "A", offSite, testLinks) },
		"UnknownKind": func() (Message, error) { return testRenderer.Campaign("en", "a@b.c", "A", "like", "S", "B", testLinks) },
		"EmptyBody": func() (Message, error) {
			return testRenderer.Campaign("en", "a@b.c", "A", "news", "S", "\n\n", testLinks)
		},
	} {
		if _, err := render(); err == nil {
			t.Errorf("%s: rendered", name)
		}
	}
}
