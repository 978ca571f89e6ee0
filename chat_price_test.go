package amora_test

import (
	"testing"

	"amora"
)

// offer is the default packages (migration 0012) in one currency.
func offer(currency string, prices ...int) []amora.Package {
	credits := []int{20, 50, 120, 300}
	out := make([]amora.Package, len(prices))
	for i, p := range prices {
		out[i] = amora.Package{ID: int64(i + 1), Credits: credits[i], Price: p, Currency: currency}
	}
	return out
}

// TestMessagePrice checks that the minimum message cost is money converted to credits
// through the best price per credit, rounded up: 99 PLN-cents are less than one credit
// of the biggest PLN package, 35 CHF-cents and 29 GBP-cents more than one, and NL has
// no minimum.
func TestMessagePrice(t *testing.T) {
	s := amora.DefaultSettings()
	cases := []struct {
		country string
		pkgs    []amora.Package
		credits int // message_credits
		want    int
	}{
		{"PL", offer("PLN", 4299, 8599, 16999, 33999), 1, 1},
		{"CH", offer("CHF", 1095, 2195, 4395, 8795), 1, 2},
		{"GB", offer("GBP", 895, 1695, 3495, 6995), 1, 2},
		{"NL", offer("EUR", 995, 1995, 3995, 7995), 1, 1},
		{"NL", offer("EUR", 995, 1995, 3995, 7995), 3, 3},
		{"CH", offer("CHF", 1095, 2195, 4395, 8795), 3, 3}, // message_credits is higher
		{"CH", offer("CHF", 1095), 1, 1},                   // only 20 credits for 10.95: 0.55 a credit
		{"GB", offer("EUR", 995, 1995, 3995, 7995), 1, 1},  // no package in GBP: nothing to convert
		{"GB", nil, 2, 2},
	}
	for _, c := range cases {
		s.MessageCredits = c.credits
		if got := amora.MessagePrice(s, c.country, c.pkgs); got != c.want {
			t.Errorf("%s with %d packages, message_credits %d: %d credits, want %d", c.country, len(c.pkgs), c.credits, got, c.want)
		}
	}
}

// TestMessagePriceRoundsUp checks the rounding with a minimum of 5 PLN: 300 credits for
// 339.99 PLN make 4.41 credits, charged as 5.
func TestMessagePriceRoundsUp(t *testing.T) {
	s := amora.DefaultSettings()
	s.MinimumMessageCosts = map[string]amora.MessageCost{"PL": {Costs: 500, Currency: "PLN"}}
	if got := amora.MessagePrice(s, "PL", offer("PLN", 4299, 8599, 16999, 33999)); got != 5 {
		t.Errorf("%d credits, want 5", got)
	}
}
