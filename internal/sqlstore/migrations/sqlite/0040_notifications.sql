-- Notification settings (SPEC §3): every type is on until switched off; a row is a
-- type that is off, with the reason: '' when the member switched it off on
-- /notifications, 'listunsubscribe' when a one-click unsubscribe link did.
CREATE TABLE notifications_off (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type       TEXT NOT NULL,
    reason     TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, type)
);

-- Addresses that take no mail at all after a hard bounce ('bounce') or a spam
-- complaint ('fbl'), until the member confirms an address anew (activation, e-mail
-- change, reactivation), which deletes the row. email is the address that failed.
CREATE TABLE mail_disabled (
    user_id    INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email      TEXT NOT NULL,
    reason     TEXT NOT NULL,
    created_at TEXT NOT NULL
);

-- The user's notifications_disabled (the reasons in effect, comma-separated), kept
-- with the account in the same transaction as the rows above so that reading a
-- member costs no extra query.
ALTER TABLE users ADD COLUMN notifications_disabled TEXT NOT NULL DEFAULT '';
