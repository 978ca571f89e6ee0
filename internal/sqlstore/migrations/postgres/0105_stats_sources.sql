-- Statistics per traffic-source field (issue 20): the counters of stats_daily per day,
-- site and the value of one field of the source (dim: 'ref', 'sub1', 'sub2' or
-- 'sub3'), and the same per month ('YYYY-MM-01'). The dashboard grouped by ref or a
-- sub reads a few rows per day (or month) and value here instead of one per whole
-- source key in stats_daily. Moved by the same events in the same transactions
-- (bumpStatsTx, the PostgreSQL batch of messages); `amora stats rebuild` recomputes
-- them from stats_daily. A month's counters are BIGINT: a month of a site's
-- largest group can pass what INTEGER holds.
CREATE TABLE stats_daily_source (
    dim             TEXT NOT NULL,
    day             TEXT NOT NULL,
    site_host       TEXT NOT NULL,
    value           TEXT NOT NULL DEFAULT '',
    signups         INTEGER NOT NULL DEFAULT 0,
    activations     INTEGER NOT NULL DEFAULT 0,
    first_purchases INTEGER NOT NULL DEFAULT 0,
    purchases       INTEGER NOT NULL DEFAULT 0,
    revenue_gross   INTEGER NOT NULL DEFAULT 0,
    revenue_net     INTEGER NOT NULL DEFAULT 0,
    messages_sent   INTEGER NOT NULL DEFAULT 0,
    credits_bought  INTEGER NOT NULL DEFAULT 0,
    credits_spent   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dim, day, site_host, value)
);

CREATE TABLE stats_monthly_source (
    dim             TEXT NOT NULL,
    month           TEXT NOT NULL,
    site_host       TEXT NOT NULL,
    value           TEXT NOT NULL DEFAULT '',
    signups         BIGINT  NOT NULL DEFAULT 0,
    activations     BIGINT  NOT NULL DEFAULT 0,
    first_purchases BIGINT  NOT NULL DEFAULT 0,
    purchases       BIGINT  NOT NULL DEFAULT 0,
    revenue_gross   BIGINT  NOT NULL DEFAULT 0,
    revenue_net     BIGINT  NOT NULL DEFAULT 0,
    messages_sent   BIGINT  NOT NULL DEFAULT 0,
    credits_bought  BIGINT  NOT NULL DEFAULT 0,
    credits_spent   BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (dim, month, site_host, value)
);
