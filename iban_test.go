package amora

import (
	"strings"
	"testing"
)

func TestValidIBAN(t *testing.T) {
	tests := []struct {
		name string
		iban string
		want bool
	}{
		{"NL", "NL91 ABNA 0417 1643 00", true},
		{"DE", "DE89 3704 0044 0532 0130 00", true},
		{"BE", "BE68 5390 0754 7034", true},
		{"FR", "FR14 2004 1010 0505 0001 3M02 606", true},
		{"AT", "AT61 1904 3002 3457 3201", true},
		{"GB", "GB29 NWBK 6016 1331 9268 19", true},
		{"CH", "CH93 0076 2011 6238 5295 7", true},
		{"IT", "IT60 X054 2811 1010 0000 0123 456", true},
		{"ES", "ES91 2100 0418 4502 0005 1332", true},
		{"PL", "PL61 1090 1014 0000 0712 1981 2874", true},
		{"IE", "IE29 AIBK 9311 5212 3456 78", true},
		{"LowerCaseWithDashes", "nl91-abna-0417-1643-00", true},
		{"ErrCheckDigits", "NL92 ABNA 0417 1643 00", false},
		{"ErrTypo", "NL91 ABNA 0417 1643 01", false},
		{"ErrTooShort", "NL91 ABNA 0417 1643 0", false},
		{"ErrTooLong", "NL91 ABNA 0417 1643 000", false},
		{"ErrNonSEPACountry", "BR15 0000 0000 0000 1093 2840 814P 2", false},
		{"ErrUnknownCountry", "XX91 ABNA 0417 1643 00", false},
		{"ErrLetterCheckDigits", "NLAB ABNA 0417 1643 00", false},
		{"ErrSymbol", "NL91 ABNA 0417 1643 0!", false},
		{"ErrEmpty", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ValidIBAN(NormalizeIBAN(tt.iban)); got != tt.want {
				t.Errorf("ValidIBAN(%q) = %v, want %v", tt.iban, got, tt.want)
			}
		})
	}
}

func TestMaskIBAN(t *testing.T) {
	if got := MaskIBAN("NL91ABNA0417164300"); got != "NL91**********4300" {
		t.Errorf("MaskIBAN = %q", got)
	}
}

func TestDirectDebitOrderValidate(t *testing.T) {
	valid := DirectDebitOrder{OTP: "123456", AccountHolder: "S. de Vries", IBAN: "NL91 ABNA 0417 1643 00", Street: "Dorpsstraat",
		HouseNumber: "1a", Zip: "1234 AB", City: "Utrecht", Phone: "06-12 34 56 78"}
	tests := []struct {
		name      string
		change    func(*DirectDebitOrder)
		wantField string
		wantKey   string
	}{
		{"Valid", func(*DirectDebitOrder) {}, "", ""},
		{"ErrHolder", func(o *DirectDebitOrder) { o.AccountHolder = " " }, "account_holder", "required"},
		{"ErrStreet", func(o *DirectDebitOrder) { o.Street = "" }, "street", "required"},
		{"ErrHouseNumber", func(o *DirectDebitOrder) { o.HouseNumber = "" }, "house_number", "required"},
		{"ErrZip", func(o *DirectDebitOrder) { o.Zip = "" }, "zip", "required"},
		{"ErrCity", func(o *DirectDebitOrder) { o.City = strings.Repeat("x", 101) }, "city", "required"},
		{"ErrIBAN", func(o *DirectDebitOrder) { o.IBAN = "NL00ABNA0417164300" }, "iban", "ibanInvalid"},
		{"ErrPhone", func(o *DirectDebitOrder) { o.Phone = "12345" }, "phone", "phoneInvalid"},
		{"ErrPhoneLetters", func(o *DirectDebitOrder) { o.Phone = "+31 6 abcdefgh" }, "phone", "phoneInvalid"},
		{"ErrOTP", func(o *DirectDebitOrder) { o.OTP = "12345" }, "otp", "otpInvalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := valid
			tt.change(&o)
			o.Normalize()
			err := o.Validate()
			var field string
			if e, ok := err.(*Error); ok {
				field = e.Field
			}
			if errorKey(err) != tt.wantKey || field != tt.wantField {
				t.Errorf("Validate = %v (field %q key %q), want field %q key %q", err, field, errorKey(err), tt.wantField, tt.wantKey)
			}
		})
	}
}

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]string{"06-12 34 56 78": "0612345678", "0031 (6) 1234.5678": "+31612345678", "+48 601 234 567": "+48601234567"} {
		if got := NormalizePhone(in); got != want {
			t.Errorf("NormalizePhone(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSMSCodeText(t *testing.T) {
	for _, lang := range Languages {
		text := SMSCodeText(lang, "Amora", "123456")
		if !strings.Contains(text, "123456") || !strings.Contains(text, "Amora") || !strings.Contains(text, "10") || strings.Contains(text, "%!") {
			t.Errorf("%s: %q", lang, text)
		}
	}
	if SMSCodeText("xx", "Amora", "1") != SMSCodeText("en", "Amora", "1") {
		t.Error("unknown language is not English")
	}
}
