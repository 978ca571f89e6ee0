-- Issue 23: pending refunds are retried by a job (refund.retry) until the provider
-- answers, at most a few times; attempts counts the provider calls of the job.
ALTER TABLE refunds ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;

-- The sandbox provider's refunds by the Idempotency-Key they were asked with, so that
-- a repeated request answers the refund made instead of a second one.
CREATE TABLE sandbox_refunds (
    idempotency_key  TEXT PRIMARY KEY,
    payment_id       TEXT NOT NULL,
    amount           INTEGER NOT NULL,
    refund_id        TEXT NOT NULL,
    created_at       TEXT NOT NULL
);

-- Refunds left pending before the job existed get their job now.
INSERT INTO jobs (kind, payload, run_at, created_at, updated_at)
SELECT 'refund.retry', convert_to('{"refund_id":' || id || '}', 'UTF8'), created_at, created_at, created_at
FROM refunds WHERE status = 'pending';
