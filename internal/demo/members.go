// Package demo makes up demo content for Amora: believable members with
// names, profiles and about-me texts in their own language, and illustrated
// portraits drawn for them, so a fresh site has people to look at.
package demo

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"amora"
)

// Member is a made-up member, ready to be stored as an account with a profile.
type Member struct {
	Name        string // first name, "Lukas K." or a username such as "Giulia_88"
	Email       string // demo+<n>@amora.test, unique within one Members call
	Gender      string // one of amora.Genders
	LookingFor  string // one of amora.LookingFors, fitting Gender and Sexuality
	Sexuality   string // one of amora.Sexualities
	DateOfBirth string // YYYY-MM-DD

	Country, Region, City string   // from one of the cities given to Members
	Language              string   // interface language: nl de en es fr it pl
	AboutMe               string   // in Language
	Interests             []string // amora.Interests ids

	BodyType, HairColor, EyeColor, RelationshipStatus string

	// Fictional marks a profile run by the site, as opposed to a real person.
	Fictional bool
	// PhotoSeeds are the seeds of the member's portraits for Portrait, the
	// main photo first. They share the person part of the seed, so every
	// photo shows the same face.
	PhotoSeeds []int64
	Premium    bool
}

// Age is the member's age in whole years on day.
func (m Member) Age(day time.Time) int {
	dob, err := time.Parse(time.DateOnly, m.DateOfBirth)
	if err != nil {
		return 0
	}
	return amora.Age(dob, day)
}

// Members makes up n members, the same ones for the same seed. Their ages
// on today lie between 18 and 70, mostly 25 to 45. They live in cities
// picked from cities by population, spread over the supported countries
// roughly by population; countries without cities in the list get nobody,
// and Members returns nil when no city is in a supported country.
func Members(n int, seed int64, today time.Time, cities []amora.City) []Member {
	byCountry := map[string][]amora.City{}
	for _, c := range cities {
		byCountry[c.Country] = append(byCountry[c.Country], c)
	}
	var countries []string
	var weights []float64
	for _, cw := range countryWeights {
		if len(byCountry[cw.code]) > 0 {
			countries = append(countries, cw.code)
			weights = append(weights, cw.weight)
		}
	}
	if n <= 0 || len(countries) == 0 {
		return nil
	}
	var interestIDs []string
	labels := map[string]map[string]string{} // language → id → label
	for _, in := range amora.Interests() {
		interestIDs = append(interestIDs, in.ID)
		for lang, l := range in.Labels {
			if labels[lang] == nil {
				labels[lang] = map[string]string{}
			}
			labels[lang][in.ID] = l
		}
	}
	r := rand.New(rand.NewPCG(uint64(seed), 0xD3A0))
	out := make([]Member, n)
	for i := range out {
		country := countries[weighted(r, weights)]
		list := byCountry[country]
		cityWeights := make([]float64, len(list))
		for j, c := range list {
			cityWeights[j] = math.Max(1, float64(c.Population))
		}
		city := list[weighted(r, cityWeights)]
		m := newMember(r, today, city)
		// Every member is another person in the portraits: the person part
		// of the seed holds the call's seed and the member's number.
		person := (seed&0xFFFFFF)<<24 | int64(i)
		for k := range m.PhotoSeeds {
			m.PhotoSeeds[k] = person<<8 | int64(k)
		}
		m.Email = fmt.Sprintf("demo+%d@amora.test", i+1)
		m.Interests = pickInterests(r, interestIDs)
		texts := make([]string, len(m.Interests))
		for j, id := range m.Interests {
			texts[j] = labels[m.Language][id]
		}
		m.AboutMe = aboutMe(r, m.Language, m.Gender, m.LookingFor, m.City, texts)
		out[i] = m
	}
	return out
}

// newMember fills in who a member is, apart from the e-mail address and
// interests.
func newMember(r *rand.Rand, today time.Time, city amora.City) Member {
	m := Member{Country: city.Country, Region: city.Region, City: city.Name}
	m.Language = language(r, city.Country, city.Region)
	m.Gender = "female"
	if r.Float64() < 0.55 {
		m.Gender = "male"
	}
	m.Sexuality, m.LookingFor = sexuality(r, m.Gender)
	age := memberAge(r)
	dob := birthDate(today, age, r.IntN(365))
	m.DateOfBirth = dob.Format(time.DateOnly)
	m.Name = displayName(r, nameGroup(m.Country, m.Language), m.Gender, dob.Year())
	m.BodyType = bodyType(r, m.Gender)
	m.HairColor = hairColor(r, m.Gender, m.Country, age)
	m.EyeColor = eyeColor(r, m.Country)
	m.RelationshipStatus = relationshipStatus(r, age)
	m.Fictional = r.Float64() < 0.08
	m.Premium = r.Float64() < 0.15
	m.PhotoSeeds = make([]int64, 1+weighted(r, []float64{20, 25, 25, 15, 15}))
	return m
}

// memberAge draws an age from 18 to 70, most often between 25 and 45.
func memberAge(r *rand.Rand) int {
	if r.Float64() < 0.3 {
		return 18 + r.IntN(53)
	}
	return max(18, min(70, int(math.Round(35+r.NormFloat64()*7))))
}

// birthDate returns a date on which someone born is age years old on today,
// daysBack (0 to 364) days before their latest birthday.
func birthDate(today time.Time, age, daysBack int) time.Time {
	today = time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
	dob := today.AddDate(-age, 0, -daysBack)
	// AddDate normalises 29 February, which can shift the age by a day.
	for amora.Age(dob, today) < age {
		dob = dob.AddDate(0, 0, -1)
	}
	for amora.Age(dob, today) > age {
		dob = dob.AddDate(0, 0, 1)
	}
	return dob
}

// pickInterests returns three to seven different interest ids.
func pickInterests(r *rand.Rand, ids []string) []string {
	perm := r.Perm(len(ids))
	out := make([]string, 3+r.IntN(5))
	for i := range out {
		out[i] = ids[perm[i]]
	}
	return out
}

// weighted returns an index into weights, each as likely as its weight.
func weighted(r *rand.Rand, weights []float64) int {
	var sum float64
	for _, w := range weights {
		sum += w
	}
	x := r.Float64() * sum
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}
