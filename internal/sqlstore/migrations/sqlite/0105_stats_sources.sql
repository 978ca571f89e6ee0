-- Statistics per traffic-source field and month, and paying members counted ahead
-- (issue 20). stats_daily_source holds the counters of stats_daily per day, site and
-- the value of one field of the source (dim: 'ref', 'sub1', 'sub2' or 'sub3');
-- stats_monthly_source the same per month ('YYYY-MM-01') for those and 'network'. The
-- dashboard grouped by ref or a sub, or by month, reads a few rows per period and
-- value here instead of one per whole source key in stats_daily. payers counts the
-- members who paid in the period (stats_payers rows: per day, and per month each
-- member once, with the source of their first payment of the month), so that paying
-- members by day or month need no count of distinct members. Moved by the same events
-- in the same transactions (bumpStatsTx, payerTx, the PostgreSQL batch of messages);
-- `amora stats rebuild` recomputes them, and this migration fills them from the
-- roll-ups already there.
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
    payers          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dim, day, site_host, value)
);

CREATE TABLE stats_monthly_source (
    dim             TEXT NOT NULL,
    month           TEXT NOT NULL,
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
    PRIMARY KEY (dim, month, site_host, value)
);

ALTER TABLE stats_daily_network ADD COLUMN payers INTEGER NOT NULL DEFAULT 0;

-- Paying members by member, for the first payment of a month.
CREATE INDEX stats_payers_user ON stats_payers (user_id, day);

-- The roll-ups already there, as RebuildStats would write them.
INSERT INTO stats_daily_source (dim, day, site_host, value, signups, activations, first_purchases, purchases, revenue_gross,
    revenue_net, messages_sent, credits_bought, credits_spent)
SELECT d.dim, s.day, s.site_host, CASE d.dim WHEN 'ref' THEN s.ref WHEN 'sub1' THEN s.sub1 WHEN 'sub2' THEN s.sub2 ELSE s.sub3 END,
    SUM(signups), SUM(activations), SUM(first_purchases), SUM(purchases), SUM(revenue_gross), SUM(revenue_net),
    SUM(messages_sent), SUM(credits_bought), SUM(credits_spent)
FROM stats_daily s CROSS JOIN (SELECT 'ref' AS dim UNION ALL SELECT 'sub1' UNION ALL SELECT 'sub2' UNION ALL SELECT 'sub3') d
GROUP BY 1, 2, 3, 4;

UPDATE stats_daily_network SET payers = (SELECT COUNT(*) FROM stats_payers p WHERE p.day = stats_daily_network.day
    AND p.site_host = stats_daily_network.site_host AND p.network = stats_daily_network.network);

UPDATE stats_daily_source SET payers = (SELECT COUNT(*) FROM stats_payers p WHERE p.day = stats_daily_source.day
    AND p.site_host = stats_daily_source.site_host AND CASE stats_daily_source.dim WHEN 'ref' THEN p.ref
    WHEN 'sub1' THEN p.sub1 WHEN 'sub2' THEN p.sub2 ELSE p.sub3 END = stats_daily_source.value);

INSERT INTO stats_monthly_source (dim, month, site_host, value, signups, activations, first_purchases, purchases, revenue_gross,
    revenue_net, messages_sent, credits_bought, credits_spent)
SELECT 'network', substr(day, 1, 7) || '-01', site_host, network, SUM(signups), SUM(activations), SUM(first_purchases),
    SUM(purchases), SUM(revenue_gross), SUM(revenue_net), SUM(messages_sent), SUM(credits_bought), SUM(credits_spent)
FROM stats_daily_network GROUP BY 1, 2, 3, 4
UNION ALL
SELECT dim, substr(day, 1, 7) || '-01', site_host, value, SUM(signups), SUM(activations), SUM(first_purchases),
    SUM(purchases), SUM(revenue_gross), SUM(revenue_net), SUM(messages_sent), SUM(credits_bought), SUM(credits_spent)
FROM stats_daily_source GROUP BY 1, 2, 3, 4;

-- Each member once a month, with the source of their first payment of the month.
UPDATE stats_monthly_source SET payers = (SELECT COUNT(*) FROM stats_payers p
    WHERE p.day >= stats_monthly_source.month AND p.day <= substr(stats_monthly_source.month, 1, 7) || '-31'
    AND p.site_host = stats_monthly_source.site_host
    AND CASE stats_monthly_source.dim WHEN 'network' THEN p.network WHEN 'ref' THEN p.ref WHEN 'sub1' THEN p.sub1
        WHEN 'sub2' THEN p.sub2 ELSE p.sub3 END = stats_monthly_source.value
    AND NOT EXISTS (SELECT 1 FROM stats_payers e WHERE e.user_id = p.user_id AND e.day < p.day AND e.day >= stats_monthly_source.month));
