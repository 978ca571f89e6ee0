-- Data exports (issue 23, GDPR Art. 15 and 20): a member's request for a ZIP of their
-- data. status: preparing (the job builds it), ready (file_name holds the ZIP in the
-- media store until expires_at), failed, expired (the file is deleted). A purged
-- account leaves its rows with user_id NULL until the sweep has deleted their files.
CREATE TABLE data_exports (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT REFERENCES users (id) ON DELETE SET NULL,
    status      TEXT NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready', 'failed', 'expired')),
    file_name   TEXT NOT NULL DEFAULT '',
    size        BIGINT NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL,
    ready_at    TEXT NOT NULL DEFAULT '',
    expires_at  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX data_exports_user ON data_exports (user_id, id);
CREATE INDEX data_exports_status ON data_exports (status, expires_at);
