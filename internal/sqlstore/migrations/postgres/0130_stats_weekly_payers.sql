-- Paying members per ISO week (issue 20): per week (its Monday, 'YYYY-MM-DD'), site and
-- the value of one field of the traffic source (dim: 'network', 'ref', 'sub1', 'sub2'
-- or 'sub3'), the members who paid in the week, each once, with the source of their
-- first payment of the week. The dashboard by week reads a few rows per week and value
-- here instead of counting distinct members in stats_payers (one row per payer and
-- day). Moved by payerTx in the payment's transaction when a member's first
-- stats_payers row of a week is written; `amora stats rebuild` recomputes it, and this
-- migration fills it from stats_payers.
CREATE TABLE stats_weekly_payers (
    dim       TEXT NOT NULL,
    week      TEXT NOT NULL,
    site_host TEXT NOT NULL,
    value     TEXT NOT NULL DEFAULT '',
    payers    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dim, week, site_host, value)
);

-- The payers already there, as payerTx would have counted them.
INSERT INTO stats_weekly_payers (dim, week, site_host, value, payers)
SELECT d.dim, p.week, p.site_host, CASE d.dim WHEN 'network' THEN p.network WHEN 'ref' THEN p.ref WHEN 'sub1' THEN p.sub1
        WHEN 'sub2' THEN p.sub2 ELSE p.sub3 END, COUNT(*)
FROM (SELECT to_char(date_trunc('week', CAST(p.day AS date)), 'YYYY-MM-DD') AS week, p.site_host, p.network, p.ref, p.sub1, p.sub2, p.sub3
    FROM stats_payers p
    WHERE NOT EXISTS (SELECT 1 FROM stats_payers e WHERE e.user_id = p.user_id AND e.day < p.day
        AND e.day >= to_char(date_trunc('week', CAST(p.day AS date)), 'YYYY-MM-DD'))) p
CROSS JOIN (SELECT 'network' AS dim UNION ALL SELECT 'ref' UNION ALL SELECT 'sub1' UNION ALL SELECT 'sub2' UNION ALL SELECT 'sub3') d
GROUP BY 1, 2, 3, 4;
