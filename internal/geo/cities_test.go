package geo

import (
	"strings"
	"testing"
)

func TestCityRegionsAreValid(t *testing.T) {
	supported := map[string]bool{}
	for _, cc := range SupportedCountries() {
		supported[cc] = true
	}
	for _, c := range Cities() {
		if !supported[c.Country] {
			t.Errorf("%s: country %q is not supported", c.Name, c.Country)
			continue
		}
		if _, ok := RegionName(c.Country, c.Region); !ok || c.Region != strings.ToUpper(c.Region) {
			t.Errorf("%s (%s): region %q is not one of geo.Regions()[%q]", c.Name, c.Country, c.Region, c.Country)
		}
		if strings.TrimSpace(c.Name) != c.Name || c.Name == "" {
			t.Errorf("city name %q is empty or has surrounding space", c.Name)
		}
		if c.Population <= 0 {
			t.Errorf("%s (%s): population = %d, want > 0", c.Name, c.Country, c.Population)
		}
	}
}

func TestEveryRegionHasACity(t *testing.T) {
	for cc, cr := range Regions() {
		t.Run(cc, func(t *testing.T) {
			have := map[string]int{}
			for _, c := range CitiesIn(cc) {
				have[c.Region]++
			}
			for _, r := range cr.Regions {
				if have[r.ID] == 0 {
					t.Errorf("region %s (%s) has no city", r.ID, r.Name)
				}
			}
		})
	}
}

func TestCityCountsPerCountry(t *testing.T) {
	// The targets the data set was compiled to; a country may fall short by
	// at most 20 %.
	tests := []struct {
		country string
		target  int
	}{
		{"NL", 60}, {"BE", 40}, {"DE", 100}, {"AT", 30}, {"CH", 35},
		{"FR", 90}, {"IT", 90}, {"ES", 80}, {"PL", 70}, {"GB", 80},
		{"IE", 30}, {"US", 200}, {"CA", 50}, {"AU", 40}, {"NZ", 25},
	}
	total := 0
	for _, tt := range tests {
		t.Run(tt.country, func(t *testing.T) {
			got := len(CitiesIn(tt.country))
			total += got
			if min := tt.target * 8 / 10; got < min {
				t.Errorf("len(CitiesIn(%q)) = %d, want at least %d", tt.country, got, min)
			}
		})
	}
	if got, want := total, len(Cities()); got != want {
		t.Errorf("cities of the supported countries = %d, want all %d cities", got, want)
	}
}

func TestCitiesAreUnique(t *testing.T) {
	seen := map[[3]string]bool{}
	for _, c := range Cities() {
		key := [3]string{c.Country, foldCityName(c.Name), c.Region}
		if seen[key] {
			t.Errorf("duplicate city %s in %s", c.Name, c.Region)
		}
		seen[key] = true
	}
}

// box is a rough latitude/longitude rectangle around (part of) a country.
type box struct{ minLat, maxLat, minLon, maxLon float64 }

func (b box) contains(lat, lon float64) bool {
	return lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon
}

func TestCitiesLieInTheirCountry(t *testing.T) {
	boxes := map[string][]box{
		"NL": {{50.7, 53.6, 3.3, 7.3}},
		"BE": {{49.45, 51.55, 2.5, 6.45}},
		"DE": {{47.2, 55.1, 5.8, 15.1}},
		"AT": {{46.35, 49.05, 9.5, 17.2}},
		"CH": {{45.8, 47.85, 5.9, 10.5}},
		"FR": {{41.3, 51.15, -5.2, 9.6}}, // with Corsica
		"IT": {{35.4, 47.1, 6.6, 18.6}},
		"ES": {{35.1, 43.8, -9.4, 4.4}, {27.6, 29.5, -18.2, -13.3}}, // Ceuta, Melilla, Balearics; Canaries
		"PL": {{49.0, 54.9, 14.1, 24.2}},
		"GB": {{49.9, 60.9, -8.2, 1.8}},
		"IE": {{51.4, 55.4, -10.5, -6.0}},
		"US": {{24.4, 49.4, -124.8, -66.9}, {51, 71.5, -180, -129}, {18.9, 22.3, -160.3, -154.8}}, // Alaska, Hawaii
		"CA": {{41.6, 83.2, -141.1, -52.6}},
		"AU": {{-43.7, -10.6, 113.1, 153.7}},
		"NZ": {{-47.3, -34.3, 166.4, 178.6}},
	}
	for _, cc := range SupportedCountries() {
		t.Run(cc, func(t *testing.T) {
			if len(boxes[cc]) == 0 {
				t.Fatalf("no bounding box for %s", cc)
			}
			for _, c := range CitiesIn(cc) {
				in := false
				for _, b := range boxes[cc] {
					in = in || b.contains(c.Lat, c.Lon)
				}
				if !in {
					t.Errorf("%s at %.4f,%.4f lies outside %s", c.Name, c.Lat, c.Lon, cc)
				}
			}
		})
	}
}

