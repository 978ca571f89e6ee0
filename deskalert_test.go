package amora

import (
	"testing"
	"time"
)

func TestDeskAlerts(t *testing.T) {
	limits := map[string]int{"a.example": 5, "b.example": 30}
	got := DeskAlerts(map[string]time.Duration{
		"a.example": 6 * time.Minute,  // over its 5 minutes
		"b.example": 20 * time.Minute, // under its 30
		"*":         11 * time.Minute, // over the default 10 (no setting of its own)
		"c.example": 10 * time.Minute, // exactly the default: no alert yet
	}, func(host string) int { return limits[host] })
	if len(got) != 2 || got[0].Site != "*" || got[0].AlertMinutes != 10 || got[0].OldestWaiting != 11*time.Minute ||
		got[1].Site != "a.example" || got[1].AlertMinutes != 5 {
		t.Errorf("alerts %+v", got)
	}
	if got := DeskAlerts(nil, func(string) int { return 10 }); got == nil || len(got) != 0 {
		t.Errorf("no queue: %#v", got)
	}
}

func TestDeskAlertMinutesSetting(t *testing.T) {
	if DefaultSettings().DeskAlertMinutes != 10 {
		t.Errorf("default desk_alert_minutes %d, want 10", DefaultSettings().DeskAlertMinutes)
	}
	cat := SiteCatalog{Countries: func(string) bool { return true }}
	for v, ok := range map[int]bool{0: false, 1: true, 10: true, 1440: true, 1441: false} {
		site := Site{Host: "*", Settings: DefaultSettings(), Company: DefaultCompanyInfo()}
		site.Settings.DeskAlertMinutes = v
		err := site.Validate(cat)
		fe, _ := err.(FieldErrors)
		bad := false
		for _, f := range fe {
			if f.Field == "settings.desk_alert_minutes" && f.Key == "siteFieldRange" {
				bad = true
			}
		}
		if bad == ok {
			t.Errorf("desk_alert_minutes %d: %v", v, err)
		}
	}
}

func TestFictionalDisclosure(t *testing.T) {
	for _, c := range []struct{ lang, company, want string }{
		{"en", "Amora Media B.V.", "This is a fictional profile operated by Amora Media B.V."},
		{"nl", "Amora Media", "Dit is een fictief profiel dat wordt beheerd door Amora Media."},
		{"pl", "Amora Media Sp. z o.o.", "To jest fikcyjny profil prowadzony przez Amora Media Sp. z o.o."},
		{"xx", "Amora GmbH", "This is a fictional profile operated by Amora GmbH."},
	} {
		if got := FictionalDisclosure(c.lang, c.company); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.company, got, c.want)
		}
	}
	for lang := range fictionalDisclosures {
		if !isLanguage(lang) {
			t.Errorf("disclosure in unknown language %q", lang)
		}
	}
	for _, lang := range Languages {
		if _, ok := fictionalDisclosures[lang]; !ok {
			t.Errorf("no disclosure in %s", lang)
		}
	}
}
