package amora

import (
	"regexp"
	"strings"
	"testing"
)

var interestLangs = []string{"en", "nl", "de", "es", "fr", "it", "pl"}

func TestInterestsCount(t *testing.T) {
	if got, want := len(Interests()), 50; got != want {
		t.Errorf("len(Interests()) = %d, want %d", got, want)
	}
}

func TestInterestsIDs(t *testing.T) {
	idRE := regexp.MustCompile(`^[a-z][a-z_]*$`)
	seen := map[string]bool{}
	for _, in := range Interests() {
		t.Run(in.ID, func(t *testing.T) {
			if !idRE.MatchString(in.ID) {
				t.Errorf("id %q does not match %s", in.ID, idRE)
			}
			if seen[in.ID] {
				t.Errorf("id %q is duplicated", in.ID)
			}
			seen[in.ID] = true
		})
	}
}

func TestInterestsLabels(t *testing.T) {
	for _, in := range Interests() {
		t.Run(in.ID, func(t *testing.T) {
			if got, want := len(in.Labels), len(interestLangs); got != want {
				t.Errorf("got %d labels, want %d (%v)", got, want, interestLangs)
			}
			for _, lang := range interestLangs {
				label, ok := in.Labels[lang]
				switch {
				case !ok:
					t.Errorf("label %q missing", lang)
				case label == "":
					t.Errorf("label %q is empty", lang)
				case strings.TrimSpace(label) != label:
					t.Errorf("label %q = %q, has leading/trailing space", lang, label)
				}
			}
		})
	}
}

func TestInterestsSpecExamples(t *testing.T) {
	have := map[string]bool{}
	for _, in := range Interests() {
		have[in.ID] = true
	}
	for _, id := range []string{"relationship", "kissing", "gym", "travelling", "music", "cooking", "wine"} {
		t.Run(id, func(t *testing.T) {
			if got, want := have[id], true; got != want {
				t.Errorf("interest %q present = %v, want %v", id, got, want)
			}
		})
	}
}

func TestInterestsLabelsUniquePerLanguage(t *testing.T) {
	for _, lang := range interestLangs {
		t.Run(lang, func(t *testing.T) {
			owner := map[string]string{}
			for _, in := range Interests() {
				label := in.Labels[lang]
				if prev, dup := owner[label]; dup {
					t.Errorf("label %q used by both %q and %q", label, prev, in.ID)
				}
				owner[label] = in.ID
			}
		})
	}
}

func TestInterestsReturnsCopy(t *testing.T) {
	first := Interests()
	want := first[0].Labels["en"]
	first[0].ID = "mutated"
	first[0].Labels["en"] = "mutated"
	second := Interests()
	if got := second[0].Labels["en"]; got != want {
		t.Errorf("after mutation Interests()[0].Labels[en] = %q, want %q", got, want)
	}
	if got := second[0].ID; got == "mutated" {
		t.Errorf("after mutation Interests()[0].ID = %q, want the original id", got)
	}
}
