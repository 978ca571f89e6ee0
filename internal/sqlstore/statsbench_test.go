package sqlstore_test

import (
	"context"
	"database/sql"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// statsBenchDB is the database BenchmarkStatsDashboard seeds once and keeps, so that
// -count 5 seeds it once: drop it with `dropdb amora_bench_stats` when done.
const statsBenchDB = "amora_bench_stats"

// The volume of the issue: a year of 1,000,000 members and 10,000,000 messages.
const (
	benchMembers  = 1_000_000
	benchMessages = 10_000_000
	benchPayments = 60_000
)

// BenchmarkStatsDashboard times the staff console's dashboard questions on PostgreSQL
// with a year of 1,000,000 members (3 sites, 11 networks and organic, 47 refs, subs on
// some), 500,000 conversations, 10,000,000 messages with their ledger rows and 60,000
// paid payments, and the roll-ups as the events would have moved them (RebuildStats,
// which TestStatsEvents holds equal to them). Beside each question, the naive answer:
// the same counts by month read from the raw tables. It runs only with
// AMORA_BENCH_STATS=1 and AMORA_TEST_POSTGRES_URL set:
//
//	AMORA_BENCH_STATS=1 go test -run '^$' -bench BenchmarkStatsDashboard -count 5 -timeout 60m ./internal/sqlstore
//
// Each answer is reported as ms/answer and as x_reference, its time over that of a cheap
// reference query run after it (the machine is shared, so the ratio is the figure to
// compare between runs).
func BenchmarkStatsDashboard(b *testing.B) {
	if os.Getenv("AMORA_BENCH_STATS") != "1" || os.Getenv(storetest.PostgresEnv) == "" {
		b.Skip("set AMORA_BENCH_STATS=1 and " + storetest.PostgresEnv + " to run")
	}
	ctx := context.Background()
	db := statsBenchSeed(b)
	from := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	to := time.Date(2025, 12, 31, 0, 0, 0, 0, time.UTC)
	b.Run("reference_sum_200k", func(b *testing.B) {
		for b.Loop() {
			if err := db.ExecAdmin(ctx, statsBenchReference); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, tc := range []struct {
		name string
		q    amora.StatsQuery
	}{
		{"year_by_day", amora.StatsQuery{From: from, To: to}},
		{"year_by_month", amora.StatsQuery{From: from, To: to, Granularity: amora.GranularityMonth}},
		{"year_by_day_per_network", amora.StatsQuery{From: from, To: to, GroupBy: "network"}},
		{"year_by_week_one_site", amora.StatsQuery{Site: "b.example", From: from, To: to, Granularity: amora.GranularityWeek}},
		{"year_by_month_per_ref", amora.StatsQuery{From: from, To: to, Granularity: amora.GranularityMonth, GroupBy: "ref"}},
		{"year_by_week_per_ref", amora.StatsQuery{From: from, To: to, Granularity: amora.GranularityWeek, GroupBy: "ref"}},
		{"year_by_day_per_ref", amora.StatsQuery{From: from, To: to, GroupBy: "ref"}},
		{"year_by_month_per_sub1", amora.StatsQuery{From: from, To: to, Granularity: amora.GranularityMonth, GroupBy: "sub1"}},
		{"year_by_month_per_sub2_one_site", amora.StatsQuery{Site: "b.example", From: from, To: to, Granularity: amora.GranularityMonth, GroupBy: "sub2"}},
		{"mid_month_range_per_ref", amora.StatsQuery{From: from.AddDate(0, 1, 14), To: to.AddDate(0, -1, -10), Granularity: amora.GranularityMonth, GroupBy: "ref"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			// Each answer is followed by the reference query, so that their ratio
			// (x_reference) is read under the same load; ms/answer is the answer alone.
			var res *amora.StatsResult
			var answers, refs time.Duration
			n := 0
			for b.Loop() {
				var err error
				start := time.Now()
				if res, err = db.Stats(ctx, tc.q); err != nil {
					b.Fatal(err)
				}
				answers += time.Since(start)
				start = time.Now()
				if err := db.ExecAdmin(ctx, statsBenchReference); err != nil {
					b.Fatal(err)
				}
				refs += time.Since(start)
				n++
			}
			b.ReportMetric(float64(answers.Microseconds())/1000/float64(n), "ms/answer")
			b.ReportMetric(float64(answers)/float64(refs), "x_reference")
			if tc.q.Site == "" && tc.q.From.Equal(from) && tc.q.To.Equal(to) && (res.Totals.MessagesSent != benchMessages || res.Totals.Signups != benchMembers) {
				b.Fatalf("totals %+v: the roll-ups do not hold the seeded history", res.Totals)
			}
		})
	}
	b.Run("naive_scan_year_by_month", func(b *testing.B) {
		for b.Loop() {
			if err := db.ExecAdmin(ctx, naiveStatsSQL); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// statsBenchReference is the benchmark's reference: a cheap query of fixed work (summing
// 200,000 numbers in the server), to read each answer's time as a ratio to it on a
// machine whose load changes.
const statsBenchReference = `SELECT sum(g) FROM generate_series(1, 200000) g`

// naiveStatsSQL answers "a year by month" from the raw tables, as a dashboard without
// roll-ups would: every member, message, ledger row and payment of the year is read.
const naiveStatsSQL = `WITH u AS (SELECT substr(created_at, 1, 7) AS m, COUNT(*) AS signups,
		COUNT(*) FILTER (WHERE activated_at <> '') AS activations FROM users WHERE NOT fictional GROUP BY 1),
	msg AS (SELECT substr(m.created_at, 1, 7) AS m, COUNT(*) AS sent FROM messages m JOIN users s ON s.id = m.sender_id
		WHERE NOT s.fictional AND m.created_at >= '2025-01-01' AND m.created_at < '2026-01-01' GROUP BY 1),
	spent AS (SELECT substr(created_at, 1, 7) AS m, SUM(0 - amount) AS spent FROM credit_ledger
		WHERE reason IN ('message', 'gift') AND amount < 0 AND created_at >= '2025-01-01' AND created_at < '2026-01-01' GROUP BY 1),
	pay AS (SELECT substr(paid_at, 1, 7) AS m, COUNT(*) AS purchases, SUM(amount) AS gross, COUNT(DISTINCT user_id) AS payers
		FROM payments WHERE status = 'paid' AND paid_at >= '2025-01-01' AND paid_at < '2026-01-01' GROUP BY 1)
	SELECT u.m, u.signups, u.activations, msg.sent, spent.spent, pay.purchases, pay.gross, pay.payers
	FROM u LEFT JOIN msg USING (m) LEFT JOIN spent USING (m) LEFT JOIN pay USING (m) ORDER BY 1`

// statsBenchSeed opens the benchmark's database, creating and seeding it the first
// time: everything in bulk with generate_series, then the roll-ups by RebuildStats.
func statsBenchSeed(b *testing.B) *sqlstore.DB {
	b.Helper()
	ctx := context.Background()
	base := os.Getenv(storetest.PostgresEnv)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		b.Fatal(err)
	}
	defer admin.Close()
	var exists bool
	if err := admin.QueryRow(`SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, statsBenchDB).Scan(&exists); err != nil {
		b.Fatal(err)
	}
	if !exists {
		if _, err := admin.Exec(`CREATE DATABASE ` + statsBenchDB); err != nil {
			b.Fatal(err)
		}
	}
	// The server as it is set up on SSD storage (README): random reads cost little more
	// than sequential ones, so that the planner takes the roll-ups' index-only scans.
	if _, err := admin.Exec(`ALTER DATABASE ` + statsBenchDB + ` SET random_page_cost = 1.1`); err != nil {
		b.Fatal(err)
	}
	u, err := url.Parse(base)
	if err != nil {
		b.Fatal(err)
	}
	u.Path = "/" + statsBenchDB
	db, err := sqlstore.Open(u.String())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	// Each step is recorded when done, so that a seed changed or cut short resumes
	// where it must; a new users step starts over.
	if err := db.ExecAdmin(ctx, `CREATE TABLE IF NOT EXISTS bench_seed (step TEXT PRIMARY KEY)`); err != nil {
		b.Fatal(err)
	}
	bench, err := sql.Open("pgx", u.String())
	if err != nil {
		b.Fatal(err)
	}
	defer bench.Close()
	start := time.Now()
	for _, step := range statsBenchSeedSteps {
		var done bool
		if err := bench.QueryRow(`SELECT EXISTS (SELECT 1 FROM bench_seed WHERE step = $1)`, step.name).Scan(&done); err != nil {
			b.Fatal(err)
		}
		if done {
			continue
		}
		t := time.Now()
		if step.sql != "" {
			if err := db.ExecAdmin(ctx, step.sql); err != nil {
				b.Fatalf("seed %s: %v", step.name, err)
			}
		} else {
			n, err := db.RebuildStats(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if err := db.ExecAdmin(ctx, `ANALYZE`); err != nil {
				b.Fatal(err)
			}
			b.Logf("roll-ups: %d stats_daily rows, %d payments", n.Rows, n.Payments)
		}
		if err := db.ExecAdmin(ctx, `INSERT INTO bench_seed VALUES ('`+step.name+`')`); err != nil {
			b.Fatal(err)
		}
		b.Logf("seeded %s in %s", step.name, time.Since(t).Round(time.Millisecond))
	}
	b.Logf("seeding took %s", time.Since(start).Round(time.Second))
	// The roll-ups as autovacuum keeps them (a migration since the seed may have
	// rewritten one): visibility map set, statistics current.
	if err := db.ExecAdmin(ctx, `VACUUM ANALYZE stats_daily, stats_daily_network, stats_daily_source, stats_monthly_source,
		stats_weekly_payers, stats_payers`); err != nil {
		b.Fatal(err)
	}
	return db
}

// statsBenchSeedSteps seed a year (2025) in bulk. Member g joins at g * 31.5 s into the
// year on one of 3 sites; 70 % come from one of 11 networks with one of 47 refs, a tenth
// with a sub1 (7 values) and a fiftieth with a sub2 (some 14,000 whole source keys a
// month). Members 2c-1 and 2c talk in conversation c; message g is sent 3.15 s * g into
// the year and costs 1 credit; payment g (19.95 EUR) is made 525 s * g into the year.
// The last step is RebuildStats: the roll-ups the events would have written.
//
// The bulk steps are written for speed (seeding took 15-25 minutes): each table's
// secondary indexes are dropped before its rows go in and built again after (one sorted
// build instead of millions of inserts into each index), foreign keys are not checked
// row by row (session_replication_role = replica: every reference points at a row of
// the step before), and the ledger rows come from the messages' insert itself instead
// of a second scan of 10,000,000 messages.
var statsBenchSeedSteps = []struct{ name, sql string }{
	{"users-v2", `DELETE FROM bench_seed;
	TRUNCATE users, conversations, messages, credit_ledger, payments, stats_daily, stats_daily_network, stats_payers, stats_daily_source, stats_monthly_source RESTART IDENTITY CASCADE;
	` + benchDropIndexes("users") + `
	SET session_replication_role = replica;
	INSERT INTO users (site_host, email, name, password_hash, date_of_birth, language, status, profile_status,
		ts_network, ts_ref, ts_sub1, ts_sub2, created_at, activated_at)
	SELECT (ARRAY['a.example', 'b.example', 'c.example'])[1 + g % 3], 'm' || g || '@bench.test', 'M', 'x', '1990-01-01', 'nl',
		'active', 'active',
		CASE WHEN g % 10 < 3 THEN '' ELSE 'net' || (g % 11) END,
		CASE WHEN g % 10 < 3 THEN '' ELSE 'ref' || (g % 47) END,
		CASE WHEN g % 10 = 9 THEN 's' || (g % 7) ELSE '' END,
		CASE WHEN g % 50 = 7 THEN 't' || (g % 5) ELSE '' END,
		to_char(timestamp '2025-01-01' + g * interval '31.5 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		CASE WHEN g % 10 < 7 THEN to_char(timestamp '2025-01-01' + g * interval '31.5 seconds' + interval '1 hour',
			'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') ELSE '' END
	FROM generate_series(1, 1000000) g;
	SET session_replication_role = DEFAULT;
	` + benchBuildIndexes},
	{"conversations", `SET session_replication_role = replica;
	INSERT INTO conversations (member_a, member_b, created_at)
	SELECT 2 * c - 1, 2 * c, '2025-01-01T00:00:00.000000Z' FROM generate_series(1, 500000) c;
	SET session_replication_role = DEFAULT`},
	{"messages-v2", `TRUNCATE messages, credit_ledger RESTART IDENTITY CASCADE;
	` + benchDropIndexes("messages", "credit_ledger") + `
	SET session_replication_role = replica;
	WITH m AS (
		INSERT INTO messages (conversation_id, sender_id, body, created_at)
		SELECT 1 + g % 500000, 2 * (1 + g % 500000) - 1 + (g / 500000) % 2, 'hoi',
			to_char(timestamp '2025-01-01' + g * interval '3.15 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
		FROM generate_series(1, 10000000) g
		RETURNING id, sender_id, created_at
	)
	INSERT INTO credit_ledger (user_id, amount, reason, ref, created_at)
	SELECT sender_id, -1, 'message', 'message:' || id, created_at FROM m;
	SET session_replication_role = DEFAULT;
	` + benchBuildIndexes},
	// Payment g is made by one of the members who joined before it; a third of them by
	// the member of payment g/3, most of whom paid before, so that members pay again.
	{"payments-v2", `DELETE FROM payments;
	INSERT INTO payments (user_id, package_id, credits, method, amount, currency, provider, provider_payment_id, status, country,
		created_at, paid_at, updated_at)
	SELECT CASE WHEN g % 3 = 0 THEN 1 + abs(hashint4(g / 3)) % (g * 16) ELSE 1 + abs(hashint4(g)) % (g * 16) END,
		(SELECT id FROM packages WHERE credits = 50), 50, 'ideal', 1995, 'EUR', 'sandbox', 'bench' || g, 'paid', 'NL', t, t, t
	FROM (SELECT g, to_char(timestamp '2025-01-01' + g * interval '525 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
		FROM generate_series(1, 60000) g) p`},
	{"rollups-v3", ""}, // RebuildStats
}

// benchDropIndexes keeps the definitions of the tables' secondary indexes (not those of
// a primary key or unique constraint) in bench_indexes and drops them; benchBuildIndexes
// builds them again, with the memory a sorted build wants.
func benchDropIndexes(tables ...string) string {
	return `CREATE TABLE IF NOT EXISTS bench_indexes (name TEXT PRIMARY KEY, def TEXT NOT NULL);
	INSERT INTO bench_indexes SELECT indexname, indexdef FROM pg_indexes i
		WHERE schemaname = 'public' AND tablename IN ('` + strings.Join(tables, `', '`) + `')
		AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname) ON CONFLICT DO NOTHING;
	DO $$ DECLARE r record; BEGIN
		FOR r IN SELECT name FROM bench_indexes LOOP EXECUTE 'DROP INDEX IF EXISTS ' || quote_ident(r.name); END LOOP;
	END $$;`
}

const benchBuildIndexes = `SET maintenance_work_mem = '512MB';
	DO $$ DECLARE r record; BEGIN
		FOR r IN SELECT def FROM bench_indexes LOOP EXECUTE r.def; END LOOP;
	END $$;
	DELETE FROM bench_indexes;
	RESET maintenance_work_mem`
