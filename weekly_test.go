package amora

import (
	"testing"
	"time"
)

// TestWeeklyDue checks that the weekly update is due from Monday 10:00 in the
// member's time zone (derived from the country) until the week ends there.
func TestWeeklyDue(t *testing.T) {
	for _, tc := range []struct {
		country string
		now     string
		week    string
		due     bool
	}{
		{"NL", "2026-11-30T08:59:00Z", "2026-W49", false}, // 09:59 in Amsterdam
		{"NL", "2026-11-30T09:00:00Z", "2026-W49", true},  // 10:00
		{"NL", "2026-12-06T22:59:00Z", "2026-W49", true},  // Sunday 23:59
		{"NL", "2026-12-06T23:00:00Z", "2026-W50", false}, // Monday 00:00: a new week, not yet due
		{"US", "2026-11-30T14:59:00Z", "2026-W49", false}, // 09:59 in New York
		{"US", "2026-11-30T15:00:00Z", "2026-W49", true},
		{"NZ", "2026-11-29T21:00:00Z", "2026-W49", true}, // Monday 10:00 in Auckland, Sunday in UTC
		{"", "2026-11-30T10:00:00Z", "2026-W49", true},   // unknown country: UTC
		{"GB", "2026-12-28T10:00:00Z", "2026-W53", true}, // ISO week 53
		{"GB", "2027-01-04T10:00:00Z", "2027-W01", true},
	} {
		now, _ := time.Parse(time.RFC3339, tc.now)
		week, due := WeeklyDue(tc.country, now)
		if week != tc.week || due != tc.due {
			t.Errorf("WeeklyDue(%q, %s) = %s, %v; want %s, %v", tc.country, tc.now, week, due, tc.week, tc.due)
		}
	}
}

// TestCountryZones checks that every supported country has a time zone that loads.
func TestCountryZones(t *testing.T) {
	for c := range countryZones {
		if CountryLocation(c) == time.UTC {
			t.Errorf("%s has no time zone", c)
		}
	}
}

// TestWeeklyMatches checks the matching rules: gender looked for ("both" takes
// either), country, age range, hidden, invisible and fictional members, the member
// themselves, the region first and the limit.
func TestWeeklyMatches(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	u := &User{ID: 1, DateOfBirth: "1996-05-01", Basics: ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", Region: "NL-NH"}}
	p := func(id int64, gender string, age int, country, region string) *Profile {
		return &Profile{ID: id, Gender: gender, Age: age, Country: country, Region: region}
	}
	invisible, fictional := p(7, "male", 30, "NL", "NL-NH"), p(8, "male", 30, "NL", "NL-NH")
	invisible.Invisible, fictional.Fictional = true, true
	newcomers := []*Profile{
		p(2, "male", 30, "NL", "NL-UT"), p(3, "male", 41, "NL", "NL-NH"), p(4, "female", 30, "NL", "NL-NH"),
		p(5, "male", 30, "DE", "DE-BE"), p(6, "male", 30, "NL", "NL-NH"), invisible, fictional,
		p(9, "male", 20, "NL", "NL-NH"), p(10, "male", 40, "NL", "NL-NH"), p(11, "male", 30, "NL", "NL-NH"),
	}
	ids := func(ps []*Profile) []int64 {
		var out []int64
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	got := ids(WeeklyMatches(u, newcomers, map[int64]bool{11: true}, now, 6))
	want := []int64{6, 9, 10, 2}
	if len(got) != len(want) {
		t.Fatalf("matches = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("matches = %v, want %v", got, want)
		}
	}
	if got := WeeklyMatches(u, newcomers, nil, now, 2); len(got) != 2 {
		t.Errorf("limit 2 gave %d", len(got))
	}
	u.Basics.LookingFor = "both"
	if got := ids(WeeklyMatches(u, newcomers, nil, now, 10)); len(got) != 6 {
		t.Errorf("looking for both: %v, want 6 members", got)
	}
}

// TestCampaignValidate checks the rules of a campaign.
func TestCampaignValidate(t *testing.T) {
	en := map[string]CampaignText{"en": {Subject: "S", Body: "B"}}
	for _, tc := range []struct {
		name string
		c    Campaign
		key  string
	}{
		{"OK", Campaign{Kind: NotifyNews, Texts: en, Audience: CampaignAudience{Country: " de ", Paid: CampaignFree}}, ""},
		{"Kind", Campaign{Kind: NotifyLike, Texts: en}, "campaignKind"},
		{"Paid", Campaign{Kind: NotifyNews, Texts: en, Audience: CampaignAudience{Paid: "rich"}}, "campaignPaid"},
		{"NoEnglish", Campaign{Kind: NotifyPromotions, Texts: map[string]CampaignText{"de": {Subject: "S", Body: "B"}}}, "campaignEnglish"},
		{"EmptyBody", Campaign{Kind: NotifyNews, Texts: map[string]CampaignText{"en": {Subject: "S"}}}, "campaignText"},
	} {
		err := tc.c.Validate()
		var key string
		if e, ok := err.(*Error); ok {
			key = e.Key
		}
		if key != tc.key || (tc.key == "" && err != nil) {
			t.Errorf("%s: %v, want key %q", tc.name, err, tc.key)
		}
	}
	c := Campaign{Kind: NotifyNews, Texts: map[string]CampaignText{"en": {Subject: "E", Body: "B"}, "de": {Subject: "D", Body: "B"}}}
	if c.TextFor("de").Subject != "D" || c.TextFor("pl").Subject != "E" {
		t.Error("TextFor does not fall back to English")
	}
}
