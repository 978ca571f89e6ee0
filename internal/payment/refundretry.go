package payment

import (
	"context"
	"fmt"
	"time"

	"amora"
)

// RefundAttempts is what retrying a refund needs of the store.
type RefundAttempts interface {
	// BeginRefundAttempt counts a provider call of the refund and returns it, its
	// payment and the calls counted, this one included.
	BeginRefundAttempt(ctx context.Context, refundID int64) (*amora.Refund, *amora.Payment, int, error)
	// FinishRefund records the provider's answer (amora.RefundService).
	FinishRefund(ctx context.Context, refundID int64, providerRefundID string, failed bool) (*amora.Refund, error)
}

// ErrRetryRefund tells that a refund's provider call failed and should be tried again
// at At.
type ErrRetryRefund struct {
	At  time.Time
	Err error
}

func (e *ErrRetryRefund) Error() string { return "refund retry: " + e.Err.Error() }
func (e *ErrRetryRefund) Unwrap() error { return e.Err }

// RetryRefund asks the provider again for a refund that is still pending, with the
// refund's idempotency key, so that a refund the provider made already (the process
// died before recording its answer) is answered, not made twice. It returns the
// refund as recorded: refunded when the provider took it, failed with the credits
// given back after amora.RefundMaxAttempts failed calls, or an *ErrRetryRefund. A
// refund that is no longer pending is left as it is.
func RetryRefund(ctx context.Context, store RefundAttempts, providers map[string]amora.PaymentProvider, refundID int64,
	now time.Time) (*amora.Refund, error) {
	r, p, attempts, err := store.BeginRefundAttempt(ctx, refundID)
	if err != nil || r.Status != amora.RefundPending {
		return r, err
	}
	refunder, ok := providers[p.Provider].(amora.Refunder)
	var perr error
	var providerRefund string
	switch {
	case !ok || p.ProviderID == "":
		perr = fmt.Errorf("refund %d: provider %q cannot refund payment %d", r.ID, p.Provider, p.ID)
	default:
		desc := fmt.Sprintf("Refund of order %d", p.ID)
		if r.Kind == amora.RefundMember {
			desc = fmt.Sprintf("Refund of %d unused credits (order %d)", r.Credits, p.ID)
		}
		providerRefund, perr = refunder.Refund(ctx, p.ProviderID, r.Amount, r.Currency, desc, amora.RefundIdempotencyKey(r.ID))
	}
	if perr == nil {
		return store.FinishRefund(ctx, r.ID, providerRefund, false)
	}
	if attempts < amora.RefundMaxAttempts {
		return r, &ErrRetryRefund{At: now.Add(amora.RefundRetryBackoff(attempts)), Err: perr}
	}
	done, err := store.FinishRefund(ctx, r.ID, "", true)
	if err != nil {
		return nil, err
	}
	return done, nil
}
