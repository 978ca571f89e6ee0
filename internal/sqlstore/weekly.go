package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"amora"
)

// Job kinds of the weekly updates and campaigns; cmd/amora registers their handlers.
const (
	// JobWeeklyPlan finds the members whose weekly update is due and queues one
	// JobWeeklyUpdate each; it queues itself again to run every hour.
	JobWeeklyPlan   = "mail.weekly_plan"
	JobWeeklyUpdate = "mail.weekly_update"
	JobCampaignMail = "mail.campaign"
)

// States of a weekly_sends or campaign_sends row.
const (
	SendQueued  = "queued"
	SendSending = "sending"
	SendSent    = "sent"
	SendSkipped = "skipped"
)

// WeeklyJob is one member's weekly update: the member and the week.
type WeeklyJob struct {
	UserID int64  `json:"user_id"`
	Week   string `json:"week"`
}

// WeeklyBatch is the payload of a JobWeeklyUpdate job: the updates of up to
// WeeklyBatchSize members, each recorded in weekly_sends of its own.
type WeeklyBatch struct {
	Sends []WeeklyJob `json:"sends"`
}

// WeeklyBatchSize is how many members' updates one JobWeeklyUpdate sends: one job
// per member would cost a hundred thousand claims for a hundred thousand members.
const WeeklyBatchSize = 100

// WeeklyCandidate is a member who takes weekly updates; amora.WeeklyDue decides from
// the country whether theirs is due.
type WeeklyCandidate struct {
	ID      int64
	Country string
}

// WeeklyCandidates returns up to limit members with an id above after, by id, who may
// get a weekly update (mayMailWhere).
func (db *DB) WeeklyCandidates(ctx context.Context, after int64, limit int) ([]WeeklyCandidate, error) {
	var out []WeeklyCandidate
	where, args := mayMailWhere(amora.NotifyWeeklyUpdates)
	err := db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.query(ctx, `SELECT u.id, u.country FROM users u WHERE u.id > ? AND `+where+` ORDER BY u.id LIMIT ?`,
			append(append([]any{after}, args...), limit)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c WeeklyCandidate
			if err := rows.Scan(&c.ID, &c.Country); err != nil {
				return err
			}
			out = append(out, c)
		}
		return rows.Err()
	})
	return out, err
}

// QueueWeekly records each member's week and queues JobWeeklyUpdate jobs of up to
// WeeklyBatchSize members, in one transaction, for the weeks not recorded yet; it
// returns how many members it queued.
func (db *DB) QueueWeekly(ctx context.Context, plans []WeeklyJob) (int, error) {
	queued := 0
	err := db.inTx(ctx, func(tx *Tx) error {
		queued = 0
		now := db.Now()
		var batch WeeklyBatch
		flush := func() error {
			if len(batch.Sends) == 0 {
				return nil
			}
			payload, _ := json.Marshal(batch)
			batch.Sends = batch.Sends[:0]
			_, err := enqueueTx(ctx, tx, now, JobWeeklyUpdate, payload, time.Time{})
			return err
		}
		for _, p := range plans {
			res, err := tx.exec(ctx, `INSERT INTO weekly_sends (user_id, week, state, created_at) VALUES (?, ?, ?, ?)
				ON CONFLICT (user_id, week) DO NOTHING`, p.UserID, p.Week, SendQueued, formatTime(now))
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				continue
			}
			queued++
			if batch.Sends = append(batch.Sends, p); len(batch.Sends) == WeeklyBatchSize {
				if err := flush(); err != nil {
					return err
				}
			}
		}
		return flush()
	})
	return queued, err
}

// ClaimWeeklySends takes the queued ones of sends for sending, in one transaction,
// and returns them: a send taken by another worker, or sent already, is left out, so
// that nothing is sent twice.
func (db *DB) ClaimWeeklySends(ctx context.Context, sends []WeeklyJob) ([]WeeklyJob, error) {
	var out []WeeklyJob
	err := db.inTx(ctx, func(tx *Tx) error {
		out = out[:0]
		for _, s := range sends {
			res, err := tx.exec(ctx, `UPDATE weekly_sends SET state = ? WHERE user_id = ? AND week = ? AND state = ?`,
				SendSending, s.UserID, s.Week, SendQueued)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n > 0 {
				out = append(out, s)
			}
		}
		return nil
	})
	return out, err
}

// FinishWeeklySends records how claimed sends ended, in one transaction: SendSent,
// SendSkipped, or SendQueued to try again after a failure.
func (db *DB) FinishWeeklySends(ctx context.Context, states map[WeeklyJob]string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		for s, state := range states {
			if _, err := tx.exec(ctx, `UPDATE weekly_sends SET state = ? WHERE user_id = ? AND week = ? AND state = ?`,
				state, s.UserID, s.Week, SendSending); err != nil {
				return err
			}
		}
		return nil
	})
}

// WeeklySendState returns the state of a member's weekly send, "" when there is none.
func (db *DB) WeeklySendState(ctx context.Context, userID int64, week string) (string, error) {
	var state string
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `SELECT state FROM weekly_sends WHERE user_id = ? AND week = ?`, userID, week).Scan(&state)
		if isNoRows(err) {
			return nil
		}
		return err
	})
	return state, err
}

// NewMembers returns up to limit visible, active members with a complete profile who
// joined at or after since, newest first, from this instance's copy of the members.
func (db *DB) NewMembers(ctx context.Context, since time.Time, limit int) ([]*amora.Profile, error) {
	var ids []int64
	err := db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.query(ctx, `SELECT id FROM users
			WHERE created_at >= ? AND status = ? AND profile_status = ? AND invisible = ? AND fictional = ?
			ORDER BY created_at DESC, id DESC LIMIT ?`,
			formatTime(since), amora.UserActive, amora.ProfileActive, false, false, limit)
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
	if err != nil {
		return nil, err
	}
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return nil, err
	}
	return m.profilesOf(ctx, ids, db.Now())
}

// ScheduleWeeklyPlan queues a JobWeeklyPlan to run at runAt unless one is pending
// that runs at or after notBefore: the server calls it on start with a zero notBefore,
// the planner after each run for the next hour.
func (db *DB) ScheduleWeeklyPlan(ctx context.Context, runAt, notBefore time.Time) error {
	return db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE kind = ? AND status = ? AND run_at >= ?`,
			JobWeeklyPlan, amora.JobPending, formatTime(notBefore)).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		_, err := enqueueTx(ctx, tx, db.Now(), JobWeeklyPlan, nil, runAt)
		return err
	})
}
