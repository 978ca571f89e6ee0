package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"amora"
)

var _ amora.JobQueue = (*DB)(nil)

// Job kinds written by the account store; cmd/amora registers their handlers.
const (
	JobActivationMail      = "mail.activation"
	JobPasswordResetMail   = "mail.password_reset"
	JobPasswordChangedMail = "mail.password_changed"
	JobEmailChangeMail     = "mail.email_change"
	JobEmailChangedMail    = "mail.email_changed"
	JobAccountDeletedMail  = "mail.account_deleted"
	JobPurgeAccount        = "account.purge"
)

// UserJob is the payload of jobs about one member.
type UserJob struct {
	UserID int64  `json:"user_id"`
	Email  string `json:"email,omitempty"` // the new address, for an e-mail change; the old one, to tell it of the change
	// NewEmail is the address the account moved to, for the e-mail to the old one.
	NewEmail string `json:"new_email,omitempty"`
}

// JobDeletePhotoFiles erases the files of photos whose rows are gone (a purged
// account's); its payload is a PhotoFilesJob. cmd/amora registers its handler.
const JobDeletePhotoFiles = "photos.delete_files"

// PhotoFilesJob is the payload of a JobDeletePhotoFiles job: the storage names.
type PhotoFilesJob struct {
	Names []string `json:"names"`
}

// enqueuePhotoFilesTx queues the erasure of the files of names.
func enqueuePhotoFilesTx(ctx context.Context, tx *Tx, now time.Time, names []string) error {
	payload, err := json.Marshal(PhotoFilesJob{Names: names})
	if err != nil {
		return err
	}
	_, err = enqueueTx(ctx, tx, now, JobDeletePhotoFiles, payload, time.Time{})
	return err
}

// enqueueUserJobTx queues a job about one member in the caller's transaction.
func enqueueUserJobTx(ctx context.Context, tx *Tx, now time.Time, kind string, job UserJob, runAt time.Time) error {
	payload, _ := json.Marshal(job)
	_, err := enqueueTx(ctx, tx, now, kind, payload, runAt)
	return err
}

// Enqueue stores a job in its own transaction. Features that cause jobs call enqueueTx
// inside their own transaction instead.
func (db *DB) Enqueue(ctx context.Context, kind string, payload []byte, runAt time.Time) (id int64, err error) {
	err = db.inTx(ctx, func(tx *Tx) error {
		id, err = enqueueTx(ctx, tx, db.Now(), kind, payload, runAt)
		return err
	})
	return id, err
}

func enqueueTx(ctx context.Context, tx *Tx, now time.Time, kind string, payload []byte, runAt time.Time) (int64, error) {
	if runAt.IsZero() {
		runAt = now
	}
	if payload == nil {
		payload = []byte("{}")
	}
	var id int64
	err := tx.queryRow(ctx, `INSERT INTO jobs (kind, payload, run_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		kind, payload, formatTime(runAt), formatTime(now), formatTime(now)).Scan(&id)
	return id, err
}

// Claim leases the next due job: it stays 'pending' but its run_at moves to the end of
// the lease, so that a worker that dies leaves it to be claimed again.
func (db *DB) Claim(ctx context.Context, now time.Time, lease time.Duration) (*amora.Job, error) {
	var job *amora.Job
	err := db.inTx(ctx, func(tx *Tx) error {
		var id int64
		if err := tx.queryRow(ctx, db.d.claimJob, formatTime(now)).Scan(&id); errors.Is(err, sql.ErrNoRows) {
			return amora.Errorf(amora.ENOTFOUND, "No job is due.")
		} else if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE jobs SET attempts = attempts + 1, run_at = ?, updated_at = ? WHERE id = ?`,
			formatTime(now.Add(lease)), formatTime(now), id); err != nil {
			return err
		}
		var err error
		job, err = findJobTx(ctx, tx, id)
		return err
	})
	return job, err
}

// Complete marks a job done.
func (db *DB) Complete(ctx context.Context, id int64) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE jobs SET status = 'done', last_error = '', updated_at = ? WHERE id = ?`, formatTime(db.Now()), id)
		return err
	})
}

// Fail records why an attempt failed and when to try again; a zero retryAt, or a job
// out of attempts, fails for good.
func (db *DB) Fail(ctx context.Context, id int64, reason string, retryAt time.Time) error {
	return db.inTx(ctx, func(tx *Tx) error {
		status, runAt := amora.JobPending, formatTime(retryAt)
		if retryAt.IsZero() {
			status, runAt = amora.JobFailed, formatTime(db.Now())
		}
		_, err := tx.exec(ctx, `UPDATE jobs SET
				status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE ? END,
				run_at = ?, last_error = ?, updated_at = ?
			WHERE id = ?`, status, runAt, reason, formatTime(db.Now()), id)
		return err
	})
}

// FindJob returns one job.
func (db *DB) FindJob(ctx context.Context, id int64) (*amora.Job, error) {
	var job *amora.Job
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		job, err = findJobTx(ctx, tx, id)
		return err
	})
	return job, err
}

func findJobTx(ctx context.Context, tx *Tx, id int64) (*amora.Job, error) {
	var j amora.Job
	var runAt, created string
	err := tx.queryRow(ctx, `SELECT id, kind, payload, status, attempts, max_attempts, run_at, last_error, created_at FROM jobs WHERE id = ?`, id).
		Scan(&j.ID, &j.Kind, &j.Payload, &j.Status, &j.Attempts, &j.MaxAttempts, &runAt, &j.LastError, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Job %d not found.", id)
	} else if err != nil {
		return nil, err
	}
	if j.RunAt, err = parseTime(runAt); err != nil {
		return nil, err
	}
	j.CreatedAt, err = parseTime(created)
	return &j, err
}
