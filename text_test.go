package amora

import "testing"

func TestValidateLine(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		ok       bool
	}{
		{"Plain", "Sanne", true},
		{"Accents", "Zoë Łukasiewicz-Núñez", true},
		{"Arabic", "مريم", true},
		{"Emoji", "Anna 🌹", true},
		{"MarksAllowed", "abc\u200Fdef\u200E", true},
		{"PairedOverride", "a\u202Eb\u202Cc", true},
		{"PairedIsolate", "a\u2067b\u2069c", true},
		{"Nested", "\u202B\u2066x\u2069\u202C", true},
		{"Empty", "", true},
		{"LF", "Anna\nBob", false},
		{"CR", "Anna\rBob", false},
		{"CRLF", "Anna\r\nBob", false},
		{"Tab", "Anna\tBob", false},
		{"NUL", "Anna\x00", false},
		{"Escape", "\x1b[31mred", false},
		{"DEL", "a\x7f", false},
		{"C1", "a\u0085b", false},
		{"LineSeparator", "a\u2028b", false},
		{"ParagraphSeparator", "a\u2029b", false},
		{"UnpairedRLO", "Anna\u202Egnp.exe", false},
		{"UnpairedLRE", "\u202Aabc", false},
		{"UnpairedRLI", "abc\u2067", false},
		{"UnpairedFSI", "\u2068abc", false},
		{"StrayPDF", "abc\u202C", false},
		{"StrayPDI", "\u2069abc", false},
		{"CrossedPairs", "\u202E\u2066x\u202C\u2069", false},
		{"PDIClosesOverride", "\u202Ex\u2069", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateLine("name", tt.in)
			if got := err == nil; got != tt.ok {
				t.Fatalf("ValidateLine(%q) = %v, want ok %v", tt.in, err, tt.ok)
			}
			if err != nil {
				if e, _ := err.(*Error); e == nil || e.Code != EINVALID || e.Key != "invalidCharacters" || e.Field != "name" {
					t.Errorf("ValidateLine(%q) = %#v, want EINVALID invalidCharacters on name", tt.in, err)
				}
			}
		})
	}
}

func TestValidateText(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		ok       bool
	}{
		{"LF", "Hello\nWorld", true},
		{"CRLF", "Hello\r\nWorld\r\n", true},
		{"LoneCR", "Hello\rWorld", false},
		{"TrailingCR", "Hello\r", false},
		{"Tab", "a\tb", true},
		{"UnpairedRLO", "Hi \u202Eereh kcilc", false},
		{"PairedOverride", "a\u202Eb\u202C", true},
		{"NUL", "a\x00", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ValidateText("about_me", tt.in) == nil; got != tt.ok {
				t.Errorf("ValidateText(%q) ok = %v, want %v", tt.in, got, tt.ok)
			}
		})
	}
}
