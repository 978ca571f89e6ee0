package mail

import (
	"strings"
	"testing"
	"time"
)

func TestOrderConfirmationAndRefund(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "help@amora.test"}
	o := Order{ID: 42, Credits: 50, Amount: 1995, Net: 1649, VAT: 346, VATTenths: 210, Currency: "EUR", Method: "ideal",
		PaidAt: time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC), RefundDays: 14,
		Company: Company{Name: "Amora Media B.V.", Address: "Keizersgracht 123", Zip: "1015 CJ", City: "Amsterdam", Country: "NL",
			KVK: "87654321", VATNumbers: []string{"NL864512345B01"}}}
	m, err := r.OrderConfirmation("nl", "sanne@example.nl", "Sanne", o)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Bestelling 42 van 2026-11-26", "een pakket van 50 credits", "19,95 EUR", "21% btw (3,46 EUR)",
		"16,49 EUR", "iDEAL", "herroepingsrecht", "14 dagen", "Amora Media B.V., Keizersgracht 123, 1015 CJ Amsterdam, NL", "NL864512345B01",
		"https://amora.test/transactions/42"} {
		if !strings.Contains(m.Text, want) || !strings.Contains(m.HTML, want) {
			t.Errorf("order confirmation lacks %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Je bestelling bij Amora: een pakket van 50 credits" {
		t.Errorf("subject %q", m.Subject)
	}
	o.Method = "sdd"
	m, err = r.Refund("de", "a@example.de", "Anna", o, 1197, 30)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"11,97 EUR", "Bestellung 42", "30 ungenutzte Credits", "Werktagen"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("refund lacks %q:\n%s", want, m.Text)
		}
	}
	if m, _ = r.Refund("en", "a@example.com", "", o, 500, 0); !strings.Contains(m.Text, "5.00 EUR of order 42. Your credits are unchanged.") {
		t.Errorf("goodwill refund:\n%s", m.Text)
	}
	if m, _ = r.OrderConfirmation("en", "a@example.com", "", o); !strings.Contains(m.Text, "Paid with SEPA direct debit.") {
		t.Errorf("method name:\n%s", m.Text)
	}
}
