package demo

import (
	"math/rand/v2"
	"strings"
)

// countryWeights spreads demo members roughly by population, with the
// United States largest; the order is the order of the weights.
var countryWeights = []struct {
	code   string
	weight float64
}{
	{"US", 30}, {"DE", 12}, {"GB", 10}, {"FR", 9.5}, {"IT", 8}, {"ES", 7}, {"PL", 5.5},
	{"CA", 5}, {"AU", 4}, {"NL", 3.5}, {"BE", 2}, {"CH", 1.6}, {"AT", 1.5}, {"IE", 1}, {"NZ", 0.8},
}

// southern countries have darker hair and eyes more often in the demo data.
var southern = map[string]bool{"FR": true, "IT": true, "ES": true}

// language picks the language a member in region of country writes in:
// the country's language, or in multilingual countries the language of the
// region most of the time.
func language(r *rand.Rand, country, region string) string {
	chance := func(p float64, yes, no string) string {
		if r.Float64() < p {
			return yes
		}
		return no
	}
	switch country {
	case "NL":
		return "nl"
	case "DE", "AT":
		return "de"
	case "FR":
		return "fr"
	case "IT":
		return "it"
	case "ES":
		return "es"
	case "PL":
		return "pl"
	case "US":
		return chance(0.04, "es", "en")
	case "CA":
		switch region {
		case "CA-QC":
			return chance(0.85, "fr", "en")
		case "CA-NB":
			return chance(0.33, "fr", "en")
		}
		return chance(0.04, "fr", "en")
	case "BE":
		switch {
		case strings.HasPrefix(region, "BE-V"):
			return chance(0.95, "nl", "fr")
		case region == "BE-BRU":
			return chance(0.8, "fr", "nl")
		case strings.HasPrefix(region, "BE-W"):
			return chance(0.97, "fr", "nl")
		}
		return chance(0.6, "nl", "fr")
	case "CH":
		switch region {
		case "CH-GE", "CH-VD", "CH-NE", "CH-JU":
			return chance(0.92, "fr", "de")
		case "CH-FR", "CH-VS":
			return chance(0.6, "fr", "de")
		case "CH-TI":
			return chance(0.9, "it", "de")
		}
		return chance(0.95, "de", "fr")
	}
	return "en"
}

// nameGroup returns which first names suit a member of country writing in lang.
func nameGroup(country, lang string) string {
	if lang != "en" {
		return lang
	}
	switch country {
	case "IE":
		return "ie"
	case "GB", "AU", "NZ":
		return "gb"
	}
	return "us"
}
