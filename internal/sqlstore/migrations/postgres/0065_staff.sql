-- Staff accounts of the console (issue 20). Staff are not members: their own table,
-- sessions and cookie. status: pending (set-up link out), active, disabled. The TOTP
-- secret ('' before set-up) is stored as the authenticator has it; totp_last_step is the last 30-second
-- step whose code was accepted, so that no code is accepted twice. Failed logins are
-- counted in login_failures under the key staff:<email>, known address or not.
CREATE TABLE staff (
    id             BIGSERIAL PRIMARY KEY,
    email          TEXT NOT NULL UNIQUE,
    name           TEXT NOT NULL DEFAULT '',
    role           TEXT NOT NULL CHECK (role IN ('admin', 'moderator', 'support', 'operator')),
    status         TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'disabled')),
    password_hash  TEXT NOT NULL DEFAULT '',
    totp_secret    TEXT NOT NULL DEFAULT '',
    totp_enabled   BOOLEAN NOT NULL DEFAULT FALSE,
    totp_last_step BIGINT NOT NULL DEFAULT 0,
    created_at     TEXT NOT NULL,
    last_login_at  TEXT NOT NULL DEFAULT ''
);

-- One-time set-up links (amora staff add, reset): each carries the TOTP secret that
-- its set-up confirms, so that a reset leaves the old secret working until then.
-- used_at is '' until the set-up is done.
CREATE TABLE staff_setup_tokens (
    token_hash  TEXT PRIMARY KEY,
    staff_id    BIGINT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    totp_secret TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    used_at     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX staff_setup_tokens_staff ON staff_setup_tokens (staff_id);

-- Console sessions: the token is stored hashed; a session ends when unused for the
-- idle timeout (last_seen_at) or at expires_at, whichever comes first.
CREATE TABLE staff_sessions (
    id            BIGSERIAL PRIMARY KEY,
    token_hash    TEXT NOT NULL UNIQUE,
    staff_id      BIGINT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    last_seen_at  TEXT NOT NULL,
    expires_at    TEXT NOT NULL,
    ip            TEXT NOT NULL DEFAULT '',
    user_agent    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Single-use recovery codes, hashed; used_at is '' until used.
CREATE TABLE staff_recovery_codes (
    staff_id   BIGINT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    used_at    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (staff_id, code_hash)
);

-- The audit log of the console: append-only. staff_email is copied so that an entry
-- says who acted on its own; before_json and after_json hold the changed values.
CREATE TABLE audit_log (
    id           BIGSERIAL PRIMARY KEY,
    at           TEXT NOT NULL,
    staff_id     BIGINT NOT NULL,
    staff_email  TEXT NOT NULL,
    action       TEXT NOT NULL,
    target_type  TEXT NOT NULL DEFAULT '',
    target_id    BIGINT NOT NULL DEFAULT 0,
    before_json  TEXT NOT NULL DEFAULT '',
    after_json   TEXT NOT NULL DEFAULT '',
    reason       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_staff ON audit_log (staff_id, id);
CREATE INDEX audit_log_action ON audit_log (action, id);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, id);
CREATE INDEX audit_log_at ON audit_log (at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
END;
$$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
