// Package notifymail sends the notification e-mails about conversations, messages and
// likes (issue 18) as durable jobs: the store writes each job in the transaction of its
// message or like, the API tells the mailer what happened (amora.MailNotifier) so that
// it wakes the job runner, and the job asks amora.DecideNotifyMail when it runs, so
// that a message read meanwhile, a block or a switched-off type cancels the mail.
package notifymail

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// Mailer queues and sends the notification e-mails.
type Mailer struct {
	DB        *sqlstore.DB
	Presence  amora.Presence // nil: every member counts as away since long ago
	Transport mail.Transport
	// Site returns the member's site, its renderer and the base URL of its links.
	Site     func(ctx context.Context, u *amora.User) (*amora.Site, mail.Renderer, string, error)
	TokenKey []byte // signs the settings and unsubscribe links (amora.SettingsTokenKey)
	Mailbox  string // the unsubscribe mailbox of List-Unsubscribe's mailto; "" for none
	Wake     func() // tells the job runner that a job was queued; may be nil
	// Photos signs the sender's photo shown in the mail (amora.EmailPhotoURL); nil
	// sends the mails without it.
	Photos amora.PhotoSigner
	Logger *slog.Logger
}

var _ amora.MailNotifier = (*Mailer)(nil)

// Register registers the job handler.
func (m *Mailer) Register(r *jobs.Runner) { r.Handle(sqlstore.JobNotifyMail, m.Handle) }

// MessageSent hears of a message stored with its mail's job (amora.MessageMailJob):
// a new conversation's job is due at once, so the runner is woken; a new message's
// waits AwayBeforeMessageMail anyway.
func (m *Mailer) MessageSent(ctx context.Context, recipientID int64, sent amora.Sent) error {
	if sent.New {
		m.wake()
	}
	return nil
}

// Liked hears of a like stored with its mail's job (amora.LikeMailJob), due at once.
func (m *Mailer) Liked(ctx context.Context, likerID, likedID int64, match bool) error {
	m.wake()
	return nil
}

func (m *Mailer) wake() {
	if m.Wake != nil {
		m.Wake()
	}
}

// Handle runs one notification mail job: it reads the member, their settings, the
// last mail of the kind, the block and read state and the member's presence, asks
// amora.DecideNotifyMail, and sends, skips, or queues the job again for later. The
// mail is recorded under the job's key before it is sent: a job run again after a
// restart finds its key and sends nothing twice.
func (m *Mailer) Handle(ctx context.Context, payload []byte) error {
	var job amora.NotifyMailJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	v, err := m.handle(ctx, job)
	if err == nil && m.Logger != nil {
		m.Logger.Debug("notification mail", "type", job.Type, "user", job.UserID, "key", job.Key, "reason", v.Reason)
	}
	return err
}