func TestKnownCityCoordinates(t *testing.T) {
	tests := []struct {
		country, name string
		lat, lon      float64
	}{
		{"NL", "Amsterdam", 52.37, 4.90},
		{"DE", "Berlin", 52.52, 13.40},
		{"FR", "Paris", 48.857, 2.352},
		{"ES", "Madrid", 40.417, -3.704},
		{"PL", "Warszawa", 52.23, 21.01},
		{"US", "New York", 40.71, -74.01},
		{"AU", "Sydney", -33.87, 151.21},
		{"NZ", "Auckland", -36.85, 174.76},
		{"CA", "Toronto", 43.65, -79.38},
		{"CH", "Zürich", 47.37, 8.54},
		{"IE", "Dublin", 53.35, -6.26},
		{"GB", "London", 51.507, -0.128},
		{"IT", "Roma", 41.893, 12.483},
		{"AT", "Wien", 48.208, 16.373},
		{"BE", "Bruxelles", 50.847, 4.357},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := FindCity(tt.country, tt.name)
			if !ok {
				t.Fatalf("FindCity(%q, %q) found nothing", tt.country, tt.name)
			}
			if d := DistanceKm(c.Lat, c.Lon, tt.lat, tt.lon); d > 5 {
				t.Errorf("%s at %.4f,%.4f is %.1f km from %.3f,%.3f, want within 5 km", c.Name, c.Lat, c.Lon, d, tt.lat, tt.lon)
			}
		})
	}
}

func TestCitiesIn(t *testing.T) {
	tests := []struct {
		country   string
		wantFirst string // most populous city; "" when none
	}{
		{"NL", "Amsterdam"},
		{"de", "Berlin"},
		{"US", "New York"},
		{"AU", "Sydney"},
		{"NZ", "Auckland"},
		{"XX", ""},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run("Country"+tt.country, func(t *testing.T) {
			got := CitiesIn(tt.country)
			if got == nil {
				t.Fatalf("CitiesIn(%q) = nil, want a non-nil slice", tt.country)
			}
			if tt.wantFirst == "" {
				if len(got) != 0 {
					t.Errorf("CitiesIn(%q) has %d cities, want none", tt.country, len(got))
				}
				return
			}
			if got[0].Name != tt.wantFirst {
				t.Errorf("CitiesIn(%q)[0] = %s, want %s", tt.country, got[0].Name, tt.wantFirst)
			}
			for i, c := range got {
				if c.Country != strings.ToUpper(tt.country) {
					t.Errorf("CitiesIn(%q) holds %s of %s", tt.country, c.Name, c.Country)
				}
				if i > 0 && got[i-1].Population < c.Population {
					t.Errorf("CitiesIn(%q): %s (%d) before %s (%d), want descending population",
						tt.country, got[i-1].Name, got[i-1].Population, c.Name, c.Population)
				}
			}
		})
	}
}

func TestCitiesReturnsCopies(t *testing.T) {
	all := Cities()
	all[0].Name = "Changed"
	if got := Cities()[0].Name; got == "Changed" {
		t.Errorf("Cities() shares its backing array with the data set")
	}
	nl := CitiesIn("NL")
	nl[0].Name = "Changed"
	if got, want := CitiesIn("NL")[0].Name, "Amsterdam"; got != want {
		t.Errorf("after mutation CitiesIn(\"NL\")[0].Name = %q, want %q", got, want)
	}
}

func TestFindCity(t *testing.T) {
	tests := []struct {
		name          string
		country, city string
		wantName      string // "" when nothing may be found
		wantRegion    string
	}{
		{"AccentFolded", "CH", "zurich", "Zürich", "CH-ZH"},
		{"PolishL", "PL", "krakow", "Kraków", "PL-12"},
		{"PolishStroke", "PL", "LODZ", "Łódź", "PL-10"},
		{"Eszett", "DE", "giessen", "Gießen", "DE-HE"},
		{"Umlaut", "DE", "munchen", "München", "DE-BY"},
		{"Punctuation", "FR", "saint etienne", "Saint-Étienne", "FR-ARA"},
		{"Apostrophe", "NL", "S-HERTOGENBOSCH", "'s-Hertogenbosch", "NL-NB"},
		{"Macron", "NZ", "taupo", "Taupō", "NZ-WKO"},
		{"LowerCaseCountry", "ie", "Dublin", "Dublin", "IE-D"},
		{"SameNameMostPopulous", "US", "Portland", "Portland", "US-OR"},
		{"Exact", "ES", "Málaga", "Málaga", "ES-AN"},
		{"WrongCountry", "DE", "Paris", "", ""},
		{"UnknownCountry", "XX", "Paris", "", ""},
		{"EmptyName", "FR", "", "", ""},
		{"OnlyPunctuation", "FR", " - ", "", ""},
		{"NoSuchCity", "NL", "Atlantis", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := FindCity(tt.country, tt.city)
			if tt.wantName == "" {
				if ok {
					t.Errorf("FindCity(%q, %q) = %s, want not found", tt.country, tt.city, got.Name)
				}
				return
			}
			if !ok {
				t.Fatalf("FindCity(%q, %q) found nothing, want %s", tt.country, tt.city, tt.wantName)
			}
			if got.Name != tt.wantName || got.Region != tt.wantRegion {
				t.Errorf("FindCity(%q, %q) = %s (%s), want %s (%s)",
					tt.country, tt.city, got.Name, got.Region, tt.wantName, tt.wantRegion)
			}
		})
	}
}

func TestFoldCityName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Zürich", "zurich"},
		{"Łódź", "lodz"},
		{"Saint-Étienne", "saintetienne"},
		{"Gießen", "giessen"},
		{"Biel/Bienne", "bielbienne"},
		{"Halle (Saale)", "hallesaale"},
		{"Dún Laoghaire", "dunlaoghaire"},
		{"A Coruña", "acoruna"},
		{"Whakatāne", "whakatane"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := foldCityName(tt.in); got != tt.want {
				t.Errorf("foldCityName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	// Every letter in the data set must fold to ASCII, or FindCity could not
	// find its city typed on a plain keyboard.
	for _, c := range Cities() {
		for _, r := range foldCityName(c.Name) {
			if r > 127 {
				t.Errorf("foldCityName(%q) keeps %q; add it to letterFolds", c.Name, r)
			}
		}
	}
}
