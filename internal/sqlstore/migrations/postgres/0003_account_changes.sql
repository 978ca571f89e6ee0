-- The first profile answers, asked right after sign-up (/complete-signup).
ALTER TABLE users ADD COLUMN gender TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN looking_for TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN region TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN city TEXT NOT NULL DEFAULT '';

-- Why a member left.
ALTER TABLE users ADD COLUMN delete_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN delete_remarks TEXT NOT NULL DEFAULT '';

-- What happened to an account and when: password resets asked for (for the daily
-- limit), password and e-mail changes, deletion and reactivation.
CREATE TABLE account_events (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX account_events_user ON account_events (user_id, kind, created_at);
