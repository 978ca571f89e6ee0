package sqlstore

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"amora"
)

// Send batches on PostgreSQL: at most maxSendBatch messages share a transaction, and
// at most sendsInFlight batches are on their way at once, one running while the next
// waits its turn behind it on the same connection.
const (
	maxSendBatch  = 64
	sendsInFlight = 2
)

// pgSends gives messages group commit on PostgreSQL. A message costs PostgreSQL more in
// fixed costs (a round trip, a statement, a commit that waits for the disk) than in its
// own few rows, so the messages that arrive while batches are on their way go together
// in the next: one statement (sendBatchSQL) and one commit for all of them.
//
// The batches go down one connection in pipeline mode, each its own implicit
// transaction: PostgreSQL starts the next batch as soon as it has committed one, without
// waiting for the server to read the answers and send more, and batches never wait for
// each other's locks. A batch first locks its members' rows in id order (lockMembersSQL),
// as the other transactions that change conversations do (lockMembers), and then the
// statistics roll-ups (statsLockSQL), as every transaction that bumps them does, so that
// the batches of several instances and those transactions cannot wait for each other in
// a circle.
//
// The statement stores a message only in the common case, and changes nothing for the
// others: Send's own transaction then does the work or says why it cannot.
type pgSends struct {
	db   *DB
	work chan *pgSend
	stop chan struct{}
	done sync.WaitGroup
}

// pgSend is one message in a batch and, once done is closed, how it went: stored, or
// not stored with err nil (Send's transaction is to try), or err when it is not known
// whether its batch committed.
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

// send stores m in a batch when the common case holds; stored false with a nil error
// means that Send's transaction is to do it.
func (s *pgSends) send(ctx context.Context, m amora.SendMessage, now time.Time) (sent amora.Sent, stored bool, err error) {
	p := &pgSend{ctx: ctx, m: m, now: now, done: make(chan struct{})}
	select {
	case s.work <- p:
	case <-ctx.Done():
		return sent, false, ctx.Err()
	case <-s.stop:
		return sent, false, errors.New("database closed")
	}
	<-p.done // once taken, the caller waits for its outcome whatever its context
	return p.sent, p.stored, p.err
}

func (s *pgSends) loop() {
	defer s.done.Done()
	var waiting []*pgSend
	for {
		if len(waiting) == 0 {
			select {
			case p := <-s.work:
				waiting = append(waiting, p)
			case <-s.stop:
				return
			}
		}
		waiting = s.pipeline(waiting)
	}
}

// sendBatch is a batch on its way.
type sendBatch struct {
	sends []*pgSend
}

// pipeline sends batches down one connection while messages keep coming: the waiting
// ones first, then those that arrive. It returns when no batch is on its way and none
// is waiting, or with the messages it did not get round to when the connection failed.
func (s *pgSends) pipeline(waiting []*pgSend) []*pgSend {
	ctx := context.Background()
	conn, err := s.db.write.Conn(ctx)
	if err != nil {
		finish(waiting, err)
		return nil
	}
	defer conn.Close()
	var flight []*sendBatch
	var failure error
	conn.Raw(func(driverConn any) error {
		pc := driverConn.(*stdlib.Conn).Conn()
		if failure = s.flow(pc, &waiting, &flight); failure != nil {
			return driver.ErrBadConn // the pool drops the connection
		}
		return nil
	})
	switch {
	case failure == nil:
		return nil
	case len(flight) == 0:
		finish(waiting, failure)
		return nil
	}
	// Nobody knows whether the batches on their way committed: each of their messages
	// answers the error rather than risk being sent twice. The waiting ones go down the
	// next connection.
	for _, b := range flight {
		finish(b.sends, failure)
	}
	return waiting
}

// flow keeps batches going down the pipeline of pc while messages wait, and reads their
// answers in turn; it returns when nothing is on its way and nothing waits.
func (s *pgSends) flow(pc *pgx.Conn, waiting *[]*pgSend, flight *[]*sendBatch) error {
	ctx := context.Background()
	lock, err := pc.Prepare(ctx, lockMembersStmt, lockBatchSQL)
	if err != nil {
		return err
	}
	send, err := pc.Prepare(ctx, sendBatchStmt, sendBatchSQL)
	if err != nil {
		return err
	}
	p := pc.PgConn().StartPipeline(ctx)
	defer p.Close()
	for {
		*waiting = takeWaiting(*waiting, s.work, 4*maxSendBatch)
		if len(*flight) < sendsInFlight && len(*waiting) > 0 {
			var b *sendBatch
			if b, *waiting = nextBatch(*waiting); len(b.sends) == 0 {
				continue
			}
			*flight = append(*flight, b)
			if err := queueBatch(pc, p, lock, send, b); err != nil {
				return err
			}
			continue
		}
		if len(*flight) == 0 {
			return nil
		}
		b := (*flight)[0]
		if err := readBatch(pc, p, b); err != nil {
			return err
		}
		*flight = (*flight)[1:]
		finish(b.sends, nil)
	}
}

