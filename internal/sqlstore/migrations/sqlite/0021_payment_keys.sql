-- Issue 17 item 6: POST /api/payments and /api/payments/repeat take an Idempotency-Key.
-- A member's key names one payment for 24 hours: the same key answers that payment
-- again, without a second provider payment. fingerprint is a hash of the order the key
-- was first used for; the same key with another order is refused. payment_id is set in
-- the transaction that inserts the row, which a parallel request with the same key
-- waits for (the primary key).
CREATE TABLE payment_keys (
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key          TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    payment_id   INTEGER REFERENCES payments (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE INDEX payment_keys_created ON payment_keys (created_at);

-- Where the buyer pays a payment, so that a repeated request answers the same checkout.
ALTER TABLE payments ADD COLUMN checkout_url TEXT NOT NULL DEFAULT '';
