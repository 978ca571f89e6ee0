-- Issue 24: attribution from the first click to the last payment.
-- The click id of the member's first touch (ts_network..ts_sub3 are its other fields).
ALTER TABLE users ADD COLUMN ts_click_id TEXT NOT NULL DEFAULT '';

-- Every payment carries the traffic source of its member, copied when it is created,
-- so that revenue is traced to a source from the payment itself.
ALTER TABLE payments ADD COLUMN ts_network TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN ts_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN ts_sub1 TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN ts_sub2 TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN ts_sub3 TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN ts_click_id TEXT NOT NULL DEFAULT '';
UPDATE payments SET
    ts_network = COALESCE((SELECT u.ts_network FROM users u WHERE u.id = payments.user_id), ''),
    ts_ref = COALESCE((SELECT u.ts_ref FROM users u WHERE u.id = payments.user_id), ''),
    ts_sub1 = COALESCE((SELECT u.ts_sub1 FROM users u WHERE u.id = payments.user_id), ''),
    ts_sub2 = COALESCE((SELECT u.ts_sub2 FROM users u WHERE u.id = payments.user_id), ''),
    ts_sub3 = COALESCE((SELECT u.ts_sub3 FROM users u WHERE u.id = payments.user_id), '')
WHERE user_id IS NOT NULL;

-- A member's touches: 'first' (the one that won, stored at sign-up), 'last' (the
-- latest later one before sign-up, from its cookie) and 'later' (a tracked link opened
-- by the member after sign-up).
CREATE TABLE traffic_touches (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('first', 'last', 'later')),
    network     TEXT NOT NULL DEFAULT '',
    ref         TEXT NOT NULL DEFAULT '',
    sub1        TEXT NOT NULL DEFAULT '',
    sub2        TEXT NOT NULL DEFAULT '',
    sub3        TEXT NOT NULL DEFAULT '',
    click_id    TEXT NOT NULL DEFAULT '',
    path        TEXT NOT NULL DEFAULT '',
    touched_at  TEXT NOT NULL
);
CREATE INDEX traffic_touches_user ON traffic_touches (user_id, id);

-- Conversions: the sign-up, the activation and the first purchase of a member, each
-- with the source it counts for (the member's first touch) and, for the purchase, the
-- payment and its amount. A postback to the source's network hangs off each.
CREATE TABLE conversions (
    id               BIGSERIAL PRIMARY KEY,
    user_id          BIGINT REFERENCES users (id) ON DELETE SET NULL,
    event            TEXT NOT NULL CHECK (event IN ('signup', 'activation', 'first_purchase')),
    network          TEXT NOT NULL DEFAULT '',
    ref              TEXT NOT NULL DEFAULT '',
    sub1             TEXT NOT NULL DEFAULT '',
    sub2             TEXT NOT NULL DEFAULT '',
    sub3             TEXT NOT NULL DEFAULT '',
    click_id         TEXT NOT NULL DEFAULT '',
    payment_id       BIGINT,
    amount           INTEGER NOT NULL DEFAULT 0,
    currency         TEXT NOT NULL DEFAULT '',
    payout           INTEGER NOT NULL DEFAULT 0,
    payout_currency  TEXT NOT NULL DEFAULT '',
    postback_status  TEXT NOT NULL DEFAULT '' CHECK (postback_status IN ('', 'pending', 'sent', 'failed')),
    created_at       TEXT NOT NULL,
    UNIQUE (user_id, event)
);
CREATE INDEX conversions_postbacks ON conversions (network, id) WHERE postback_status <> '';

-- Postback configuration per network (staff console) and every attempt to send one.
CREATE TABLE postback_networks (
    network                TEXT PRIMARY KEY,
    url_template           TEXT NOT NULL,
    enabled                BOOLEAN NOT NULL DEFAULT TRUE,
    payout_signup          INTEGER NOT NULL DEFAULT 0,
    payout_activation      INTEGER NOT NULL DEFAULT 0,
    payout_first_purchase  INTEGER NOT NULL DEFAULT 0,
    payout_currency        TEXT NOT NULL DEFAULT 'EUR',
    created_at             TEXT NOT NULL,
    updated_at             TEXT NOT NULL
);

CREATE TABLE postback_attempts (
    id             BIGSERIAL PRIMARY KEY,
    conversion_id  BIGINT NOT NULL REFERENCES conversions (id) ON DELETE CASCADE,
    attempt        INTEGER NOT NULL,
    url            TEXT NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('ok', 'failed')),
    response_code  INTEGER NOT NULL DEFAULT 0,
    error          TEXT NOT NULL DEFAULT '',
    duration_ms    INTEGER NOT NULL DEFAULT 0,
    attempted_at   TEXT NOT NULL
);
CREATE INDEX postback_attempts_conversion ON postback_attempts (conversion_id, id);
