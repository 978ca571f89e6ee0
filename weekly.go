package amora

import (
	"fmt"
	"slices"
	"time"
)

// Weekly updates (SPEC §3 weekly_updates): once a week, in the member's time zone, the
// new members that match what the member looks for.

// WeeklySendHour is the local hour on Monday from which a member's weekly update is
// due; a planner that runs late (or a member who joins mid-week) still sends it later
// in the same week, and never twice in one week.
const WeeklySendHour = 10

// WeeklyNewFor is how far back a member counts as new in a weekly update.
const WeeklyNewFor = 7 * 24 * time.Hour

// WeeklyMaxMembers is how many new members one weekly update shows at most.
const WeeklyMaxMembers = 6

// WeeklyAgeSpread is how many years younger or older than the member a new member may
// be: members store no age range of their own, so the update assumes one around
// their age (docs/decisions.md).
const WeeklyAgeSpread = 10

// countryZones are the time zones of the supported countries: members store no time
// zone, so their country decides it (the zone of its capital; docs/decisions.md).
var countryZones = map[string]string{
	"AT": "Europe/Vienna", "AU": "Australia/Sydney", "BE": "Europe/Brussels", "CA": "America/Toronto",
	"CH": "Europe/Zurich", "DE": "Europe/Berlin", "ES": "Europe/Madrid", "FR": "Europe/Paris",
	"GB": "Europe/London", "IE": "Europe/Dublin", "IT": "Europe/Rome", "NL": "Europe/Amsterdam",
	"NZ": "Pacific/Auckland", "PL": "Europe/Warsaw", "US": "America/New_York",
}

// zones caches the loaded locations; they never change.
var zones = func() map[string]*time.Location {
	out := make(map[string]*time.Location, len(countryZones))
	for c, name := range countryZones {
		if loc, err := time.LoadLocation(name); err == nil {
			out[c] = loc
		}
	}
	return out
}()

// CountryLocation is the time zone of a member of country, UTC for an unknown one.
func CountryLocation(country string) *time.Location {
	if loc, ok := zones[country]; ok {
		return loc
	}
	return time.UTC
}

// WeeklyDue returns the week (ISO year and week in the member's time zone, "2026-W48")
// of a member of country at now, and whether that week's update is due: from Monday
// WeeklySendHour:00 local time on.
func WeeklyDue(country string, now time.Time) (week string, due bool) {
	local := now.In(CountryLocation(country))
	y, w := local.ISOWeek()
	week = fmt.Sprintf("%04d-W%02d", y, w)
	daysSinceMonday := (int(local.Weekday()) + 6) % 7
	return week, daysSinceMonday > 0 || local.Hour() >= WeeklySendHour
}

// WeeklyAgeRange is the age range of the new members shown to a member of age age.
func WeeklyAgeRange(age int) (lo, hi int) {
	return max(MinAge, age-WeeklyAgeSpread), min(99, age+WeeklyAgeSpread)
}

// WeeklyMatches picks up to n of the newcomers (newest first) that member u looks
// for: the gender they look for, their country, an age in WeeklyAgeRange, visible, not
// fictional, not u, and not blocked either way (hidden). Members of u's region come
// first, then the rest of the country.
func WeeklyMatches(u *User, newcomers []*Profile, hidden map[int64]bool, now time.Time, n int) []*Profile {
	lo, hi := WeeklyAgeRange(u.Age(now))
	var region, rest []*Profile
	for _, p := range newcomers {
		if len(region) >= n {
			break
		}
		switch {
		case p.ID == u.ID || hidden[p.ID] || p.Invisible || p.Fictional:
		case u.Basics.LookingFor != "both" && p.Gender != u.Basics.LookingFor:
		case p.Country != u.Basics.Country || p.Age < lo || p.Age > hi:
		case p.Region == u.Basics.Region:
			region = append(region, p)
		case len(rest) < n:
			rest = append(rest, p)
		}
	}
	out := slices.Clip(region)
	for _, p := range rest {
		if len(out) >= n {
			break
		}
		out = append(out, p)
	}
	return out
}
