-- Web push (issue 19).

-- The server's VAPID key pair (RFC 8292), made at first start unless one is given
-- (--vapid-private-key): one row, base64url without padding.
CREATE TABLE vapid_keys (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    private_key TEXT NOT NULL,
    public_key  TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

-- A browser's push subscription (one per device), tied to the session that stored it:
-- logging out on that device (or any end of the session) removes it.
CREATE TABLE push_subscriptions (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_hash    TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
    endpoint        TEXT NOT NULL UNIQUE,
    p256dh          TEXT NOT NULL,
    auth            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    last_success_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash);

-- Push choices: a row is a push type the member switched off.
CREATE TABLE push_off (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, type)
);

-- Members who opted in to the sender's name and the first words on the lock screen.
CREATE TABLE push_preview (
    user_id    INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
);

-- What the push job of an event (its key, as the mail job's) achieved: state
-- 'pending' while a retry is due, 'delivered' once a push service accepted it for one
-- device, 'failed' when none did. delivered lists the subscriptions (ids, comma-
-- separated) that have it, so that a retry sends to the others only. The mail job of
-- the same key reads it.
CREATE TABLE push_events (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_key    TEXT NOT NULL,
    state      TEXT NOT NULL,
    delivered  TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, job_key)
);
