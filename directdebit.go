package amora

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// SMS code rules for confirming a direct debit (SPEC §3, §8).
const (
	SMSCodeLifetime = 10 * time.Minute
	SMSCodeAttempts = 5 // wrong tries before a code is spent
	// SMSCodesPerHour is how many codes one member, or one phone number, may be
	// sent in an hour: each one costs money and reaches someone's phone.
	SMSCodesPerHour = 5
)

// DirectDebitLimit is the most a member may have in open direct debits (created,
// not yet collected), in cents of EUR, the only currency of SEPA direct debit
// (docs/decisions.md).
const DirectDebitLimit = 15000

// DirectDebitOrder is the direct-debit form (SPEC §3) with the package and the member.
type DirectDebitOrder struct {
	UserID        int64
	PackageID     int64
	Country       string
	DiscountCode  string
	Provider      string
	OTP           string
	AccountHolder string
	IBAN          string
	Street        string
	HouseNumber   string
	Zip           string
	City          string
	Phone         string
}

// Normalize trims the form and brings the IBAN and phone number into their stored form.
func (o *DirectDebitOrder) Normalize() {
	for _, p := range []*string{&o.OTP, &o.AccountHolder, &o.Street, &o.HouseNumber, &o.Zip, &o.City} {
		*p = strings.TrimSpace(*p)
	}
	o.IBAN = NormalizeIBAN(o.IBAN)
	o.Phone = NormalizePhone(o.Phone)
	o.DiscountCode = NormalizeDiscountCode(o.DiscountCode)
}

// Validate reports the first field of the form that is missing or wrong.
func (o *DirectDebitOrder) Validate() error {
	for _, f := range []struct{ name, value string }{
		{"account_holder", o.AccountHolder}, {"street", o.Street}, {"house_number", o.HouseNumber},
		{"zip", o.Zip}, {"city", o.City},
	} {
		if f.value == "" || utf8.RuneCountInString(f.value) > 100 {
			return FieldError(f.name, "required", "Please fill in this field.")
		}
		if err := ValidateLine(f.name, f.value); err != nil {
			return err
		}
	}
	if !ValidIBAN(o.IBAN) {
		return ErrIBANInvalid()
	}
	if !ValidPhone(o.Phone) {
		return ErrPhoneInvalid()
	}
	if len(o.OTP) != 6 {
		return ErrOTPInvalid()
	}
	return nil
}

// NormalizePhone removes spaces and punctuation from a phone number and writes an
// international 00 prefix as +.
func NormalizePhone(phone string) string {
	phone = strings.NewReplacer(" ", "", "-", "", ".", "", "(", "", ")", "", "/", "", "\u00a0", "").Replace(strings.TrimSpace(phone))
	if strings.HasPrefix(phone, "00") {
		phone = "+" + phone[2:]
	}
	return phone
}

// ValidPhone reports whether a normalized phone number has 8 to 15 digits, with an
// optional leading +.
func ValidPhone(phone string) bool {
	digits := strings.TrimPrefix(phone, "+")
	if len(digits) < 8 || len(digits) > 15 {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// ErrPhoneInvalid answers a phone number that cannot receive the code.
func ErrPhoneInvalid() *Error {
	return &Error{Code: EINVALID, Field: "phone", Key: "phoneInvalid", Message: "Please enter a valid mobile phone number."}
}

// ErrOTPInvalid answers a wrong, used, expired or exhausted SMS code (SPEC §8).
func ErrOTPInvalid() *Error {
	return &Error{Code: EINVALID, Field: "otp", Key: "otpInvalid", Message: "Code invalid"}
}

// ErrDirectDebitBlocked answers a blocked IBAN or phone number (SPEC §8).
func ErrDirectDebitBlocked() *Error {
	return &Error{Code: EFORBIDDEN, Key: "directDebitBlocked", Message: "Your account is blocked for direct debit payments."}
}

// ErrDirectDebitLimit answers an order that would take the member's open direct debits
// past DirectDebitLimit.
func ErrDirectDebitLimit() *Error {
	return &Error{Code: ECONFLICT, Key: "directDebitLimit",
		Message: "You have reached the limit for open direct debit payments. Please wait until they have been collected, or choose another payment method.",
		Params:  map[string]any{"limit": DirectDebitLimit, "currency": "EUR"}}
}

// ErrSMSLimit answers a member who asked for too many codes.
func ErrSMSLimit() *Error {
	return &Error{Code: ERATELIMIT, Key: "smsLimit", Message: "Too many codes were sent. Please try again in an hour."}
}

// SMSSender sends text messages: the direct-debit codes. The default transport writes
// them to the outbox directory.
type SMSSender interface {
	SendSMS(ctx context.Context, to, text string) error
}

// smsTexts is the direct-debit code message in each language; %[1]s is the site's
// name, %[2]s the code, %[3]d the minutes it is valid.
var smsTexts = map[string]string{
	"en": "%[1]s: your code to confirm the direct debit is %[2]s. It is valid for %[3]d minutes.",
	"nl": "%[1]s: je code om de incasso te bevestigen is %[2]s. De code is %[3]d minuten geldig.",
	"de": "%[1]s: Ihr Code zur Bestätigung der Lastschrift lautet %[2]s. Er ist %[3]d Minuten gültig.",
	"es": "%[1]s: tu código para confirmar la domiciliación es %[2]s. Es válido durante %[3]d minutos.",
	"fr": "%[1]s : votre code pour confirmer le prélèvement est %[2]s. Il est valable %[3]d minutes.",
	"it": "%[1]s: il tuo codice per confermare l'addebito diretto è %[2]s. È valido per %[3]d minuti.",
	"pl": "%[1]s: Twój kod potwierdzenia polecenia zapłaty to %[2]s. Jest ważny przez %[3]d minut.",
}

// SMSCodeText is the message carrying a direct-debit code, in lang (English when the
// language is unknown).
func SMSCodeText(lang, site, code string) string {
	t, ok := smsTexts[lang]
	if !ok {
		t = smsTexts["en"]
	}
	return fmt.Sprintf(t, site, code, int(SMSCodeLifetime/time.Minute))
}
