package payment

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"amora"
)

var _ amora.PaymentProvider = (*Mollie)(nil)

// MollieAPI is the base URL of Mollie's REST API v2.
const MollieAPI = "https://api.mollie.com/v2"

// Mollie is the production provider, on Mollie's REST API v2: hosted checkout for
// one-off payments, customers with card mandates from a first payment for repeat
// orders, and SEPA direct debit through a bank-account mandate.
type Mollie struct {
	APIKey  string       // live_... or test_...
	BaseURL string       // MollieAPI when empty; tests point it at an httptest server
	Client  *http.Client // http.DefaultClient with a 30 s timeout when nil
	Now     func() time.Time
}

// Name implements amora.PaymentProvider.
func (m *Mollie) Name() string { return "mollie" }

// mollieMethods maps our methods to Mollie's. Card brands are all Mollie's creditcard
// (Carte Bancaire and Nexi cards are processed as cards); a SEPA credit transfer is
// Mollie's banktransfer.
var mollieMethods = map[string]string{
	amora.MethodSDD: "directdebit", amora.MethodPrzelewy24: "przelewy24", amora.MethodBLIK: "blik",
	amora.MethodSCT: "banktransfer", amora.MethodGiropay: "giropay", amora.MethodMastercard: "creditcard",
	amora.MethodVisa: "creditcard", amora.MethodCreditCard: "creditcard", amora.MethodCarteBancaire: "creditcard",
	amora.MethodNexi: "creditcard", amora.MethodIDEAL: "ideal", amora.MethodBancontact: "bancontact",
	amora.MethodApplePay: "applepay", amora.MethodPaysafecard: "paysafecard", amora.MethodMaestro: "creditcard",
	amora.MethodPayPal: "paypal", amora.MethodSofort: "sofort", amora.MethodEPS: "eps",
}

// mollieLocales maps our interface languages to the locales of Mollie's checkout.
var mollieLocales = map[string]string{"en": "en_US", "nl": "nl_NL", "de": "de_DE", "es": "es_ES", "fr": "fr_FR", "it": "it_IT", "pl": "pl_PL"}

type mollieAmount struct {
	Currency string `json:"currency"`
	Value    string `json:"value"`
}

func amountOf(cents int, currency string) mollieAmount {
	return mollieAmount{Currency: currency, Value: fmt.Sprintf("%d.%02d", cents/100, cents%100)}
}

type molliePaymentRequest struct {
	Amount       mollieAmount      `json:"amount"`
	Description  string            `json:"description"`
	RedirectURL  string            `json:"redirectUrl,omitempty"`
	WebhookURL   string            `json:"webhookUrl,omitempty"`
	Locale       string            `json:"locale,omitempty"`
	Method       string            `json:"method,omitempty"`
	Metadata     map[string]string `json:"metadata,omitempty"`
	SequenceType string            `json:"sequenceType,omitempty"`
	CustomerID   string            `json:"customerId,omitempty"`
	MandateID    string            `json:"mandateId,omitempty"`
}

type molliePayment struct {
	Resource     string `json:"resource"`
	ID           string `json:"id"`
	Status       string `json:"status"`
	SequenceType string `json:"sequenceType"`
	CustomerID   string `json:"customerId"`
	MandateID    string `json:"mandateId"`
	Method       string `json:"method"`
	// AmountChargedBack is set once the buyer's bank took money back.
	AmountChargedBack *mollieAmount `json:"amountChargedBack"`
	Links             struct {
		Checkout *struct {
			Href string `json:"href"`
		} `json:"checkout"`
	} `json:"_links"`
}

type mollieResource struct {
	Resource string `json:"resource"`
	ID       string `json:"id"`
	Status   string `json:"status"`
}

// mollieError is Mollie's error body (RFC 7807 style).
type mollieError struct {
	Status int    `json:"status"`
	Title  string `json:"title"`
	Detail string `json:"detail"`
	Field  string `json:"field"`
}

// do sends one API call and decodes the answer into out.
func (m *Mollie) do(ctx context.Context, method, path string, body, out any) error {
	return m.doWith(ctx, method, path, nil, body, out)
}

// doWith is do with extra request headers (an Idempotency-Key).
func (m *Mollie) doWith(ctx context.Context, method, path string, header http.Header, body, out any) error {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		r = bytes.NewReader(b)
	}
	base := m.BaseURL
	if base == "" {
		base = MollieAPI
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(base, "/")+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+m.APIKey)
	req.Header.Set("Accept", "application/hal+json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header[k] = v
	}
	client := m.Client
	if client == nil {
		client = &http.Client{Timeout: 30 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("mollie: %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("mollie: %s %s: %w", method, path, err)
	}
	if resp.StatusCode/100 != 2 {
		var e mollieError
		_ = json.Unmarshal(data, &e)
		if resp.StatusCode == http.StatusNotFound {
			return amora.Errorf(amora.ENOTFOUND, "Mollie does not know %s.", path)
		}
		return fmt.Errorf("mollie: %s %s: %d %s: %s (field %q)", method, path, resp.StatusCode, e.Title, e.Detail, e.Field)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("mollie: %s %s: decode: %w", method, path, err)
	}
	return nil
}

// webhookURL is the request's webhook URL unless it points at this machine, which
// Mollie cannot reach and refuses: then the return screen's status checks (GET
// /api/payments/{id}) bring the status instead.
func webhookURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return ""
	}
	if ip := net.ParseIP(host); ip != nil && (ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified()) {
		return ""
	}
	return raw
}

