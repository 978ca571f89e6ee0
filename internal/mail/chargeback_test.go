package mail

import (
	"strings"
	"testing"
	"time"
)

// TestChargebackDebt: the e-mail names the reversed amount and order, the debt, that
// spending waits, how to settle it (its button opens the credits page) and, for a
// reversed direct debit, the blocked account; in every language, with no placeholder
// left and no English in the others.
func TestChargebackDebt(t *testing.T) {
	r := Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "help@amora.test"}
	o := Order{ID: 42, Credits: 50, Amount: 1995, Currency: "EUR", Method: "sdd", PaidAt: time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC),
		Company: Company{Name: "Amora Media B.V."}}
	english := ""
	for _, lang := range languages {
		m, err := r.ChargebackDebt(lang, "jan@example.nl", "Jan", o, Chargeback{Amount: 1995, Credits: 50, Debt: 12, IBAN: "NL** **** **** **** 1234"})
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		for _, want := range []string{"42", "19", "95 EUR", "50", "12", "NL** **** **** **** 1234", "https://amora.test/credits", "help@amora.test"} {
			if !strings.Contains(m.Text, want) || !strings.Contains(m.HTML, want) {
				t.Errorf("%s lacks %q:\n%s", lang, want, m.Text)
			}
		}
		if left := placeholder.FindString(m.Subject + m.Text + m.HTML); left != "" {
			t.Errorf("%s holds placeholder %s", lang, left)
		}
		if !strings.Contains(m.Subject, "12") {
			t.Errorf("%s subject %q lacks the debt", lang, m.Subject)
		}
		if lang == "en" {
			english = m.Text
			for _, want := range []string{"you now owe 12 credits", "cannot spend", "buy a new package", "can no longer be used for direct debit"} {
				if !strings.Contains(m.Text, want) {
					t.Errorf("en lacks %q:\n%s", want, m.Text)
				}
			}
		} else if m.Text == english {
			t.Errorf("%s is English", lang)
		}
		// A card charge-back names no account.
		m, _ = r.ChargebackDebt(lang, "jan@example.nl", "Jan", o, Chargeback{Amount: 1995, Credits: 50, Debt: 12})
		if strings.Contains(m.Text, catalogs[lang]["chargeback.iban"][:20]) {
			t.Errorf("%s: a card charge-back names a direct-debit account:\n%s", lang, m.Text)
		}
	}
}
