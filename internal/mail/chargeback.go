package mail

import "strconv"

// Chargeback is what the charge-back e-mail tells: the payment's bank or card issuer
// took Amount cents back, with Credits credits of which the balance did not cover
// Debt; IBAN is the masked account a reversed direct debit blocked ("" for a card).
type Chargeback struct {
	Amount, Credits, Debt int
	IBAN                  string
}

// ChargebackDebt tells the member that a charge-back or SEPA reversal of an order left
// them owing credits: what happened, the debt, that spending waits until it is
// settled, and how to settle it (a purchase settles it first); its button opens the
// credits page.
func (r Renderer) ChargebackDebt(lang, to, name string, o Order, c Chargeback) (Message, error) {
	_, words := catalogFor(lang)
	vars := append(orderVars(lang, words, o), "{amount}", money(lang, c.Amount, o.Currency),
		"{reversedCredits}", strconv.Itoa(c.Credits), "{debt}", strconv.Itoa(c.Debt), "{iban}", oneLine(c.IBAN))
	intro := []string{"chargeback.body", "chargeback.debt", "chargeback.settle"}
	if c.IBAN != "" {
		intro = append(intro, "chargeback.iban")
	}
	return r.render(lang, to, name, r.BaseURL+"/credits", 0, email{
		kind: "chargeback", withLink: true, vars: vars, intro: intro,
		outro: []string{"chargeback.mistake"},
	})
}
