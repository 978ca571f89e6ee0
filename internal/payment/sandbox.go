// Package payment implements Amora's payment providers: the built-in sandbox, whose
// test checkout is served by Amora itself, and Mollie (REST API v2).
package payment

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"time"

	"amora"
)

var (
	_ amora.PaymentProvider = (*Sandbox)(nil)
	_ amora.SandboxCheckout = (*Sandbox)(nil)
)

// SandboxCheckoutPath is where the sandbox's test checkout of a payment is served,
// followed by our payment id.
const SandboxCheckoutPath = "/sandbox/checkout/"

// Sandbox is the default provider: its payments live in the database, and its checkout
// is a test page of our own where the buyer chooses the outcome. It behaves like a real
// provider towards the rest of Amora: a webhook still fetches the status from it.
type Sandbox struct {
	Store amora.SandboxStore
	// RecurringStatus and DirectDebitStatus are the states the sandbox gives payments
	// that have no checkout: a repeat order with the stored card and a direct debit.
	// Both default to paid, so that the demo completes at once; tests choose others.
	RecurringStatus   string
	DirectDebitStatus string
	// Now returns the current time (time.Now when nil); tests replace it.
	Now func() time.Time
}

// SandboxCheckoutExpiry is how long a sandbox checkout stays open: like a real
// provider's, a checkout the buyer leaves expires.
const SandboxCheckoutExpiry = 15 * time.Minute

// expire moves an open checkout older than SandboxCheckoutExpiry to expired, as a
// provider does on its own; p is updated.
func (s *Sandbox) expire(ctx context.Context, p *amora.SandboxPayment) error {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	if p.Status != amora.PaymentOpen || now().Sub(p.CreatedAt) < SandboxCheckoutExpiry {
		return nil
	}
	if err := s.Store.SetSandboxStatus(ctx, p.ID, amora.PaymentExpired); err != nil && amora.ErrorCode(err) != amora.ECONFLICT {
		return err
	}
	fresh, err := s.Store.SandboxPayment(ctx, p.ID)
	if err != nil {
		return err
	}
	*p = *fresh
	return nil
}

// Name implements amora.PaymentProvider.
func (s *Sandbox) Name() string { return "sandbox" }

func randomID(prefix string) string {
	b := make([]byte, 10)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return prefix + hex.EncodeToString(b)
}

// Create stores an open sandbox payment and answers our own test checkout. A card
// payment that asks to store the card gets a customer and a mandate, reported once
// the buyer chooses paid.
func (s *Sandbox) Create(ctx context.Context, req amora.PaymentRequest) (amora.ProviderPayment, error) {
	p := s.payment(req, amora.PaymentOpen)
	if req.StoreCard && amora.CardMethod(req.Method) {
		p.CustomerID = req.CustomerID
		if p.CustomerID == "" {
			p.CustomerID = randomID("sbx_cst_")
		}
		p.MandateID = randomID("sbx_mdt_")
	}
	if err := s.Store.CreateSandboxPayment(ctx, p); err != nil {
		return amora.ProviderPayment{}, err
	}
	return amora.ProviderPayment{ID: p.ID, CheckoutURL: SandboxCheckoutPath + strconv.FormatInt(req.PaymentID, 10)}, nil
}

func (s *Sandbox) payment(req amora.PaymentRequest, status string) amora.SandboxPayment {
	return amora.SandboxPayment{ID: randomID("sbx_"), PaymentID: req.PaymentID, Amount: req.Amount, Currency: req.Currency,
		Method: req.Method, Description: req.Description, Status: status}
}

// Get reports a sandbox payment's state, with the stored card once a first card
// payment is paid. A checkout left open for SandboxCheckoutExpiry has expired.
func (s *Sandbox) Get(ctx context.Context, providerID string) (amora.ProviderStatus, error) {
	p, err := s.Store.SandboxPayment(ctx, providerID)
	if err != nil {
		return amora.ProviderStatus{}, err
	}
	if err := s.expire(ctx, p); err != nil {
		return amora.ProviderStatus{}, err
	}
	st := amora.ProviderStatus{Status: p.Status}
	if st.ChargedBack, err = s.chargedBack(ctx, providerID); err != nil {
		return amora.ProviderStatus{}, err
	}
	if p.Status == amora.PaymentPaid && p.MandateID != "" {
		st.Mandate = &amora.Mandate{CustomerID: p.CustomerID, MandateID: p.MandateID, Method: p.Method}
	}
	return st, nil
}

// CreateRecurring charges a stored card: no checkout, the state is RecurringStatus.
func (s *Sandbox) CreateRecurring(ctx context.Context, req amora.PaymentRequest, m amora.Mandate) (amora.ProviderPayment, error) {
	p := s.payment(req, or(s.RecurringStatus, amora.PaymentPaid))
	p.CustomerID = m.CustomerID
	if err := s.Store.CreateSandboxPayment(ctx, p); err != nil {
		return amora.ProviderPayment{}, err
	}
	return amora.ProviderPayment{ID: p.ID}, nil
}

// CreateDirectDebit collects from a bank account: no checkout, the state is
// DirectDebitStatus (paid by default: the sandbox's collection succeeds at once).
func (s *Sandbox) CreateDirectDebit(ctx context.Context, req amora.PaymentRequest, _ amora.DirectDebitAccount) (amora.ProviderPayment, error) {
	p := s.payment(req, or(s.DirectDebitStatus, amora.PaymentPaid))
	if err := s.Store.CreateSandboxPayment(ctx, p); err != nil {
		return amora.ProviderPayment{}, err
	}
	return amora.ProviderPayment{ID: p.ID}, nil
}

// SandboxChoices are the outcomes the test checkout offers.
var SandboxChoices = []string{amora.PaymentPaid, amora.PaymentFailed, amora.PaymentCanceled, amora.PaymentExpired, amora.PaymentPending}

// Decide records the buyer's choice at the test checkout for our payment paymentID and
// returns the sandbox payment's id, for the webhook path to fetch.
func (s *Sandbox) Decide(ctx context.Context, paymentID int64, status string) (string, error) {
	valid := false
	for _, c := range SandboxChoices {
		valid = valid || c == status
	}
	if !valid {
		return "", amora.FieldError("status", "paymentStatus", "Choose one of the outcomes.")
	}
	p, err := s.Store.SandboxPaymentFor(ctx, paymentID)
	if err != nil {
		return "", err
	}
	if err := s.expire(ctx, p); err != nil {
		return "", err
	}
	if err := s.Store.SetSandboxStatus(ctx, p.ID, status); err != nil {
		return "", err
	}
	return p.ID, nil
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
