package amora

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

// Payment states (SPEC §4), as Mollie names them: open until the buyer acts at the
// checkout, pending while the money is on its way, then one of the final states.
const (
	PaymentOpen     = "open"
	PaymentPending  = "pending"
	PaymentPaid     = "paid"
	PaymentFailed   = "failed"
	PaymentCanceled = "canceled"
	PaymentExpired  = "expired"
)

// PaymentStatuses lists every payment state.
var PaymentStatuses = []string{PaymentOpen, PaymentPending, PaymentPaid, PaymentFailed, PaymentCanceled, PaymentExpired}

// PaymentFinal reports whether status never changes again.
func PaymentFinal(status string) bool {
	switch status {
	case PaymentPaid, PaymentFailed, PaymentCanceled, PaymentExpired:
		return true
	}
	return false
}

// IsPaymentStatus reports whether s is a payment state.
func IsPaymentStatus(s string) bool {
	for _, st := range PaymentStatuses {
		if s == st {
			return true
		}
	}
	return false
}

// Event type a member's open tabs receive when one of their payments changes state,
// with data {"payment_id", "status"}.
const EventPayment = "payment"

// Package is a credit bundle with its price in one currency.
type Package struct {
	ID       int64
	Credits  int
	Price    int // cents of Currency, before any discount
	Currency string
	Popular  bool
}

// Payment is one purchase of a package, from creation to its final state.
type Payment struct {
	ID                 int64
	UserID             int64
	PackageID          int64
	Credits            int
	Method             string
	Amount             int // cents charged, after the discount
	Currency           string
	DiscountCode       string // "" without a discount
	DiscountPercentage int
	Provider           string // the provider's name: "sandbox" or "mollie"
	ProviderID         string // the provider's payment id; "" until the provider has it
	CheckoutURL        string // where the buyer pays; "" without a checkout
	Status             string
	StoredCard         bool // a repeat order with the stored card
	Country            string
	CreatedAt          time.Time
	PaidAt             time.Time // zero until paid
	UpdatedAt          time.Time
	// What went back (issue 23): refunded by us, charged back by the buyer's bank.
	Refunded, RefundedCredits       int
	ChargedBack, ChargedBackCredits int
	// Replayed is set by CreatePayment when the idempotency key named a payment made
	// before: this is that payment, and nothing new was created.
	Replayed bool
}

// Ref is the ledger reference of the payment's credits: one credit per provider
// payment, however often its webhook arrives.
func (p Payment) Ref() string { return "payment:" + p.Provider + ":" + p.ProviderID }

// Receipt is a payment's amount split into net and VAT for the country it was made in.
func (p Payment) Receipt() (net, vat, tenths int) {
	tenths = VATTenths(p.Country)
	net, vat = SplitVAT(p.Amount, tenths)
	return net, vat, tenths
}

// NewPayment is what creating a payment needs; the store checks the package, the
// method's currency and the discount code, and computes the amount.
type NewPayment struct {
	UserID       int64
	PackageID    int64
	Method       string
	Country      string // the member's country: currency, methods, discount and VAT
	DiscountCode string
	Provider     string
	StoredCard   bool
	// IdempotencyKey, when set, makes a repeated request answer the payment the key
	// first created (for IdempotencyKeyTTL) instead of creating another.
	IdempotencyKey string
}

// IdempotencyKeyTTL is how long an Idempotency-Key names its payment.
const IdempotencyKeyTTL = 24 * time.Hour

// Fingerprint identifies what is ordered, to tell a repeated request from another
// order that reuses its idempotency key.
func (p NewPayment) Fingerprint() string {
	sum := sha256.Sum256(fmt.Appendf(nil, "%d\x00%s\x00%s\x00%t", p.PackageID, p.Method, NormalizeDiscountCode(p.DiscountCode), p.StoredCard))
	return hex.EncodeToString(sum[:])
}

// ValidIdempotencyKey reports whether key may be an Idempotency-Key: 8 to 128
// characters of letters, digits, '-', '_', '.' and ':' (a UUID, say).
func ValidIdempotencyKey(key string) bool {
	if len(key) < 8 || len(key) > 128 {
		return false
	}
	for _, c := range key {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_', c == '.', c == ':':
		default:
			return false
		}
	}
	return true
}

// PaymentUpdate is what applying a provider's status did.
type PaymentUpdate struct {
	Payment  Payment
	Changed  bool // the status changed
	Credited bool // the payment's credits were added now
	Credits  int  // the member's balance after crediting
}

// Mandate is a stored permission to charge a member again without a checkout: a
// card from a first payment, or a bank account for direct debit.
type Mandate struct {
	CustomerID string
	MandateID  string
	Method     string
}

