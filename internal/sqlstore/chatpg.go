package sqlstore

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"amora"
)

// maxSendBatch is how many messages at most share one PostgreSQL transaction.
const maxSendBatch = 64

// pgSends gives messages group commit on PostgreSQL. A message costs PostgreSQL more in
// fixed costs (a round trip, a transaction, a commit that waits for the disk) than in
// its own few rows, so the messages that arrive while one batch is on its way go
// together in the next: one round trip and one commit for all of them. One batch at a
// time: the batches of one instance mostly share members and would only wait for each
// other's locks (measured: two or three at a time sent fewer messages).
//
// Each message is one statement (sendSQL) that stores it only in the common case; it
// changes nothing otherwise, and Send's own transaction then does the work or says why
// it cannot. A batch first locks its members' rows in id order (lockMembersSQL), as the
// other transactions that change conversations do (lockMembers), so that batches of
// several instances and those transactions cannot wait for each other in a circle.
type pgSends struct {
	db   *DB
	work chan *pgSend
	stop chan struct{}
	done sync.WaitGroup
}

// pgSend is one message in a batch and, once done is closed, how it went: stored, or
// not stored with err nil (Send's transaction is to try), or err when it is not known
// whether the batch committed.
type pgSend struct {
	ctx    context.Context
	m      amora.SendMessage
	now    time.Time
	sent   amora.Sent
	stored bool
	err    error
	done   chan struct{}
}

func newPGSends(db *DB) *pgSends {
	s := &pgSends{db: db, work: make(chan *pgSend), stop: make(chan struct{})}
	s.done.Add(1)
	go s.loop()
	return s
}

func (s *pgSends) close() {
	close(s.stop)
	s.done.Wait()
}

// send stores m in the next batch when the common case holds; stored false with a nil
// error means that Send's transaction is to do it.
func (s *pgSends) send(ctx context.Context, m amora.SendMessage, now time.Time) (sent amora.Sent, stored bool, err error) {
	p := &pgSend{ctx: ctx, m: m, now: now, done: make(chan struct{})}
	select {
	case s.work <- p:
	case <-ctx.Done():
		return sent, false, ctx.Err()
	case <-s.stop:
		return sent, false, errors.New("database closed")
	}
	<-p.done // once in a batch, the caller waits for its outcome whatever its context
	return p.sent, p.stored, p.err
}

func (s *pgSends) loop() {
	defer s.done.Done()
	for {
		var first *pgSend
		select {
		case first = <-s.work:
		case <-s.stop:
			return
		}
		batch := takeWaiting([]*pgSend{first}, s.work, maxSendBatch)
		s.run(batch) // meanwhile, messages gather for the next batch
		for _, p := range batch {
			close(p.done)
		}
	}
}

// lockMembersSQL locks members' rows in id order: PostgreSQL locks the rows FOR UPDATE
// selects in the order it returns them.
const lockMembersSQL = `SELECT id FROM users WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`

// sendSQL stores a message when its conversation exists and the sender wrote in it
// before (so that no conversation limit applies), the sender has confirmed their address
// and has the credits, the recipient is a live member who is not a fictional profile,
// and neither blocked the other; and then does what Send's transaction does: debit and
// ledger, both members' sides, both list versions. Every change hangs on the one before,
// so that the statement changes all or nothing; it answers the message's id and
// conversation and the sender's credits, or no row. Its plan is the same whatever the
// parameters (no condition hangs on one alone), so PostgreSQL keeps one generic plan
// for it instead of planning each message anew.
const sendSQL = `WITH c AS (
		SELECT c.id FROM conversations c
			JOIN users s ON s.id = $1 AND s.status <> $5
			JOIN users r ON r.id = $6 AND r.status <> $7 AND NOT r.fictional
		WHERE c.member_a = $8 AND c.member_b = $9
			AND NOT EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $6) OR (blocker_id = $6 AND blocked_id = $1))
			AND EXISTS (SELECT 1 FROM chat_members WHERE member_id = $1 AND conversation_id = c.id AND wrote)
	), debit AS (
		UPDATE users SET credits = credits - $10, chat_version = chat_version + 1
		WHERE id = $1 AND credits >= $10 AND EXISTS (SELECT 1 FROM c) RETURNING credits
	), msg AS (
		INSERT INTO messages (conversation_id, sender_id, body, gift, created_at)
		SELECT c.id, $1, $2, $3, $4 FROM c, debit RETURNING id, conversation_id
	), ledger AS (
		INSERT INTO credit_ledger (user_id, amount, reason, ref, created_at)
		SELECT $1, 0 - $10, $11, 'message:' || msg.id, $4 FROM msg WHERE $10 > 0
	), recipient AS (
		UPDATE users SET chat_version = chat_version + 1 WHERE id = $6 AND EXISTS (SELECT 1 FROM msg)
	), sides AS (
		UPDATE chat_members cm SET listed = TRUE, last_message_id = msg.id, updated_at = $4,
			wrote = cm.wrote OR cm.member_id = $1, unread = cm.unread + CASE WHEN cm.member_id = $6 THEN 1 ELSE 0 END
		FROM msg WHERE cm.member_id IN ($1, $6) AND cm.conversation_id = msg.conversation_id
	)
	SELECT msg.id, msg.conversation_id, debit.credits FROM msg, debit`

