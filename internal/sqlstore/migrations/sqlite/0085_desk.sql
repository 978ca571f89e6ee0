-- Issue 21: the operators' chat desk.
--
-- The languages an operator answers in (the fictional profile's language).
CREATE TABLE staff_languages (
    staff_id  INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    language  TEXT NOT NULL,
    PRIMARY KEY (staff_id, language)
);
-- The desk's queue: one row per conversation in which a member wrote to a fictional
-- profile and waits for an answer, kept by Send and removed by the reply, so that the
-- queue read never groups the waiting messages. The claim is on the row: claimed_by is
-- the staff id holding it until claim_expires ('' and 0 for none).
CREATE TABLE desk_queue (
    conversation_id   INTEGER PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
    member_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    fictional_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    waiting_since     TEXT NOT NULL,
    waiting_messages  INTEGER NOT NULL DEFAULT 1,
    claimed_by        INTEGER NOT NULL DEFAULT 0,
    claim_expires     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX desk_queue_waiting ON desk_queue (waiting_since, conversation_id);
INSERT INTO desk_queue (conversation_id, member_id, fictional_id, waiting_since, waiting_messages)
    SELECT m.conversation_id, m.sender_id, q.fictional_id, MIN(q.created_at), COUNT(*)
    FROM operator_queue q JOIN messages m ON m.id = q.message_id
    WHERE q.answered_at = '' GROUP BY m.conversation_id, m.sender_id, q.fictional_id;
-- The staff member who wrote a fictional profile's message (0: not an operator's).
ALTER TABLE messages ADD COLUMN operator_staff_id INTEGER NOT NULL DEFAULT 0;
-- Operators' notes per (member, fictional profile) pair.
CREATE TABLE desk_notes (
    member_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    fictional_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body          TEXT NOT NULL,
    staff_id      INTEGER NOT NULL,
    updated_at    TEXT NOT NULL,
    PRIMARY KEY (member_id, fictional_id)
);
-- Members flagged by an operator for a moderator.
CREATE TABLE desk_flags (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    conversation_id  INTEGER NOT NULL,
    staff_id         INTEGER NOT NULL,
    reason           TEXT NOT NULL,
    created_at       TEXT NOT NULL,
    handled_at       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX desk_flags_open ON desk_flags (created_at) WHERE handled_at = '';
-- Every operator reply, for the supervisor's figures: how long the member waited and
-- who answered.
CREATE TABLE desk_replies (
    message_id       INTEGER PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    staff_id         INTEGER NOT NULL,
    waiting_since    TEXT NOT NULL,
    replied_at       TEXT NOT NULL
);
CREATE INDEX desk_replies_at ON desk_replies (replied_at);
