-- Issue 20: the staff console's members and photos.
--
-- Staff may ban a member: status 'banned'. SQLite cannot change a CHECK constraint in
-- place, and rebuilding users would cascade into every table that references it; the
-- constraint lives only in the table's schema text there; here it is replaced.
ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('not_confirmed', 'active', 'deleted', 'banned'));
ALTER TABLE users ADD COLUMN banned_at TEXT NOT NULL DEFAULT '';

-- Where a session came from, for the member page and the search by IP address.
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
CREATE INDEX sessions_ip ON sessions (ip);

-- Every successful login, kept after its session ends.
CREATE TABLE logins (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ip          TEXT NOT NULL,
    user_agent  TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL
);
CREATE INDEX logins_user ON logins (user_id, id);
CREATE INDEX logins_ip ON logins (ip);

-- The console's member search: one index per field it looks a member up by (the
-- e-mail address has its unique index already), and the few banned and deleted
-- members by status (active and unconfirmed ones are many: the primary key finds a
-- page of them at once).
CREATE INDEX users_banned ON users (id) WHERE status = 'banned';
CREATE INDEX users_deleted ON users (id) WHERE status = 'deleted';
CREATE INDEX users_name ON users (name);
CREATE INDEX users_ts_network ON users (ts_network);
CREATE INDEX users_ts_ref ON users (ts_ref);
CREATE INDEX users_ts_sub1 ON users (ts_sub1);
CREATE INDEX users_ts_sub2 ON users (ts_sub2);
CREATE INDEX users_ts_sub3 ON users (ts_sub3);
CREATE INDEX payments_provider_id ON payments (provider_payment_id);

-- Photo moderation: why a photo was rejected or taken down (a fixed key and the
-- moderator's words), and the queue and feeds by state, newest first.
ALTER TABLE photos ADD COLUMN reject_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE photos ADD COLUMN reject_note TEXT NOT NULL DEFAULT '';
CREATE INDEX photos_status ON photos (status, id);
