package demo

import (
	"strings"
	"testing"
	"time"

	"amora"
)

func testCities() []amora.City {
	return []amora.City{
		{Name: "Amsterdam", Country: "NL", Region: "NL-NH", Population: 900000},
		{Name: "Utrecht", Country: "NL", Region: "NL-UT", Population: 360000},
		{Name: "Berlin", Country: "DE", Region: "DE-BE", Population: 3600000},
		{Name: "Warszawa", Country: "PL", Region: "PL-14", Population: 1800000},
		{Name: "Roma", Country: "IT", Region: "IT-62", Population: 2800000},
		{Name: "Madrid", Country: "ES", Region: "ES-MD", Population: 3300000},
		{Name: "Paris", Country: "FR", Region: "FR-IDF", Population: 2100000},
		{Name: "Leeds", Country: "GB", Region: "GB-ENG", Population: 500000},
	}
}

func TestMembers(t *testing.T) {
	today := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	a := Members(1000, 7, today, testCities())
	b := Members(1000, 7, today, testCities())
	if len(a) != 1000 {
		t.Fatalf("%d members", len(a))
	}
	emails := map[string]bool{}
	fictional := 0
	known := map[string]bool{}
	for _, in := range amora.Interests() {
		known[in.ID] = true
	}
	cityOK := map[string]bool{}
	for _, c := range testCities() {
		cityOK[c.Country+"|"+c.Region+"|"+c.Name] = true
	}
	for i, m := range a {
		if m.Name != b[i].Name || m.AboutMe != b[i].AboutMe || m.DateOfBirth != b[i].DateOfBirth {
			t.Fatalf("member %d differs between runs with the same seed", i)
		}
		if emails[m.Email] {
			t.Errorf("duplicate e-mail %s", m.Email)
		}
		emails[m.Email] = true
		dob, err := time.Parse(time.DateOnly, m.DateOfBirth)
		if age := amora.Age(dob, today); err != nil || age < 18 || age > 70 {
			t.Errorf("%s: age %d", m.Email, age)
		}
		if !cityOK[m.Country+"|"+m.Region+"|"+m.City] {
			t.Errorf("%s: %s/%s/%s is not one of the cities", m.Email, m.Country, m.Region, m.City)
		}
		for _, list := range []struct {
			v   string
			all []string
		}{{m.Gender, amora.Genders}, {m.LookingFor, amora.LookingFors}, {m.Sexuality, amora.Sexualities}, {m.BodyType, amora.BodyTypes},
			{m.HairColor, amora.HairColors}, {m.EyeColor, amora.EyeColors}, {m.RelationshipStatus, amora.RelationshipStatuses}} {
			if !contains(list.all, list.v) {
				t.Errorf("%s: %q not allowed", m.Email, list.v)
			}
		}
		for _, id := range m.Interests {
			if !known[id] {
				t.Errorf("%s: unknown interest %s", m.Email, id)
			}
		}
		if m.AboutMe == "" || len(m.PhotoSeeds) == 0 {
			t.Errorf("%s: empty about-me or no photos", m.Email)
		}
		if m.Language != "en" {
			for _, w := range []string{" the ", " and ", " you ", " my "} {
				if strings.Contains(" "+m.AboutMe+" ", w) {
					t.Errorf("%s (%s): English in %q", m.Email, m.Language, m.AboutMe)
				}
			}
		}
		if m.Language == "pl" && m.Gender == "male" && strings.Contains(m.AboutMe, "Pogodna") {
			t.Errorf("a man's Polish text in the feminine: %q", m.AboutMe)
		}
		if m.Fictional {
			fictional++
		}
		for _, ps := range m.PhotoSeeds {
			if ps>>8 != m.PhotoSeeds[0]>>8 {
				t.Errorf("%s: photos of different people", m.Email)
			}
			if i > 0 && ps>>8 == a[i-1].PhotoSeeds[0]>>8 {
				t.Errorf("%s: the same person as the member before", m.Email)
			}
		}
	}
	if fictional < 40 || fictional > 120 {
		t.Errorf("%d fictional of 1000, want about 8 %%", fictional)
	}
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
