package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/payment"
	"amora/internal/sqlstore"
)

// refundJobs retries refunds left pending (sqlstore.JobRefundRetry): the process died
// between taking the credits and the provider's answer, or the provider could not be
// reached.
type refundJobs struct {
	db        *sqlstore.DB
	providers map[string]amora.PaymentProvider
	logger    *slog.Logger
	now       func() time.Time
}

func registerRefundJobs(r *jobs.Runner, cfg config.Config, db *sqlstore.DB, logger *slog.Logger) {
	providers, _ := paymentProviders(cfg, db)
	j := &refundJobs{db: db, providers: providers, logger: logger, now: time.Now}
	r.Handle(sqlstore.JobRefundRetry, j.retry)
}

func (j *refundJobs) retry(ctx context.Context, payload []byte) error {
	var p sqlstore.RefundRetryJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return &jobs.Permanent{Err: err}
	}
	r, err := payment.RetryRefund(ctx, j.db, j.providers, p.RefundID, j.now())
	var again *payment.ErrRetryRefund
	switch {
	case errors.As(err, &again):
		j.logger.Warn("refund retry", "refund", p.RefundID, "err", again.Err, "retry_at", again.At)
		return &jobs.RetryAt{At: again.At, Err: err}
	case amora.ErrorCode(err) == amora.ENOTFOUND:
		return &jobs.Permanent{Err: err}
	case err != nil:
		return err
	}
	if r.Status == amora.RefundFailed {
		j.logger.Error("refund failed for good, credits given back", "refund", r.ID, "payment", r.PaymentID)
	}
	return nil
}
