package amora

import (
	"strings"
	"testing"
)

func TestIsCommonPassword(t *testing.T) {
	cases := []struct {
		pw   string
		want bool
	}{
		{"123456", true},
		{"password", true},
		{"PASSWORD", true},
		{"  Password  ", true},
		{"123456789", true},
		{"qwerty", true},
		{"QwErTy", true},
		{"12345678", true},
		{"111111", true},
		{"iloveyou", true},
		{"ILoveYou", true},
		{"password1", true},
		{"wachtwoord", true},
		{"Passwort", true},
		{"hallo123", true},
		{"motdepasse", true},
		{"contraseña", true},
		{"CONTRASEÑA", true},
		{"contrasena", true},
		{"haslo", true},
		{"zaq12wsx", true},
		{"qwertz", true},
		{"azerty", true},
		{"ciao", true},
		{"amore", true},
		{"teamo", true},
		{"te amo", true},
		{"schatz", true},
		{"liefde", true},
		{"", false},
		{"   ", false},
		{"vT7#qL9!xR2@mZ4$", false},
		{"correct horse battery staple 42", false},
		{"Amora-k8Jd3pQz", false},
	}
	for _, c := range cases {
		t.Run(c.pw, func(t *testing.T) {
			if got := IsCommonPassword(c.pw); got != c.want {
				t.Errorf("IsCommonPassword(%q) = %v, want %v", c.pw, got, c.want)
			}
		})
	}
}

func TestCommonPasswordsList(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(commonPasswordsTxt, "\n"), "\n")
	seen := make(map[string]int, len(lines))
	for i, line := range lines {
		n := i + 1
		if strings.TrimSpace(line) == "" {
			t.Errorf("line %d is empty", n)
			continue
		}
		if line != strings.TrimSpace(line) {
			t.Errorf("line %d %q has surrounding spaces", n, line)
		}
		if line != strings.ToLower(line) {
			t.Errorf("line %d %q is not lower-case", n, line)
		}
		if prev, ok := seen[line]; ok {
			t.Errorf("line %d %q duplicates line %d", n, line, prev)
		}
		seen[line] = n
	}
	if len(seen) < 800 {
		t.Errorf("list has %d unique entries, want at least 800", len(seen))
	}
	if got := len(commonPasswordSet()); got != len(seen) {
		t.Errorf("commonPasswordSet has %d entries, want %d", got, len(seen))
	}
}