// run sends a batch in one round trip: BEGIN, the locks, a statement per message,
// COMMIT. When PostgreSQL refuses any of it, nothing is stored and every message goes to
// Send's transaction; when the connection fails, nobody knows whether the batch
// committed, and every message answers the error rather than risk being sent twice.
func (s *pgSends) run(batch []*pgSend) {
	ctx := context.Background()
	live := make([]*pgSend, 0, len(batch))
	ids := make([]int64, 0, 2*len(batch))
	for _, p := range batch {
		if err := p.ctx.Err(); err != nil {
			p.err = err
			continue
		}
		live = append(live, p)
		ids = append(ids, p.m.SenderID, p.m.RecipientID)
	}
	if len(live) == 0 {
		return
	}
	conn, err := s.db.write.Conn(ctx)
	if err != nil {
		for _, p := range live {
			p.err = err
		}
		return
	}
	defer conn.Close()
	answered := false // by PostgreSQL, with an error: nothing was committed
	err = conn.Raw(func(driverConn any) error {
		pc := driverConn.(*stdlib.Conn).Conn()
		b := &pgx.Batch{}
		b.Queue(`BEGIN`)
		b.Queue(lockMembersSQL, ids)
		for _, p := range live {
			m := p.m
			a, bb := pair(m.SenderID, m.RecipientID)
			reason := "message"
			if m.Gift != "" {
				reason = "gift"
			}
			b.Queue(sendSQL, m.SenderID, m.Text, m.Gift, formatTime(p.now), amora.UserNotConfirmed, m.RecipientID, amora.UserDeleted, a, bb,
				m.Cost, reason).QueryRow(func(row pgx.Row) error {
				err := row.Scan(&p.sent.Message.ID, &p.sent.Message.ConversationID, &p.sent.Credits)
				p.stored = err == nil
				if errors.Is(err, pgx.ErrNoRows) {
					return nil
				}
				return err
			})
		}
		b.Queue(`COMMIT`)
		err := pc.SendBatch(ctx, b).Close()
		if err == nil && pc.PgConn().TxStatus() == 'I' {
			return nil
		}
		var pgErr *pgconn.PgError
		if err == nil || errors.As(err, &pgErr) {
			// PostgreSQL answered: the transaction is rolled back, or is to be.
			answered = true
			for _, p := range live {
				p.stored = false
			}
			if pc.PgConn().TxStatus() != 'I' {
				if _, err := pc.Exec(ctx, `ROLLBACK`); err != nil || pc.PgConn().TxStatus() != 'I' {
					return driver.ErrBadConn // the pool drops the connection, and its transaction
				}
			}
			return nil
		}
		return fmt.Errorf("send: %w", err)
	})
	for _, p := range live {
		switch {
		case err != nil && !answered:
			p.stored, p.err = false, err
		case p.stored:
			p.sent.Message.SenderID, p.sent.Message.Text, p.sent.Message.Gift, p.sent.Message.CreatedAt = p.m.SenderID, p.m.Text, p.m.Gift, p.now
		}
	}
}

