-- Delivered and read ticks change a member's conversation list too, but are written by
-- the partner's app while the member may be sending: kept apart from users.chat_version
-- (on PostgreSQL, so that neither waits for the other's row lock). A list is remembered
-- while both versions stay.
CREATE TABLE chat_receipts (
    member_id  INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL DEFAULT 0
);
