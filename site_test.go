package amora_test

import (
	"testing"

	"amora"
)

func TestMergeSettings(t *testing.T) {
	t.Run("Empty", func(t *testing.T) {
		s, err := amora.MergeSettings(nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := s.Name, "Amora"; got != want {
			t.Errorf("Name = %q, want %q", got, want)
		}
	})
	t.Run("Override", func(t *testing.T) {
		s, err := amora.MergeSettings([]byte(`{"name":"Flirt NL","signups":"with_trafficsource","minimum_message_costs":{"NL":{"costs":20,"currency":"EUR"}}}`))
		if err != nil {
			t.Fatal(err)
		}
		if s.Name != "Flirt NL" || s.Signups != amora.SignupsWithTrafficSource {
			t.Errorf("got name %q signups %q", s.Name, s.Signups)
		}
		if got := len(s.MinimumMessageCosts); got != 1 {
			t.Errorf("minimum_message_costs has %d countries, want 1 (replaced, not merged)", got)
		}
		if s.MessageCredits != amora.DefaultSettings().MessageCredits {
			t.Errorf("message_credits lost its default")
		}
		if len(s.FictionalPlural) != 7 {
			t.Errorf("fictional_plural = %v, want the 7 defaults", s.FictionalPlural)
		}
	})
	t.Run("ErrInvalid", func(t *testing.T) {
		_, err := amora.MergeSettings([]byte(`{"name":3}`))
		if got := amora.ErrorCode(err); got != amora.EINVALID {
			t.Errorf("code = %q, want %q", got, amora.EINVALID)
		}
	})
}

func TestSettingsForVisitor(t *testing.T) {
	ts := amora.TrafficSource{Network: "aff1", Ref: "x"}
	for _, tt := range []struct {
		name                      string
		signups, search, searchTS string
		ts                        amora.TrafficSource
		wantSignup, wantSearch    bool
	}{
		{"OpenSite", "all", "all", "all", amora.TrafficSource{}, true, true},
		{"InviteOnlyNoSource", "with_trafficsource", "all", "all", amora.TrafficSource{}, false, true},
		{"InviteOnlyWithSource", "with_trafficsource", "all", "all", ts, true, true},
		{"NoLoggedOutSearch", "all", "none", "all", amora.TrafficSource{}, true, false},
		{"NoSearchForTraffic", "all", "all", "none", ts, true, false},
		{"TrafficMaySearch", "all", "none", "all", ts, true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := amora.DefaultSettings()
			s.Signups, s.LoggedOutSearch, s.LoggedOutSearchTrafficSource = tt.signups, tt.search, tt.searchTS
			got := s.ForVisitor("NL", "", tt.ts)
			if got.SignupAllowed != tt.wantSignup || got.SearchAllowed != tt.wantSearch {
				t.Errorf("signup %v search %v, want %v %v", got.SignupAllowed, got.SearchAllowed, tt.wantSignup, tt.wantSearch)
			}
			if got.GeoIPSelectedCountry != "NL" {
				t.Errorf("selected country = %q, want NL from GeoIP", got.GeoIPSelectedCountry)
			}
		})
	}
}
