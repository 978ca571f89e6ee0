package amora

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Password rules: long enough to resist guessing, short enough to bound hashing work.
const (
	PasswordMinLength = 8
	PasswordMaxLength = 128
)

// argon2id parameters from the OWASP Password Storage cheat sheet: 19 MiB, 2 passes, 1 lane.
const (
	argonMemory  = 19 * 1024
	argonTime    = 2
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// ValidatePassword checks a new password against the length limits and the list of
// the most common passwords.
func ValidatePassword(field, pw string) error {
	switch n := utf8.RuneCountInString(pw); {
	case n < PasswordMinLength:
		return &Error{Code: EINVALID, Field: field, Key: "passwordTooShort", Params: map[string]any{"min": PasswordMinLength},
			Message: fmt.Sprintf("Your password needs at least %d characters.", PasswordMinLength)}
	case n > PasswordMaxLength:
		return &Error{Code: EINVALID, Field: field, Key: "passwordTooLong", Params: map[string]any{"max": PasswordMaxLength},
			Message: fmt.Sprintf("Your password may have at most %d characters.", PasswordMaxLength)}
	case IsCommonPassword(pw):
		return FieldError(field, "passwordCommon", "This password is too common. Choose another one.")
	}
	return nil
}

// HashPassword returns the argon2id hash of pw in the PHC string format.
func HashPassword(pw string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// VerifyPassword reports whether pw matches hash, in constant time. A malformed hash
// never matches.
func VerifyPassword(hash, pw string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var version int
	var memory, time uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &time, &threads); err != nil {
		return false
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false
	}
	got := argon2.IDKey([]byte(pw), salt, time, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// dummyHash is verified against when an e-mail address has no account, so that a
// failed login takes as long whether or not the address exists.
var dummyHash = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$4z9s5mQ2bJ0w2yq3m0v7n8jY0t8d9rQhX6hH5y1hK2Y"

// VerifyNobody spends the time of one password verification and reports false.
func VerifyNobody(pw string) bool {
	VerifyPassword(dummyHash, pw)
	return false
}
