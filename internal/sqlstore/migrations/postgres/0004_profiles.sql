-- The rest of the profile (SPEC §3).
ALTER TABLE users ADD COLUMN sexuality TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN about_me TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN body_type TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN hair_color TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN eye_color TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN relationship_status TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN interests TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN invisible BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN fictional BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN main_photo_id BIGINT;

-- Photos: the files live in media storage under name; status for moderation.
CREATE TABLE photos (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name        TEXT NOT NULL UNIQUE,
    status      TEXT NOT NULL CHECK (status IN ('pending', 'active', 'rejected')),
    created_at  TEXT NOT NULL
);
CREATE INDEX photos_user ON photos (user_id, id);

-- Member search: visible, active members by country, gender and date of birth.
CREATE INDEX users_search ON users (status, invisible, country, gender, date_of_birth);
CREATE INDEX users_search_region ON users (region, gender, date_of_birth);
