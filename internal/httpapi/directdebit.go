package httpapi

import (
	"context"
	"net/http"

	"amora"
)

// sendDirectDebitCode sends the SMS code that confirms a direct debit (POST
// /api/directdebit/otp). The store refuses blocked phone numbers and limits how many
// codes a member, and a phone number, get per hour.
func (s *Server) sendDirectDebitCode(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var body struct {
		Phone string `json:"phone"`
	}
	if err := decode(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !amora.MethodOffered(s.billingCountry(r, u), amora.MethodSDD) {
		s.writeError(w, r, amora.ErrPaymentMethod())
		return
	}
	if s.SMS == nil {
		s.writeError(w, r, amora.ErrPaymentUnavailable())
		return
	}
	phone := amora.NormalizePhone(body.Phone)
	code, expires, err := s.Billing.CreateSMSCode(r.Context(), u.ID, phone)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name := "Amora"
	if site, err := s.site(r); err == nil {
		name = site.Settings.Name
	}
	if err := s.SMS.SendSMS(r.Context(), phone, amora.SMSCodeText(u.Language, name, code)); err != nil {
		s.Logger.Error("send sms", "user", u.ID, "err", err)
		s.writeError(w, r, amora.ErrPaymentUnavailable())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"expires_at": jsonTime(expires)})
}

// createDirectDebit orders a package by SEPA direct debit, confirmed with the SMS code
// (POST /api/directdebit). The payment is stored pending and handed to the provider,
// whose status is asked at once.
func (s *Server) createDirectDebit(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	var body struct {
		PackageID     int64  `json:"package_id"`
		OTP           string `json:"otp"`
		AccountHolder string `json:"account_holder"`
		IBAN          string `json:"iban"`
		Street        string `json:"street"`
		HouseNumber   string `json:"house_number"`
		Zip           string `json:"zip"`
		City          string `json:"city"`
		Phone         string `json:"phone"`
		DiscountCode  string `json:"discount_code"`
		amora.CheckoutConsent
	}
	if err := decode(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.checkConsent(w, r, body.CheckoutConsent) {
		return
	}
	prov, err := s.provider()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	o := amora.DirectDebitOrder{UserID: u.ID, PackageID: body.PackageID, Country: s.billingCountry(r, u), DiscountCode: body.DiscountCode,
		Provider: prov.Name(), OTP: body.OTP, AccountHolder: body.AccountHolder, IBAN: body.IBAN, Street: body.Street,
		HouseNumber: body.HouseNumber, Zip: body.Zip, City: body.City, Phone: body.Phone}
	p, err := s.Billing.CreateDirectDebit(r.Context(), o)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.recordConsent(r, p)
	account := amora.DirectDebitAccount{Holder: o.AccountHolder, IBAN: amora.NormalizeIBAN(o.IBAN)}
	_, err = s.startPayment(r, u, p, func(ctx context.Context, req amora.PaymentRequest) (amora.ProviderPayment, error) {
		return prov.CreateDirectDebit(ctx, req, account)
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.refreshPayment(r.Context(), p)
	writeJSON(w, http.StatusCreated, checkoutJSON{PaymentID: p.ID})
}
