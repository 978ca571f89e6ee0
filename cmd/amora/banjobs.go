package main

import (
	"context"
	"encoding/json"

	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// ban sends a banned member their statement of reasons, in their language, with the
// ground and facts as they were when the ban was decided.
func (m *accountJobs) ban(ctx context.Context, payload []byte) error {
	var job sqlstore.BanJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	u, _, err := m.userJob(ctx, payload)
	if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobBanMail); skip || err != nil {
		return err
	}
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.BanStatement(u.Language, u.Email, u.Name, job.Ground, job.Facts, job.At)
	})
}
