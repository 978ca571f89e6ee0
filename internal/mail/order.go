package mail

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Order is what the order confirmation and the refund e-mail tell of a payment.
type Order struct {
	ID         int64
	Credits    int
	Amount     int // cents charged
	Net, VAT   int // cents
	VATTenths  int // the VAT rate in tenths of a percent
	Currency   string
	Method     string // our method id, e.g. "ideal"
	PaidAt     time.Time
	RefundDays int
	Company    Company
}

// Company is the seller as the order confirmation names it.
type Company struct {
	Name, Address, Zip, City, Country, KVK string
	VATNumbers                             []string
}

// methodNames are the payment methods as their brands write them; the generic ones
// are in the catalogs (method.<id>).
var methodNames = map[string]string{
	"ideal": "iDEAL", "bancontact": "Bancontact", "visa": "Visa", "mastercard": "Mastercard", "maestro": "Maestro",
	"paypal": "PayPal", "sofort": "SOFORT", "giropay": "giropay", "eps": "eps", "przelewy24": "Przelewy24", "blik": "BLIK",
	"applepay": "Apple Pay", "paysafecard": "paysafecard", "cartebancaire": "Carte Bancaire", "nexi": "Nexi",
}

func methodName(words catalog, method string) string {
	if n, ok := methodNames[method]; ok {
		return n
	}
	if n, ok := words["method."+method]; ok {
		return n
	}
	return method
}

// money writes cents of currency the way lang writes amounts: "19,95 EUR", "19.95 EUR".
func money(lang string, cents int, currency string) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	sep := ","
	if lang == "en" {
		sep = "."
	}
	return fmt.Sprintf("%s%d%s%02d %s", sign, cents/100, sep, cents%100, currency)
}

func rate(lang string, tenths int) string {
	s := strconv.Itoa(tenths / 10)
	if tenths%10 != 0 {
		sep := ","
		if lang == "en" {
			sep = "."
		}
		s += sep + strconv.Itoa(tenths%10)
	}
	return s
}

// orderVars are the placeholders of an order's e-mails.
func orderVars(lang string, words catalog, o Order) []string {
	credits := strings.ReplaceAll(words["order.credits"], "{count}", strconv.Itoa(o.Credits))
	c := o.Company
	return []string{"{order}", strconv.FormatInt(o.ID, 10), "{date}", o.PaidAt.UTC().Format(time.DateOnly), "{package}", credits,
		"{price}", money(lang, o.Amount, o.Currency), "{net}", money(lang, o.Net, o.Currency), "{vat}", money(lang, o.VAT, o.Currency),
		"{vatRate}", rate(lang, o.VATTenths), "{method}", methodName(words, o.Method), "{refundDays}", strconv.Itoa(o.RefundDays),
		"{company}", oneLine(c.Name), "{companyAddress}", oneLine(strings.TrimSpace(c.Address + ", " + c.Zip + " " + c.City + ", " + c.Country)),
		"{kvk}", oneLine(c.KVK), "{vatId}", oneLine(strings.Join(c.VATNumbers, ", "))}
}

// OrderConfirmation confirms a paid order: the package, price, VAT and method, the
// seller, and the express request for immediate delivery the buyer made; its button
// opens the receipt.
func (r Renderer) OrderConfirmation(lang, to, name string, o Order) (Message, error) {
	_, words := catalogFor(lang)
	return r.render(lang, to, name, r.BaseURL+"/transactions/"+strconv.FormatInt(o.ID, 10), 0, email{
		kind: "order", withLink: true, vars: orderVars(lang, words, o),
		intro: []string{"order.body", "order.details", "order.withdrawal"},
		outro: []string{"order.company"},
	})
}

// Refund tells the member that amount cents of an order were refunded and credits
// (0 for a goodwill refund of spent credits) taken from the balance.
func (r Renderer) Refund(lang, to, name string, o Order, amount, credits int) (Message, error) {
	_, words := catalogFor(lang)
	vars := orderVars(lang, words, o)
	vars = append(vars, "{amount}", money(lang, amount, o.Currency), "{refundedCredits}",
		strings.ReplaceAll(words["refund.credits"], "{count}", strconv.Itoa(credits)))
	body := "refund.body"
	if credits == 0 {
		body = "refund.bodyNoCredits"
	}
	return r.render(lang, to, name, r.BaseURL+"/transactions/"+strconv.FormatInt(o.ID, 10), 0, email{
		kind: "refund", withLink: true, vars: vars,
		intro: []string{body, "refund.timing"},
		outro: []string{"order.company"},
	})
}
