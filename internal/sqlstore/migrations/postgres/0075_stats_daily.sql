-- Statistics roll-ups (issue 20): one row per UTC day, site and traffic source (the
-- member's tracking on the users row; '' for none), moved by the transaction of each
-- event it counts (sign-up, activation, payment, message, credits spent), never by a
-- scan of the raw tables. Tracking values are clipped to 100 bytes at sign-up, so the
-- key stays far below PostgreSQL's index entry limit. Money is in euro cents
-- (amora.EURCents), net of VAT in revenue_net. day is 'YYYY-MM-DD'.
-- `amora stats rebuild` recomputes the three tables from the raw ones, once, for data
-- that predates them.
CREATE TABLE stats_daily (
    day             TEXT NOT NULL,
    site_host       TEXT NOT NULL,
    network         TEXT NOT NULL DEFAULT '',
    ref             TEXT NOT NULL DEFAULT '',
    sub1            TEXT NOT NULL DEFAULT '',
    sub2            TEXT NOT NULL DEFAULT '',
    sub3            TEXT NOT NULL DEFAULT '',
    signups         INTEGER NOT NULL DEFAULT 0,
    activations     INTEGER NOT NULL DEFAULT 0,
    first_purchases INTEGER NOT NULL DEFAULT 0,
    purchases       INTEGER NOT NULL DEFAULT 0,
    revenue_gross   INTEGER NOT NULL DEFAULT 0,
    revenue_net     INTEGER NOT NULL DEFAULT 0,
    messages_sent   INTEGER NOT NULL DEFAULT 0,
    credits_bought  INTEGER NOT NULL DEFAULT 0,
    credits_spent   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, site_host, network, ref, sub1, sub2, sub3)
);

-- The same counters per day, site and network alone, moved by the same events: the
-- dashboard's usual questions (all sources, or per network) read a few rows a day
-- here instead of one per active source.
CREATE TABLE stats_daily_network (
    day             TEXT NOT NULL,
    site_host       TEXT NOT NULL,
    network         TEXT NOT NULL DEFAULT '',
    signups         INTEGER NOT NULL DEFAULT 0,
    activations     INTEGER NOT NULL DEFAULT 0,
    first_purchases INTEGER NOT NULL DEFAULT 0,
    purchases       INTEGER NOT NULL DEFAULT 0,
    revenue_gross   INTEGER NOT NULL DEFAULT 0,
    revenue_net     INTEGER NOT NULL DEFAULT 0,
    messages_sent   INTEGER NOT NULL DEFAULT 0,
    credits_bought  INTEGER NOT NULL DEFAULT 0,
    credits_spent   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, site_host, network)
);

-- The members who paid on a day, with their site and source: paying members of any
-- period are the distinct user_ids of its days, which per-day counts cannot give.
-- One row per payer and day, so it stays small beside the payments.
CREATE TABLE stats_payers (
    day       TEXT NOT NULL,
    user_id   BIGINT NOT NULL,
    site_host TEXT NOT NULL,
    network   TEXT NOT NULL DEFAULT '',
    ref       TEXT NOT NULL DEFAULT '',
    sub1      TEXT NOT NULL DEFAULT '',
    sub2      TEXT NOT NULL DEFAULT '',
    sub3      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (day, user_id)
);
