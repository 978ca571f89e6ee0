-- Conversations (SPEC §3, §4): one per pair of members, member_a < member_b.
CREATE TABLE conversations (
    id          BIGSERIAL PRIMARY KEY,
    member_a    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    member_b    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    UNIQUE (member_a, member_b),
    CHECK (member_a < member_b)
);
-- Each member's side of a conversation: their unread count, whether it is in their
-- list (deleting hides it until a new message), the last message they deleted up to,
-- and whether they have written in it (free members may write in 2).
CREATE TABLE chat_members (
    member_id        BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    conversation_id  BIGINT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    partner_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    unread           INTEGER NOT NULL DEFAULT 0 CHECK (unread >= 0),
    listed           BOOLEAN NOT NULL DEFAULT TRUE,
    cleared_to       BIGINT NOT NULL DEFAULT 0,
    wrote            BOOLEAN NOT NULL DEFAULT FALSE,
    last_message_id  BIGINT NOT NULL DEFAULT 0,
    updated_at       TEXT NOT NULL,
    PRIMARY KEY (member_id, conversation_id)
);
-- A member's list, most recent first.
CREATE INDEX chat_members_list ON chat_members (member_id, updated_at);
-- A message carries text, or a gift from the catalogue (gift is its id) with optional text.
CREATE TABLE messages (
    id               BIGSERIAL PRIMARY KEY,
    conversation_id  BIGINT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id        BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body             TEXT NOT NULL,
    gift             TEXT NOT NULL DEFAULT '',
    created_at       TEXT NOT NULL,
    delivered_at     TEXT NOT NULL DEFAULT '',
    read_at          TEXT NOT NULL DEFAULT ''
);
CREATE INDEX messages_conversation ON messages (conversation_id, id);
-- Messages not yet delivered, marked when the recipient's app connects.
CREATE INDEX messages_undelivered ON messages (conversation_id) WHERE delivered_at = '';
-- Messages to fictional profiles wait here for an operator (the console comes later).
CREATE TABLE operator_queue (
    message_id    BIGINT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    fictional_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    answered_at   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_queue_open ON operator_queue (answered_at, created_at);
