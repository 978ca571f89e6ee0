package sqlstore

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"amora"
)

// Reminder jobs (issue 18): a periodic sweep finds the members a reminder is due for
// and queues one mail job per member; cmd/amora registers their handlers.
const (
	JobReminderSweep = "reminders.sweep"
	JobReminderMail  = "mail.reminder"
)

// ReminderJob is the payload of a JobReminderMail job.
type ReminderJob struct {
	UserID int64  `json:"user_id"`
	Kind   string `json:"kind"` // amora.ReminderUnread24 ...
}

// reminderKey is the member_reminders row a reminder kind is recorded under: the
// unread-message steps share one, so that a member gets one unread reminder per
// amora.UnreadReminderGap whatever the step.
func reminderKey(kind string) string {
	if amora.ReminderType(kind) == amora.NotifyUnreadMessageReminders {
		return "unread"
	}
	return kind
}

// sweepOrder is the order the sweep looks at kinds in: the later unread step first,
// so that a member due for both gets the 72-hour mail.
var sweepOrder = []string{amora.ReminderUnread72, amora.ReminderUnread24, amora.ReminderActivation, amora.ReminderProfilePhoto}

// dueReminderQueries find the members with a cause in (from, to] who take mail of the
// kind's type (mailable, below): each reads a range of an index
// (messages_unread_arrival, users_unconfirmed_created, users_created).
var dueReminderQueries = map[string]string{
	amora.ReminderUnread24: dueUnread,
	amora.ReminderUnread72: dueUnread,
	amora.ReminderActivation: `SELECT id FROM {unconfirmed} WHERE created_at > ? AND created_at <= ?
		AND status = 'not_confirmed' AND NOT fictional AND ` + mailable("users.id") + ` ORDER BY id`,
	amora.ReminderProfilePhoto: `SELECT id FROM users WHERE created_at > ? AND created_at <= ?
		AND status <> 'deleted' AND NOT fictional AND (',' || profile_missing || ',') LIKE '%,photo,%'
		AND ` + mailable("users.id") + ` ORDER BY id`,
}

// dueReminderQuery is the due query of kind for this database. Without statistics
// SQLite would rather read every unconfirmed member through users_recent (status =)
// than the range of the small partial index, so it is told which index to use.
func (db *DB) dueReminderQuery(kind string) string {
	users := "users"
	if db.Dialect() == "sqlite" {
		users = "users INDEXED BY users_unconfirmed_created"
	}
	return strings.ReplaceAll(dueReminderQueries[kind], "{unconfirmed}", users)
}

var dueUnread = `SELECT DISTINCT cm.member_id FROM messages m
	JOIN chat_members cm ON cm.conversation_id = m.conversation_id AND cm.member_id <> m.sender_id
	JOIN users u ON u.id = cm.member_id
	WHERE m.read_at = '' AND m.created_at > ? AND m.created_at <= ? AND NOT u.fictional AND u.status <> 'deleted'
	AND ` + mailable("u.id") + ` ORDER BY cm.member_id`

// mailable is the condition that the member whose id is in column takes mail of the
// type given as the query's third argument: no queued mail for those who switched it
// off or whose address takes none (the mail job checks again when it sends).
func mailable(column string) string {
	return `NOT EXISTS (SELECT 1 FROM notifications_off o WHERE o.user_id = ` + column + ` AND o.type = ?)
		AND NOT EXISTS (SELECT 1 FROM mail_disabled d WHERE d.user_id = ` + column + `)`
}

// SweepReminders queues the reminder mails that fell due since the last sweep, records
// them, moves each kind's watermark and plans the next sweep, all in one transaction:
// a sweep that dies changes nothing, and one that committed is never repeated. It
// returns the number of mail jobs queued.
func (db *DB) SweepReminders(ctx context.Context) (int, error) {
	queued := 0
	err := db.inTx(ctx, func(tx *Tx) error {
		queued = 0
		now := db.Now()
		for _, kind := range sweepOrder {
			to := now.Add(-amora.ReminderAfter[kind])
			from, err := lockWatermarkTx(ctx, tx, kind, to)
			if err != nil {
				return err
			}
			if !from.Before(to) {
				continue
			}
			ids, err := queryIDs(ctx, tx, db.dueReminderQuery(kind), formatTime(from), formatTime(to), amora.ReminderType(kind))
			if err != nil {
				return err
			}
			for _, id := range ids {
				fresh, err := recordReminderTx(ctx, tx, id, kind, now)
				if err != nil {
					return err
				}
				if !fresh {
					continue
				}
				payload, _ := json.Marshal(ReminderJob{UserID: id, Kind: kind})
				if _, err := enqueueTx(ctx, tx, now, JobReminderMail, payload, time.Time{}); err != nil {
					return err
				}
				queued++
			}
			if _, err := tx.exec(ctx, `UPDATE reminder_sweeps SET swept_to = ? WHERE kind = ?`, formatTime(to), kind); err != nil {
				return err
			}
		}
		return planSweepTx(ctx, tx, now)
	})
	return queued, err
}

