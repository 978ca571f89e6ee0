package amora

import (
	_ "embed"
	"strings"
	"sync"
)

// commonPasswordsTxt is the embedded list of the most common leaked
// passwords, one lower-case entry per line.
//
//go:embed commonpasswords.txt
var commonPasswordsTxt string

// commonPasswordSet builds the lookup set from commonPasswordsTxt on first use.
var commonPasswordSet = sync.OnceValue(func() map[string]struct{} {
	lines := strings.Split(commonPasswordsTxt, "\n")
	set := make(map[string]struct{}, len(lines))
	for _, line := range lines {
		if pw := strings.ToLower(strings.TrimSpace(line)); pw != "" {
			set[pw] = struct{}{}
		}
	}
	return set
})

// IsCommonPassword reports whether pw, compared case-insensitively and with
// surrounding spaces removed, is on the list of the most common passwords.
func IsCommonPassword(pw string) bool {
	pw = strings.ToLower(strings.TrimSpace(pw))
	if pw == "" {
		return false
	}
	_, ok := commonPasswordSet()[pw]
	return ok
}