// markDeliveredPG is MarkDelivered in single statements: deliveries come with every
// message to a member whose app is open, and a transaction of several round trips would
// hold its locks (the senders' receipts versions) while the server gets round to the
// next. Given messages go together with other members' (markMessagesDelivered); all of
// a member's are found from the member's conversations one by one (the OFFSET 0 keeps
// PostgreSQL from turning that around): every member offline has undelivered messages,
// so that reading all undelivered messages to keep the member's costs more the more
// members there are.
func (db *DB) markDeliveredPG(ctx context.Context, memberID int64, messageIDs []int64) ([]amora.Receipt, error) {
	if len(messageIDs) > 0 {
		// Messages come to many members' open apps at once: their deliveries go
		// together (see markMessagesDelivered).
		keys := make([]delivery, len(messageIDs))
		for i, id := range messageIDs {
			keys[i] = delivery{member: memberID, message: id}
		}
		marked, err := db.deliveries.getAll(ctx, keys)
		if err != nil {
			return nil, err
		}
		var receipts []amora.Receipt
		for _, k := range keys {
			if r, ok := marked[k]; ok && !slices.Contains(receipts, r) {
				receipts = append(receipts, r)
			}
		}
		return receipts, nil
	}
	rows, err := db.write.QueryContext(ctx, `WITH delivered AS (
			UPDATE messages SET delivered_at = $1 WHERE id IN (SELECT m.id FROM chat_members cm CROSS JOIN LATERAL (
					SELECT id FROM messages WHERE conversation_id = cm.conversation_id AND delivered_at = '' OFFSET 0) m
				WHERE cm.member_id = $2)
				AND delivered_at = '' AND read_at = '' AND sender_id <> $2
			RETURNING sender_id, conversation_id
		), receipts AS (
			INSERT INTO chat_receipts (member_id, version) SELECT DISTINCT sender_id, 1 FROM delivered ORDER BY 1
			ON CONFLICT (member_id) DO UPDATE SET version = chat_receipts.version + 1
		)
		SELECT DISTINCT sender_id, conversation_id FROM delivered`, formatTime(db.Now()), memberID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var receipts []amora.Receipt
	for rows.Next() {
		var r amora.Receipt
		if err := rows.Scan(&r.SenderID, &r.ConversationID); err != nil {
			return nil, err
		}
		receipts = append(receipts, r)
	}
	return receipts, rows.Err()
}

// delivery is a message that reached a member's app.
type delivery struct{ member, message int64 }

// markMessagesDelivered marks the messages of many members' deliveries delivered in one
// statement, each only when it is to that member and not yet delivered or read, and
// moves the senders' receipts versions; it answers the receipt of each marked one. The
// messages are found by id: "length(delivered_at) = 0" keeps PostgreSQL from reading the
// index of all undelivered messages instead, which its estimates can make look cheap.
func (db *DB) markMessagesDelivered(ctx context.Context, ds []delivery) (map[delivery]amora.Receipt, error) {
	members, messages := make([]int64, len(ds)), make([]int64, len(ds))
	for i, d := range ds {
		members[i], messages[i] = d.member, d.message
	}
	rows, err := db.write.QueryContext(ctx, `WITH asked AS (
			SELECT * FROM unnest($2::bigint[], $3::bigint[]) AS a (member_id, message_id)
		), delivered AS (
			UPDATE messages m SET delivered_at = $1 FROM asked a
			WHERE m.id = ANY($3) AND m.id = a.message_id AND length(m.delivered_at) = 0 AND m.read_at = '' AND m.sender_id <> a.member_id
				AND EXISTS (SELECT 1 FROM chat_members cm WHERE cm.member_id = a.member_id AND cm.conversation_id = m.conversation_id)
			RETURNING a.member_id, m.id, m.sender_id, m.conversation_id
		), receipts AS (
			INSERT INTO chat_receipts (member_id, version) SELECT DISTINCT sender_id, 1 FROM delivered ORDER BY 1
			ON CONFLICT (member_id) DO UPDATE SET version = chat_receipts.version + 1
		)
		SELECT member_id, id, sender_id, conversation_id FROM delivered`, formatTime(db.Now()), members, messages)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	marked := make(map[delivery]amora.Receipt, len(ds))
	for rows.Next() {
		var d delivery
		var r amora.Receipt
		if err := rows.Scan(&d.member, &d.message, &r.SenderID, &r.ConversationID); err != nil {
			return nil, err
		}
		marked[d] = r
	}
	return marked, rows.Err()
}
