package amora

import "strings"

// ibanLengths is the length of an IBAN in each country of the SEPA direct debit
// scheme (SWIFT's IBAN registry); SEPA direct debit collects from these only.
var ibanLengths = map[string]int{
	"AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20,
	"ES": 24, "FI": 18, "FR": 27, "GB": 22, "GI": 23, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26,
	"IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28,
	"PT": 25, "RO": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "VA": 22,
}

// NormalizeIBAN removes spaces and dashes and upper-cases an IBAN as typed.
func NormalizeIBAN(iban string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(strings.TrimSpace(iban)))
}

// ValidIBAN reports whether iban (normalized) belongs to a SEPA country, has that
// country's length, and passes the ISO 13616 mod-97 check.
func ValidIBAN(iban string) bool {
	if len(iban) < 5 {
		return false
	}
	if n, ok := ibanLengths[iban[:2]]; !ok || len(iban) != n {
		return false
	}
	if iban[2] < '0' || iban[2] > '9' || iban[3] < '0' || iban[3] > '9' {
		return false
	}
	// Move the country and check digits to the end, turn letters into 10..35, and take
	// the remainder digit by digit so the number never overflows.
	rem := 0
	for _, c := range iban[4:] + iban[:4] {
		switch {
		case c >= '0' && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			rem = (rem*100 + int(c-'A'+10)) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// MaskIBAN keeps an IBAN's country, check digits and last four characters, for
// receipts and logs.
func MaskIBAN(iban string) string {
	if len(iban) < 8 {
		return iban
	}
	return iban[:4] + strings.Repeat("*", len(iban)-8) + iban[len(iban)-4:]
}

// ErrIBANInvalid answers an IBAN that fails the checks.
func ErrIBANInvalid() *Error {
	return &Error{Code: EINVALID, Field: "iban", Key: "ibanInvalid", Message: "This IBAN is not valid."}
}
