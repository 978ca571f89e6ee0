-- Blocks (SPEC §4): blocker_id blocked blocked_id. Either way, neither member appears in the
-- other's search, likes, games or match finder; the blocked one cannot view or contact
-- the blocker. Blocks go with an account when it is purged.
CREATE TABLE blocks (
    blocker_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
-- Who blocked a member; the primary key serves whom a member blocked.
CREATE INDEX blocks_blocked ON blocks (blocked_id);
