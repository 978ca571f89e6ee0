package amora

import (
	"crypto/rand"
	"encoding/base32"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// The staff second factor is TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, and a
// code of the step before or after is accepted too (clock skew). A code is accepted at
// most once: the step it belongs to must be later than the last step used.
const (
	TOTPIssuer = "Amora"
	totpPeriod = 30
	totpSkew   = 1
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

var totpSecretEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewTOTPSecret returns a random 160-bit TOTP secret in base32, as authenticator apps
// take it.
func NewTOTPSecret() string {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return totpSecretEncoding.EncodeToString(b)
}

// TOTPURI is the otpauth:// URI of a secret for an account, for the set-up QR code.
func TOTPURI(secret, account string) (string, error) {
	raw, err := totpSecretEncoding.DecodeString(secret)
	if err != nil {
		return "", err
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: TOTPIssuer, AccountName: account, Secret: raw,
		Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return "", err
	}
	return key.URL(), nil
}

// TOTPCode is the code of secret at t (tests and the demo use it).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOpts)
}

// TOTPStep checks a code against secret at now, allowing one step of skew either way,
// and returns the step (Unix time / 30 s) the code belongs to. The caller accepts the
// code only when that step is later than the last one it accepted, so that a code
// cannot be used twice.
func TOTPStep(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.TrimSpace(code)
	if len(code) != 6 || secret == "" {
		return 0, false
	}
	for _, skew := range []int64{0, -1, 1} {
		at := now.Add(time.Duration(skew*totpPeriod) * time.Second)
		if valid, err := totp.ValidateCustom(code, secret, at, totpOpts); err == nil && valid {
			return at.Unix() / totpPeriod, true
		}
	}
	return 0, false
}

// IsTOTPCode reports whether what a staff member typed as their second factor looks
// like an authenticator code (6 digits) rather than a recovery code.
func IsTOTPCode(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) != 6 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

var recoveryEncoding = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// NewRecoveryCodes returns StaffRecoveryCodeCount single-use recovery codes of 50
// random bits each, written as xxxxx-xxxxx without look-alike characters.
func NewRecoveryCodes() []string {
	codes := make([]string, StaffRecoveryCodeCount)
	for i := range codes {
		b := make([]byte, 7)
		if _, err := rand.Read(b); err != nil {
			panic(err)
		}
		s := recoveryEncoding.EncodeToString(b)[:10]
		codes[i] = s[:5] + "-" + s[5:]
	}
	return codes
}

// NormalizeRecoveryCode is the form of a recovery code that is hashed: lower case,
// without spaces and dashes.
func NormalizeRecoveryCode(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '-' || r == ' ':
			return -1
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return r
	}, strings.TrimSpace(s))
}
