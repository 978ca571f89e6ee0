-- The dashboard grouped by ref or a sub reads stats_daily_source per dim and day range
-- and sums per day (or week) and value over the sites (issue 20). Its key becomes
-- (dim, day, value, site_host), in the order of that grouping, and carries the counters
-- (INCLUDE): the read is an index-only scan that hands the rows to the sums already
-- grouped, without the table's pages (bloated by the events' updates), a hash or a
-- sort. The key's columns are the same, so the events' ON CONFLICT clauses are
-- unchanged. The cost: with the counters in the index, each event's update of a row
-- writes a new index entry (no HOT update).
ALTER TABLE stats_daily_source DROP CONSTRAINT stats_daily_source_pkey;
ALTER TABLE stats_daily_source ADD CONSTRAINT stats_daily_source_pkey PRIMARY KEY (dim, day, value, site_host)
    INCLUDE (signups, activations, first_purchases, purchases, revenue_gross, revenue_net, messages_sent, credits_bought,
        credits_spent, payers);

-- The planner's estimate of the groups per day and value (it takes the columns as
-- independent otherwise and expects a third of the groups, so that a hash and a sort
-- look cheaper than the index's order). With the default random_page_cost of 4 a
-- compact table is still read whole, hashed and sorted; on SSD storage
-- (random_page_cost 1.1, README) the index-only scan is chosen.
CREATE STATISTICS stats_daily_source_groups (ndistinct) ON day, value FROM stats_daily_source;
