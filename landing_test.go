package amora_test

import (
	"testing"

	"amora"
)

// TestLandingCountry: the chosen country, then GeoIP, count only where the site
// serves them; otherwise the site's first country.
func TestLandingCountry(t *testing.T) {
	site := amora.Settings{Countries: []string{"NL", "BE", "DE"}}
	for _, c := range []struct {
		name          string
		s             amora.Settings
		geo, selected string
		want          string
	}{
		{"Unknown", site, "", "", "NL"},
		{"GeoIP", site, "DE", "", "DE"},
		{"ChosenBeatsGeoIP", site, "DE", "be", "BE"},
		{"ChosenNotServed", site, "DE", "FR", "DE"},
		{"GeoIPNotServed", site, "US", "", "NL"},
		{"NoCountries", amora.Settings{}, "DE", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := amora.LandingCountry(c.s, c.geo, c.selected); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
