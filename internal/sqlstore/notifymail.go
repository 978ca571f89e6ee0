package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// JobNotifyMail sends one notification e-mail (new_conversations, new_messages, like);
// its payload is an amora.NotifyMailJob. cmd/amora registers its handler.
const JobNotifyMail = "mail.notify"

// EnqueueNotifyMail queues a notification e-mail job to run at runAt (now when zero).
func (db *DB) EnqueueNotifyMail(ctx context.Context, job amora.NotifyMailJob, runAt time.Time) (int64, error) {
	payload, err := json.Marshal(job)
	if err != nil {
		return 0, err
	}
	return db.Enqueue(ctx, JobNotifyMail, payload, runAt)
}

// enqueueMessageMailTx queues, in the transaction that stores msg, the notification
// e-mail job about it to recipientID (amora.MessageMailJob): a stored message always
// has its job, a refused one none.
func enqueueMessageMailTx(ctx context.Context, tx *Tx, now time.Time, recipientID int64, msg amora.Message, newConversation bool) error {
	job, runAt := amora.MessageMailJob(recipientID, msg, newConversation, now)
	return enqueueNotifyMailTx(ctx, tx, now, job, runAt)
}

// enqueueLikeMailTx queues, in the transaction that stores the like, the notification
// e-mail job about it (amora.LikeMailJob).
func enqueueLikeMailTx(ctx context.Context, tx *Tx, now time.Time, likerID, likedID int64, match bool) error {
	return enqueueNotifyMailTx(ctx, tx, now, amora.LikeMailJob(likerID, likedID, match, now), now)
}

// enqueueNotifyMailTx writes the notification's push job (for a subscribed member) and
// its mail job.
func enqueueNotifyMailTx(ctx context.Context, tx *Tx, now time.Time, job amora.NotifyMailJob, runAt time.Time) error {
	payload, err := json.Marshal(job)
	if err != nil {
		return err
	}
	// The push job first: of two jobs due at once the runner claims the older, so the
	// mail job usually finds the push's outcome (issue 19).
	if err := enqueueNotifyPushTx(ctx, tx, now, job, payload); err != nil {
		return err
	}
	// As enqueueTx, without asking for the id: a send pays for this statement.
	at := formatTime(now)
	_, err = tx.exec(ctx, `INSERT INTO jobs (kind, payload, run_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
		JobNotifyMail, payload, formatTime(runAt), at, at)
	return err
}

// LastNotifyMail returns the last notification e-mail of type typ to the member about
// conversation convID (0 for likes); a zero NotifyMailSent when there was none.
func (db *DB) LastNotifyMail(ctx context.Context, userID int64, typ string, convID int64) (amora.NotifyMailSent, error) {
	var last amora.NotifyMailSent
	err := db.inTx(ctx, func(tx *Tx) error {
		var at string
		err := tx.queryRow(ctx, `SELECT sent_at, job_key FROM notify_mails WHERE user_id = ? AND type = ? AND conversation_id = ?`,
			userID, typ, convID).Scan(&at, &last.Key)
		if isNoRows(err) {
			return nil
		} else if err != nil {
			return err
		}
		last.At, err = parseTime(at)
		return err
	})
	return last, err
}

// RecordNotifyMail records, before it is sent, the mail of the job with key that
// follows prev (what LastNotifyMail answered). It reports false when another mail was
// recorded since prev: the caller then sends nothing, so that two jobs racing for one
// conversation send one mail.
func (db *DB) RecordNotifyMail(ctx context.Context, userID int64, typ string, convID int64, key string, prev amora.NotifyMailSent, at time.Time) (bool, error) {
	var ok bool
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `INSERT INTO notify_mails (user_id, type, conversation_id, sent_at, job_key) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (user_id, type, conversation_id) DO UPDATE SET sent_at = excluded.sent_at, job_key = excluded.job_key
			WHERE notify_mails.job_key = ?`, userID, typ, convID, formatTime(at), key, prev.Key)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		ok = n == 1
		return err
	})
	return ok, err
}

// NotifyFacts are what the policy needs to know about a notification's cause.
type NotifyFacts struct {
	Blocked bool // either member blocked the other
	Seen    bool // the message was read, or the like seen (or gone)
}

// NotifyMailFacts reads, for a notification e-mail to userID caused by otherID,
// whether a block stands between them and whether the member has seen the cause:
// message messageID read (or gone), or, without a message, otherID's like seen (or
// taken back).
func (db *DB) NotifyMailFacts(ctx context.Context, userID, otherID, messageID int64) (NotifyFacts, error) {
	var f NotifyFacts
	err := db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)`,
			userID, otherID, otherID, userID).Scan(&n); err != nil {
			return err
		}
		f.Blocked = n > 0
		if messageID != 0 {
			var readAt string
			err := tx.queryRow(ctx, `SELECT read_at FROM messages WHERE id = ?`, messageID).Scan(&readAt)
			if isNoRows(err) {
				f.Seen = true
				return nil
			}
			f.Seen = readAt != ""
			return err
		}
		var likeNew bool
		err := tx.queryRow(ctx, `SELECT like_new FROM likes WHERE liker_id = ? AND liked_id = ?`, otherID, userID).Scan(&likeNew)
		if isNoRows(err) {
			f.Seen = true
			return nil
		}
		f.Seen = !likeNew
		return err
	})
	return f, err
}

// NewLikesSince returns the ids of the members whose likes userID has not seen yet,
// given after since, newest first: what one like mail tells of.
func (db *DB) NewLikesSince(ctx context.Context, userID int64, since time.Time) ([]int64, error) {
	var ids []int64
	err := db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.query(ctx, `SELECT liker_id FROM likes WHERE liked_id = ? AND like_new = ? AND created_at > ?
			ORDER BY created_at DESC, liker_id`, userID, true, formatTime(since))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return rows.Err()
	})
	return ids, err
}

// ForgetNotifyMail undoes RecordNotifyMail of the job with key when its mail could not
// be sent, putting prev back, so that the job's next attempt sends it.
func (db *DB) ForgetNotifyMail(ctx context.Context, userID int64, typ string, convID int64, key string, prev amora.NotifyMailSent) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if prev.Key == "" {
			_, err := tx.exec(ctx, `DELETE FROM notify_mails WHERE user_id = ? AND type = ? AND conversation_id = ? AND job_key = ?`,
				userID, typ, convID, key)
			return err
		}
		_, err := tx.exec(ctx, `UPDATE notify_mails SET sent_at = ?, job_key = ? WHERE user_id = ? AND type = ? AND conversation_id = ? AND job_key = ?`,
			formatTime(prev.At), prev.Key, userID, typ, convID, key)
		return err
	})
}