// PaymentRequest is what a provider needs to create a payment.
type PaymentRequest struct {
	PaymentID   int64
	Amount      int // cents
	Currency    string
	Method      string
	Description string
	RedirectURL string // where the buyer returns after the checkout
	WebhookURL  string // where the provider reports changes
	Locale      string // the member's language, e.g. "nl"
	Email, Name string
	// StoreCard asks for a first payment that stores the card for repeat orders.
	StoreCard  bool
	CustomerID string // the member's customer at the provider, when known
}

// ProviderPayment is a payment as its provider created it.
type ProviderPayment struct {
	ID          string
	CheckoutURL string // "" when no checkout is needed (recurring, direct debit)
}

// ProviderStatus is a payment's state as the provider reports it.
type ProviderStatus struct {
	Status string
	// Mandate is set when a paid first card payment stored the card.
	Mandate *Mandate
	// ChargedBack is how many cents of a paid payment the buyer's bank took back in
	// all (a charge-back, a SEPA reversal).
	ChargedBack int
}

// DirectDebitAccount is the bank account a direct debit is collected from.
type DirectDebitAccount struct {
	Holder string
	IBAN   string
}

// PaymentProvider creates payments at a payment service provider and reports their
// state. Its reports are the only source of a payment's status: webhooks carry just an
// id, and the return URL tells nothing.
type PaymentProvider interface {
	// Name is the provider's name in webhook paths and references: "sandbox", "mollie".
	Name() string
	// Create starts a payment the buyer completes at CheckoutURL.
	Create(ctx context.Context, req PaymentRequest) (ProviderPayment, error)
	// Get returns a payment's current state.
	Get(ctx context.Context, providerID string) (ProviderStatus, error)
	// CreateRecurring charges a stored card mandate without a checkout.
	CreateRecurring(ctx context.Context, req PaymentRequest, m Mandate) (ProviderPayment, error)
	// CreateDirectDebit collects from a bank account by SEPA direct debit.
	CreateDirectDebit(ctx context.Context, req PaymentRequest, account DirectDebitAccount) (ProviderPayment, error)
}

// SandboxPayment is a payment of the built-in sandbox provider, whose hosted test
// checkout lets the buyer choose the outcome.
type SandboxPayment struct {
	ID          string
	PaymentID   int64 // ours
	Amount      int
	Currency    string
	Method      string
	Description string
	Status      string
	CustomerID  string // set for a card payment that stores the card
	MandateID   string
	CreatedAt   time.Time
}

// SandboxStore keeps the sandbox provider's payments, so that they survive restarts
// and are shared by every instance.
type SandboxStore interface {
	CreateSandboxPayment(ctx context.Context, p SandboxPayment) error
	SandboxPayment(ctx context.Context, id string) (*SandboxPayment, error)
	// SandboxPaymentFor returns the sandbox payment of our payment paymentID.
	SandboxPaymentFor(ctx context.Context, paymentID int64) (*SandboxPayment, error)
	SetSandboxStatus(ctx context.Context, id, status string) error
}

// SandboxCheckout is a provider whose checkout page is ours: the buyer's choice there
// decides the payment's state.
type SandboxCheckout interface {
	Decide(ctx context.Context, paymentID int64, status string) (providerID string, err error)
}

