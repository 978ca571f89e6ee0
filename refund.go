package amora

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Refunds and charge-backs (issue 23). A member may have the unused credits of a
// purchase refunded within the site's refund_days; staff may refund any amount of a
// payment; a charge-back or SEPA reversal reported by the provider takes the credits
// back, into a debt when the balance does not cover them.

// Refund kinds.
const (
	RefundMember     = "member"     // the member's refund of unused credits
	RefundStaff      = "staff"      // a refund made in the console
	RefundChargeback = "chargeback" // the buyer's bank took the money back
)

// Refund states: pending while the provider is asked, then refunded or failed (a
// failed refund gives its credits back).
const (
	RefundPending  = "pending"
	RefundRefunded = "refunded"
	RefundFailed   = "failed"
)

// Refund is money that went back to the buyer of a payment, with the credits it took.
type Refund struct {
	ID               int64     `json:"id"`
	PaymentID        int64     `json:"payment_id"`
	UserID           int64     `json:"-"`
	Kind             string    `json:"kind"`
	Amount           int       `json:"amount"` // cents of Currency
	Currency         string    `json:"currency"`
	Credits          int       `json:"credits"` // credits taken back, Debt included
	Debt             int       `json:"debt"`    // of Credits, what the balance did not cover
	Reason           string    `json:"reason"`
	Status           string    `json:"status"`
	ProviderRefundID string    `json:"-"`
	StaffID          int64     `json:"-"`
	CreatedAt        time.Time `json:"created_at"`
	// Replayed is set when a member's refund existed already: this is that refund.
	Replayed bool `json:"-"`
}

// CreditLot is a credit addition of the ledger, in order, and what is left of it once
// its refunds and charge-backs are taken off; PaymentID is 0 for credits that were not
// bought (a bonus, a staff grant).
type CreditLot struct {
	PaymentID int64
	Credits   int
}

// UnusedCredits is how many credits of the lot at index i are unused when the member
// holds balance: credits are spent oldest first, so what is left of the balance
// belongs to the newest lots.
func UnusedCredits(lots []CreditLot, i int, balance int) int {
	newer := 0
	for _, l := range lots[i+1:] {
		newer += max(l.Credits, 0)
	}
	return max(0, min(lots[i].Credits, balance-newer))
}

// ProRata is the share of amount cents that part of whole credits stands for, rounded
// down to the cent: a refund never pays back more than the credits cost.
func ProRata(amount, part, whole int) int {
	if whole <= 0 || part <= 0 {
		return 0
	}
	if part >= whole {
		return amount
	}
	return int(int64(amount) * int64(part) / int64(whole))
}

// RefundQuote is what the member would get back of a payment now.
type RefundQuote struct {
	Eligible bool      `json:"eligible"`
	Credits  int       `json:"credits"` // unused credits of the purchase
	Amount   int       `json:"amount"`  // cents
	Currency string    `json:"currency"`
	Until    time.Time `json:"until"` // the last moment to ask; zero when the payment is not paid
	// Why names why a refund is not possible: "status" (not paid), "expired" (past
	// refund_days), "spent" (no credit left), "refunded" (done before), "debt" (the
	// balance is short after a charge-back); "" when eligible.
	Why string `json:"why"`
}

// RefundUntil is the last moment a payment paid at paidAt may be refunded.
func RefundUntil(paidAt time.Time, days int) time.Time { return paidAt.AddDate(0, 0, days) }

// RefundStats are the statistics a refund or charge-back of amount cents and credits
// of payment p moves: the whole payment is PaymentStats(p, first, -1), a part takes
// back its share of revenue and credits and leaves the purchase counted.
func RefundStats(p Payment, first bool, amount, credits int) StatsCounts {
	if amount >= p.Amount && credits >= p.Credits {
		return PaymentStats(p, first, -1)
	}
	part := p
	part.Amount, part.Credits = amount, credits
	c := PaymentStats(part, false, -1)
	c.Purchases = 0
	return c
}

// StaffRefund is a refund ordered in the console.
type StaffRefund struct {
	MemberID  int64
	PaymentID int64
	Amount    int // cents, up to what is left of the payment
	Reason    string
}