// handle is Handle with the verdict, for tests.
func (m *Mailer) handle(ctx context.Context, job amora.NotifyMailJob) (amora.NotifyVerdict, error) {
	skip := func(reason string) (amora.NotifyVerdict, error) {
		return amora.NotifyVerdict{Decision: amora.NotifySkip, Reason: reason}, nil
	}
	u, err := m.DB.FindUser(ctx, job.UserID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return skip(amora.NotifyReasonRefused)
	} else if err != nil {
		return amora.NotifyVerdict{}, err
	}
	settings, err := m.DB.NotificationSettings(ctx, u.ID)
	if err != nil {
		return amora.NotifyVerdict{}, err
	}
	convID := job.ConversationID
	if job.Type == amora.NotifyLike {
		convID = 0
	}
	last, err := m.DB.LastNotifyMail(ctx, u.ID, job.Type, convID)
	if err != nil {
		return amora.NotifyVerdict{}, err
	}
	if last.Key == job.Key {
		return skip(notifyReasonDone)
	}
	facts, err := m.DB.NotifyMailFacts(ctx, u.ID, job.OtherID, job.MessageID)
	if err != nil {
		return amora.NotifyVerdict{}, err
	}
	lastMail := last.At
	if job.Type == amora.NotifyNewMessages {
		// The conversation's first mail counts towards its hourly cap too.
		first, err := m.DB.LastNotifyMail(ctx, u.ID, amora.NotifyNewConversations, convID)
		if err != nil {
			return amora.NotifyVerdict{}, err
		}
		if first.At.After(lastMail) {
			lastMail = first.At
		}
	}
	now := m.DB.Now()
	// E-mail is push's fallback (issue 19): the push job of the same event (same key)
	// recorded whether it reached a device.
	pushed, err := m.DB.PushOutcome(ctx, u.ID, job.Key)
	if err != nil {
		return amora.NotifyVerdict{}, err
	}
	c := amora.NotifyCase{Type: job.Type, Refusal: amora.EmailRefusal(u, *settings, job.Type),
		Blocked: facts.Blocked, Seen: facts.Seen, LastMail: lastMail, Now: now,
		Pushed: pushed.Pushed(), PushWaiting: pushed.Waiting(now)}
	if m.Presence != nil {
		c.Active, c.AwaySince = m.Presence.Presence(u.ID)
	}
	v := amora.DecideNotifyMail(c)
	switch v.Decision {
	case amora.NotifySkip:
		return v, nil
	case amora.NotifyDelay:
		_, err := m.DB.EnqueueNotifyMail(ctx, job, v.At)
		return v, err
	}
	n := mail.NotifyMail{Kind: mail.NotifyNewMessage}
	other, err := m.DB.FindUser(ctx, job.OtherID)
	if amora.ErrorCode(err) == amora.ENOTFOUND || (err == nil && (other.Status == amora.UserDeleted || other.Status == amora.UserBanned)) {
		return skip(amora.NotifyReasonRefused)
	} else if err != nil {
		return amora.NotifyVerdict{}, err
	}
	n.Sender = other.Name
	fictional := false
	// sender is the profile whose photo the mail shows: the writer's or liker's.
	sender, err := m.DB.FindProfile(ctx, other.ID)
	if err == nil {
		fictional = sender.Fictional
	} else {
		sender = nil
	}
	switch job.Type {
	case amora.NotifyNewConversations:
		n.Kind = mail.NotifyNewConversation
	case amora.NotifyLike:
		likers, err := m.DB.NewLikesSince(ctx, u.ID, last.At)
		if err != nil {
			return amora.NotifyVerdict{}, err
		}
		switch {
		case len(likers) == 0:
			return skip(amora.NotifyReasonSeen) // told of in an earlier mail, or seen
		case len(likers) > 1:
			n.Kind, n.Count = mail.NotifyLikes, len(likers)
			if likers[0] != other.ID {
				if newest, err := m.DB.FindUser(ctx, likers[0]); err == nil {
					n.Sender = newest.Name
					sender, _ = m.DB.FindProfile(ctx, likers[0])
				}
			}
		case job.Match:
			n.Kind = mail.NotifyMatch
		default:
			n.Kind = mail.NotifyLike
		}
	}
	recorded, err := m.DB.RecordNotifyMail(ctx, u.ID, job.Type, convID, job.Key, last, now)
	if err != nil || !recorded {
		return skip(notifyReasonDone) // another job's mail went first
	}
	if err := m.send(ctx, u, job, n, sender, fictional, now); err != nil {
		// Not sent: forget the record, so that the job's next attempt sends it.
		if ferr := m.DB.ForgetNotifyMail(ctx, u.ID, job.Type, convID, job.Key, last); ferr != nil {
			err = fmt.Errorf("%w (and forgetting the record: %v)", err, ferr)
		}
		return amora.NotifyVerdict{}, err
	}
	return v, nil
}

// notifyReasonDone: this job's mail (or a concurrent one's) was sent already.
const notifyReasonDone = "done"

// send renders and sends the mail, with sender's photo as an e-mail shows it (nil:
// none). A fictional sender is named as one (the site's
// fictional_singular, in the member's language), as their profile shows it, so that the
// mail never passes a fictional profile off as a real member.
func (m *Mailer) send(ctx context.Context, u *amora.User, job amora.NotifyMailJob, n mail.NotifyMail, sender *amora.Profile, fictional bool, now time.Time) error {
	site, r, base, err := m.Site(ctx, u)
	if err != nil {
		return err
	}
	n.Photo = amora.EmailPhotoURL(m.Photos, base, sender)
	if fictional && n.Kind != mail.NotifyLikes {
		n.Sender += " (" + amora.FictionalLabel(site, u.Language) + ")"
	}
	switch n.Kind {
	case mail.NotifyLikes:
		n.Link = base + "/likes"
	case mail.NotifyLike, mail.NotifyMatch:
		n.Link = base + "/likes/m/" + strconv.FormatInt(job.OtherID, 10) // SPEC: a like for a member
	default:
		n.Link = base + "/chats/" + strconv.FormatInt(job.ConversationID, 10)
	}
	token := amora.SignSettingsToken(m.TokenKey, u.ID, u.Email, now.Add(amora.SettingsTokenLifetime))
	n.SettingsURL = amora.SettingsURL(base, token)
	n.UnsubscribeURL = amora.UnsubscribeURL(base, token, job.Type)
	list, post := amora.ListUnsubscribeHeaders(m.TokenKey, base, m.Mailbox, u, job.Type, now)
	n.Headers = []mail.Header{{Name: mail.HeaderListUnsubscribe, Value: list}, {Name: mail.HeaderListUnsubscribePost, Value: post}}
	msg, err := r.Notify(u.Language, u.Email, u.Name, n)
	if err != nil {
		return &jobs.Permanent{Err: err}
	}
	return m.Transport.Send(ctx, msg)
}
