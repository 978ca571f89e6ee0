-- Members' accounts.
CREATE TABLE users (
    id               BIGSERIAL PRIMARY KEY,
    site_host        TEXT NOT NULL,
    email            TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    password_hash    TEXT NOT NULL,
    date_of_birth    TEXT NOT NULL,
    signup_message   TEXT NOT NULL DEFAULT '',
    language         TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('not_confirmed', 'active', 'deleted')),
    profile_status   TEXT NOT NULL DEFAULT 'disabled',
    credits          INTEGER NOT NULL DEFAULT 0 CHECK (credits >= 0),
    paid_user        BOOLEAN NOT NULL DEFAULT FALSE,
    ts_network       TEXT NOT NULL DEFAULT '',
    ts_ref           TEXT NOT NULL DEFAULT '',
    ts_sub1          TEXT NOT NULL DEFAULT '',
    ts_sub2          TEXT NOT NULL DEFAULT '',
    ts_sub3          TEXT NOT NULL DEFAULT '',
    created_at       TEXT NOT NULL,
    activated_at     TEXT NOT NULL DEFAULT '',
    deleted_at       TEXT NOT NULL DEFAULT ''
);

-- Sessions: only the hash of the cookie's token is stored.
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    expires_at   TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Single-use link tokens (activation, password reset, e-mail change, reactivation).
CREATE TABLE tokens (
    token_hash   TEXT PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose      TEXT NOT NULL,
    data         TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    expires_at   TEXT NOT NULL,
    used_at      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tokens_user ON tokens (user_id, purpose);

-- The credits ledger: append-only; a user's credits equal the sum of their rows.
-- ref is unique where set, so a payment is never credited twice.
CREATE TABLE credit_ledger (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    amount       INTEGER NOT NULL,
    reason       TEXT NOT NULL,
    ref          TEXT UNIQUE,
    created_at   TEXT NOT NULL
);
CREATE INDEX credit_ledger_user ON credit_ledger (user_id);

-- Failed login attempts per account and per IP address, for the attempt limits.
CREATE TABLE login_failures (
    key           TEXT PRIMARY KEY,
    failures      INTEGER NOT NULL,
    window_start  TEXT NOT NULL,
    blocked_until TEXT NOT NULL DEFAULT ''
);
