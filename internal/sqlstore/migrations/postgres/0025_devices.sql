-- Devices a member has logged in from, known by the hash of the long-lived device
-- cookie: a correct password from a known device is counted apart from the failures
-- that others cause on the account, so that they cannot lock the owner out.
CREATE TABLE devices (
    token_hash    TEXT NOT NULL,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    last_login_at TEXT NOT NULL,
    PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX devices_user ON devices (user_id);
