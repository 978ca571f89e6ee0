package geo

import (
	"sort"
	"strings"
	"unicode"

	"amora"
)

// Cities returns the shipped city data set: every supported country's
// cities, countries in SupportedCountries order and each country's cities by
// population, largest first. The slice is a fresh copy.
func Cities() []amora.City {
	return append([]amora.City(nil), cities...)
}

// citiesByCountry holds each country's cities sorted by population, largest
// first, with ties broken by name so the order never depends on the data
// file's layout.
var citiesByCountry = func() map[string][]amora.City {
	idx := make(map[string][]amora.City, len(regions))
	for _, c := range cities {
		idx[c.Country] = append(idx[c.Country], c)
	}
	for _, list := range idx {
		sort.SliceStable(list, func(i, j int) bool {
			if list[i].Population != list[j].Population {
				return list[i].Population > list[j].Population
			}
			return list[i].Name < list[j].Name
		})
	}
	return idx
}()

// CitiesIn returns the cities of country (an ISO 3166-1 alpha-2 code,
// matched case-insensitively) by population, largest first. It returns an
// empty slice for a country without city data. The slice is a fresh copy.
func CitiesIn(country string) []amora.City {
	return append([]amora.City{}, citiesByCountry[strings.ToUpper(country)]...)
}

// cityKeys indexes cities by country and folded name (see foldCityName). A
// name that occurs in several regions of a country, such as Portland in
// Oregon and Maine, maps to the most populous of them.
var cityKeys = func() map[string]map[string]amora.City {
	idx := make(map[string]map[string]amora.City, len(citiesByCountry))
	for cc, list := range citiesByCountry {
		m := make(map[string]amora.City, len(list))
		for _, c := range list {
			key := foldCityName(c.Name)
			if _, taken := m[key]; !taken { // list is by population, largest first
				m[key] = c
			}
		}
		idx[cc] = m
	}
	return idx
}()

// FindCity looks a city up by country (an ISO 3166-1 alpha-2 code) and name.
// Case, accents, spaces and punctuation are ignored, so "zurich" finds Zürich,
// "krakow" finds Kraków and "aix en provence" finds Aix-en-Provence. When
// several regions of the country have a city of that name, the most populous
// one is returned. The boolean is false when nothing matches.
func FindCity(country, name string) (amora.City, bool) {
	key := foldCityName(name)
	if key == "" {
		return amora.City{}, false
	}
	c, ok := cityKeys[strings.ToUpper(country)][key]
	return c, ok
}

// letterFolds maps the accented and special letters of the supported
// countries' city names (in lower case) to their plain ASCII spelling.
var letterFolds = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'ā': "a", 'ą': "a", 'æ': "ae",
	'ç': "c", 'ć': "c", 'č': "c",
	'ď': "d", 'đ': "d",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ē': "e", 'ę': "e", 'ě': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ī': "i",
	'ł': "l", 'ľ': "l",
	'ñ': "n", 'ń': "n", 'ň': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'ō': "o", 'œ': "oe",
	'ř': "r",
	'ś': "s", 'š': "s", 'ß': "ss",
	'ť': "t",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ū': "u", 'ů': "u",
	'ý': "y", 'ÿ': "y",
	'ź': "z", 'ż': "z", 'ž': "z",
}

// foldCityName is the key city names are matched by: lower case, accents
// folded to their base letters, and everything but letters and digits
// dropped, so that "Saint-Étienne", "saint etienne" and "SAINT ETIENNE" are
// one key.
func foldCityName(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	for _, r := range strings.ToLower(name) {
		if s, ok := letterFolds[r]; ok {
			b.WriteString(s)
		} else if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
