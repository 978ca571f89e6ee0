package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"amora"
)

var _ amora.ExportService = (*DB)(nil)

// Job kinds of data exports (issue 23); cmd/amora registers their handlers.
const (
	JobExportBuild = "export.build" // builds one export's ZIP; payload ExportJob
	JobExportMail  = "mail.export"  // tells the member their ZIP is ready; payload ExportJob
	JobExportSweep = "export.sweep" // deletes expired files and plans the next sweep
)

// ExportSweepEvery is how often the sweep looks for expired exports.
const ExportSweepEvery = time.Hour

// ExportJob is the payload of the export jobs.
type ExportJob struct {
	ExportID int64 `json:"export_id"`
}

const exportColumns = `id, COALESCE(user_id, 0), status, file_name, size, created_at, ready_at, expires_at`

func scanExport(row interface{ Scan(...any) error }) (*amora.DataExport, error) {
	var e amora.DataExport
	var created, ready, expires string
	err := row.Scan(&e.ID, &e.UserID, &e.Status, &e.FileName, &e.Size, &created, &ready, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, amora.Errorf(amora.ENOTFOUND, "Data export not found.")
	} else if err != nil {
		return nil, err
	}
	if e.CreatedAt, err = parseTime(created); err != nil {
		return nil, err
	}
	if ready != "" {
		if e.ReadyAt, err = parseTime(ready); err != nil {
			return nil, err
		}
	}
	if expires != "" {
		if e.ExpiresAt, err = parseTime(expires); err != nil {
			return nil, err
		}
	}
	return &e, nil
}

// RequestExport records a new export and queues its build job in one transaction,
// the member's row locked so that two requests at once cannot both pass the limits.
func (db *DB) RequestExport(ctx context.Context, userID int64) (*amora.DataExport, error) {
	var out *amora.DataExport
	err := db.inTx(ctx, func(tx *Tx) error {
		now := tx.now()
		if _, err := tx.exec(ctx, tx.d.lockUser, userID); err != nil {
			return err
		}
		rows, err := tx.query(ctx, `SELECT `+exportColumns+` FROM data_exports WHERE user_id = ? AND created_at > ? ORDER BY id`,
			userID, formatTime(now.Add(-max(amora.ExportWindow, amora.ExportStuckAfter))))
		if err != nil {
			return err
		}
		var recent []amora.DataExport
		for rows.Next() {
			e, err := scanExport(rows)
			if err != nil {
				rows.Close()
				return err
			}
			recent = append(recent, *e)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if err := amora.ExportRefusal(recent, now); err != nil {
			return err
		}
		var id int64
		if err := tx.queryRow(ctx, `INSERT INTO data_exports (user_id, status, created_at) VALUES (?, ?, ?) RETURNING id`,
			userID, amora.ExportPreparing, formatTime(now)).Scan(&id); err != nil {
			return err
		}
		payload, _ := json.Marshal(ExportJob{ExportID: id})
		if _, err := enqueueTx(ctx, tx, now, JobExportBuild, payload, time.Time{}); err != nil {
			return err
		}
		out = &amora.DataExport{ID: id, UserID: userID, Status: amora.ExportPreparing, CreatedAt: now}
		return nil
	})
	return out, err
}

// LatestExport returns the member's newest export.
func (db *DB) LatestExport(ctx context.Context, userID int64) (*amora.DataExport, error) {
	return scanExport(db.queryRow(ctx, `SELECT `+exportColumns+` FROM data_exports WHERE user_id = ? ORDER BY id DESC LIMIT 1`, userID))
}

// FindExport returns one export by id.
func (db *DB) FindExport(ctx context.Context, id int64) (*amora.DataExport, error) {
	return scanExport(db.queryRow(ctx, `SELECT `+exportColumns+` FROM data_exports WHERE id = ?`, id))
}

// ExportBuilt records that the ZIP of a preparing export is stored under fileName and
// queues the mail that tells the member, in one transaction. It reports false (and
// changes nothing) when the export is no longer preparing or its member is gone: the
// caller then deletes the file it stored.
func (db *DB) ExportBuilt(ctx context.Context, id int64, fileName string, size int64) (bool, error) {
	done := false
	err := db.inTx(ctx, func(tx *Tx) error {
		now := tx.now()
		res, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, file_name = ?, size = ?, ready_at = ?, expires_at = ?
			WHERE id = ? AND status = ? AND user_id IS NOT NULL`,
			amora.ExportReady, fileName, size, formatTime(now), formatTime(now.Add(amora.ExportLifetime)), id, amora.ExportPreparing)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		payload, _ := json.Marshal(ExportJob{ExportID: id})
		if _, err := enqueueTx(ctx, tx, now, JobExportMail, payload, time.Time{}); err != nil {
			return err
		}
		done = true
		return nil
	})
	return done, err
}

// DueExports returns the exports the sweep ends at now: ready ones past their expiry,
// those still preparing after amora.ExportStuckAfter, and every export of a purged
// account (user_id NULL), whose file must go with it.
func (db *DB) DueExports(ctx context.Context) ([]amora.DataExport, error) {
	now := db.Now()
	rows, err := db.query(ctx, `SELECT `+exportColumns+` FROM data_exports
		WHERE (status = ? AND expires_at <= ?) OR (status = ? AND created_at <= ?) OR (user_id IS NULL AND status <> ?)
		ORDER BY id`,
		amora.ExportReady, formatTime(now), amora.ExportPreparing, formatTime(now.Add(-amora.ExportStuckAfter)), amora.ExportExpired)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []amora.DataExport
	for rows.Next() {
		e, err := scanExport(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *e)
	}
	return out, rows.Err()
}

// EndExport marks an export whose file the sweep deleted: expired when it was ready,
// failed when it never was. The export of a purged account is removed altogether.
func (db *DB) EndExport(ctx context.Context, e amora.DataExport) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM data_exports WHERE id = ? AND user_id IS NULL`, e.ID); err != nil {
			return err
		}
		status := amora.ExportFailed
		if e.Status == amora.ExportReady || e.Status == amora.ExportExpired {
			status = amora.ExportExpired
		}
		_, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, file_name = '' WHERE id = ?`, status, e.ID)
		return err
	})
}

// PlanExportSweep queues the next sweep at at.
func (db *DB) PlanExportSweep(ctx context.Context, at time.Time) error {
	_, err := db.Enqueue(ctx, JobExportSweep, nil, at)
	return err
}

// EnsureExportSweep queues a sweep now unless one is pending, so that a server started
// for the first time (or after the chain of sweeps broke) sweeps.
func (db *DB) EnsureExportSweep(ctx context.Context) error {
	return db.inTx(ctx, func(tx *Tx) error {
		var pending int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE kind = ? AND status = 'pending'`, JobExportSweep).Scan(&pending); err != nil {
			return err
		}
		if pending > 0 {
			return nil
		}
		_, err := enqueueTx(ctx, tx, db.Now(), JobExportSweep, nil, time.Time{})
		return err
	})
}
