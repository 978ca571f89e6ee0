package mail

import (
	"strings"
	"testing"
	"time"
)

func TestExportReadyEveryLanguage(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "support@amora.test"}
	expires := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	for _, lang := range languages {
		msg, err := r.ExportReady(lang, "anna@example.com", "Anna", "https://amora.test/profile#data-export", expires, 7)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		for _, w := range []string{"2026-12-03", "https://amora.test/profile#data-export", catalogs[lang]["exportReady.button"], strings.ReplaceAll(catalogs[lang]["accountDeleted.daysOther"], "{count}", "7")} {
			if w == "" || !strings.Contains(msg.Text, w) || !strings.Contains(msg.HTML, w) {
				t.Errorf("%s: lacks %q:\n%s", lang, w, msg.Text)
			}
		}
		if !strings.Contains(msg.Subject, "Amora") || strings.Contains(msg.Text+msg.Subject, "{") {
			t.Errorf("%s: subject %q or a placeholder left:\n%s", lang, msg.Subject, msg.Text)
		}
	}
	if _, err := r.ExportReady("en", "a@example.com", "A", "https://evil.example/profile", expires, 7); err == nil {
		t.Error("a foreign link was accepted")
	}
}
