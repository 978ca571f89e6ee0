package amora

import (
	"slices"
	"testing"
)

func TestMethodsFor(t *testing.T) {
	tests := []struct {
		country  string
		want     []string // must be offered
		wantNot  []string // must not be offered
		wantHead string   // the first method shown
	}{
		{"NL", []string{"ideal", "visa", "mastercard", "paypal", "applepay", "sdd", "sct", "paysafecard", "maestro"}, []string{"bancontact", "blik", "eps"}, "ideal"},
		{"BE", []string{"bancontact", "sdd", "paypal"}, []string{"ideal"}, "bancontact"},
		{"DE", []string{"sofort", "giropay", "sdd"}, []string{"eps", "ideal"}, "sofort"},
		{"AT", []string{"eps", "sofort", "giropay", "sdd"}, []string{"ideal"}, "eps"},
		{"FR", []string{"cartebancaire", "sdd"}, []string{"maestro"}, "cartebancaire"},
		{"IT", []string{"nexi", "sdd"}, nil, "nexi"},
		{"ES", []string{"visa", "sdd", "paysafecard"}, []string{"ideal"}, "visa"},
		{"IE", []string{"sdd", "sct"}, nil, "visa"},
		{"PL", []string{"blik", "prezelewy24", "paysafecard"}, []string{"sdd", "sct"}, "blik"},
		{"CH", []string{"visa", "paysafecard"}, []string{"sdd", "sct"}, "visa"},
		{"GB", []string{"paypal", "applepay"}, []string{"sdd", "sct", "ideal"}, "visa"},
		{"US", []string{"visa", "mastercard", "paypal", "applepay"}, []string{"sdd", "paysafecard", "maestro"}, "visa"},
		{"CA", []string{"paypal"}, []string{"sdd"}, "visa"},
		{"AU", []string{"applepay"}, []string{"sdd"}, "visa"},
		{"NZ", []string{"visa"}, []string{"sdd"}, "visa"},
		{"", []string{"visa", "paypal", "applepay"}, []string{"sdd", "ideal", "paysafecard"}, "visa"},
		{"ZZ", []string{"visa"}, []string{"sdd"}, "visa"},
	}
	for _, tt := range tests {
		t.Run(tt.country, func(t *testing.T) {
			got := MethodsFor(tt.country)
			for _, m := range tt.want {
				if !slices.Contains(got, m) {
					t.Errorf("MethodsFor(%q) = %v lacks %s", tt.country, got, m)
				}
			}
			for _, m := range tt.wantNot {
				if slices.Contains(got, m) {
					t.Errorf("MethodsFor(%q) = %v offers %s", tt.country, got, m)
				}
			}
			if got[0] != tt.wantHead {
				t.Errorf("MethodsFor(%q) starts with %s, want %s", tt.country, got[0], tt.wantHead)
			}
			for _, m := range got {
				if !IsPaymentMethod(m) {
					t.Errorf("MethodsFor(%q) offers unknown method %q", tt.country, m)
				}
			}
		})
	}
}

// TestEveryMethodOfferedSomewhere makes sure none of SPEC §3's 18 methods is left out.
func TestEveryMethodOfferedSomewhere(t *testing.T) {
	offered := map[string]bool{}
	for c := range currencies {
		for _, m := range MethodsFor(c) {
			offered[m] = true
		}
	}
	for _, m := range PaymentMethods {
		if !offered[m] && !MethodOffered("NL", m) {
			t.Errorf("method %s is offered in no country", m)
		}
	}
	if len(PaymentMethods) != 18 {
		t.Errorf("%d methods, want SPEC's 18", len(PaymentMethods))
	}
}

func TestCurrencyFor(t *testing.T) {
	for country, want := range map[string]string{"NL": "EUR", "BE": "EUR", "DE": "EUR", "AT": "EUR", "FR": "EUR", "IT": "EUR",
		"ES": "EUR", "IE": "EUR", "PL": "PLN", "CH": "CHF", "GB": "GBP", "US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD", "": "EUR", "BR": "EUR"} {
		if got := CurrencyFor(country); got != want {
			t.Errorf("CurrencyFor(%q) = %s, want %s", country, got, want)
		}
		if !slices.Contains(Currencies, CurrencyFor(country)) {
			t.Errorf("currency of %q is not in Currencies", country)
		}
	}
}

func TestSettingsCountriesAreBillingCountries(t *testing.T) {
	for _, c := range DefaultSettings().Countries {
		if !IsBillingCountry(c) {
			t.Errorf("site country %s has no currency", c)
		}
		if _, ok := vatTenths[c]; !ok {
			t.Errorf("site country %s has no VAT rate", c)
		}
	}
}

func TestSplitVAT(t *testing.T) {
	tests := []struct {
		name             string
		gross, tenths    int
		wantNet, wantVAT int
	}{
		{"NL21", 1995, 210, 1649, 346},
		{"DE19", 1995, 190, 1676, 319},
		{"CH8.1", 1995, 81, 1846, 149},
		{"US0", 1099, 0, 1099, 0},
		{"Zero", 0, 210, 0, 0},
		{"OneCent", 1, 210, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			net, vat := SplitVAT(tt.gross, tt.tenths)
			if net != tt.wantNet || vat != tt.wantVAT {
				t.Errorf("SplitVAT(%d, %d) = %d + %d, want %d + %d", tt.gross, tt.tenths, net, vat, tt.wantNet, tt.wantVAT)
			}
			if net+vat != tt.gross {
				t.Errorf("net + vat = %d, want %d", net+vat, tt.gross)
			}
		})
	}
	if VATTenths("ZZ") != 210 {
		t.Errorf("unknown country taxed at %d", VATTenths("ZZ"))
	}
}

func TestDiscountedAmount(t *testing.T) {
	for _, tt := range []struct{ price, pct, want int }{
		{1995, 25, 1496}, {1995, 0, 1995}, {1000, 25, 750}, {999, 10, 899}, {1000, 100, 0}, {1000, 150, 0}, {1000, -5, 1000},
	} {
		if got := DiscountedAmount(tt.price, tt.pct); got != tt.want {
			t.Errorf("DiscountedAmount(%d, %d) = %d, want %d", tt.price, tt.pct, got, tt.want)
		}
	}
}

// TestCreditCardNotBesideBrands: the generic credit card is not offered beside Visa
// and Mastercard (issue 22), but is still accepted where they are.
func TestCreditCardNotBesideBrands(t *testing.T) {
	for c := range currencies {
		if slices.Contains(MethodsFor(c), MethodCreditCard) {
			t.Errorf("MethodsFor(%q) shows creditcard beside the card brands", c)
		}
		if !MethodOffered(c, MethodCreditCard) {
			t.Errorf("MethodOffered(%q, creditcard) = false", c)
		}
	}
}
