-- Issue 23: refunds, charge-backs and the checkout consent.
--
-- What has gone back of a payment: refunded (cents and credits, by us through the
-- provider) and charged back (cents and credits, by the buyer's bank: a card
-- charge-back or a SEPA reversal). The consent the buyer gave before paying (Directive
-- 2011/83/EU Art. 16(m)): the terms, and the express request for immediate delivery
-- with the acknowledgement that the right of withdrawal ends with it ('' when the
-- payment predates the consent box).
ALTER TABLE payments ADD COLUMN refunded_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN refunded_credits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN charged_back_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN charged_back_credits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN consent_at TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN consent_ip TEXT NOT NULL DEFAULT '';

-- Credits a charge-back took that the balance did not cover: the member cannot spend
-- until a purchase has settled them (credits stay 0 while this is above 0).
ALTER TABLE users ADD COLUMN credits_debt INTEGER NOT NULL DEFAULT 0;

-- Refunds: the member's refund of unused credits (once per payment), staff refunds of
-- any amount, and charge-backs as the provider reports them. status is pending while
-- the provider is asked, then refunded or failed (a failed refund gave its credits back).
CREATE TABLE refunds (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    payment_id          INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
    user_id             INTEGER REFERENCES users (id) ON DELETE SET NULL,
    kind                TEXT NOT NULL CHECK (kind IN ('member', 'staff', 'chargeback')),
    amount              INTEGER NOT NULL CHECK (amount >= 0),
    currency            TEXT NOT NULL,
    credits             INTEGER NOT NULL CHECK (credits >= 0),
    debt                INTEGER NOT NULL DEFAULT 0,
    reason              TEXT NOT NULL DEFAULT '',
    status              TEXT NOT NULL CHECK (status IN ('pending', 'refunded', 'failed')),
    provider_refund_id  TEXT NOT NULL DEFAULT '',
    staff_id            INTEGER NOT NULL DEFAULT 0,
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL
);
CREATE INDEX refunds_payment ON refunds (payment_id, id);
CREATE UNIQUE INDEX refunds_member_once ON refunds (payment_id) WHERE kind = 'member' AND status <> 'failed';

-- IBANs (by hash, as direct_debits keeps them) refused for direct debit after a
-- reversal of one of their debits.
CREATE TABLE direct_debit_reversals (
    iban_hash    TEXT PRIMARY KEY,
    iban_masked  TEXT NOT NULL,
    payment_id   INTEGER NOT NULL,
    created_at   TEXT NOT NULL
);

-- The sandbox provider's refunds and charge-backs of a payment, in cents.
ALTER TABLE sandbox_payments ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sandbox_payments ADD COLUMN charged_back INTEGER NOT NULL DEFAULT 0;
