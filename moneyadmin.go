package amora

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Money managed in the staff console (issue 20, PermMoney): credit packages and their
// prices per currency, discount codes and the direct-debit blocklist.

// PackageRow is a credit package as the console edits it: every price it has, whether
// it is sold, and how many payments name it (a package with payments is never deleted,
// only disabled).
type PackageRow struct {
	ID       int64          `json:"id"`
	Credits  int            `json:"credits"`
	Popular  bool           `json:"popular"`
	Position int            `json:"position"`
	Active   bool           `json:"active"`
	Prices   map[string]int `json:"prices"` // cents by ISO currency
	Payments int            `json:"payments"`
}

// Validate checks a package's credits and prices.
func (p PackageRow) Validate() error {
	var errs FieldErrors
	if p.Credits < 1 || p.Credits > 100000 {
		errs = append(errs, &Error{Code: EINVALID, Field: "credits", Key: "siteFieldRange", Message: "Between 1 and 100000.",
			Params: map[string]any{"min": 1, "max": 100000}})
	}
	if len(p.Prices) == 0 {
		errs = append(errs, FieldError("prices", "packagePriceRequired", "Give at least one price."))
	}
	for _, c := range sortedKeys(p.Prices) {
		if !currencyPattern.MatchString(c) || p.Prices[c] < 1 || p.Prices[c] > 10_000_000 {
			errs = append(errs, &Error{Code: EINVALID, Field: "prices", Key: "packagePriceInvalid",
				Message: "Give each price in cents (above 0) of a currency such as EUR.", Params: map[string]any{"currency": c}})
			break
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// ErrPackageRowNotFound answers an unknown package id in the console.
func ErrPackageRowNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "packageNotFound", Message: "Package not found."}
}

// Discount code states as the console lists them.
const (
	DiscountListActive   = "active"
	DiscountListExpired  = "expired"
	DiscountListInactive = "inactive"
)

// DiscountState is "active", "expired" (its time is up) or "inactive" at now.
func (d DiscountCode) State(now time.Time) string {
	switch {
	case d.Status != DiscountActive:
		return DiscountListInactive
	case d.Expired(now):
		return DiscountListExpired
	}
	return DiscountListActive
}

var discountCodePattern = regexp.MustCompile(`^[A-Z0-9_-]{3,32}$`)

// ValidateNew checks a new discount code as the console makes it (normalized first).
func (d *DiscountCode) ValidateNew(now time.Time, countries func(string) bool) error {
	d.Code = NormalizeDiscountCode(d.Code)
	d.Country = strings.ToUpper(strings.TrimSpace(d.Country))
	d.Currency = strings.ToUpper(strings.TrimSpace(d.Currency))
	var errs FieldErrors
	if !discountCodePattern.MatchString(d.Code) {
		errs = append(errs, FieldError("code", "discountCodeInvalid", "Use 3 to 32 letters, digits, - or _."))
	}
	if d.Percentage < 1 || d.Percentage > 100 {
		errs = append(errs, &Error{Code: EINVALID, Field: "percentage", Key: "siteFieldRange", Message: "Between 1 and 100.",
			Params: map[string]any{"min": 1, "max": 100}})
	}
	if d.Country != "" && !countries(d.Country) {
		errs = append(errs, &Error{Code: EINVALID, Field: "country", Key: "siteFieldUnknownValue", Message: "Unknown value: " + d.Country,
			Params: map[string]any{"value": d.Country}})
	}
	if d.MinimumOrderValue < 0 {
		errs = append(errs, &Error{Code: EINVALID, Field: "minimum_order_value", Key: "siteFieldRange", Message: "At least 0.",
			Params: map[string]any{"min": 0, "max": 10_000_000}})
	}
	if (d.MinimumOrderValue > 0 || d.Currency != "") && !currencyPattern.MatchString(d.Currency) {
		errs = append(errs, FieldError("currency", "discountCurrencyRequired", "A minimum order value needs its currency."))
	}
	for _, m := range d.PaymentMethods {
		if !slices.Contains(PaymentMethods, m) {
			errs = append(errs, &Error{Code: EINVALID, Field: "payment_methods", Key: "siteFieldUnknownValue", Message: "Unknown value: " + m,
				Params: map[string]any{"value": m}})
			break
		}
	}
	if d.Validity != ValidityOncePerUser && d.Validity != ValidityUnlimited {
		errs = append(errs, &Error{Code: EINVALID, Field: "validity", Key: "siteFieldUnknownValue", Message: "Unknown value: " + d.Validity,
			Params: map[string]any{"value": d.Validity}})
	}
	if !d.Expires.IsZero() && !d.Expires.After(now) {
		errs = append(errs, FieldError("expires", "discountExpiresPast", "The expiry must lie in the future."))
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// ErrDiscountExists answers a new code that is already taken.
func ErrDiscountExists() *Error {
	return &Error{Code: ECONFLICT, Field: "code", Key: "discountExists", Message: "This code exists already."}
}

// DirectDebitBlock is one entry of the direct-debit blocklist. Value is the normalized
// IBAN or phone number; the console only ever sees Masked (IBANs are personal data)
// and names the entry by Ref.
type DirectDebitBlock struct {
	Kind      string    `json:"kind"` // "iban" or "phone"
	Value     string    `json:"-"`
	Masked    string    `json:"value"`
	Reason    string    `json:"reason"`
	CreatedAt time.Time `json:"-"`
	Ref       string    `json:"ref"`
	// Source is DirectDebitBlockManual for an entry staff added, or
	// DirectDebitBlockReversal for an IBAN blocked by the reversal of PaymentID (of
	// MemberID, 0 when the account is gone).
	Source    string `json:"source"`
	PaymentID int64  `json:"payment_id,omitempty"`
	MemberID  int64  `json:"member_id,omitempty"`
}

// Sources of direct-debit blocklist entries.
const (
	DirectDebitBlockManual   = "manual"
	DirectDebitBlockReversal = "reversal"
)

// Direct-debit blocklist kinds.
const (
	DirectDebitBlockIBAN  = "iban"
	DirectDebitBlockPhone = "phone"
)

// BlockRef is the stable name of a blocklist entry: a hash, so that neither the console
// nor a URL carries the IBAN.
func BlockRef(kind, value string) string {
	sum := sha256.Sum256([]byte(kind + ":" + value))
	return hex.EncodeToString(sum[:8])
}

// MaskBlockValue is how the console shows an entry: IBANs masked (MaskIBAN), phone
// numbers with all but their last four digits hidden.
func MaskBlockValue(kind, value string) string {
	if kind == DirectDebitBlockIBAN {
		return MaskIBAN(value)
	}
	if len(value) <= 4 {
		return value
	}
	return strings.Repeat("*", len(value)-4) + value[len(value)-4:]
}

// NormalizeBlock validates and normalizes a new blocklist entry.
func NormalizeBlock(kind, value string) (string, error) {
	switch kind {
	case DirectDebitBlockIBAN:
		v := NormalizeIBAN(value)
		if !ValidIBAN(v) {
			return "", FieldErrors{ErrIBANInvalid()}
		}
		return v, nil
	case DirectDebitBlockPhone:
		v := NormalizePhone(value)
		if !ValidPhone(v) {
			return "", FieldErrors{&Error{Code: EINVALID, Field: "value", Key: "phoneInvalid", Message: "This phone number is not valid."}}
		}
		return v, nil
	}
	return "", FieldErrors{&Error{Code: EINVALID, Field: "kind", Key: "siteFieldUnknownValue", Message: fmt.Sprintf("Unknown value: %s", kind),
		Params: map[string]any{"value": kind}}}
}

// ErrBlockNotFound answers an unknown blocklist entry.
func ErrBlockNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "blockNotFound", Message: "Blocklist entry not found."}
}

// ErrBlockExists answers an entry that is on the list already.
func ErrBlockExists() *Error {
	return &Error{Code: ECONFLICT, Field: "value", Key: "blockExists", Message: "This is on the blocklist already."}
}

// MoneyAdminService keeps packages, discount codes and the direct-debit blocklist
// for the console; each change appends its audit entry in the same transaction.
type MoneyAdminService interface {
	ListPackages(ctx context.Context) ([]PackageRow, error)
	CreatePackage(ctx context.Context, p PackageRow, by AuditEntry) (*PackageRow, error)
	// UpdatePackage replaces a package's credits, popularity, position, active flag
	// and prices (a currency left out is no longer sold).
	UpdatePackage(ctx context.Context, p PackageRow, by AuditEntry) (*PackageRow, error)

	// ListDiscounts lists the codes in state (all when ""), newest first.
	ListDiscounts(ctx context.Context, state string) ([]DiscountCode, error)
	CreateDiscount(ctx context.Context, d DiscountCode, by AuditEntry) (*DiscountCode, error)
	// ExpireDiscount ends a code now.
	ExpireDiscount(ctx context.Context, code string, by AuditEntry) (*DiscountCode, error)

	ListDirectDebitBlocks(ctx context.Context) ([]DirectDebitBlock, error)
	AddDirectDebitBlock(ctx context.Context, kind, value, reason string, by AuditEntry) (*DirectDebitBlock, error)
	RemoveDirectDebitBlock(ctx context.Context, ref string, by AuditEntry) error
}
