package httpapi

import (
	"net/http"
	"time"

	"amora"
)

// packageJSON is one credit package (schema Package).
type packageJSON struct {
	ID       int64  `json:"id"`
	Credits  int    `json:"credits"`
	Price    int    `json:"price"`
	Currency string `json:"currency"`
	Popular  bool   `json:"popular"`
}

// discountJSON is a discount code as the member may use it (schema DiscountCode, SPEC §3).
type discountJSON struct {
	Code              string   `json:"code"`
	Country           *string  `json:"country"`
	UserID            *int64   `json:"user_id"`
	Expires           *string  `json:"expires"`
	ValuePercentage   int      `json:"value_percentage"`
	Currency          *string  `json:"currency"`
	MinimumOrderValue int      `json:"minimum_order_value"`
	Status            string   `json:"status"`
	Validity          string   `json:"validity"`
	Expired           bool     `json:"expired"`
	PaymentMethods    []string `json:"paymentmethods"`
	Percentage        int      `json:"percentage"`
	Minimum           int      `json:"minimum"`
	RemainingSeconds  *int     `json:"remaining_seconds"`
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func toDiscountJSON(d *amora.DiscountCode, now time.Time) *discountJSON {
	if d == nil {
		return nil
	}
	out := &discountJSON{Code: d.Code, Country: nonEmpty(d.Country), ValuePercentage: d.Percentage, Currency: nonEmpty(d.Currency),
		MinimumOrderValue: d.MinimumOrderValue, Status: d.Status, Validity: d.Validity, Expired: d.Expired(now),
		PaymentMethods: d.PaymentMethods, Percentage: d.Percentage, Minimum: d.MinimumOrderValue}
	if out.PaymentMethods == nil {
		out.PaymentMethods = []string{}
	}
	if d.UserID != 0 {
		out.UserID = &d.UserID
	}
	if !d.Expires.IsZero() {
		exp, left := jsonTime(d.Expires), d.RemainingSeconds(now)
		out.Expires, out.RemainingSeconds = &exp, &left
	}
	return out
}

// billingCountry is the country whose currency, methods and VAT apply to a buyer: the
// member's profile country, else the GeoIP country; "" when it is none of the
// supported ones.
func (s *Server) billingCountry(r *http.Request, u *amora.User) string {
	country := s.Country(r)
	if u != nil && u.Basics.Country != "" {
		country = u.Basics.Country
	}
	if !amora.IsBillingCountry(country) {
		return ""
	}
	return country
}

// getPackages answers the offer (GET /api/packages): the packages in the buyer's
// currency, the methods of their country, the discount that applies now and whether
// a stored card allows a repeat order, and what one message costs the buyer in credits.
func (s *Server) getPackages(w http.ResponseWriter, r *http.Request) {
	u := currentUser(r)
	country := s.billingCountry(r, u)
	currency := amora.CurrencyFor(country)
	pkgs, err := s.Billing.Packages(r.Context(), currency)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	priceCountry := s.Country(r) // the country whose minimum message cost applies
	if u != nil {
		priceCountry = u.Basics.Country
	}
	cost, err := s.messagePrice(r.Context(), site, priceCountry, pkgs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := map[string]any{"currency": currency, "methods": amora.MethodsFor(country), "discount": nil, "stored_card": false,
		"message_cost": cost}
	list := make([]packageJSON, len(pkgs))
	for i, p := range pkgs {
		list[i] = packageJSON{ID: p.ID, Credits: p.Credits, Price: p.Price, Currency: p.Currency, Popular: p.Popular}
	}
	out["packages"] = list
	if u != nil {
		d, err := s.Billing.CurrentDiscount(r.Context(), u.ID)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if d != nil {
			out["discount"] = toDiscountJSON(d, s.now())
		}
		_, err = s.Billing.CardMandate(r.Context(), u.ID, s.Provider)
		out["stored_card"] = err == nil
		if rs := s.refunds(); rs != nil {
			if out["credits_debt"], err = rs.CreditsDebt(r.Context(), u.ID); err != nil {
				s.writeError(w, r, err)
				return
			}
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// getDiscountCode answers a discount code for the member (GET /api/discountcode, SPEC
// §7 /api/discountcode.php): ?code= a typed code, ?welcome=true the welcome discount,
// ?time_bonus=true the time bonus, none the discount that applies now. The welcome and
// time-bonus calls answer not_found when their discount does not apply now; the
// welcome discount also while the time bonus runs, which takes precedence.
func (s *Server) getDiscountCode(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	ctx, q, now := r.Context(), r.URL.Query(), s.now()
	var d *amora.DiscountCode
	var err error
	switch welcome, timeBonus := q.Get("welcome") == "true", q.Get("time_bonus") == "true"; {
	case q.Get("code") != "":
		d, err = s.Billing.Discount(ctx, u.ID, q.Get("code"))
	case welcome || timeBonus:
		code := amora.TimeBonusCode
		if welcome {
			code = amora.WelcomeCode
		}
		var current *amora.DiscountCode
		if d, err = s.Billing.Discount(ctx, u.ID, code); err == nil {
			current, err = s.Billing.CurrentDiscount(ctx, u.ID)
		}
		if err == nil && (current == nil || current.Code != code) {
			err = amora.ErrDiscountNotFound()
		}
	default:
		if d, err = s.Billing.CurrentDiscount(ctx, u.ID); err == nil && d == nil {
			err = amora.ErrDiscountNotFound()
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toDiscountJSON(d, now))
}

// paymentJSON is one payment (schema Payment).
type paymentJSON struct {
	ID                 int64   `json:"payment_id"`
	Status             string  `json:"status"`
	Credits            int     `json:"credits"`
	Method             string  `json:"method"`
	Amount             int     `json:"amount"`
	Currency           string  `json:"currency"`
	PackageID          int64   `json:"package_id"`
	DiscountCode       *string `json:"discount_code"`
	DiscountPercentage int     `json:"discount_percentage"`
	CreatedAt          string  `json:"created_at"`
	PaidAt             *string `json:"paid_at"`
	StoredCard         bool    `json:"stored_card"`
}

func toPaymentJSON(p *amora.Payment) paymentJSON {
	out := paymentJSON{ID: p.ID, Status: p.Status, Credits: p.Credits, Method: p.Method, Amount: p.Amount, Currency: p.Currency,
		PackageID: p.PackageID, DiscountCode: nonEmpty(p.DiscountCode), DiscountPercentage: p.DiscountPercentage,
		CreatedAt: jsonTime(p.CreatedAt), StoredCard: p.StoredCard}
	if !p.PaidAt.IsZero() {
		paid := jsonTime(p.PaidAt)
		out.PaidAt = &paid
	}
	return out
}

// getTransactions answers the member's payments, newest first (GET /api/transactions).
func (s *Server) getTransactions(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	list, err := s.Billing.Payments(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]paymentJSON, len(list))
	for i := range list {
		out[i] = toPaymentJSON(&list[i])
	}
	writeJSON(w, http.StatusOK, map[string]any{"transactions": out})
}

// getTransaction answers one payment with its receipt (GET /api/transactions/{paymentId}):
// net, VAT and the rate of the country it was made in.
func (s *Server) getTransaction(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	p, err := s.Billing.Payment(r.Context(), u.ID, paymentID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	net, vat, tenths := p.Receipt()
	quote, refunds, err := s.transactionRefunds(r, u.ID, p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		paymentJSON
		Net       int          `json:"net"`
		VAT       int          `json:"vat"`
		VATRate   float64      `json:"vat_rate"`
		Country   string       `json:"country"`
		Reference string       `json:"reference"`
		Refund    *quoteJSON   `json:"refund"`
		Refunds   []refundJSON `json:"refunds"`
	}{toPaymentJSON(p), net, vat, float64(tenths) / 10, p.Country, p.ProviderID, quote, refunds})
}
