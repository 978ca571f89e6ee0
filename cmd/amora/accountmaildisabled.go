package main

import (
	"context"
	"log/slog"

	"amora"
)

// skipDisabled says whether the account e-mail job must not go to u's address because
// it is disabled (a hard bounce or a complaint, issue 18): the store records the skip
// and it is logged; the job is then done, without a retry. Only the mails that confirm
// an address anew go to a disabled one: the e-mail change confirmation, sent to the new
// address (docs/decisions.md).
func (m *accountJobs) skipDisabled(ctx context.Context, u *amora.User, job string) (bool, error) {
	reason, err := m.db.SkipDisabledMail(ctx, u.ID, job)
	if err != nil || reason == "" {
		return false, err
	}
	slog.Default().InfoContext(ctx, "account mail not sent: address disabled", "job", job, "user", u.ID, "reason", reason)
	return true, nil
}
