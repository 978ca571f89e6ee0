package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"amora"
)

// checkoutJSON tells the app where the buyer pays (schema Checkout).
type checkoutJSON struct {
	PaymentID   int64   `json:"payment_id"`
	CheckoutURL *string `json:"checkout_url"`
}

// returnPath is the app's return screen of a payment (/credits/{id}/{paymentmethod}).
func returnPath(p *amora.Payment) string {
	return fmt.Sprintf("/credits/%d/%s?payment_id=%d", p.PackageID, p.Method, p.ID)
}

// provider returns the provider new payments use.
func (s *Server) provider() (amora.PaymentProvider, error) {
	if p, ok := s.Providers[s.Provider]; ok {
		return p, nil
	}
	return nil, amora.ErrPaymentUnavailable()
}

// startPayment hands a stored payment to its provider with create and records the
// provider's id. A payment the provider did not take is marked failed; the member is
// told to try later and the cause is logged.
func (s *Server) startPayment(r *http.Request, u *amora.User, p *amora.Payment,
	create func(context.Context, amora.PaymentRequest) (amora.ProviderPayment, error)) (amora.ProviderPayment, error) {
	ctx := r.Context()
	name := "Amora"
	if site, err := s.site(r); err == nil {
		name = site.Settings.Name
	}
	req := amora.PaymentRequest{PaymentID: p.ID, Amount: p.Amount, Currency: p.Currency, Method: p.Method,
		Description: fmt.Sprintf("%s: %d credits (order %d)", name, p.Credits, p.ID),
		RedirectURL: s.BaseURL + returnPath(p), WebhookURL: s.BaseURL + "/api/payments/webhook/" + p.Provider,
		Locale: u.Language, Email: u.Email, Name: u.Name, StoreCard: amora.CardMethod(p.Method) && !p.StoredCard}
	if m, err := s.Billing.CardMandate(ctx, u.ID, p.Provider); err == nil {
		req.CustomerID = m.CustomerID
	}
	created, err := create(ctx, req)
	if err == nil {
		err = s.Billing.AttachProviderPayment(ctx, p.ID, created.ID, created.CheckoutURL)
	}
	if err != nil {
		s.Logger.Error("payment provider", "provider", p.Provider, "payment", p.ID, "err", err)
		if aerr := s.Billing.AbandonPayment(context.WithoutCancel(ctx), p.ID); aerr != nil {
			s.Logger.Error("abandon payment", "payment", p.ID, "err", aerr)
		}
		return created, amora.ErrPaymentUnavailable()
	}
	p.ProviderID, p.CheckoutURL = created.ID, created.CheckoutURL
	return created, nil
}

// replayWait is how long a request repeating an Idempotency-Key waits for the first
// request to hand its payment to the provider.
const replayWait = 15 * time.Second

// idempotencyKey reads the Idempotency-Key header: "" without one, an error when
// malformed.
func idempotencyKey(r *http.Request) (string, error) {
	key := r.Header.Get("Idempotency-Key")
	if key != "" && !amora.ValidIdempotencyKey(key) {
		return "", amora.ErrPaymentKeyInvalid()
	}
	return key, nil
}

// replayedPayment is the payment an earlier request with the same Idempotency-Key
// created, once that request has handed it to the provider (a parallel request may
// still be doing so). A payment the provider never took is ErrPaymentUnavailable, as
// the first request answered.
func (s *Server) replayedPayment(ctx context.Context, userID int64, p *amora.Payment) (*amora.Payment, error) {
	deadline := time.Now().Add(replayWait)
	for p.ProviderID == "" && p.Status == amora.PaymentOpen && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		var err error
		if p, err = s.Billing.Payment(ctx, userID, p.ID); err != nil {
			return nil, err
		}
	}
	if p.ProviderID == "" {
		return nil, amora.ErrPaymentUnavailable()
	}
	return p, nil
}

// writeCheckout answers a created payment, or the replayed one with the header
// Idempotent-Replayed; withURL gives the checkout's URL (null when there is none).
func writeCheckout(w http.ResponseWriter, p *amora.Payment, withURL bool) {
	if p.Replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	out := checkoutJSON{PaymentID: p.ID}
	if withURL {
		out.CheckoutURL = &p.CheckoutURL
	}
	writeJSON(w, http.StatusCreated, out)
}

