// Package geo holds static geographic reference data for Amora: the
// first-level subdivisions (provinces, states, cantons...) of the countries
// members can live in.
package geo

import (
	"strings"

	"amora"
)

// supportedCountries is the display order of SupportedCountries.
var supportedCountries = []string{
	"NL", "BE", "DE", "AT", "CH", "FR", "IT", "ES", "PL", "GB", "IE", "US", "CA", "AU", "NZ",
}

// SupportedCountries returns the ISO 3166-1 alpha-2 codes of the countries
// that have region data, in display order. The slice is a fresh copy.
func SupportedCountries() []string {
	return append([]string(nil), supportedCountries...)
}

// Regions returns, per ISO 3166-1 alpha-2 country code, the country's
// first-level subdivisions sorted by name. The map and its slices are a fresh
// copy on every call, so callers may modify them freely.
func Regions() map[string]amora.CountryRegions {
	out := make(map[string]amora.CountryRegions, len(regions))
	for cc, cr := range regions {
		out[cc] = amora.CountryRegions{
			Label:   cr.Label,
			Regions: append([]amora.Region(nil), cr.Regions...),
		}
	}
	return out
}

// regionNames indexes region names by country code and region ID.
var regionNames = func() map[string]map[string]string {
	idx := make(map[string]map[string]string, len(regions))
	for cc, cr := range regions {
		m := make(map[string]string, len(cr.Regions))
		for _, r := range cr.Regions {
			m[r.ID] = r.Name
		}
		idx[cc] = m
	}
	return idx
}()

// RegionName returns the name of region regionID (an ISO 3166-2 code such as
// "NL-NH") in country (an ISO 3166-1 alpha-2 code such as "NL"). Both codes
// are matched case-insensitively. The boolean is false when the country is
// not supported or the region does not belong to it.
func RegionName(country, regionID string) (string, bool) {
	name, ok := regionNames[strings.ToUpper(country)][strings.ToUpper(regionID)]
	return name, ok
}

// foldReplacer strips the diacritics that occur in the region names.
var foldReplacer = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ä", "a", "ą", "a",
	"ç", "c", "ć", "c",
	"è", "e", "é", "e", "ê", "e", "ë", "e", "ę", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i",
	"ł", "l",
	"ñ", "n", "ń", "n",
	"ò", "o", "ó", "o", "ô", "o", "ö", "o",
	"ś", "s", "ß", "ss",
	"ù", "u", "ú", "u", "û", "u", "ü", "u", "ū", "u",
	"ź", "z", "ż", "z",
)

// sortKey is the collation key region lists are sorted by: the name in lower
// case with diacritics folded to their base letters, so that "Île-de-France"
// sorts among the I's and "Łódzkie" among the L's.
func sortKey(name string) string {
	return foldReplacer.Replace(strings.ToLower(name))
}