// lockWatermarkTx returns how far kind was swept, locking its row until the
// transaction ends (two servers sweeping at once take turns). A kind never swept
// starts at to: reminders begin with the causes after the first sweep, so that a new
// installation does not mail about its whole history.
func lockWatermarkTx(ctx context.Context, tx *Tx, kind string, to time.Time) (time.Time, error) {
	res, err := tx.exec(ctx, `UPDATE reminder_sweeps SET swept_to = swept_to WHERE kind = ?`, kind)
	if err != nil {
		return time.Time{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		_, err := tx.exec(ctx, `INSERT INTO reminder_sweeps (kind, swept_to) VALUES (?, ?) ON CONFLICT (kind) DO NOTHING`, kind, formatTime(to))
		return to, err
	}
	var s string
	if err := tx.queryRow(ctx, `SELECT swept_to FROM reminder_sweeps WHERE kind = ?`, kind).Scan(&s); err != nil {
		return time.Time{}, err
	}
	return parseTime(s)
}

// recordReminderTx records that a reminder of kind goes to the member now and reports
// whether it may: activation and profile-photo reminders only once, unread-message
// reminders once per amora.UnreadReminderGap.
func recordReminderTx(ctx context.Context, tx *Tx, userID int64, kind string, now time.Time) (bool, error) {
	key := reminderKey(kind)
	q := `INSERT INTO member_reminders (user_id, kind, sent_at) VALUES (?, ?, ?) ON CONFLICT (user_id, kind) DO NOTHING`
	args := []any{userID, key, formatTime(now)}
	if key == "unread" {
		q = `INSERT INTO member_reminders (user_id, kind, sent_at) VALUES (?, ?, ?)
			ON CONFLICT (user_id, kind) DO UPDATE SET sent_at = excluded.sent_at WHERE member_reminders.sent_at <= ?`
		args = append(args, formatTime(now.Add(-amora.UnreadReminderGap)))
	}
	res, err := tx.exec(ctx, q, args...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// planSweepTx queues the next sweep unless another is already waiting: the running
// sweep is one pending job, so a second one means a next sweep exists. Two chains
// (two servers starting at once) thus merge into one.
func planSweepTx(ctx context.Context, tx *Tx, now time.Time) error {
	var pending int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE kind = ? AND status = 'pending'`, JobReminderSweep).Scan(&pending); err != nil {
		return err
	}
	if pending >= 2 {
		return nil
	}
	_, err := enqueueTx(ctx, tx, now, JobReminderSweep, nil, now.Add(amora.ReminderSweepInterval))
	return err
}

// EnsureReminderSweep queues a sweep now unless one is waiting; the server calls it
// at start.
func (db *DB) EnsureReminderSweep(ctx context.Context) error {
	return db.inTx(ctx, func(tx *Tx) error {
		var pending int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE kind = ? AND status = 'pending'`, JobReminderSweep).Scan(&pending); err != nil {
			return err
		}
		if pending > 0 {
			return nil
		}
		_, err := enqueueTx(ctx, tx, db.Now(), JobReminderSweep, nil, time.Time{})
		return err
	})
}

// queryIDs runs q and returns its single int64 column.
func queryIDs(ctx context.Context, tx *Tx, q string, args ...any) ([]int64, error) {
	rows, err := tx.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// UnreadPartners are the partners of a member's conversations with unread messages,
// most recent first: the first few names and how many there are.
type UnreadPartners struct {
	Names []string
	Total int
}

// ReminderFacts reads what the decision to send a reminder looks at, when its mail
// is about to go out, and the partners of unread conversations (at most max names).
func (db *DB) ReminderFacts(ctx context.Context, userID int64, kind string, max int) (*amora.ReminderFacts, UnreadPartners, error) {
	var partners UnreadPartners
	u, err := db.FindUser(ctx, userID)
	if err != nil {
		return nil, partners, err
	}
	s, err := db.NotificationSettings(ctx, userID)
	if err != nil {
		return nil, partners, err
	}
	f := &amora.ReminderFacts{Kind: kind, User: u, Settings: *s}
	if amora.ReminderType(kind) != amora.NotifyUnreadMessageReminders {
		return f, partners, nil
	}
	rows, err := db.query(ctx, `SELECT p.name FROM chat_members cm JOIN users p ON p.id = cm.partner_id
		WHERE cm.member_id = ? AND cm.unread > 0 ORDER BY cm.updated_at DESC`, userID)
	if err != nil {
		return nil, partners, err
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, partners, err
		}
		if partners.Total < max {
			partners.Names = append(partners.Names, name)
		}
		partners.Total++
	}
	f.UnreadConversations = partners.Total
	return f, partners, rows.Err()
}
