package demo

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFirstNames(t *testing.T) {
	for _, group := range []string{"nl", "de", "fr", "it", "es", "pl", "us", "gb", "ie"} {
		names, ok := firstNames[group]
		if !ok {
			t.Errorf("no names for group %q", group)
			continue
		}
		for gender, list := range map[string][]string{"female": names.female, "male": names.male} {
			t.Run(group+"/"+gender, func(t *testing.T) {
				distinct := map[string]bool{}
				for _, n := range list {
					distinct[n] = true
				}
				if got := len(distinct); got < 40 {
					t.Errorf("%d distinct names, want at least 40", got)
				}
				if got := len(surnameInitials[group]); got == 0 {
					t.Error("no surname initials")
				}
			})
		}
	}
}

func TestAboutPhrases(t *testing.T) {
	for _, lang := range []string{"nl", "de", "en", "es", "fr", "it", "pl"} {
		t.Run(lang, func(t *testing.T) {
			ph, ok := aboutPhrases[lang]
			if !ok {
				t.Fatal("no phrases")
			}
			all := append(append(append([]string{}, ph.intro...), ph.life...), ph.seek...)
			if got := len(all); got < 25 {
				t.Errorf("%d templates, want at least 25", got)
			}
			for _, lf := range []string{"male", "female", "both"} {
				if ph.seeking[lf] == "" {
					t.Errorf("no wording for looking for %q", lf)
				}
			}
			labels := []string{"Label1", "Label2"}
			for _, p := range all {
				for _, male := range []bool{true, false} {
					got := gendered(p, male)
					if strings.ContainsAny(got, "[]|") {
						t.Errorf("gendered(%q) = %q: unbalanced choice", p, got)
					}
					if lang == "en" {
						continue
					}
					for _, w := range englishWords {
						if strings.Contains(" "+got+" ", w) {
							t.Errorf("%q contains English %q", got, w)
						}
					}
				}
			}
			r := rand.New(rand.NewPCG(1, 2))
			for range 50 {
				got := aboutMe(r, lang, "female", "both", "Gent", labels)
				if strings.ContainsAny(got, "{}[]") {
					t.Errorf("aboutMe = %q: unresolved placeholder", got)
				}
			}
		})
	}
}

func TestGendered(t *testing.T) {
	tests := []struct {
		in         string
		male, want string
	}{
		{"[Prêt|Prête] à tout.", "male", "Prêt à tout."},
		{"[Prêt|Prête] à tout.", "female", "Prête à tout."},
		{"Un peu [timido|timida], [sì|sì].", "female", "Un peu timida, sì."},
		{"No choice.", "male", "No choice."},
		{"[Homme|Femme]", "female", "Femme"},
	}
	for _, tt := range tests {
		t.Run(tt.in+"/"+tt.male, func(t *testing.T) {
			if got := gendered(tt.in, tt.male == "male"); got != tt.want {
				t.Errorf("gendered = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCapitalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ciné, voyages", "Ciné, voyages"},
		{"¿te apetece?", "¿Te apetece?"},
		{"écris-moi", "Écris-moi"},
		{"", ""},
		{"Une journée parfaite ? cinéma, vin.", "Une journée parfaite ? Cinéma, vin."},
		{"Caffè la mattina, yoga la sera. ok", "Caffè la mattina, yoga la sera. Ok"},
		{"Un peu timide... mais", "Un peu timide... Mais"},
		{"3 dates", "3 dates"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := capitalize(tt.in); got != tt.want {
				t.Errorf("capitalize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
