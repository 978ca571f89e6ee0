package demo

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
)

var testToday = time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)

// testCities is a small hand-made city list covering every supported country.
func testCities() []amora.City {
	return []amora.City{
		{Name: "New York", Country: "US", Region: "US-NY", Population: 8300000},
		{Name: "Austin", Country: "US", Region: "US-TX", Population: 960000},
		{Name: "Berlin", Country: "DE", Region: "DE-BE", Population: 3600000},
		{Name: "Leeds", Country: "GB", Region: "GB-ENG", Population: 500000},
		{Name: "Paris", Country: "FR", Region: "FR-IDF", Population: 2100000},
		{Name: "Roma", Country: "IT", Region: "IT-62", Population: 2800000},
		{Name: "Madrid", Country: "ES", Region: "ES-MD", Population: 3300000},
		{Name: "Warszawa", Country: "PL", Region: "PL-14", Population: 1800000},
		{Name: "Toronto", Country: "CA", Region: "CA-ON", Population: 2800000},
		{Name: "Montréal", Country: "CA", Region: "CA-QC", Population: 1760000},
		{Name: "Sydney", Country: "AU", Region: "AU-NSW", Population: 5300000},
		{Name: "Amsterdam", Country: "NL", Region: "NL-NH", Population: 900000},
		{Name: "Utrecht", Country: "NL", Region: "NL-UT", Population: 360000},
		{Name: "Antwerpen", Country: "BE", Region: "BE-VAN", Population: 530000},
		{Name: "Charleroi", Country: "BE", Region: "BE-WHT", Population: 200000},
		{Name: "Brussel", Country: "BE", Region: "BE-BRU", Population: 1200000},
		{Name: "Zürich", Country: "CH", Region: "CH-ZH", Population: 420000},
		{Name: "Genève", Country: "CH", Region: "CH-GE", Population: 200000},
		{Name: "Lugano", Country: "CH", Region: "CH-TI", Population: 63000},
		{Name: "Wien", Country: "AT", Region: "AT-9", Population: 1900000},
		{Name: "Dublin", Country: "IE", Region: "IE-L", Population: 590000},
		{Name: "Auckland", Country: "NZ", Region: "NZ-AUK", Population: 1700000},
	}
}

// wantLanguages are the languages members of each country may write in.
var wantLanguages = map[string][]string{
	"US": {"en", "es"}, "DE": {"de"}, "GB": {"en"}, "FR": {"fr"}, "IT": {"it"}, "ES": {"es"}, "PL": {"pl"},
	"CA": {"en", "fr"}, "AU": {"en"}, "NL": {"nl"}, "BE": {"nl", "fr"}, "CH": {"de", "fr", "it"}, "AT": {"de"},
	"IE": {"en"}, "NZ": {"en"},
}

func TestMembersDeterministic(t *testing.T) {
	a := Members(300, 7, testToday, testCities())
	b := Members(300, 7, testToday, testCities())
	if !reflect.DeepEqual(a, b) {
		t.Error("the same seed made different members")
	}
	c := Members(300, 8, testToday, testCities())
	if reflect.DeepEqual(a, c) {
		t.Error("another seed made the same members")
	}
}

func TestMembersCount(t *testing.T) {
	email := regexp.MustCompile(`^demo\+\d+@amora\.test$`)
	tests := []struct {
		name   string
		n      int
		cities []amora.City
		want   int
	}{
		{"Thousand", 1000, testCities(), 1000},
		{"One", 1, testCities(), 1},
		{"Zero", 0, testCities(), 0},
		{"OneCity", 50, []amora.City{{Name: "Gent", Country: "BE", Region: "BE-VOV", Population: 260000}}, 50},
		{"NoCities", 10, nil, 0},
		{"UnsupportedCountry", 10, []amora.City{{Name: "Oslo", Country: "NO", Region: "NO-03"}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ms := Members(tt.n, 1, testToday, tt.cities)
			if got := len(ms); got != tt.want {
				t.Fatalf("len = %d, want %d", got, tt.want)
			}
			seen := map[string]bool{}
			for _, m := range ms {
				if !email.MatchString(m.Email) {
					t.Errorf("email = %q, want demo+<n>@amora.test", m.Email)
				}
				if seen[m.Email] {
					t.Errorf("email %q used twice", m.Email)
				}
				seen[m.Email] = true
			}
		})
	}
}