// createPayment creates a payment for a package with a method and an optional discount
// code (POST /api/payments) and answers the provider's checkout. A repeated
// Idempotency-Key answers the payment it created, without a second provider payment.
func (s *Server) createPayment(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	key, err := idempotencyKey(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		PackageID    int64  `json:"package_id"`
		Method       string `json:"method"`
		DiscountCode string `json:"discount_code"`
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
	p, err := s.Billing.CreatePayment(r.Context(), amora.NewPayment{UserID: u.ID, PackageID: body.PackageID, Method: body.Method,
		Country: s.billingCountry(r, u), DiscountCode: body.DiscountCode, Provider: prov.Name(), IdempotencyKey: key})
	if err == nil && p.Replayed {
		p, err = s.replayedPayment(r.Context(), u.ID, p)
	} else if err == nil {
		s.recordConsent(r, p)
		_, err = s.startPayment(r, u, p, prov.Create)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCheckout(w, p, true)
}

// repeatPayment buys a package with the member's stored card (POST /api/payments/repeat):
// a recurring payment without checkout, whose state is asked of the provider at once.
// A repeated Idempotency-Key answers the payment it created.
func (s *Server) repeatPayment(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	key, err := idempotencyKey(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		PackageID int64 `json:"package_id"`
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
	m, err := s.Billing.CardMandate(r.Context(), u.ID, prov.Name())
	if err != nil {
		s.writeError(w, r, amora.ErrNoStoredCard())
		return
	}
	country := s.billingCountry(r, u)
	method := m.Method
	if !amora.MethodOffered(country, method) {
		method = amora.MethodCreditCard
	}
	p, err := s.Billing.CreatePayment(r.Context(), amora.NewPayment{UserID: u.ID, PackageID: body.PackageID, Method: method,
		Country: country, Provider: prov.Name(), StoredCard: true, IdempotencyKey: key})
	if err == nil && p.Replayed {
		p, err = s.replayedPayment(r.Context(), u.ID, p)
	} else if err == nil {
		s.recordConsent(r, p)
		_, err = s.startPayment(r, u, p, func(ctx context.Context, req amora.PaymentRequest) (amora.ProviderPayment, error) {
			return prov.CreateRecurring(ctx, req, *m)
		})
		if err == nil {
			s.refreshPayment(r.Context(), p)
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeCheckout(w, p, false)
}

// getPayment answers one of the member's payments (GET /api/payments/{paymentId}).
// While it is open or pending, its provider is asked for the status first, through the
// webhook's path, so the return screen is right even before the webhook arrives.
func (s *Server) getPayment(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	p, err := s.Billing.Payment(r.Context(), u.ID, paymentID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toPaymentJSON(s.refreshPayment(r.Context(), p)))
}

// refreshPayment brings a payment that is not final up to date with its provider and
// returns it; a provider that cannot be asked leaves it as it was (logged).
func (s *Server) refreshPayment(ctx context.Context, p *amora.Payment) *amora.Payment {
	if amora.PaymentFinal(p.Status) || p.ProviderID == "" {
		return p
	}
	upd, err := s.applyProviderStatus(ctx, p.Provider, p.ProviderID)
	if err != nil {
		s.Logger.Warn("payment status", "payment", p.ID, "provider", p.Provider, "err", err)
		return p
	}
	return &upd.Payment
}

// applyProviderStatus is the webhook path: it fetches the payment's status from its
// provider (never from the request) and applies it, once, and tells the member's open
// tabs what changed.
func (s *Server) applyProviderStatus(ctx context.Context, provider, providerID string) (amora.PaymentUpdate, error) {
	prov, ok := s.Providers[provider]
	if !ok {
		return amora.PaymentUpdate{}, amora.Errorf(amora.ENOTFOUND, "Unknown payment provider.")
	}
	st, err := prov.Get(ctx, providerID)
	if err != nil {
		return amora.PaymentUpdate{}, err
	}
	upd, err := s.Billing.ApplyPaymentStatus(ctx, provider, providerID, st)
	if err != nil {
		return upd, err
	}
	if err := s.applyChargeback(ctx, provider, providerID, upd.Payment, st); err != nil {
		return upd, err
	}
	if upd.Changed {
		s.publish(ctx, upd.Payment.UserID, amora.PaymentEvent{PaymentID: upd.Payment.ID, Status: upd.Payment.Status})
	}
	if upd.Credited {
		s.publish(ctx, upd.Payment.UserID, amora.CreditsEvent{Credits: upd.Credits})
	}
	return upd, nil
}

// paymentWebhook handles a provider's notification (POST /api/payments/webhook/{provider}):
// a form carrying only the provider's payment id. Unknown ids, and ids of another
// provider, are acknowledged and ignored; a failure answers 500 so that the provider
// retries.
func (s *Server) paymentWebhook(w http.ResponseWriter, r *http.Request) {
	provider := r.PathValue("provider")
	if _, ok := s.Providers[provider]; !ok {
		s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "Unknown payment provider."))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	id := ""
	if err := r.ParseForm(); err == nil {
		id = r.PostForm.Get("id")
	}
	ctx := r.Context()
	if _, err := s.Billing.PaymentByProvider(ctx, provider, id); err != nil {
		if amora.ErrorCode(err) != amora.ENOTFOUND {
			s.writeError(w, r, err)
			return
		}
		s.Logger.Info("webhook for an unknown payment", "provider", provider, "id", id)
		writeText(w, "ignored")
		return
	}
	if _, err := s.applyProviderStatus(ctx, provider, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeText(w, "ok")
}
