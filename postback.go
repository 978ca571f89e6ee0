package amora

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Postbacks (issue 24): per network, a server-to-server URL template that a durable
// job calls on a member's sign-up, activation and first purchase.

// PostbackMacros are the macros a template may use.
var PostbackMacros = []string{"click_id", "sub1", "sub2", "sub3", "event", "amount", "currency", "payout"}

// Limits of the postback configuration.
const (
	PostbackTemplateMaxLength = 2000
	PostbackPayoutMax         = 100_000_00 // cents
	PostbackMaxAttempts       = 12         // 10 s doubling to an hour: about 3.5 hours in all
	PostbackTimeout           = 10 * time.Second
)

// PostbackNetwork is one network's postback configuration. Payouts are in cents of
// PayoutCurrency, per event.
type PostbackNetwork struct {
	Network        string         `json:"network"`
	URLTemplate    string         `json:"url_template"`
	Enabled        bool           `json:"enabled"`
	Payouts        map[string]int `json:"payouts"`
	PayoutCurrency string         `json:"payout_currency"`
	CreatedAt      time.Time      `json:"created_at"`
	UpdatedAt      time.Time      `json:"updated_at"`
}

var macroPattern = regexp.MustCompile(`\{[^{}]*\}`)

// Normalize trims the configuration's text and fills the payouts of every event.
func (n *PostbackNetwork) Normalize() {
	n.Network = strings.TrimSpace(n.Network)
	n.URLTemplate = strings.TrimSpace(n.URLTemplate)
	n.PayoutCurrency = strings.ToUpper(strings.TrimSpace(n.PayoutCurrency))
	if n.PayoutCurrency == "" {
		n.PayoutCurrency = "EUR"
	}
	payouts := map[string]int{}
	for _, e := range ConversionEvents {
		payouts[e] = n.Payouts[e]
	}
	n.Payouts = payouts
}

// Validate reports every broken rule of a normalised configuration.
func (n *PostbackNetwork) Validate() FieldErrors {
	var errs FieldErrors
	if n.Network == "" || len(n.Network) > TrafficValueMaxLength {
		errs = append(errs, FieldError("network", "postbackNetworkInvalid", "Name the network as its links do (network=...), at most 100 characters."))
	}
	if err := ValidatePostbackTemplate(n.URLTemplate); err != nil {
		errs = append(errs, err)
	}
	for _, e := range ConversionEvents {
		if p := n.Payouts[e]; p < 0 || p > PostbackPayoutMax {
			errs = append(errs, FieldError("payout_"+e, "postbackPayoutInvalid", "A payout is between 0 and 100,000.00."))
		}
	}
	if !currencyPattern.MatchString(n.PayoutCurrency) {
		errs = append(errs, FieldError("payout_currency", "postbackCurrencyInvalid", "The currency is a three-letter code such as EUR."))
	}
	return errs
}

// ValidatePostbackTemplate checks a template: an http or https URL with a host, using
// only the known macros, at most PostbackTemplateMaxLength characters.
func ValidatePostbackTemplate(tmpl string) *Error {
	if tmpl == "" || len(tmpl) > PostbackTemplateMaxLength {
		return FieldError("url_template", "postbackTemplateURL", "Enter an http or https URL of at most 2,000 characters.")
	}
	for _, m := range macroPattern.FindAllString(tmpl, -1) {
		name := m[1 : len(m)-1]
		if !slices.Contains(PostbackMacros, name) {
			e := FieldError("url_template", "postbackTemplateMacro", fmt.Sprintf("Unknown macro %s.", m))
			e.Params = map[string]any{"macro": m}
			return e
		}
	}
	if strings.ContainsAny(macroPattern.ReplaceAllString(tmpl, ""), "{}") {
		return FieldError("url_template", "postbackTemplateBraces", "A brace that opens a macro must close it: {click_id}.")
	}
	u, err := url.Parse(macroPattern.ReplaceAllString(tmpl, "x"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return FieldError("url_template", "postbackTemplateURL", "Enter an http or https URL of at most 2,000 characters.")
	}
	return nil
}

// Conversion is one event of a member that counts for their source, with the postback
// it causes. Amount is in cents of Currency (a purchase's), Payout in cents of
// PayoutCurrency (the network's, at the time of the event).
type Conversion struct {
	ID             int64             `json:"id"`
	UserID         int64             `json:"member_id"`
	Event          string            `json:"event"`
	Source         TrafficSource     `json:"source"`
	PaymentID      int64             `json:"payment_id,omitempty"`
	Amount         int               `json:"amount"`
	Currency       string            `json:"currency"`
	Payout         int               `json:"payout"`
	PayoutCurrency string            `json:"payout_currency"`
	PostbackStatus string            `json:"postback_status"` // "" (no postback), pending, sent, failed
	CreatedAt      time.Time         `json:"created_at"`
	Attempts       []PostbackAttempt `json:"attempts"`
}

// Postback states of a conversion.
const (
	PostbackPending = "pending"
	PostbackSent    = "sent"
	PostbackFailed  = "failed"
)

// PostbackAttempt is one call of a postback URL: its outcome, the receiver's status
// code (0 when none answered) and the error.
type PostbackAttempt struct {
	ID           int64     `json:"id"`
	ConversionID int64     `json:"conversion_id"`
	Attempt      int       `json:"attempt"`
	URL          string    `json:"url"`
	Status       string    `json:"status"` // ok or failed
	ResponseCode int       `json:"response_code"`
	Error        string    `json:"error"`
	DurationMS   int64     `json:"duration_ms"`
	AttemptedAt  time.Time `json:"attempted_at"`
}

// cents writes an amount in cents as a decimal number: 1995 is "19.95".
func cents(c int) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// PostbackURL fills template with the conversion's values, each URL-escaped (a space
// is %20, which reads the same in a path and a query). Sign-ups and activations have
// amount 0.00 and no currency.
func PostbackURL(template string, c Conversion) string {
	values := map[string]string{
		"click_id": c.Source.ClickID, "sub1": c.Source.Sub1, "sub2": c.Source.Sub2, "sub3": c.Source.Sub3,
		"event": c.Event, "amount": cents(c.Amount), "currency": c.Currency, "payout": cents(c.Payout),
	}
	return macroPattern.ReplaceAllStringFunc(template, func(m string) string {
		v, ok := values[m[1:len(m)-1]]
		if !ok {
			return m
		}
		return strings.ReplaceAll(url.QueryEscape(v), "+", "%20")
	})
}

// ConversionFilter selects the conversions with a postback, newest first.
type ConversionFilter struct {
	Network  string
	Status   string // "" for any
	BeforeID int64
	Limit    int
}

// AttributionService keeps touches, conversions and the postback configuration.
type AttributionService interface {
	// RecordTouch records a tracked link opened by member userID after sign-up.
	RecordTouch(ctx context.Context, userID int64, t Touch) error
	// Touches lists a member's touches, oldest first, by kind: first, last, later.
	Touches(ctx context.Context, userID int64) ([]StoredTouch, error)
	PostbackNetworks(ctx context.Context) ([]PostbackNetwork, error)
	// SavePostbackNetwork creates or replaces a network's configuration, audited.
	SavePostbackNetwork(ctx context.Context, n PostbackNetwork, by AuditEntry) (*PostbackNetwork, error)
	// Conversions lists conversions with a postback and their attempts.
	Conversions(ctx context.Context, f ConversionFilter) ([]Conversion, error)
}

// StoredTouch is a touch as stored with a member.
type StoredTouch struct {
	Kind string `json:"kind"` // first, last or later
	Touch
}