// nextBatch takes from waiting the next batch: the messages still wanted, at most one
// per sender and per conversation, the others staying to wait for a later batch.
func nextBatch(waiting []*pgSend) (*sendBatch, []*pgSend) {
	b := &sendBatch{}
	senders := make(map[int64]bool, len(waiting))
	conversations := make(map[[2]int64]bool, len(waiting))
	rest := waiting[:0]
	for _, p := range waiting {
		if err := p.ctx.Err(); err != nil {
			p.err = err
			close(p.done)
			continue
		}
		a, bb := pair(p.m.SenderID, p.m.RecipientID)
		if len(b.sends) == maxSendBatch || senders[p.m.SenderID] || conversations[[2]int64{a, bb}] {
			rest = append(rest, p)
			continue
		}
		senders[p.m.SenderID], conversations[[2]int64{a, bb}] = true, true
		b.sends = append(b.sends, p)
	}
	clear(waiting[len(rest):])
	return b, rest
}

// queueBatch sends a batch down the pipeline: the locks, the messages, the commit
// (Sync ends the implicit transaction of the two statements).
func queueBatch(pc *pgx.Conn, p *pgconn.Pipeline, lock, send *pgconn.StatementDescription, b *sendBatch) error {
	n := len(b.sends)
	ids := make([]int64, 0, 2*n)
	senders, recipients := make([]int64, n), make([]int64, n)
	bodies, gifts, times, reasons, sessions, mailAts := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	costs := make([]int32, n)
	for i, s := range b.sends {
		m := s.m
		ids = append(ids, m.SenderID, m.RecipientID)
		senders[i], recipients[i], bodies[i], gifts[i], times[i], costs[i] = m.SenderID, m.RecipientID, m.Text, m.Gift, formatTime(s.now), int32(m.Cost)
		sessions[i] = m.Session
		_, mailAt := amora.MessageMailJob(m.RecipientID, amora.Message{}, false, s.now)
		mailAts[i] = formatTime(mailAt)
		reasons[i] = "message"
		if m.Gift != "" {
			reasons[i] = "gift"
		}
	}
	var q pgx.ExtendedQueryBuilder
	if err := q.Build(pc.TypeMap(), lock, []any{ids}); err != nil {
		return err
	}
	p.SendQueryStatement(lock, q.ParamValues, q.ParamFormats, q.ResultFormats)
	if err := q.Build(pc.TypeMap(), send, []any{senders, recipients, bodies, gifts, times, costs, reasons,
		amora.UserDeleted, sessions, mailAts, JobNotifyMail, amora.NotifyNewMessages, JobNotifyPush}); err != nil {
		return err
	}
	p.SendQueryStatement(send, q.ParamValues, q.ParamFormats, q.ResultFormats)
	return p.Sync()
}

// readBatch reads the answers to a batch up to its commit. When PostgreSQL refused any
// of it, nothing of the batch was stored and its messages go to Send's transaction.
func readBatch(pc *pgx.Conn, p *pgconn.Pipeline, b *sendBatch) error {
	refused := false
	statements := 0
	for {
		res, err := p.GetResults()
		var pgErr *pgconn.PgError
		switch {
		case errors.As(err, &pgErr):
			refused = true
			continue
		case err != nil:
			return err
		}
		switch r := res.(type) {
		case *pgconn.ResultReader:
			statements++
			if statements == 2 { // the messages
				if err := readStored(pc, r, b); err != nil {
					r.Close()
					return err
				}
			}
			if _, err := r.Close(); errors.As(err, &pgErr) {
				refused = true
			} else if err != nil {
				return err
			}
		case *pgconn.PipelineSync:
			if refused {
				for _, s := range b.sends {
					s.sent, s.stored = amora.Sent{}, false
				}
			}
			return nil
		default:
			return fmt.Errorf("send batch: unexpected answer %T", res)
		}
	}
}

// readStored reads the rows of the batch statement: each stored message's place in the
// batch, its id and conversation, and its sender's credits.
func readStored(pc *pgx.Conn, r *pgconn.ResultReader, b *sendBatch) error {
	for r.NextRow() {
		var n int
		var sent amora.Sent
		if err := pgx.ScanRow(pc.TypeMap(), r.FieldDescriptions(), r.Values(),
			&n, &sent.Message.ID, &sent.Message.ConversationID, &sent.Credits); err != nil {
			return err
		}
		if n < 1 || n > len(b.sends) {
			return fmt.Errorf("send batch: message %d of %d", n, len(b.sends))
		}
		s := b.sends[n-1]
		sent.Message.SenderID, sent.Message.Text, sent.Message.Gift, sent.Message.CreatedAt = s.m.SenderID, s.m.Text, s.m.Gift, s.now
		s.sent, s.stored = sent, true
	}
	return nil
}

// finish tells the callers of sends how they went, with err when it is not nil.
func finish(sends []*pgSend, err error) {
	for _, p := range sends {
		if err != nil {
			p.stored, p.err = false, err
		}
		close(p.done)
	}
}
