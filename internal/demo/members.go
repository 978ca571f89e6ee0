package demo

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"

	"amora"
)

// Member is one generated demo member.
type Member struct {
	Name               string
	Email              string
	Gender             string
	LookingFor         string
	Sexuality          string
	DateOfBirth        string
	Country            string
	Region             string
	City               string
	Language           string
	AboutMe            string
	Interests          []string
	BodyType           string
	HairColor          string
	EyeColor           string
	RelationshipStatus string
	Fictional          bool
	Premium            bool
	PhotoSeeds         []int64 // Portrait seeds of one person; the first is the main photo
}

// countryWeights spreads members roughly by population.
var countryWeights = []struct {
	country string
	weight  int
}{
	{"US", 30}, {"DE", 11}, {"GB", 9}, {"FR", 9}, {"IT", 8}, {"ES", 7}, {"PL", 6}, {"CA", 5},
	{"AU", 4}, {"NL", 4}, {"BE", 2}, {"CH", 2}, {"AT", 2}, {"IE", 1}, {"NZ", 1},
}

// languagesOf lists the languages of a country, the most spoken first.
var languagesOf = map[string][]string{
	"US": {"en", "en", "en", "es"}, "DE": {"de"}, "GB": {"en"}, "FR": {"fr"}, "IT": {"it"}, "ES": {"es"}, "PL": {"pl"},
	"CA": {"en", "en", "fr"}, "AU": {"en"}, "NL": {"nl"}, "BE": {"nl", "fr"}, "CH": {"de", "de", "fr", "it"}, "AT": {"de"},
	"IE": {"en"}, "NZ": {"en"},
}

// Members returns n demo members, the same for the same seed.
func Members(n int, seed int64, today time.Time, cities []amora.City) []Member {
	r := rand.New(rand.NewPCG(uint64(seed), 0x616d6f7261))
	byCountry := map[string][]amora.City{}
	for _, c := range cities {
		byCountry[c.Country] = append(byCountry[c.Country], c)
	}
	for _, cs := range byCountry {
		sort.Slice(cs, func(i, j int) bool { return cs[i].Population > cs[j].Population })
	}
	total := 0
	for _, cw := range countryWeights {
		if len(byCountry[cw.country]) > 0 {
			total += cw.weight
		}
	}
	interests := amora.Interests()
	out := make([]Member, 0, n)
	for i := 0; i < n; i++ {
		country := pickCountry(r, total, byCountry)
		city := pickCity(r, byCountry[country])
		langs := languagesOf[country]
		lang := langs[r.IntN(len(langs))]
		m := Member{Country: country, Region: city.Region, City: city.Name, Language: lang}
		m.Gender = pick(r, amora.Genders)
		m.Sexuality = pickSexuality(r, m.Gender)
		m.LookingFor = lookingFor(m.Gender, m.Sexuality)
		m.DateOfBirth = dateOfBirth(r, today)
		m.Name = displayName(r, lang, m.Gender, m.DateOfBirth)
		m.Email = fmt.Sprintf("member%05d@demo.amora.test", i+1)
		m.AboutMe = forGender(aboutMe(r, lang), lang, m.Gender)
		m.Interests = pickInterests(r, interests)
		m.BodyType = pick(r, amora.BodyTypes)
		m.HairColor = pickHair(r, m.Gender, today, m.DateOfBirth)
		m.EyeColor = pick(r, amora.EyeColors)
		m.RelationshipStatus = pick(r, []string{"single", "single", "single", "divorced", "divorced", "separated", "widowed"})
		m.Fictional = r.IntN(100) < 8
		m.Premium = r.IntN(100) < 15
		photos := 1 + r.IntN(4)
		// Portrait takes the person from the seed's upper bits and the shot from the
		// lowest 8: every member is another person, their photos other shots of them.
		for p := 0; p < photos; p++ {
			m.PhotoSeeds = append(m.PhotoSeeds, (seed<<24+int64(i))<<8|int64(p))
		}
		out = append(out, m)
	}
	return out
}

func pickCountry(r *rand.Rand, total int, byCountry map[string][]amora.City) string {
	x := r.IntN(total)
	for _, cw := range countryWeights {
		if len(byCountry[cw.country]) == 0 {
			continue
		}
		if x < cw.weight {
			return cw.country
		}
		x -= cw.weight
	}
	return countryWeights[0].country
}

// pickCity favours big cities: the chance of a city grows with the root of its population.
func pickCity(r *rand.Rand, cities []amora.City) amora.City {
	weights := make([]float64, len(cities))
	sum := 0.0
	for i, c := range cities {
		w := 1.0
		if c.Population > 0 {
			w = sqrt(float64(c.Population))
		}
		weights[i] = w
		sum += w
	}
	x := r.Float64() * sum
	for i, w := range weights {
		if x < w {
			return cities[i]
		}
		x -= w
	}
	return cities[len(cities)-1]
}

func sqrt(x float64) float64 {
	z := x / 2
	for i := 0; i < 20 && z > 0; i++ {
		z = (z + x/z) / 2
	}
	return z
}

func pickSexuality(r *rand.Rand, gender string) string {
	switch x := r.IntN(100); {
	case x < 85:
		return "hetero"
	case x < 93:
		if gender == "female" {
			return "lesbian"
		}
		return "gay"
	default:
		return "bi"
	}
}

func lookingFor(gender, sexuality string) string {
	other := map[string]string{"male": "female", "female": "male"}[gender]
	switch sexuality {
	case "gay", "lesbian":
		return gender
	case "bi":
		return "both"
	}
	return other
}

// dateOfBirth gives ages 18 to 70, most of them between 25 and 45.
func dateOfBirth(r *rand.Rand, today time.Time) string {
	var age int
	if r.IntN(100) < 65 {
		age = 25 + r.IntN(21)
	} else {
		age = 18 + r.IntN(53)
	}
	d := today.AddDate(-age, 0, -r.IntN(364)) // born up to a year before: still that age
	return d.Format(time.DateOnly)
}

func pickHair(r *rand.Rand, gender string, today time.Time, dob string) string {
	d, _ := time.Parse(time.DateOnly, dob)
	if amora.Age(d, today) > 55 && r.IntN(2) == 0 {
		return "grey"
	}
	if gender == "male" && r.IntN(12) == 0 {
		return "bald"
	}
	return pick(r, []string{"black", "brown", "brown", "brown", "blond", "blond", "red", "other"})
}

func pickInterests(r *rand.Rand, all []amora.Interest) []string {
	n := 3 + r.IntN(5)
	idx := r.Perm(len(all))[:n]
	sort.Ints(idx)
	out := make([]string, n)
	for i, k := range idx {
		out[i] = all[k].ID
	}
	return out
}

// displayName is a first name, sometimes with an initial or as a username.
func displayName(r *rand.Rand, lang, gender, dob string) string {
	first := pick(r, firstNames[lang][gender])
	switch r.IntN(10) {
	case 0, 1:
		return first + " " + string(rune('A'+r.IntN(26))) + "."
	case 2:
		return first + "_" + dob[2:4]
	case 3:
		return strings.ToLower(first) + fmt.Sprint(10+r.IntN(90))
	}
	return first
}

func aboutMe(r *rand.Rand, lang string) string {
	t := aboutTexts[lang]
	parts := []string{pick(r, t.openers)}
	if r.IntN(4) > 0 {
		parts = append(parts, pick(r, t.middles))
	}
	if r.IntN(3) > 0 {
		parts = append(parts, pick(r, t.closers))
	}
	return strings.Join(parts, " ")
}
