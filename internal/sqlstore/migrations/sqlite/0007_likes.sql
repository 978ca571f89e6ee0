-- Likes (SPEC §3, §4): liker likes liked; like_new until liked has seen it. Both ways
-- is a match. A member's likes go with their account when it is purged.
CREATE TABLE likes (
    liker_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    liked_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    like_new    INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (liker_id, liked_id),
    CHECK (liker_id <> liked_id)
);
-- The likes a member received, newest first; the primary key serves the ones they sent.
CREATE INDEX likes_liked ON likes (liked_id, created_at);
