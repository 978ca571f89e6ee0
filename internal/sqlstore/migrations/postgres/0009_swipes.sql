-- The swipe game (SPEC §1, §9): each like or pass a member gives on a day (UTC). A
-- member passed comes back another day; the likes of a day are counted against the
-- daily limit. Rows of past days are removed as the member plays on.
CREATE TABLE swipes (
    member_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day         TEXT NOT NULL,
    target_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    action      TEXT NOT NULL CHECK (action IN ('like', 'pass')),
    created_at  TEXT NOT NULL,
    PRIMARY KEY (member_id, day, target_id)
);
