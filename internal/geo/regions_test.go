package geo

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func TestSupportedCountries(t *testing.T) {
	want := []string{"NL", "BE", "DE", "AT", "CH", "FR", "IT", "ES", "PL", "GB", "IE", "US", "CA", "AU", "NZ"}
	if got := SupportedCountries(); !reflect.DeepEqual(got, want) {
		t.Errorf("SupportedCountries() = %v, want %v", got, want)
	}
	got := SupportedCountries()
	got[0] = "XX"
	if got, want := SupportedCountries()[0], "NL"; got != want {
		t.Errorf("after mutation SupportedCountries()[0] = %q, want %q", got, want)
	}
}

func TestRegionsCoverSupportedCountriesOnly(t *testing.T) {
	all := Regions()
	if got, want := len(all), len(SupportedCountries()); got != want {
		t.Errorf("len(Regions()) = %d, want %d", got, want)
	}
	for _, cc := range SupportedCountries() {
		if _, ok := all[cc]; !ok {
			t.Errorf("Regions()[%q] missing", cc)
		}
	}
}

func TestRegionsPerCountry(t *testing.T) {
	tests := []struct {
		country string
		count   int
		label   string
		sample  string // one region ID that must be present
	}{
		{"NL", 12, "province", "NL-NH"},
		{"BE", 11, "province", "BE-BRU"},
		{"DE", 16, "state", "DE-BY"},
		{"AT", 9, "state", "AT-9"},
		{"CH", 26, "canton", "CH-ZH"},
		{"FR", 13, "region", "FR-IDF"},
		{"IT", 20, "region", "IT-25"},
		{"ES", 19, "region", "ES-CT"},
		{"PL", 16, "voivodeship", "PL-14"},
		{"GB", 4, "region", "GB-SCT"},
		{"IE", 26, "county", "IE-D"},
		{"US", 51, "state", "US-DC"},
		{"CA", 13, "province", "CA-QC"},
		{"AU", 8, "state", "AU-NSW"},
		{"NZ", 16, "region", "NZ-AUK"},
	}
	all := Regions()
	for _, tt := range tests {
		t.Run(tt.country, func(t *testing.T) {
			cr, ok := all[tt.country]
			if !ok {
				t.Fatalf("Regions()[%q] missing", tt.country)
			}
			if got, want := len(cr.Regions), tt.count; got != want {
				t.Errorf("region count = %d, want %d", got, want)
			}
			if got, want := cr.Label, tt.label; got != want {
				t.Errorf("label = %q, want %q", got, want)
			}
			idRE := regexp.MustCompile(`^` + tt.country + `-[A-Z0-9]{1,3}$`)
			ids := map[string]bool{}
			names := map[string]bool{}
			for i, r := range cr.Regions {
				if !idRE.MatchString(r.ID) {
					t.Errorf("id %q does not match %s", r.ID, idRE)
				}
				if ids[r.ID] {
					t.Errorf("id %q duplicated", r.ID)
				}
				ids[r.ID] = true
				if r.Name == "" || strings.TrimSpace(r.Name) != r.Name {
					t.Errorf("%s: name %q is empty or padded", r.ID, r.Name)
				}
				if names[r.Name] {
					t.Errorf("%s: name %q duplicated", r.ID, r.Name)
				}
				names[r.Name] = true
				if key := sortKey(r.Name); !isASCII(key) {
					t.Errorf("%s: sortKey(%q) = %q, has a letter the fold helper does not cover", r.ID, r.Name, key)
				}
				if i > 0 {
					prev := cr.Regions[i-1]
					if got, want := sortKey(prev.Name) < sortKey(r.Name), true; got != want {
						t.Errorf("order: %q before %q, want sorted by name", prev.Name, r.Name)
					}
				}
			}
			if !ids[tt.sample] {
				t.Errorf("sample id %q missing", tt.sample)
			}
		})
	}
}

func TestRegionsReturnsCopy(t *testing.T) {
	first := Regions()
	want := first["NL"].Regions[0]
	first["NL"].Regions[0].Name = "mutated"
	first["NL"] = first["BE"]
	delete(first, "DE")
	second := Regions()
	if got := second["NL"].Regions[0]; got != want {
		t.Errorf("after mutation Regions()[NL].Regions[0] = %+v, want %+v", got, want)
	}
	if got, want := len(second["NL"].Regions), 12; got != want {
		t.Errorf("after mutation len(Regions()[NL].Regions) = %d, want %d", got, want)
	}
	if _, ok := second["DE"]; !ok {
		t.Errorf("after mutation Regions()[DE] missing")
	}
}

func TestRegionName(t *testing.T) {
	tests := []struct {
		country, id string
		want        string
		wantOK      bool
	}{
		{"NL", "NL-NH", "Noord-Holland", true},
		{"NL", "NL-FR", "Fryslân", true},
		{"nl", "nl-nh", "Noord-Holland", true},
		{"BE", "BE-BRU", "Brussel / Bruxelles", true},
		{"CH", "CH-GE", "Genève", true},
		{"FR", "FR-IDF", "Île-de-France", true},
		{"PL", "PL-12", "Małopolskie", true},
		{"IE", "IE-D", "Dublin", true},
		{"US", "US-DC", "District of Columbia", true},
		{"CA", "CA-QC", "Quebec", true},
		{"NZ", "NZ-AUK", "Auckland", true},
		{"NL", "NL-XX", "", false},
		{"NL", "BE-BRU", "", false},
		{"XX", "XX-AA", "", false},
		{"", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.country+"/"+tt.id, func(t *testing.T) {
			got, ok := RegionName(tt.country, tt.id)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("RegionName(%q, %q) = %q, %v; want %q, %v", tt.country, tt.id, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestSortKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Île-de-France", "ile-de-france"},
		{"Łódzkie", "lodzkie"},
		{"Świętokrzyskie", "swietokrzyskie"},
		{"Manawatū-Whanganui", "manawatu-whanganui"},
		{"Zürich", "zurich"},
		{"Cataluña", "cataluna"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := sortKey(tt.in); got != tt.want {
				t.Errorf("sortKey(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
