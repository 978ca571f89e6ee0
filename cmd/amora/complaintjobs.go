package main

import (
	"context"
	"encoding/json"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// The complaint e-mails (issue 23): the receipt and the decision go to whoever sent
// the notice, member or not, in the language they used the site in, with the links of
// the site they sent it on; the statement of reasons goes to the reported member.

func (m *accountJobs) registerComplaints(r *jobs.Runner) {
	r.Handle(sqlstore.JobComplaintReceipt, m.complaintReceipt)
	r.Handle(sqlstore.JobComplaintDecision, m.complaintDecision)
	r.Handle(sqlstore.JobComplaintStatement, m.complaintStatement)
}

// complaintJob reads the complaint a job names; a complaint that is gone is a
// permanent failure.
func (m *accountJobs) complaintJob(ctx context.Context, payload []byte) (*amora.Complaint, error) {
	var p sqlstore.ComplaintJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, &jobs.Permanent{Err: err}
	}
	c, _, err := m.db.Complaint(ctx, p.ComplaintID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil, &jobs.Permanent{Err: err}
	}
	return c, err
}

// reporter stands for the sender of a notice, who need not be a member: their site
// decides the e-mail's links.
func reporter(c *amora.Complaint) *amora.User {
	return &amora.User{ID: c.ReporterID, Email: c.Email, Name: c.Name, Language: c.Language, SiteHost: c.SiteHost}
}

func (m *accountJobs) complaintReceipt(ctx context.Context, payload []byte) error {
	c, err := m.complaintJob(ctx, payload)
	if err != nil || c.Email == "" {
		return err
	}
	u := reporter(c)
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.ComplaintReceipt(u.Language, u.Email, u.Name, c.Reference, c.Category, c.CreatedAt)
	})
}

func (m *accountJobs) complaintDecision(ctx context.Context, payload []byte) error {
	c, err := m.complaintJob(ctx, payload)
	if err != nil || c.Email == "" || c.Status != amora.ComplaintDecided {
		return err
	}
	u := reporter(c)
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.ComplaintDecision(u.Language, u.Email, u.Name, c.Reference, c.Decision, c.CreatedAt)
	})
}

// complaintStatement sends the reported member the statement of reasons for a
// removal or a warning, in their language, with the facts the moderator wrote.
func (m *accountJobs) complaintStatement(ctx context.Context, payload []byte) error {
	c, err := m.complaintJob(ctx, payload)
	if err != nil {
		return err
	}
	u, err := m.db.FindUser(ctx, c.MemberID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return &jobs.Permanent{Err: err}
	} else if err != nil {
		return err
	}
	if skip, err := m.skipDisabled(ctx, u, sqlstore.JobComplaintStatement); skip || err != nil {
		return err
	}
	content := mail.ContentProfile
	switch {
	case c.PhotoID != 0:
		content = mail.ContentPhoto
	case c.MessageID != 0:
		content = mail.ContentMessage
	}
	return m.send(ctx, u, func(r mail.Renderer, _ string) (mail.Message, error) {
		return r.ComplaintStatement(u.Language, u.Email, u.Name, c.Decision, content, c.Category, c.Reason, c.DecidedAt)
	})
}
