package sqlstore

// The statements of pgSends' message batches (PostgreSQL).

// lockMembersSQL locks members' rows in id order: PostgreSQL locks the rows FOR UPDATE
// selects in the order it returns them.
const lockMembersSQL = `SELECT id FROM users WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`

// statsLockSQL takes the transaction's lock on the statistics roll-ups (stats_daily and
// the tables beside it), held until commit. Every transaction that bumps them takes it
// first, after any members' rows it locks: a batch bumps several roll-up tables in one
// statement, in an order PostgreSQL does not promise, and Send's transaction or a
// payment bump them one by one, so without it two of them could each hold a roll-up
// row the other waits for. The roll-up rows of a day are shared by every sender
// anyway, so it serialises no more than they do.
const statsLockSQL = `SELECT pg_advisory_xact_lock(7209114)`

// lockBatchSQL locks a batch's members' rows in id order (lockMembersSQL) and then the
// roll-ups (statsLockSQL): the aggregate has read, and so locked, every member's row
// before the outer select takes the lock.
const lockBatchSQL = `SELECT pg_advisory_xact_lock(7209114) FROM (SELECT count(*) FROM (` + lockMembersSQL + `) m) locked`

// sendBatchSQL stores the messages of a batch, each when its conversation exists and the
// sender wrote in it before (so that no conversation limit applies), the session it is
// sent with (when given) is still the sender's, the sender is not deleted and has the
// credits, and the send rules allow it (sendAllowedSQL); and then does what Send's
// transaction does: debits and ledger, both members' sides, the list versions, and
// each message's notification e-mail job (as amora.MessageMailJob makes it: the
// conversation is not new, so new_messages at mail_at, AwayBeforeMessageMail on),
// for a recipient with a push subscription, its push job at once (JobNotifyPush), and
// the senders' statistics roll-ups (as bumpStatsTx moves them, one row per day and
// source, in key order so that batches lock shared rows in one order). It
// answers, for each stored message, its place in the batch, its id and conversation and
// the sender's credits.
//
// A batch holds at most one message per sender and per conversation (see nextBatch), so
// that each sender's credits are checked against their own message alone and no row is
// changed twice; a member's row changes once, with their debit and their list version,
// however many of the batch's messages they send or receive. The rows are read through
// LATERAL subqueries that PostgreSQL cannot turn into joins (OFFSET 0), so that the
// plan is one index lookup per message whatever the sizes PostgreSQL estimates.
var sendBatchSQL = `WITH asked AS (
		SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $9::text[], $10::text[])
			WITH ORDINALITY AS a (sender_id, recipient_id, body, gift, created_at, cost, reason, session, mail_at, n)
	), ok AS (
		SELECT a.*, c.id AS conversation_id, s.credits - a.cost AS credits FROM asked a
			CROSS JOIN LATERAL (SELECT id FROM conversations
				WHERE member_a = LEAST(a.sender_id, a.recipient_id) AND member_b = GREATEST(a.sender_id, a.recipient_id) OFFSET 0) c
			CROSS JOIN LATERAL (SELECT credits FROM users WHERE id = a.sender_id AND status <> $8 AND credits >= a.cost OFFSET 0) s
		WHERE ` + sendAllowedSQL("a.sender_id", "a.recipient_id", "c.id") + `
			AND EXISTS (SELECT 1 FROM chat_members WHERE member_id = a.sender_id AND conversation_id = c.id AND wrote)
			AND (a.session = '' OR EXISTS (SELECT 1 FROM sessions WHERE token_hash = a.session AND user_id = a.sender_id AND expires_at > a.created_at))
	), msg AS (
		INSERT INTO messages (conversation_id, sender_id, body, gift, created_at)
		SELECT conversation_id, sender_id, body, gift, created_at FROM ok ORDER BY n
		RETURNING id, conversation_id
	), stored AS (
		SELECT ok.*, msg.id FROM msg JOIN ok USING (conversation_id)
	), ledger AS (
		INSERT INTO credit_ledger (user_id, amount, reason, ref, created_at)
		SELECT sender_id, 0 - cost, reason, 'message:' || id, created_at FROM stored WHERE cost > 0
	), members AS (
		UPDATE users u SET credits = u.credits - d.debit, chat_version = u.chat_version + d.changes
		FROM (SELECT member_id, sum(debit) AS debit, count(*) AS changes FROM (
				SELECT sender_id AS member_id, cost AS debit FROM stored UNION ALL SELECT recipient_id, 0 FROM stored) x
			GROUP BY member_id) d
		WHERE u.id = d.member_id
	), sides AS (
		UPDATE chat_members cm SET listed = TRUE, last_message_id = st.id, updated_at = st.created_at,
			wrote = cm.wrote OR cm.member_id = st.sender_id, unread = cm.unread + CASE WHEN cm.member_id = st.recipient_id THEN 1 ELSE 0 END
		FROM stored st CROSS JOIN LATERAL (VALUES (st.sender_id), (st.recipient_id)) side (member_id)
		WHERE cm.member_id = side.member_id AND cm.conversation_id = st.conversation_id
	), mails AS (
		INSERT INTO jobs (kind, payload, run_at, created_at, updated_at)
		SELECT $11, convert_to(json_build_object('type', $12::text, 'user_id', recipient_id, 'other_id', sender_id,
				'conversation_id', conversation_id, 'message_id', id, 'key', 'message:' || id)::text, 'UTF8'),
			mail_at, created_at, created_at FROM stored
	), pushes AS (
		INSERT INTO jobs (kind, payload, run_at, created_at, updated_at)
		SELECT $13, convert_to(json_build_object('type', $12::text, 'user_id', recipient_id, 'other_id', sender_id,
				'conversation_id', conversation_id, 'message_id', id, 'key', 'message:' || id)::text, 'UTF8'),
			created_at, created_at, created_at FROM stored
		WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = recipient_id)
	), sent AS (
		SELECT substr(st.created_at, 1, 10) AS day, u.site_host, u.ts_network, u.ts_ref, u.ts_sub1, u.ts_sub2, u.ts_sub3, st.cost
		FROM stored st JOIN users u ON u.id = st.sender_id WHERE NOT u.fictional
	), stats AS (
		INSERT INTO stats_daily (` + statsKey + `, messages_sent, credits_spent)
		SELECT day, site_host, ts_network, ts_ref, ts_sub1, ts_sub2, ts_sub3, count(*), sum(cost) FROM sent WHERE TRUE
		GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7` + statsDailyUpsert + `
	), network_stats AS (
		INSERT INTO stats_daily_network (` + statsNetworkKey + `, messages_sent, credits_spent)
		SELECT day, site_host, ts_network, count(*), sum(cost) FROM sent WHERE TRUE
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3` + statsNetworkUpsert + `
	), source_stats AS (
		INSERT INTO stats_daily_source (` + statsSourceKey + `, messages_sent, credits_spent)
		SELECT d.dim, s.day, s.site_host, ` + statsDimValueSQL("s.ts_", statsSourceDims) + `, count(*), sum(s.cost)
		FROM sent s CROSS JOIN ` + statsDimsSQL(statsSourceDims) + `
		WHERE TRUE GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4` + statsSourceUpsert + `
	), month_source_stats AS (
		INSERT INTO stats_monthly_source (` + statsMonthSourceKey + `, messages_sent, credits_spent)
		SELECT d.dim, substr(s.day, 1, 7) || '-01', s.site_host, ` + statsDimValueSQL("s.ts_", statsMonthDims) + `, count(*), sum(s.cost)
		FROM sent s CROSS JOIN ` + statsDimsSQL(statsMonthDims) + `
		WHERE TRUE GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4` + statsMonthSourceUpsert + `
	)
	SELECT n, id, conversation_id, credits FROM stored`

// Names of the batch's prepared statements on a connection.
const (
	lockMembersStmt = "amora_send_lock"
	sendBatchStmt   = "amora_send_batch"
)