func (m *Mollie) paymentBody(req amora.PaymentRequest) molliePaymentRequest {
	return molliePaymentRequest{
		Amount:      amountOf(req.Amount, req.Currency),
		Description: req.Description,
		RedirectURL: req.RedirectURL,
		WebhookURL:  webhookURL(req.WebhookURL),
		Locale:      mollieLocales[req.Locale],
		Method:      mollieMethods[req.Method],
		Metadata:    map[string]string{"payment_id": strconv.FormatInt(req.PaymentID, 10)},
	}
}

// createCustomer makes a customer for a member's mandates.
func (m *Mollie) createCustomer(ctx context.Context, req amora.PaymentRequest) (string, error) {
	var c mollieResource
	err := m.do(ctx, http.MethodPost, "/customers", map[string]any{"name": req.Name, "email": req.Email,
		"locale": mollieLocales[req.Locale], "metadata": map[string]string{"payment_id": strconv.FormatInt(req.PaymentID, 10)}}, &c)
	return c.ID, err
}

// Create starts a payment at Mollie's hosted checkout; a card payment that stores the
// card is a first payment of the member's customer (created when needed).
func (m *Mollie) Create(ctx context.Context, req amora.PaymentRequest) (amora.ProviderPayment, error) {
	body := m.paymentBody(req)
	if req.StoreCard && amora.CardMethod(req.Method) {
		customer := req.CustomerID
		if customer == "" {
			var err error
			if customer, err = m.createCustomer(ctx, req); err != nil {
				return amora.ProviderPayment{}, err
			}
		}
		body.SequenceType, body.CustomerID = "first", customer
	}
	var p molliePayment
	if err := m.do(ctx, http.MethodPost, "/payments", body, &p); err != nil {
		return amora.ProviderPayment{}, err
	}
	if p.Links.Checkout == nil {
		return amora.ProviderPayment{}, fmt.Errorf("mollie: payment %s has no checkout link", p.ID)
	}
	return amora.ProviderPayment{ID: p.ID, CheckoutURL: p.Links.Checkout.Href}, nil
}

// mollieStatus maps Mollie's payment states to ours: an authorized payment is not
// paid yet.
func mollieStatus(s string) string {
	if s == "authorized" {
		return amora.PaymentPending
	}
	return s
}

// Get fetches a payment's state; a paid first payment reports its card mandate.
func (m *Mollie) Get(ctx context.Context, providerID string) (amora.ProviderStatus, error) {
	var p molliePayment
	if err := m.do(ctx, http.MethodGet, "/payments/"+url.PathEscape(providerID), nil, &p); err != nil {
		return amora.ProviderStatus{}, err
	}
	st := amora.ProviderStatus{Status: mollieStatus(p.Status)}
	if !amora.IsPaymentStatus(st.Status) {
		return st, fmt.Errorf("mollie: payment %s has unknown status %q", providerID, p.Status)
	}
	if p.AmountChargedBack != nil {
		st.ChargedBack = parseMollieAmount(p.AmountChargedBack.Value)
	}
	if st.Status == amora.PaymentPaid && p.SequenceType == "first" && p.MandateID != "" {
		st.Mandate = &amora.Mandate{CustomerID: p.CustomerID, MandateID: p.MandateID, Method: p.Method}
	}
	return st, nil
}

// CreateRecurring charges the stored card without a checkout.
func (m *Mollie) CreateRecurring(ctx context.Context, req amora.PaymentRequest, mandate amora.Mandate) (amora.ProviderPayment, error) {
	body := m.paymentBody(req)
	body.RedirectURL, body.Method = "", ""
	body.SequenceType, body.CustomerID, body.MandateID = "recurring", mandate.CustomerID, mandate.MandateID
	var p molliePayment
	if err := m.do(ctx, http.MethodPost, "/payments", body, &p); err != nil {
		return amora.ProviderPayment{}, err
	}
	return amora.ProviderPayment{ID: p.ID}, nil
}

// CreateDirectDebit creates a customer with a SEPA direct-debit mandate for the bank
// account (confirmed by the member's SMS code) and collects the amount from it.
func (m *Mollie) CreateDirectDebit(ctx context.Context, req amora.PaymentRequest, account amora.DirectDebitAccount) (amora.ProviderPayment, error) {
	customer, err := m.createCustomer(ctx, req)
	if err != nil {
		return amora.ProviderPayment{}, err
	}
	now := time.Now
	if m.Now != nil {
		now = m.Now
	}
	var mandate mollieResource
	err = m.do(ctx, http.MethodPost, "/customers/"+url.PathEscape(customer)+"/mandates", map[string]string{
		"method": "directdebit", "consumerName": account.Holder, "consumerAccount": account.IBAN,
		"signatureDate": now().UTC().Format(time.DateOnly), "mandateReference": "AMORA-" + strconv.FormatInt(req.PaymentID, 10),
	}, &mandate)
	if err != nil {
		return amora.ProviderPayment{}, err
	}
	body := m.paymentBody(req)
	body.RedirectURL = ""
	body.Method, body.SequenceType, body.CustomerID, body.MandateID = "directdebit", "recurring", customer, mandate.ID
	var p molliePayment
	if err := m.do(ctx, http.MethodPost, "/payments", body, &p); err != nil {
		return amora.ProviderPayment{}, err
	}
	return amora.ProviderPayment{ID: p.ID}, nil
}
