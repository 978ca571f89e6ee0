package main

import (
	"context"
	"encoding/json"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// reminderPartners is how many partner names an unread-message reminder lists.
const reminderPartners = 5

// reminderJobs runs the reminder sweep and sends the reminder mails it queues
// (issue 18). Whether a mail goes out is decided when it is about to be sent, by
// amora.ReminderRefusal on what the database says then.
type reminderJobs struct {
	*accountJobs
	settingsKey []byte
	mailbox     string // the mailto of List-Unsubscribe; none when empty
	now         func() time.Time
}

func newReminderJobs(cfg config.Config, acct *accountJobs) (*reminderJobs, error) {
	key, err := mediaKey(cfg)
	if err != nil {
		return nil, err
	}
	return &reminderJobs{accountJobs: acct, settingsKey: amora.SettingsTokenKey(key), mailbox: cfg.UnsubscribeMailbox,
		now: func() time.Time { return acct.db.Now() }}, nil
}

func (m *reminderJobs) register(r *jobs.Runner) {
	r.Handle(sqlstore.JobReminderSweep, m.sweep)
	r.Handle(sqlstore.JobReminderMail, m.remind)
}

// sweep queues the reminders that fell due and plans the next sweep.
func (m *reminderJobs) sweep(ctx context.Context, _ []byte) error {
	_, err := m.db.SweepReminders(ctx)
	return err
}

// remind sends one reminder mail, unless the member may not get it any more.
func (m *reminderJobs) remind(ctx context.Context, payload []byte) error {
	var p sqlstore.ReminderJob
	if err := json.Unmarshal(payload, &p); err != nil {
		return &jobs.Permanent{Err: err}
	}
	f, partners, err := m.db.ReminderFacts(ctx, p.UserID, p.Kind, reminderPartners)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil // the account is gone
	} else if err != nil {
		return err
	}
	if amora.ReminderRefusal(*f) != "" {
		return nil
	}
	u, typ, now := f.User, amora.ReminderType(p.Kind), m.now()
	activation, back := "", ""
	if p.Kind == amora.ReminderActivation {
		if back, err = m.db.SignupReturn(ctx, u.ID); err != nil {
			return err
		}
		if activation, err = m.db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime); err != nil {
			return err
		}
	}
	return m.send(ctx, u, func(r mail.Renderer, base string) (mail.Message, error) {
		token := amora.SignSettingsToken(m.settingsKey, u.ID, u.Email, now.Add(amora.SettingsTokenLifetime))
		lu, _ := amora.ListUnsubscribeHeaders(m.settingsKey, base, m.mailbox, u, typ, now)
		n := mail.Notice{SettingsURL: amora.SettingsURL(base, token), UnsubscribeURL: amora.UnsubscribeURL(base, token, typ), ListUnsubscribe: lu}
		switch p.Kind {
		case amora.ReminderActivation:
			return r.ActivationReminder(u.Language, u.Email, u.Name, amora.ActivationLink(base, activation, back), n)
		case amora.ReminderProfilePhoto:
			return r.ProfilePhotoReminder(u.Language, u.Email, u.Name, base+"/profile", n)
		}
		return r.UnreadReminder(u.Language, u.Email, u.Name, p.Kind == amora.ReminderUnread72, partners.Names, partners.Total, base+"/chats", n)
	})
}

// startReminders registers the reminder jobs and makes sure a sweep is planned.
func startReminders(ctx context.Context, cfg config.Config, db *sqlstore.DB, acct *accountJobs, r *jobs.Runner) error {
	m, err := newReminderJobs(cfg, acct)
	if err != nil {
		return err
	}
	m.register(r)
	return db.EnsureReminderSweep(ctx)
}