// englishWords are common English words no text in another language has.
var englishWords = []string{" the ", " and ", " I ", " my ", " you ", " with ", " love "}

func TestMembersFields(t *testing.T) {
	interests := map[string]bool{}
	for _, in := range amora.Interests() {
		interests[in.ID] = true
	}
	places := map[string]bool{}
	for _, c := range testCities() {
		places[c.Country+"/"+c.Region+"/"+c.Name] = true
	}
	oneOf := func(field, v string, list []string) error {
		if !slices.Contains(list, v) {
			return fmt.Errorf("%s = %q, want one of %v", field, v, list)
		}
		return nil
	}
	checks := []struct {
		name  string
		check func(m Member) error
	}{
		{"Age", func(m Member) error {
			dob, err := time.Parse(time.DateOnly, m.DateOfBirth)
			if err != nil {
				return err
			}
			if age := amora.Age(dob, testToday); age < 18 || age > 70 {
				return fmt.Errorf("age = %d, want 18..70", age)
			}
			return nil
		}},
		{"Lists", func(m Member) error {
			for _, f := range []struct {
				field, v string
				list     []string
			}{
				{"Gender", m.Gender, amora.Genders}, {"LookingFor", m.LookingFor, amora.LookingFors},
				{"Sexuality", m.Sexuality, amora.Sexualities}, {"BodyType", m.BodyType, amora.BodyTypes},
				{"HairColor", m.HairColor, amora.HairColors}, {"EyeColor", m.EyeColor, amora.EyeColors},
				{"RelationshipStatus", m.RelationshipStatus, amora.RelationshipStatuses},
			} {
				if err := oneOf(f.field, f.v, f.list); err != nil {
					return err
				}
			}
			return nil
		}},
		{"LookingForFitsSexuality", func(m Member) error {
			other := map[string]string{"male": "female", "female": "male"}[m.Gender]
			want := map[string]string{"hetero": other, "gay": m.Gender, "lesbian": m.Gender, "bi": "both"}[m.Sexuality]
			if m.Sexuality == "gay" && m.Gender != "male" || m.Sexuality == "lesbian" && m.Gender != "female" {
				return fmt.Errorf("sexuality %q for gender %q", m.Sexuality, m.Gender)
			}
			if m.LookingFor != want {
				return fmt.Errorf("%s %s looks for %q, want %q", m.Sexuality, m.Gender, m.LookingFor, want)
			}
			return nil
		}},
		{"Place", func(m Member) error {
			if !places[m.Country+"/"+m.Region+"/"+m.City] {
				return fmt.Errorf("%s/%s/%s is not one of the cities", m.Country, m.Region, m.City)
			}
			return nil
		}},
		{"Language", func(m Member) error { return oneOf("Language", m.Language, wantLanguages[m.Country]) }},
		{"Name", func(m Member) error {
			if n := len([]rune(m.Name)); n < amora.NameMinLength || n > amora.NameMaxLength {
				return fmt.Errorf("name %q has %d letters", m.Name, n)
			}
			return nil
		}},
		{"AboutMe", func(m Member) error {
			if strings.TrimSpace(m.AboutMe) == "" {
				return fmt.Errorf("empty about-me")
			}
			if strings.ContainsAny(m.AboutMe, "{}[]|") {
				return fmt.Errorf("unresolved template in %q", m.AboutMe)
			}
			if m.Language == "en" {
				return nil
			}
			for _, w := range englishWords {
				if strings.Contains(" "+m.AboutMe+" ", w) {
					return fmt.Errorf("%s about-me has English %q: %q", m.Language, w, m.AboutMe)
				}
			}
			return nil
		}},
		{"Interests", func(m Member) error {
			if n := len(m.Interests); n < 3 || n > 7 {
				return fmt.Errorf("%d interests, want 3..7", n)
			}
			seen := map[string]bool{}
			for _, id := range m.Interests {
				if !interests[id] || seen[id] {
					return fmt.Errorf("interests %v: unknown or repeated %q", m.Interests, id)
				}
				seen[id] = true
			}
			return nil
		}},
		{"Photos", func(m Member) error {
			if n := len(m.PhotoSeeds); n < 1 || n > 5 {
				return fmt.Errorf("%d photos, want 1..5", n)
			}
			for _, s := range m.PhotoSeeds {
				if s>>8 != m.PhotoSeeds[0]>>8 {
					return fmt.Errorf("photo seeds %v show different people", m.PhotoSeeds)
				}
			}
			return nil
		}},
	}
	ms := Members(1000, 3, testToday, testCities())
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			for _, m := range ms {
				if err := c.check(m); err != nil {
					t.Errorf("%s: %v", m.Email, err)
				}
			}
		})
	}
}

