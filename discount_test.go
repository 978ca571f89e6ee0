package amora

import (
	"testing"
	"time"
)

func TestDiscountCheck(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	base := DiscountCode{Code: "SUMMER", Percentage: 20, Status: DiscountActive, Validity: ValidityOncePerUser}
	order := DiscountOrder{UserID: 7, Country: "NL", Currency: "EUR", Method: MethodIDEAL, Price: 1995, Now: now}
	tests := []struct {
		name    string
		code    func(DiscountCode) DiscountCode
		order   func(DiscountOrder) DiscountOrder
		wantKey string // "" when the code applies
	}{
		{"Applies", nil, nil, ""},
		{"ErrOtherMember", func(d DiscountCode) DiscountCode { d.UserID = 8; return d }, nil, "discountNotFound"},
		{"OwnMember", func(d DiscountCode) DiscountCode { d.UserID = 7; return d }, nil, ""},
		{"ErrInactive", func(d DiscountCode) DiscountCode { d.Status = DiscountInactive; return d }, nil, "discountExpired"},
		{"ErrUsed", nil, func(o DiscountOrder) DiscountOrder { o.Used = true; return o }, "discountUsed"},
		{"UnlimitedUsedAgain", func(d DiscountCode) DiscountCode { d.Validity = ValidityUnlimited; return d },
			func(o DiscountOrder) DiscountOrder { o.Used = true; return o }, ""},
		{"ErrExpired", func(d DiscountCode) DiscountCode { d.Expires = now.Add(-time.Second); return d }, nil, "discountExpired"},
		{"ErrExpiresNow", func(d DiscountCode) DiscountCode { d.Expires = now; return d }, nil, "discountExpired"},
		{"ExpiresLater", func(d DiscountCode) DiscountCode { d.Expires = now.Add(time.Second); return d }, nil, ""},
		{"ErrCountry", func(d DiscountCode) DiscountCode { d.Country = "BE"; return d }, nil, "discountCountry"},
		{"OwnCountry", func(d DiscountCode) DiscountCode { d.Country = "NL"; return d }, nil, ""},
		{"ErrCurrency", func(d DiscountCode) DiscountCode { d.Currency = "GBP"; return d }, nil, "discountCountry"},
		{"ErrBelowMinimum", func(d DiscountCode) DiscountCode { d.MinimumOrderValue = 1996; return d }, nil, "discountMinimum"},
		{"AtMinimum", func(d DiscountCode) DiscountCode { d.MinimumOrderValue = 1995; return d }, nil, ""},
		{"ErrMethod", func(d DiscountCode) DiscountCode {
			d.PaymentMethods = []string{MethodPayPal, MethodCreditCard}
			return d
		}, nil, "discountMethod"},
		{"AllowedMethod", func(d DiscountCode) DiscountCode { d.PaymentMethods = []string{MethodIDEAL}; return d }, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, o := base, order
			if tt.code != nil {
				d = tt.code(d)
			}
			if tt.order != nil {
				o = tt.order(o)
			}
			err := d.Check(o)
			if got := errorKey(err); got != tt.wantKey {
				t.Errorf("Check = %v (key %q), want key %q", err, got, tt.wantKey)
			}
		})
	}
}

func errorKey(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(*Error); ok {
		return e.Key
	}
	return "not an *Error: " + err.Error()
}

func TestDiscountErrorsMatchContract(t *testing.T) {
	tests := []struct {
		err             *Error
		code, key, text string
	}{
		{ErrDiscountNotFound(), ENOTFOUND, "discountNotFound", "Code not found"},
		{ErrDiscountUsed(), ECONFLICT, "discountUsed", "Code already used"},
		{ErrDiscountExpired(), EINVALID, "discountExpired", ""},
		{ErrDiscountCountry(), EINVALID, "discountCountry", ""},
		{ErrDiscountMinimum(1000, "EUR"), EINVALID, "discountMinimum", ""},
		{ErrDiscountMethod(nil), EINVALID, "discountMethod", ""},
		{ErrPaymentMethod(), EINVALID, "paymentMethod", ""},
		{ErrNoStoredCard(), ECONFLICT, "noStoredCard", ""},
		{ErrIBANInvalid(), EINVALID, "ibanInvalid", ""},
		{ErrOTPInvalid(), EINVALID, "otpInvalid", "Code invalid"},
		{ErrDirectDebitBlocked(), EFORBIDDEN, "directDebitBlocked", "Your account is blocked for direct debit payments."},
		{ErrDirectDebitLimit(), ECONFLICT, "directDebitLimit", ""},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			if tt.err.Code != tt.code || tt.err.Key != tt.key {
				t.Errorf("code %s key %s, want %s %s", tt.err.Code, tt.err.Key, tt.code, tt.key)
			}
			if tt.text != "" && tt.err.Message != tt.text {
				t.Errorf("message %q, want %q", tt.err.Message, tt.text)
			}
			if tt.err.Message == "" {
				t.Error("no English message")
			}
		})
	}
}

func TestRemainingSeconds(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		expires time.Time
		want    int
	}{
		{time.Time{}, -1},
		{now.Add(90 * time.Second), 90},
		{now.Add(500 * time.Millisecond), 1},
		{now, 0},
		{now.Add(-time.Hour), 0},
	} {
		if got := (DiscountCode{Expires: tt.expires}).RemainingSeconds(now); got != tt.want {
			t.Errorf("RemainingSeconds(expires %v) = %d, want %d", tt.expires, got, tt.want)
		}
	}
}

func TestNormalizeDiscountCode(t *testing.T) {
	if got := NormalizeDiscountCode("  timebonus25 "); got != TimeBonusCode {
		t.Errorf("got %q", got)
	}
}
