package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"amora"
)

// Refunds and charge-backs (issue 23): the member's refund of unused credits
// (POST /api/transactions/{paymentId}/refund), the console's staff refund, and the
// charge-backs the payment webhooks report.

// refunds is the store's refund service; nil when the billing store keeps none.
func (s *Server) refunds() amora.RefundService {
	rs, _ := s.Billing.(amora.RefundService)
	return rs
}

// refundRoutes registers the console's refund route (PermMoney).
func (s *Server) refundRoutes(mux *http.ServeMux) {
	if s.Billing == nil || s.refunds() == nil {
		return
	}
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/payments/{paymentId}/refund", amora.PermMoney, s.adminRefund)
}

// refundJSON is a refund as the member and the console see it (schema Refund).
type refundJSON struct {
	ID        int64  `json:"id"`
	PaymentID int64  `json:"payment_id"`
	Kind      string `json:"kind"`
	Amount    int    `json:"amount"`
	Currency  string `json:"currency"`
	Credits   int    `json:"credits"`
	Status    string `json:"status"`
	CreatedAt string `json:"created_at"`
}

func toRefundJSON(r *amora.Refund) refundJSON {
	return refundJSON{ID: r.ID, PaymentID: r.PaymentID, Kind: r.Kind, Amount: r.Amount, Currency: r.Currency, Credits: r.Credits,
		Status: r.Status, CreatedAt: jsonTime(r.CreatedAt)}
}

// quoteJSON is what a member would get back of a payment now (schema RefundQuote).
type quoteJSON struct {
	Eligible bool    `json:"eligible"`
	Credits  int     `json:"credits"`
	Amount   int     `json:"amount"`
	Currency string  `json:"currency"`
	Until    *string `json:"until"`
	Why      *string `json:"why"`
}

func toQuoteJSON(q *amora.RefundQuote) *quoteJSON {
	if q == nil {
		return nil
	}
	out := &quoteJSON{Eligible: q.Eligible, Credits: q.Credits, Amount: q.Amount, Currency: q.Currency, Why: nonEmpty(q.Why)}
	if !q.Until.IsZero() {
		u := jsonTime(q.Until)
		out.Until = &u
	}
	return out
}

// refundDays is the site's refund period (SPEC §9 refund_days).
func (s *Server) refundDays(r *http.Request) (int, error) {
	site, err := s.site(r)
	if err != nil {
		return 0, err
	}
	return site.Settings.RefundDays, nil
}

// transactionRefunds is what the transaction page shows of refunds: the quote and the
// refunds made.
func (s *Server) transactionRefunds(r *http.Request, userID int64, p *amora.Payment) (*quoteJSON, []refundJSON, error) {
	rs := s.refunds()
	if rs == nil {
		return nil, []refundJSON{}, nil
	}
	days, err := s.refundDays(r)
	if err != nil {
		return nil, nil, err
	}
	q, err := rs.RefundQuote(r.Context(), userID, p.ID, days)
	if err != nil {
		return nil, nil, err
	}
	list, err := rs.Refunds(r.Context(), p.ID)
	if err != nil {
		return nil, nil, err
	}
	out := make([]refundJSON, len(list))
	for i := range list {
		out[i] = toRefundJSON(&list[i])
	}
	return toQuoteJSON(q), out, nil
}

