package mail

import (
	"strings"
	"testing"
	"time"

	"amora"
)

func TestComplaintMailsEveryLanguage(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "support@amora.test"}
	at := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	for _, lang := range languages {
		w := catalogs[lang]
		for _, cat := range amora.ComplaintCategories {
			msg, err := r.ComplaintReceipt(lang, "rita@example.com", "Rita", "C-000042", cat, at)
			if err != nil {
				t.Fatalf("%s %s: %v", lang, cat, err)
			}
			for _, want := range []string{"C-000042", "2026-11-26", w["complaint.category."+cat],
				strings.ReplaceAll(w["complaint.footer"], "{site}", "Amora")} {
				if !strings.Contains(msg.Text, want) {
					t.Errorf("receipt %s %s lacks %q:\n%s", lang, cat, want, msg.Text)
				}
			}
			if !strings.Contains(msg.Subject, "C-000042") {
				t.Errorf("receipt subject %q", msg.Subject)
			}
			for _, dec := range []string{"remove", "warn"} {
				for _, content := range []string{ContentPhoto, ContentMessage, ContentProfile} {
					msg, err := r.ComplaintStatement(lang, "bart@example.com", "Bart", dec, content, cat, "Asked\nfor money.", at)
					if err != nil {
						t.Fatalf("statement %s %s %s: %v", lang, dec, cat, err)
					}
					for _, want := range []string{"Asked for money.", "2026-11-26", "https://amora.test/pages/terms",
						w["complaintStatement.ground."+cat], w["ban.appeal"], w["ban.automated"]} {
						if !strings.Contains(msg.Text, want) {
							t.Errorf("statement %s %s %s lacks %q", lang, dec, cat, want)
						}
					}
					if dec == "remove" && !strings.Contains(msg.Text, w["complaintStatement.content."+content]) {
						t.Errorf("statement %s names not the content %s", lang, content)
					}
					if strings.Contains(msg.Text, "{") || strings.Contains(msg.Subject, "{") {
						t.Errorf("statement %s: a placeholder is left:\n%s", lang, msg.Text)
					}
				}
			}
		}
		for _, dec := range amora.ComplaintDecisions {
			msg, err := r.ComplaintDecision(lang, "rita@example.com", "", "C-000042", dec, at)
			if err != nil {
				t.Fatalf("decision %s %s: %v", lang, dec, err)
			}
			want := strings.ReplaceAll(w["complaintDecision."+dec], "{site}", "Amora")
			if !strings.Contains(msg.Text, want) || !strings.Contains(msg.Text, w["complaintDecision.appeal"]) || !strings.Contains(msg.Text, w["common.greetingNoName"]) {
				t.Errorf("decision %s %s:\n%s", lang, dec, msg.Text)
			}
			if strings.Contains(msg.Text, "{") {
				t.Errorf("decision %s: a placeholder is left", lang)
			}
		}
	}
	if _, err := r.ComplaintReceipt("en", "a@example.com", "", "C-1", "nonsense", at); err == nil {
		t.Error("an unknown category was accepted")
	}
	if _, err := r.ComplaintStatement("en", "a@example.com", "", "ban", ContentPhoto, "scam", "x", at); err == nil {
		t.Error("a ban statement was rendered as a complaint statement")
	}
}
