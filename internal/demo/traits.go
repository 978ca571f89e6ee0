package demo

import "math/rand/v2"

// sexuality returns a member's sexuality, hetero for about 85 %, and whom
// they look for accordingly.
func sexuality(r *rand.Rand, gender string) (sexuality, lookingFor string) {
	other := "female"
	if gender == "female" {
		other = "male"
	}
	switch x := r.Float64(); {
	case x < 0.85:
		return "hetero", other
	case x < 0.93:
		if gender == "female" {
			return "lesbian", gender
		}
		return "gay", gender
	}
	return "bi", "both"
}

// bodyType returns a body type, weighted differently for men and women.
func bodyType(r *rand.Rand, gender string) string {
	types := []string{"slim", "athletic", "average", "curvy", "muscular", "few_extra_kilos"}
	weights := []float64{15, 25, 30, 3, 12, 15}
	if gender == "female" {
		weights = []float64{25, 18, 27, 20, 1, 9}
	}
	return types[weighted(r, weights)]
}

// hairColor returns a hair colour: grey more often with age, bald for some
// men, dyed for a few, otherwise as common in the country.
func hairColor(r *rand.Rand, gender, country string, age int) string {
	grey := float64(age-45) * 0.025
	if gender == "female" {
		grey = float64(age-50) * 0.018
	}
	if r.Float64() < grey {
		return "grey"
	}
	if gender == "male" {
		bald := 0.03
		switch {
		case age >= 45:
			bald = 0.15
		case age >= 30:
			bald = 0.08
		}
		if r.Float64() < bald {
			return "bald"
		}
	}
	colours := []string{"brown", "blond", "black", "red", "other"}
	weights := []float64{45, 25, 18, 4, 3}
	switch {
	case southern[country]:
		weights = []float64{50, 10, 35, 3, 2}
	case country == "IE":
		weights = []float64{42, 22, 14, 12, 3}
	}
	if gender == "female" {
		weights[4] *= 2
	}
	return colours[weighted(r, weights)]
}

// eyeColor returns an eye colour as common in the country.
func eyeColor(r *rand.Rand, country string) string {
	colours := []string{"blue", "green", "brown", "grey", "hazel"}
	weights := []float64{35, 12, 28, 8, 17}
	if southern[country] {
		weights = []float64{10, 12, 55, 5, 18}
	}
	return colours[weighted(r, weights)]
}

// relationshipStatus returns mostly single, with divorce and widowhood
// becoming likelier with age.
func relationshipStatus(r *rand.Rand, age int) string {
	statuses := []string{"single", "divorced", "widowed", "separated", "relationship", "married"}
	weights := []float64{60, 0, 0, 5, 8, 6}
	if age >= 30 {
		weights[1] = 15
	}
	if age >= 50 {
		weights[2] = 5
	}
	return statuses[weighted(r, weights)]
}