// refundTransaction refunds the unused credits of one of the member's payments
// (POST /api/transactions/{paymentId}/refund), pro rata of its price, through the
// payment's provider. Asked again, it answers the refund made (200) without a second.
func (s *Server) refundTransaction(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	rs := s.refunds()
	if rs == nil {
		s.writeError(w, r, amora.ErrPaymentUnavailable())
		return
	}
	ctx := r.Context()
	p, err := s.Billing.Payment(ctx, u.ID, paymentID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	refunder, ok := s.Providers[p.Provider].(amora.Refunder)
	if !ok || p.ProviderID == "" {
		s.writeError(w, r, amora.ErrPaymentUnavailable())
		return
	}
	days, err := s.refundDays(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ref, err := rs.BeginMemberRefund(ctx, u.ID, p.ID, days)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusOK
	if !ref.Replayed {
		desc := fmt.Sprintf("Refund of %d unused credits (order %d)", ref.Credits, p.ID)
		if ref, err = s.payRefund(ctx, rs, refunder, p, ref, desc); err != nil {
			s.writeError(w, r, err)
			return
		}
		status = http.StatusCreated
	}
	credits := u.Credits
	if fresh, err := s.Accounts.FindUser(ctx, u.ID); err == nil {
		credits = fresh.Credits
	}
	writeJSON(w, status, map[string]any{"refund": toRefundJSON(ref), "credits": credits})
}

// payRefund asks the provider to pay a pending refund and records its answer; a
// refund the provider refused gives the credits back and is ErrRefundFailed.
func (s *Server) payRefund(ctx context.Context, rs amora.RefundService, refunder amora.Refunder, p *amora.Payment, ref *amora.Refund,
	desc string) (*amora.Refund, error) {
	ctx = context.WithoutCancel(ctx) // the money moves: record the outcome whatever the client does
	providerRefund, perr := refunder.Refund(ctx, p.ProviderID, ref.Amount, ref.Currency, desc, amora.RefundIdempotencyKey(ref.ID))
	if perr != nil {
		s.Logger.Error("refund at the provider", "provider", p.Provider, "payment", p.ID, "refund", ref.ID, "err", perr)
	}
	done, err := rs.FinishRefund(ctx, ref.ID, providerRefund, perr != nil)
	if err != nil {
		return nil, err
	}
	if ref.Credits > 0 && p.UserID != 0 {
		if u, err := s.Accounts.FindUser(ctx, p.UserID); err == nil {
			s.publish(ctx, p.UserID, amora.CreditsEvent{Credits: u.Credits})
		}
	}
	if perr != nil {
		return nil, ErrRefundFailed()
	}
	return done, nil
}

// ErrRefundFailed answers a refund the provider did not take; the credits are back.
func ErrRefundFailed() *amora.Error {
	return &amora.Error{Code: amora.EUNAVAILABLE, Key: "refundFailed",
		Message: "The refund could not be made right now. Your credits are unchanged; please try again later."}
}

// adminRefund refunds an amount of a member's payment from the console
// (POST /api/admin/members/{memberId}/payments/{paymentId}/refund), with a reason for
// the audit log.
func (s *Server) adminRefund(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	memberID, err := memberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		Amount int `json:"amount"`
		reasonJSON
	}
	if !s.reasoned(w, r, &in, &in.Reason) {
		return
	}
	ctx := r.Context()
	p, err := s.Billing.Payment(ctx, memberID, paymentID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	refunder, ok := s.Providers[p.Provider].(amora.Refunder)
	if !ok || p.ProviderID == "" {
		s.writeError(w, r, amora.ErrPaymentUnavailable())
		return
	}
	rs := s.refunds()
	ref, err := rs.BeginStaffRefund(ctx, amora.StaffRefund{MemberID: memberID, PaymentID: p.ID, Amount: in.Amount, Reason: in.Reason},
		st.AuditEntry("payment.refund", "member", memberID))
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	if ref, err = s.payRefund(ctx, rs, refunder, p, ref, "Refund of order "+strconv.FormatInt(p.ID, 10)); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, toRefundJSON(ref))
}

// applyChargeback records what the provider reports charged back of a paid payment
// and tells the member's open tabs their credits.
func (s *Server) applyChargeback(ctx context.Context, provider, providerID string, p amora.Payment, st amora.ProviderStatus) error {
	rs := s.refunds()
	if rs == nil || p.Status != amora.PaymentPaid || st.ChargedBack <= p.ChargedBack {
		return nil
	}
	cb, err := rs.ApplyChargeback(ctx, provider, providerID, st.ChargedBack)
	if err != nil || cb.Refund == nil {
		return err
	}
	s.Logger.Warn("payment charged back", "provider", provider, "payment", p.ID, "amount", cb.Refund.Amount, "debt", cb.Debt)
	if p.UserID != 0 {
		s.publish(ctx, p.UserID, amora.CreditsEvent{Credits: cb.Balance})
	}
	return nil
}
