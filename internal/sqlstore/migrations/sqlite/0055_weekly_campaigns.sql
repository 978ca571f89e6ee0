-- Weekly updates (SPEC §3 weekly_updates): one row per member and week (the ISO week
-- in the member's time zone, '2026-W48'), written with the job that sends it, so that
-- a planner run twice or a restart never sends a week twice. state: 'queued' until a
-- worker takes it, 'sending' while it does, then 'sent' or 'skipped' (nothing new, or
-- the member may not be mailed).
CREATE TABLE weekly_sends (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    week       TEXT NOT NULL,
    state      TEXT NOT NULL DEFAULT 'queued',
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, week)
);

-- Promotion and news campaigns (SPEC §3 promotions, news), written by the site with
-- `amora mail campaign` or the staff console. Empty audience fields select all; paid is
-- '', 'paid' or 'free'. texts is JSON: {"en": {"subject": ..., "body": ...}, ...}.
CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('promotions', 'news')),
    site_host   TEXT NOT NULL DEFAULT '',
    country     TEXT NOT NULL DEFAULT '',
    language    TEXT NOT NULL DEFAULT '',
    paid        TEXT NOT NULL DEFAULT '',
    texts       TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    enqueued_at TEXT NOT NULL DEFAULT ''
);

-- One row per campaign and member, written with the job that sends it: a campaign
-- enqueued twice mails nobody twice. state as in weekly_sends.
CREATE TABLE campaign_sends (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    state       TEXT NOT NULL DEFAULT 'queued',
    PRIMARY KEY (campaign_id, user_id)
);
