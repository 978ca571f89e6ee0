-- The dashboard grouped by ref or a sub reads stats_daily_source per dim and day range
-- and sums per day (or week) and value over the sites (issue 20). The key becomes
-- (dim, day, value, site_host), in the order of that grouping, so that the sums need
-- no temporary B-tree (PostgreSQL's key also carries the counters, for an index-only
-- scan; SQLite has no INCLUDE). The key's columns are the same, so the events'
-- ON CONFLICT clauses are unchanged. SQLite changes a key by copying the table.
CREATE TABLE stats_daily_source_new (
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
    payers          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dim, day, value, site_host)
);
INSERT INTO stats_daily_source_new SELECT dim, day, site_host, value, signups, activations, first_purchases, purchases,
    revenue_gross, revenue_net, messages_sent, credits_bought, credits_spent, payers FROM stats_daily_source;
DROP TABLE stats_daily_source;
ALTER TABLE stats_daily_source_new RENAME TO stats_daily_source;
