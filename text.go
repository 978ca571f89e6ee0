package amora

import "unicode"

// Bidirectional formatting characters (Unicode UAX #9). The embeddings and overrides
// (LRE, RLE, LRO, RLO) end at PDF; the isolates (LRI, RLI, FSI) end at PDI.
const (
	bidiLRE, bidiRLE, bidiPDF, bidiLRO, bidiRLO = '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'
	bidiLRI, bidiRLI, bidiFSI, bidiPDI          = '\u2066', '\u2067', '\u2068', '\u2069'
)

// errInvalidCharacters is the error of a text field that holds a character it may not.
func errInvalidCharacters(field string) error {
	return FieldError(field, "invalidCharacters", "This field contains characters that are not allowed.")
}

// ValidateLine checks a single-line field (a name, a city, an address line): it may
// hold no control character (CR, LF and tab among them, and the C1 controls), no line
// or paragraph separator, and only bidirectional overrides and isolates that are
// closed again in the same field. An unpaired U+202E would reverse the text that
// follows it wherever the field is shown ("Anna\u202Egnp.exe"), and a line break
// would let a name start a new line in an e-mail or a log.
func ValidateLine(field, s string) error {
	return validateText(field, s, false)
}

// ValidateText checks a multi-line field (about me, remarks) as ValidateLine does,
// but allows line breaks (LF, and CR before LF) and tabs.
func ValidateText(field, s string) error {
	return validateText(field, s, true)
}

func validateText(field, s string, multiLine bool) error {
	var open []rune // the closers the open overrides and isolates wait for, innermost last
	afterCR := false
	for _, r := range s {
		if afterCR && r != '\n' {
			return errInvalidCharacters(field) // a CR alone moves the cursor back over the line
		}
		afterCR = false
		switch {
		case multiLine && (r == '\n' || r == '\t'):
		case multiLine && r == '\r':
			afterCR = true
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			return errInvalidCharacters(field)
		case r == bidiLRE || r == bidiRLE || r == bidiLRO || r == bidiRLO:
			open = append(open, bidiPDF)
		case r == bidiLRI || r == bidiRLI || r == bidiFSI:
			open = append(open, bidiPDI)
		case r == bidiPDF || r == bidiPDI:
			if len(open) == 0 || open[len(open)-1] != r {
				return errInvalidCharacters(field)
			}
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 || afterCR {
		return errInvalidCharacters(field)
	}
	return nil
}
