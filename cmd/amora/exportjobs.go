package main

import (
	"context"
	"encoding/json"
	"time"

	"amora"
	"amora/internal/dataexport"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/media"
	"amora/internal/sqlstore"
)

// startExports handles the data export jobs (issue 23): building the ZIPs into the
// photo store, the e-mail that one is ready, and the sweep that deletes expired ones,
// which it starts unless one is pending.
func startExports(ctx context.Context, db *sqlstore.DB, acct *accountJobs, files media.Store, r *jobs.Runner) error {
	j := &dataexport.Jobs{DB: db, Files: files, Now: func() time.Time { return db.Now() }}
	j.Register(r)
	r.Handle(sqlstore.JobExportMail, acct.exportReady)
	return db.EnsureExportSweep(ctx)
}

// exportReady tells the member their data can be downloaded, while it still can.
func (m *accountJobs) exportReady(ctx context.Context, payload []byte) error {
	var p sqlstore.ExportJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return &jobs.Permanent{Err: err}
	}
	e, err := m.db.FindExport(ctx, p.ExportID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if !e.Downloadable(m.db.Now()) || e.UserID == 0 {
		return nil
	}
	u, err := m.db.FindUser(ctx, e.UserID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobExportMail); skip || err != nil {
		return err
	}
	days := int(amora.ExportLifetime.Hours() / 24)
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		return r.ExportReady(u.Language, u.Email, u.Name, base+"/profile#data-export", e.ExpiresAt, days)
	})
}