// Validate checks the amount is positive and the reason given.
func (r *StaffRefund) Validate() error {
	r.Reason = strings.TrimSpace(r.Reason)
	var errs FieldErrors
	if r.Amount < 1 {
		errs = append(errs, &Error{Code: EINVALID, Field: "amount", Key: "refundAmount", Message: "Give an amount above 0.", Params: map[string]any{"max": 0}})
	}
	if r.Reason == "" || utf8.RuneCountInString(r.Reason) > 500 {
		errs = append(errs, FieldError("reason", "refundReason", "Give the reason for the refund (at most 500 characters)."))
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// ErrRefundNotPossible answers a member's refund the payment does not allow; why is
// RefundQuote.Why.
func ErrRefundNotPossible(why string) *Error {
	return &Error{Code: ECONFLICT, Key: "refund_" + why, Message: "This payment cannot be refunded."}
}

// ErrRefundTooMuch answers a staff refund above what is left of the payment.
func ErrRefundTooMuch(left int) *Error {
	return &Error{Code: EINVALID, Field: "amount", Key: "refundAmount", Message: "The amount is more than what is left of the payment.",
		Params: map[string]any{"max": left}}
}

// ErrCreditsDebt answers spending while a charge-back left the balance short.
func ErrCreditsDebt(debt int) *Error {
	return &Error{Code: ECREDITS, Key: "creditsDebt", Params: map[string]any{"count": debt},
		Message: "A payment of yours was reversed by your bank. Buy credits to settle the reversed credits before you can spend again."}
}

// Chargeback is what applying a provider's charge-back did.
type Chargeback struct {
	Refund  *Refund // nil when nothing new was charged back
	Balance int
	Debt    int
}

// Refunder is a payment provider that can pay money of a payment back.
type Refunder interface {
	// Refund pays amount cents of the provider's payment back and returns the
	// provider's refund id. A request repeated with the same idempotency key (see
	// RefundIdempotencyKey) answers the refund made the first time, without a second.
	Refund(ctx context.Context, providerID string, amount int, currency, description, idempotencyKey string) (string, error)
}

// RefundService keeps refunds and charge-backs. Begin takes the credits back and
// records the refund pending, Finish records what the provider answered.
type RefundService interface {
	// RefundQuote tells what userID would get back of their payment now, with the
	// site's refund_days.
	RefundQuote(ctx context.Context, userID, paymentID int64, refundDays int) (*RefundQuote, error)
	// BeginMemberRefund takes the unused credits of the payment back and records the
	// refund pending. A refund that exists already is answered Replayed.
	BeginMemberRefund(ctx context.Context, userID, paymentID int64, refundDays int) (*Refund, error)
	// BeginStaffRefund records a staff refund pending with its audit entry.
	BeginStaffRefund(ctx context.Context, r StaffRefund, by AuditEntry) (*Refund, error)
	// FinishRefund records the provider's answer: its refund id, or a failure that
	// gives the credits back. A done refund queues the member's e-mail.
	FinishRefund(ctx context.Context, refundID int64, providerRefundID string, failed bool) (*Refund, error)
	// ApplyChargeback records that chargedBack cents of the provider's payment were
	// charged back in all; only what is new takes credits.
	ApplyChargeback(ctx context.Context, provider, providerID string, chargedBack int) (Chargeback, error)
	// Refunds lists a payment's refunds, oldest first.
	Refunds(ctx context.Context, paymentID int64) ([]Refund, error)
	// CreditsDebt returns the credits a charge-back left userID owing.
	CreditsDebt(ctx context.Context, userID int64) (int, error)
	// RecordConsent stores the checkout consent with a payment.
	RecordConsent(ctx context.Context, paymentID int64, ip string) error
}

// CheckoutConsent is what a buyer must tick before paying (Directive 2011/83/EU
// Art. 16(m)): the terms, and the express request for immediate delivery with the
// acknowledgement that the right of withdrawal ends with it. Neither is ticked by
// default.
type CheckoutConsent struct {
	Terms             bool `json:"accept_terms"`
	ImmediateDelivery bool `json:"immediate_delivery"`
}

// Validate requires both boxes.
func (c CheckoutConsent) Validate() error {
	var errs FieldErrors
	if !c.Terms {
		errs = append(errs, FieldError("accept_terms", "consentTerms", "Please accept the terms and conditions."))
	}
	if !c.ImmediateDelivery {
		errs = append(errs, FieldError("immediate_delivery", "consentImmediate",
			"Please ask for immediate delivery and acknowledge that you lose your right of withdrawal."))
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}
