package geo

import (
	"strings"

	"amora"
)

// FindPlace resolves a place word of a lander's audience (issue 24) in country: a
// region by its code ("NL-UT" or "ut") or its name ("noord-holland", "bayern"), else a
// city ("utrecht", "munchen"), which stands for its region. Case, accents and
// punctuation are ignored, as FindCity does. The boolean is false when nothing matches.
func FindPlace(country, name string) (amora.Region, bool) {
	country = strings.ToUpper(country)
	cr, ok := regions[country]
	key := foldCityName(name)
	if !ok || key == "" {
		return amora.Region{}, false
	}
	for _, r := range cr.Regions {
		if key == foldCityName(r.ID) || key == foldCityName(strings.TrimPrefix(r.ID, country+"-")) || key == foldCityName(r.Name) {
			return r, true
		}
	}
	c, ok := FindCity(country, name)
	if !ok {
		return amora.Region{}, false
	}
	for _, r := range cr.Regions {
		if r.ID == c.Region {
			return r, true
		}
	}
	return amora.Region{}, false
}
