-- Delivered and read ticks change a member's conversation list too, but are written by
-- the partner's app while the member may be sending: kept apart from users.chat_version,
-- so that marking receipts never waits for the member's own messages (and theirs not
-- for the receipts). A list is remembered while both versions stay.
CREATE TABLE chat_receipts (
    member_id  BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version    BIGINT NOT NULL DEFAULT 0
);
