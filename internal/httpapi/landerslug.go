package httpapi

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// A lander's slug picks its audience (README, "Lander slugs"). The page reads it too
// (web/src/landers/slug.ts) to ask GET /api/landers/members; the server reads it to put
// that answer into the page it serves. One table of cases, web/src/landers/slugs.json,
// holds the two readers to the same grammar.

var slugWords = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

var slugGenders = map[string]string{
	"women": "female", "woman": "female", "female": "female", "ladies": "female", "girls": "female",
	"men": "male", "man": "male", "male": "male", "guys": "male",
	"singles": "", "all": "",
}

// landerAudience reads a lander's slug into the query of GET /api/landers/members
// (gender, min_age, max_age, place); anything it cannot read is everyone.
func landerAudience(slug string) url.Values {
	s := strings.ToLower(slug)
	if s == "" || len(s) > 60 || !slugWords.MatchString(s) {
		return url.Values{}
	}
	words := strings.Split(s, "-")
	q := url.Values{}
	i := 0
	if g, ok := slugGenders[words[0]]; ok {
		if g != "" {
			q.Set("gender", g)
		}
		i++
	}
	age := func(j int) int {
		if j >= len(words) || len(words[j]) != 2 || strings.Trim(words[j], "0123456789") != "" {
			return -1
		}
		n, _ := strconv.Atoi(words[j])
		return n
	}
	if from := age(i); from >= 0 {
		to := age(i + 1)
		if i+1 < len(words) && words[i+1] == "plus" {
			to = 99
		}
		if to < 0 || from < 18 || to > 99 || from > to {
			return url.Values{}
		}
		q.Set("min_age", strconv.Itoa(from))
		q.Set("max_age", strconv.Itoa(to))
		i += 2
	}
	if i < len(words) && words[i] == "in" {
		i++
	}
	if place := words[min(i, len(words)):]; len(place) > 0 {
		// A place is words, not numbers.
		for _, w := range place {
			if strings.Trim(w, "0123456789") == "" {
				return url.Values{}
			}
		}
		q.Set("place", strings.Join(place, "-"))
	}
	return q
}