// BillingService keeps packages, payments, discount codes and direct debits.
type BillingService interface {
	// Packages lists the active packages priced in currency, smallest first.
	Packages(ctx context.Context, currency string) ([]Package, error)
	// CreatePayment checks the order and its discount code and stores it open. With an
	// idempotency key it first looked up, it answers the key's payment, Replayed, or
	// ErrPaymentKeyReused when the key was used for another order.
	CreatePayment(ctx context.Context, p NewPayment) (*Payment, error)
	// AttachProviderPayment records the provider's id of a payment and where the buyer
	// pays it ("" without a checkout).
	AttachProviderPayment(ctx context.Context, paymentID int64, providerID, checkoutURL string) error
	// AbandonPayment marks a payment the provider never created failed.
	AbandonPayment(ctx context.Context, paymentID int64) error
	// Payment returns one of userID's payments; another member's is ENOTFOUND.
	Payment(ctx context.Context, userID, paymentID int64) (*Payment, error)
	// PaymentByProvider finds a payment by its provider's id.
	PaymentByProvider(ctx context.Context, provider, providerID string) (*Payment, error)
	// ApplyPaymentStatus moves a payment to the status its provider reports. Becoming
	// paid credits the ledger, makes the member premium and uses the discount code, in
	// one transaction, once however often it is called.
	ApplyPaymentStatus(ctx context.Context, provider, providerID string, st ProviderStatus) (PaymentUpdate, error)
	// Payments lists userID's payments, newest first.
	Payments(ctx context.Context, userID int64) ([]Payment, error)
	// UnsettledPayments lists up to limit payments, of any member, that are open or
	// pending, older than ReconcileAfter and due for a check, longest due first.
	UnsettledPayments(ctx context.Context, limit int) ([]Payment, error)
	// PaymentChecked records that the reconciler asked about a payment that did not
	// settle: the next check is ReconcileBackoff later.
	PaymentChecked(ctx context.Context, paymentID int64) error
	// CardMandate returns userID's stored card at provider, or ENOTFOUND.
	CardMandate(ctx context.Context, userID int64, provider string) (*Mandate, error)

	// Discount returns code as userID may use it now: not found, used, inactive and
	// expired codes are errors; the time bonus and the welcome discount follow their
	// rules for the member.
	Discount(ctx context.Context, userID int64, code string) (*DiscountCode, error)
	// CurrentDiscount returns the discount that applies to userID without a code
	// being typed: the time bonus, else the welcome discount; nil when none.
	CurrentDiscount(ctx context.Context, userID int64) (*DiscountCode, error)

	// CreateSMSCode stores a new direct-debit confirmation code for userID's phone and
	// returns it with its expiry.
	CreateSMSCode(ctx context.Context, userID int64, phone string) (code string, expires time.Time, err error)
	// DirectDebitBlocked reports whether an IBAN or phone number is blocked; either
	// may be "".
	DirectDebitBlocked(ctx context.Context, iban, phone string) (bool, error)
	// CreateDirectDebit checks the order, uses its SMS code and stores it pending.
	CreateDirectDebit(ctx context.Context, o DirectDebitOrder) (*Payment, error)
}

// ErrPackageNotFound answers an unknown package or one without a price in the
// member's currency.
func ErrPackageNotFound() *Error {
	return &Error{Code: ENOTFOUND, Field: "package_id", Key: "packageNotFound", Message: "Package not found."}
}

// ErrPaymentNotFound answers an unknown payment, or another member's.
func ErrPaymentNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "paymentNotFound", Message: "Payment not found."}
}

// ErrPaymentMethod refuses a method not offered in the member's country.
func ErrPaymentMethod() *Error {
	return &Error{Code: EINVALID, Field: "method", Key: "paymentMethod", Message: "This payment method is not available in your country."}
}

// ErrNoStoredCard refuses a repeat order without a stored card.
func ErrNoStoredCard() *Error {
	return &Error{Code: ECONFLICT, Key: "noStoredCard", Message: "There is no stored card. Pay once by card to order again with one click."}
}

// ErrPaymentKeyInvalid refuses a malformed Idempotency-Key header.
func ErrPaymentKeyInvalid() *Error {
	return &Error{Code: EINVALID, Key: "paymentKeyInvalid", Message: "The Idempotency-Key header is not valid: use 8 to 128 letters, digits, '-', '_', '.' or ':'."}
}

// ErrPaymentKeyReused refuses an Idempotency-Key already used for another order.
func ErrPaymentKeyReused() *Error {
	return &Error{Code: ECONFLICT, Key: "paymentKeyReused", Message: "This order was changed after it was sent. Please start the payment again."}
}

// ErrPaymentUnavailable answers when the payment provider cannot be reached; the
// cause is logged, not shown.
func ErrPaymentUnavailable() *Error {
	return &Error{Code: EUNAVAILABLE, Key: "paymentUnavailable", Message: "Payments are not available right now, please try again later."}
}

// ReconcileAfter is how old a payment that is still open or pending must be before the
// reconciler asks its provider: a buyer at the checkout has had time to act, and the
// webhook has had time to arrive.
const ReconcileAfter = 5 * time.Minute

// ReconcileBackoff is how long the reconciler waits after asking about a payment for
// the checks-th time (from 1): 5 minutes, doubling, at most 6 hours.
func ReconcileBackoff(checks int) time.Duration {
	const most = 6 * time.Hour
	d := ReconcileAfter
	for i := 1; i < checks && d < most; i++ {
		d *= 2
	}
	return min(d, most)
}

// DiscountedAmount is price less percentage, rounded to the nearest cent.
func DiscountedAmount(price, percentage int) int {
	if percentage <= 0 {
		return price
	}
	if percentage >= 100 {
		return 0
	}
	return (price*(100-percentage) + 50) / 100
}

// SandboxRefundStore keeps the sandbox provider's refunds and charge-backs.
type SandboxRefundStore interface {
	// RefundSandboxPayment records a refund with the id refundID, or answers the id of
	// the refund recorded before under the same idempotency key.
	RefundSandboxPayment(ctx context.Context, id string, amount int, key, refundID string) (string, error)
	ChargebackSandboxPayment(ctx context.Context, id string, amount int) error
	SandboxChargedBack(ctx context.Context, id string) (int, error)
}
