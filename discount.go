package amora

import (
	"slices"
	"strings"
	"time"
)

// Discount code states and validities (SPEC §3).
const (
	DiscountActive   = "active"
	DiscountInactive = "inactive"

	ValidityOncePerUser = "once-per-user"
	ValidityUnlimited   = "unlimited"
)

// DiscountCode is a percentage off an order (SPEC §3). The zero value of each
// restriction means none: any country, any member, no expiry, any currency, no
// minimum, every method.
type DiscountCode struct {
	Code              string
	Country           string
	UserID            int64
	Expires           time.Time
	Percentage        int
	Currency          string // the currency of MinimumOrderValue; orders in another currency do not qualify
	MinimumOrderValue int    // cents, compared with the package price before the discount
	Status            string
	Validity          string
	PaymentMethods    []string
}

// Expired reports whether the code's time is up at now.
func (d DiscountCode) Expired(now time.Time) bool {
	return !d.Expires.IsZero() && !now.Before(d.Expires)
}

// RemainingSeconds is how long the code still runs at now, in whole seconds rounded
// up; -1 without expiry.
func (d DiscountCode) RemainingSeconds(now time.Time) int {
	if d.Expires.IsZero() {
		return -1
	}
	return max(0, ceilSeconds(d.Expires.Sub(now)))
}

// NormalizeDiscountCode trims and upper-cases a typed code; codes are compared that way.
func NormalizeDiscountCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// DiscountOrder is the order a code is checked against.
type DiscountOrder struct {
	UserID   int64
	Country  string
	Currency string
	Method   string
	Price    int // cents before the discount
	Used     bool
	Now      time.Time
}

// Usable checks whether the code may be typed by o.UserID at all: it exists for them,
// is active, unused and not expired. The order's country, price and method are checked
// by Check.
func (d DiscountCode) Usable(o DiscountOrder) error {
	switch {
	case d.UserID != 0 && d.UserID != o.UserID:
		return ErrDiscountNotFound()
	case d.Status != DiscountActive:
		return ErrDiscountExpired()
	case o.Used && d.Validity == ValidityOncePerUser:
		return ErrDiscountUsed()
	case d.Expired(o.Now):
		return ErrDiscountExpired()
	}
	return nil
}

// Check applies every rule of the code to an order, reporting the first one broken.
func (d DiscountCode) Check(o DiscountOrder) error {
	if err := d.Usable(o); err != nil {
		return err
	}
	switch {
	case d.Country != "" && d.Country != o.Country:
		return ErrDiscountCountry()
	case d.Currency != "" && d.Currency != o.Currency:
		return ErrDiscountCountry()
	case d.MinimumOrderValue > 0 && o.Price < d.MinimumOrderValue:
		return ErrDiscountMinimum(d.MinimumOrderValue, d.Currency)
	case len(d.PaymentMethods) > 0 && !slices.Contains(d.PaymentMethods, o.Method):
		return ErrDiscountMethod(d.PaymentMethods)
	}
	return nil
}

// ErrDiscountNotFound answers an unknown code, or another member's (SPEC §8).
func ErrDiscountNotFound() *Error {
	return &Error{Code: ENOTFOUND, Field: "discount_code", Key: "discountNotFound", Message: "Code not found"}
}

// ErrDiscountUsed answers a once-per-user code the member used before (SPEC §8).
func ErrDiscountUsed() *Error {
	return &Error{Code: ECONFLICT, Field: "discount_code", Key: "discountUsed", Message: "Code already used"}
}

// ErrDiscountReserved answers a once-per-user code that another order of the member,
// still open, holds; it is free again when that order fails or expires.
func ErrDiscountReserved() *Error {
	return &Error{Code: ECONFLICT, Field: "discount_code", Key: "discountReserved",
		Message: "This code is reserved for another order that is not completed yet. Complete that payment, or try again once it has expired."}
}

// ErrDiscountExpired answers an expired or deactivated code.
func ErrDiscountExpired() *Error {
	return &Error{Code: EINVALID, Field: "discount_code", Key: "discountExpired", Message: "This code has expired."}
}

// ErrDiscountCountry answers a code of another country or currency.
func ErrDiscountCountry() *Error {
	return &Error{Code: EINVALID, Field: "discount_code", Key: "discountCountry", Message: "This code is not valid in your country."}
}

// ErrDiscountMinimum answers an order below the code's minimum order value.
func ErrDiscountMinimum(minimum int, currency string) *Error {
	return &Error{Code: EINVALID, Field: "discount_code", Key: "discountMinimum", Message: "Your order is below the minimum order value of this code.",
		Params: map[string]any{"minimum": minimum, "currency": currency}}
}

// ErrDiscountMethod answers an order paid with a method the code does not allow.
func ErrDiscountMethod(methods []string) *Error {
	return &Error{Code: EINVALID, Field: "discount_code", Key: "discountMethod", Message: "This code is not valid for this payment method.",
		Params: map[string]any{"methods": methods}}
}
