package amora

import (
	"slices"
	"strings"
	"time"
)

// LandingCards is how many member cards the landing page shows a visitor.
const LandingCards = 12

// LandingFewest is the fewest members of the visitor's country the landing page
// shows; with fewer it shows the newest members of every country instead, so that a
// country the site has just opened in does not greet its first visitors with an
// empty page.
const LandingFewest = 4

// LandingCountry is the country whose members the landing page shows a visitor: the
// country they chose on the language page (selected), else their GeoIP country, when
// the site serves it; otherwise the site's first country. "" when the site lists none.
func LandingCountry(s Settings, geoCountry, selected string) string {
	for _, c := range []string{selected, geoCountry} {
		if c = strings.ToUpper(c); c != "" && slices.Contains(s.Countries, c) {
			return c
		}
	}
	if len(s.Countries) > 0 {
		return s.Countries[0]
	}
	return ""
}

// LandingFilter is the search behind the landing page's cards on site: the members
// of country who joined last, as every search lists them (active, visible, complete
// profiles; banned and deleted accounts never), and never a fictional profile: the
// page shows real people to someone who has not yet read the site's disclosure.
// "" searches every country.
func LandingFilter(site, country string, today time.Time) SearchFilter {
	f := SearchFilter{Country: country, Site: site, HideFictional: true, Sort: SortNew, Page: 1, PerPage: LandingCards, Today: today}
	f.Normalize()
	return f
}
