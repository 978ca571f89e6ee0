package demo

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// displayName picks a first name for the group and gender and shows it the
// way people do on dating sites: the first name alone ("Sanne"), with the
// initial of a family name ("Lukas K.") or as a username built from it and
// the year of birth ("Giulia_88").
func displayName(r *rand.Rand, group, gender string, birthYear int) string {
	names := firstNames[group]
	list := names.female
	if gender == "male" {
		list = names.male
	}
	first := pick(r, list)
	yy := birthYear % 100
	switch n := r.IntN(100); {
	case n < 48:
		return first
	case n < 74:
		initials := surnameInitials[group]
		i := r.IntN(len(initials))
		return first + " " + initials[i:i+1] + "."
	case n < 86:
		return fmt.Sprintf("%s_%02d", first, yy)
	case n < 94:
		return fmt.Sprintf("%s%02d", strings.ToLower(first), yy)
	default:
		return fmt.Sprintf("%s.%02d", strings.ToLower(first), yy)
	}
}
