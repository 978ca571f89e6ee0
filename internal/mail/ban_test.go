package mail

import (
	"strings"
	"testing"
	"time"

	"amora"
)

func TestBanStatementEveryLanguageAndGround(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "support@amora.test"}
	at := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	for _, lang := range languages {
		for _, ground := range amora.BanGrounds {
			msg, err := r.BanStatement(lang, "anna@example.com", "Anna", ground, "Asked   three members\nfor money.", at)
			if err != nil {
				t.Fatalf("%s %s: %v", lang, ground, err)
			}
			want := []string{"Asked three members for money.", "2026-11-26", "https://amora.test/pages/ban", catalogs[lang]["ban.ground."+ground],
				catalogs[lang]["ban.appeal"], catalogs[lang]["ban.automated"]}
			for _, w := range want {
				if w == "" || !strings.Contains(msg.Text, w) {
					t.Errorf("%s %s: text lacks %q:\n%s", lang, ground, w, msg.Text)
				}
			}
			if strings.Contains(msg.Text, "{") || strings.Contains(msg.Subject, "{") {
				t.Errorf("%s %s: a placeholder is left:\n%s\n%s", lang, ground, msg.Subject, msg.Text)
			}
		}
	}
	if _, err := r.BanStatement("en", "a@example.com", "A", "nonsense", "x", at); err == nil {
		t.Error("an unknown ground was accepted")
	}
}
