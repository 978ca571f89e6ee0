package geo

import "testing"

func TestFindPlace(t *testing.T) {
	for _, c := range []struct{ country, name, want string }{
		{"NL", "noord-holland", "NL-NH"},
		{"nl", "NL-UT", "NL-UT"},
		{"NL", "ut", "NL-UT"},
		{"NL", "amsterdam", "NL-NH"},
		{"DE", "bayern", "DE-BY"},
		{"DE", "munchen", "DE-BY"},
		{"PL", "krakow", "PL-12"},
		{"NL", "atlantis", ""},
		{"XX", "utrecht", ""},
		{"NL", "", ""},
	} {
		r, ok := FindPlace(c.country, c.name)
		if r.ID != c.want || ok != (c.want != "") {
			t.Errorf("FindPlace(%q, %q) = %q, %v; want %q", c.country, c.name, r.ID, ok, c.want)
		}
	}
}
