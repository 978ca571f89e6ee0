-- Sites: one row per host; the row with host '*' is the default for any other host.
CREATE TABLE sites (
    host       TEXT PRIMARY KEY,
    settings   TEXT NOT NULL DEFAULT '{}',
    company    TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
);

-- Jobs: durable background work, written in the same transaction as its cause.
CREATE TABLE jobs (
    id           BIGSERIAL PRIMARY KEY,
    kind         TEXT NOT NULL,
    payload      BYTEA NOT NULL,
    status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts     INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL DEFAULT 8,
    run_at       TEXT NOT NULL,
    last_error   TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX jobs_due ON jobs (status, run_at);

-- The default site answers for every host without a row of its own.
INSERT INTO sites (host, created_at) VALUES ('*', '2026-11-22T00:00:00.000000Z');
