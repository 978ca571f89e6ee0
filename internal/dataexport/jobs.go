package dataexport

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/media"
	"amora/internal/sqlstore"
)

// Store is what the export jobs need of the database (*sqlstore.DB).
type Store interface {
	FindExport(ctx context.Context, id int64) (*amora.DataExport, error)
	MemberData(ctx context.Context, userID int64) ([]sqlstore.ExportFile, []sqlstore.ExportPhoto, error)
	ExportBuilt(ctx context.Context, id int64, fileName string, size int64) (bool, error)
	DueExports(ctx context.Context) ([]amora.DataExport, error)
	EndExport(ctx context.Context, e amora.DataExport) error
	PlanExportSweep(ctx context.Context, at time.Time) error
}

// Jobs builds exports and sweeps expired ones.
type Jobs struct {
	DB    Store
	Files media.Store // where photos are and ZIPs go
	Now   func() time.Time
}

// Register handles the build and sweep jobs (the mail job is cmd/amora's).
func (j *Jobs) Register(r *jobs.Runner) {
	r.Handle(sqlstore.JobExportBuild, j.Build)
	r.Handle(sqlstore.JobExportSweep, j.Sweep)
}

// Build builds the ZIP of one export, stores it and marks the export ready (which
// queues the member's e-mail). An export no longer preparing is left alone; a ZIP
// the export no longer wants (it was swept meanwhile, or the account purged) is
// deleted again.
func (j *Jobs) Build(ctx context.Context, payload []byte) error {
	var p sqlstore.ExportJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return &jobs.Permanent{Err: err}
	}
	e, err := j.DB.FindExport(ctx, p.ExportID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if e.Status != amora.ExportPreparing || e.UserID == 0 {
		return nil
	}
	files, photos, err := j.DB.MemberData(ctx, e.UserID)
	if err != nil {
		return err
	}
	zip, err := Build(ctx, files, photos, j.Files, j.Now())
	if err != nil {
		return err
	}
	name := FileName()
	if err := j.Files.Put(ctx, name, zip); err != nil {
		return err
	}
	ok, err := j.DB.ExportBuilt(ctx, e.ID, name, int64(len(zip)))
	if err != nil || !ok {
		return errors.Join(err, j.Files.Delete(context.WithoutCancel(ctx), name))
	}
	return nil
}

// Sweep deletes the files of exports that expired (and of purged accounts), ends
// those exports, and plans the next sweep in sqlstore.ExportSweepEvery.
func (j *Jobs) Sweep(ctx context.Context, _ []byte) error {
	due, err := j.DB.DueExports(ctx)
	if err != nil {
		return err
	}
	for _, e := range due {
		if e.FileName != "" {
			if err := j.Files.Delete(ctx, e.FileName); err != nil {
				return err
			}
		}
		if err := j.DB.EndExport(ctx, e); err != nil {
			return err
		}
	}
	return j.DB.PlanExportSweep(ctx, j.Now().Add(sqlstore.ExportSweepEvery))
}