func TestMembersShares(t *testing.T) {
	ms := Members(1000, 11, testToday, testCities())
	count := func(f func(Member) bool) float64 {
		n := 0
		for _, m := range ms {
			if f(m) {
				n++
			}
		}
		return float64(n) / float64(len(ms))
	}
	ages := func(lo, hi int) func(Member) bool {
		return func(m Member) bool {
			dob, _ := time.Parse(time.DateOnly, m.DateOfBirth)
			a := amora.Age(dob, testToday)
			return a >= lo && a <= hi
		}
	}
	tests := []struct {
		name   string
		f      func(Member) bool
		lo, hi float64
	}{
		{"Fictional", func(m Member) bool { return m.Fictional }, 0.04, 0.12},
		{"Premium", func(m Member) bool { return m.Premium }, 0.10, 0.20},
		{"Hetero", func(m Member) bool { return m.Sexuality == "hetero" }, 0.80, 0.90},
		{"Aged25To45", ages(25, 45), 0.55, 0.85},
		{"American", func(m Member) bool { return m.Country == "US" }, 0.25, 0.36},
		{"Male", func(m Member) bool { return m.Gender == "male" }, 0.45, 0.65},
		{"WithSeveralPhotos", func(m Member) bool { return len(m.PhotoSeeds) > 1 }, 0.6, 0.95},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := count(tt.f); got < tt.lo || got > tt.hi {
				t.Errorf("share = %.3f, want %.2f..%.2f", got, tt.lo, tt.hi)
			}
		})
	}
}

func TestMembersAreDifferentPeople(t *testing.T) {
	people := map[int64]string{}
	for _, seed := range []int64{1, 2} {
		for _, m := range Members(500, seed, testToday, testCities()) {
			p := m.PhotoSeeds[0] >> 8
			if other, ok := people[p]; ok {
				t.Fatalf("seed %d %s is the same person as %s", seed, m.Email, other)
			}
			people[p] = fmt.Sprint(seed, m.Email)
		}
	}
}

func TestBirthDate(t *testing.T) {
	tests := []struct {
		name          string
		today         time.Time
		age, daysBack int
	}{
		{"Plain", time.Date(2026, 6, 15, 0, 0, 0, 0, time.UTC), 30, 0},
		{"YearBack", time.Date(2026, 6, 15, 0, 0, 0, 0, time.UTC), 30, 364},
		{"LeapDay", time.Date(2028, 2, 29, 0, 0, 0, 0, time.UTC), 30, 0},
		{"LeapDayYearBack", time.Date(2028, 2, 29, 0, 0, 0, 0, time.UTC), 18, 364},
		{"FirstOfMarch", time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC), 70, 364},
		{"LateInTheDay", time.Date(2026, 1, 1, 23, 59, 0, 0, time.UTC), 45, 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dob := birthDate(tt.today, tt.age, tt.daysBack)
			if got := amora.Age(dob, tt.today); got != tt.age {
				t.Errorf("born %s is %d on %s, want %d", dob.Format(time.DateOnly), got, tt.today.Format(time.DateOnly), tt.age)
			}
		})
	}
}
