package amora

import "slices"

// Payment methods (SPEC §3), spelled as the API spells them.
const (
	MethodSDD           = "sdd" // SEPA direct debit, confirmed with an SMS code
	MethodPrzelewy24    = "prezelewy24"
	MethodBLIK          = "blik"
	MethodSCT           = "sct" // SEPA credit transfer (bank transfer)
	MethodGiropay       = "giropay"
	MethodMastercard    = "mastercard"
	MethodVisa          = "visa"
	MethodCreditCard    = "creditcard"
	MethodCarteBancaire = "cartebancaire"
	MethodNexi          = "nexi"
	MethodIDEAL         = "ideal"
	MethodBancontact    = "bancontact"
	MethodApplePay      = "applepay"
	MethodPaysafecard   = "paysafecard"
	MethodMaestro       = "maestro"
	MethodPayPal        = "paypal"
	MethodSofort        = "sofort"
	MethodEPS           = "eps"
)

// PaymentMethods lists the 18 methods of SPEC §3 in its order.
var PaymentMethods = []string{MethodSDD, MethodPrzelewy24, MethodBLIK, MethodSCT, MethodGiropay, MethodMastercard,
	MethodVisa, MethodCreditCard, MethodCarteBancaire, MethodNexi, MethodIDEAL, MethodBancontact, MethodApplePay,
	MethodPaysafecard, MethodMaestro, MethodPayPal, MethodSofort, MethodEPS}

// IsPaymentMethod reports whether m is one of the 18 methods.
func IsPaymentMethod(m string) bool { return slices.Contains(PaymentMethods, m) }

// CardMethod reports whether m is paid by card, so that a first payment with it can
// store the card for repeat orders.
func CardMethod(m string) bool {
	switch m {
	case MethodCreditCard, MethodVisa, MethodMastercard, MethodMaestro, MethodCarteBancaire, MethodNexi:
		return true
	}
	return false
}

// The building blocks of the per-country lists: cards, wallets and PayPal are offered
// everywhere; SEPA methods where the euro is the currency (SEPA direct debit and
// credit transfer are euro schemes); paysafecard in the European countries where its
// vouchers are sold.
var (
	// The generic credit card is not shown beside the card brands (issue 22,
	// docs/decisions.md); MethodOffered still accepts it.
	cardsAndWallets = []string{MethodVisa, MethodMastercard, MethodPayPal, MethodApplePay}
	sepaEuro        = []string{MethodSDD, MethodSCT}
)

// localMethods are each country's own methods, shown first because members there
// use them most.
var localMethods = map[string][]string{
	"NL": {MethodIDEAL},
	"BE": {MethodBancontact},
	"DE": {MethodSofort, MethodGiropay},
	"AT": {MethodEPS, MethodSofort, MethodGiropay},
	"FR": {MethodCarteBancaire},
	"IT": {MethodNexi},
	"PL": {MethodBLIK, MethodPrzelewy24},
}

// maestroCountries still issue many Maestro debit cards.
var maestroCountries = []string{"NL", "BE", "DE", "AT"}

// paysafecardCountries are the supported countries where paysafecard vouchers are sold
// in shops.
var paysafecardCountries = []string{"NL", "BE", "DE", "AT", "CH", "FR", "IT", "ES", "PL", "GB", "IE"}

// MethodsFor returns the methods offered to a member of country, in display order:
// local methods, cards, PayPal and Apple Pay, then SEPA direct debit and transfer,
// then paysafecard. An unknown country gets cards, PayPal and Apple Pay.
func MethodsFor(country string) []string {
	out := slices.Clone(localMethods[country])
	out = append(out, cardsAndWallets...)
	if slices.Contains(maestroCountries, country) {
		out = append(out, MethodMaestro)
	}
	if CurrencyFor(country) == "EUR" && IsBillingCountry(country) {
		out = append(out, sepaEuro...)
	}
	if slices.Contains(paysafecardCountries, country) {
		out = append(out, MethodPaysafecard)
	}
	return out
}

// MethodOffered reports whether method is offered to a member of country. The generic
// credit card, no longer shown beside Visa and Mastercard, is still taken where they
// are: stored cards, discount codes and open orders may name it.
func MethodOffered(country, method string) bool {
	offered := MethodsFor(country)
	return slices.Contains(offered, method) || (method == MethodCreditCard && slices.Contains(offered, MethodVisa))
}

// currencies maps the supported countries to the currency they pay in.
var currencies = map[string]string{
	"NL": "EUR", "BE": "EUR", "DE": "EUR", "AT": "EUR", "FR": "EUR", "IT": "EUR", "ES": "EUR", "IE": "EUR",
	"CH": "CHF", "PL": "PLN", "GB": "GBP", "US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD",
}

// Currencies lists every currency packages are priced in.
var Currencies = []string{"EUR", "CHF", "PLN", "GBP", "USD", "CAD", "AUD", "NZD"}

// IsBillingCountry reports whether country is one of the 15 supported countries.
func IsBillingCountry(country string) bool {
	_, ok := currencies[country]
	return ok
}

// CurrencyFor returns the ISO currency a member of country pays in; EUR for any
// country outside the supported ones.
func CurrencyFor(country string) string {
	if c, ok := currencies[country]; ok {
		return c
	}
	return "EUR"
}

// vatTenths is each country's standard VAT (or GST) rate on electronically supplied
// services to consumers, in tenths of a percent: the EU countries' rates apply through
// the OSS scheme; CH, GB, AU and NZ tax foreign digital suppliers at their standard
// rate; CA at the federal GST; the US has no federal tax on them.
var vatTenths = map[string]int{
	"NL": 210, "BE": 210, "DE": 190, "AT": 200, "FR": 200, "IT": 220, "ES": 210, "IE": 230, "PL": 230,
	"CH": 81, "GB": 200, "US": 0, "CA": 50, "AU": 100, "NZ": 150,
}

// VATTenths returns the VAT rate of country in tenths of a percent (210 is 21 %).
// An unknown country is taxed at the Dutch rate, where the company is established.
func VATTenths(country string) int {
	if r, ok := vatTenths[country]; ok {
		return r
	}
	return vatTenths["NL"]
}

// SplitVAT splits a gross amount in cents into net and VAT at rate tenths of a percent;
// net + vat == gross.
func SplitVAT(gross, tenths int) (net, vat int) {
	net = (gross*1000 + (1000+tenths)/2) / (1000 + tenths)
	return net, gross - net
}
