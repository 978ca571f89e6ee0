package demo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
)

// phrases is what about-me texts in one language are made of: sentences
// introducing the member, about their life and interests, and about whom
// they would like to meet. In a sentence, [male|female] gives the wording
// for each gender, {city} the member's city, {i1} and {i2} two of their
// interests and {seek} whom they look for, as given by seeking.
type phrases struct {
	intro, life, seek []string
	seeking           map[string]string // by LookingFor
}

// aboutPhrases holds the phrases of every interface language.
var aboutPhrases = map[string]phrases{
	"en": enPhrases, "nl": nlPhrases, "de": dePhrases, "fr": frPhrases,
	"es": esPhrases, "it": itPhrases, "pl": plPhrases,
}

// aboutMe writes a friendly text of one to three sentences in lang for a
// member of gender who looks for lookingFor and lives in city. labels are
// the member's interests in lang, at least two.
func aboutMe(r *rand.Rand, lang, gender, lookingFor, city string, labels []string) string {
	ph := aboutPhrases[lang]
	var parts []string
	switch n := r.IntN(100); {
	case n < 20:
		parts = []string{pick(r, slices.Concat(ph.intro, ph.seek))}
	case n < 40:
		parts = []string{pick(r, ph.intro), pick(r, ph.seek)}
	case n < 60:
		parts = []string{pick(r, ph.life), pick(r, ph.seek)}
	default:
		parts = []string{pick(r, ph.intro), pick(r, ph.life), pick(r, ph.seek)}
	}
	i1, i2 := interestWord(lang, labels[0]), interestWord(lang, labels[1])
	for i, p := range parts {
		p = gendered(p, gender == "male")
		p = strings.NewReplacer("{city}", city, "{i1}", i1, "{i2}", i2, "{seek}", ph.seeking[lookingFor]).Replace(p)
		parts[i] = capitalize(p)
	}
	return strings.Join(parts, " ")
}

// interestWord returns an interest's label as it reads inside a sentence:
// lower case, except in German, where nouns keep their capital.
func interestWord(lang, label string) string {
	if lang == "de" {
		return label
	}
	return strings.ToLower(label)
}

// gendered resolves every [male|female] choice in s.
func gendered(s string, male bool) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(s, '[')
		if open < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := open + strings.IndexByte(s[open:], ']')
		m, f, _ := strings.Cut(s[open+1:end], "|")
		b.WriteString(s[:open])
		if male {
			b.WriteString(m)
		} else {
			b.WriteString(f)
		}
		s = s[end+1:]
	}
}

// capitalize upper-cases the first letter of s, after any opening
// punctuation such as Spanish "¿", and the first letter after every full
// stop, question or exclamation mark, as where an interest follows "Ein
// perfekter Tag?".
func capitalize(s string) string {
	var b strings.Builder
	start := true
	for _, c := range s {
		switch {
		case start && unicode.IsLetter(c):
			c, start = unicode.ToUpper(c), false
		case c == '.' || c == '?' || c == '!':
			start = true
		case start && !unicode.IsSpace(c) && !unicode.IsPunct(c):
			start = false
		}
		b.WriteRune(c)
	}
	return b.String()
}
