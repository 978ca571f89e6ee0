package push

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"amora"
	"amora/internal/jobs"
	"amora/internal/sqlstore"
)

// Notifier pushes the notifications of messages and likes: the store writes a
// JobNotifyPush job beside each notification's mail job (same payload, same key), the
// API tells the Notifier (amora.MailNotifier) so that it wakes the runner at once, and
// the job's handler sends to every subscription of the recipient.
type Notifier struct {
	DB     *sqlstore.DB
	Sender *Sender
	// Site returns the member's site and the base URL of its links.
	Site   func(ctx context.Context, u *amora.User) (*amora.Site, string, error)
	Wake   func() // tells the job runner that a job was queued; may be nil
	Logger *slog.Logger
}

var _ amora.MailNotifier = (*Notifier)(nil)

// Push TTLs and urgencies (RFC 8030 §5.2, §5.3): a push waits a day at most for a
// phone that is off; a message wakes a phone in power saving, a like need not.
const (
	messageTTL = 24 * time.Hour
	likeTTL    = 24 * time.Hour
)

// Register registers the job handler.
func (n *Notifier) Register(r *jobs.Runner) { r.Handle(sqlstore.JobNotifyPush, n.Handle) }

// MessageSent wakes the runner: the message's push job is due at once.
func (n *Notifier) MessageSent(ctx context.Context, recipientID int64, sent amora.Sent) error {
	n.wake()
	return nil
}

// Liked wakes the runner: the like's push job is due at once.
func (n *Notifier) Liked(ctx context.Context, likerID, likedID int64, match bool) error {
	n.wake()
	return nil
}

func (n *Notifier) wake() {
	if n.Wake != nil {
		n.Wake()
	}
}

// Handle runs one push job (its payload an amora.NotifyMailJob).
func (n *Notifier) Handle(ctx context.Context, payload []byte) error {
	var job amora.NotifyMailJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	reason, err := n.push(ctx, job)
	if n.Logger != nil && err == nil {
		n.Logger.Debug("push", "type", job.Type, "user", job.UserID, "key", job.Key, "reason", reason)
	}
	return err
}

// Reasons push returns besides amora.PushRefusal's.
const (
	reasonNoDevice = "no_device"
	reasonSent     = "sent"
)

// push sends the job's push to every live subscription of the recipient that does not
// have it yet and records the outcome under the job's key; it returns why nothing was
// sent, or reasonSent. A subscription the push service calls gone is deleted; when one
// asked to try again, the error is a *jobs.RetryAt with its Retry-After.
func (n *Notifier) push(ctx context.Context, job amora.NotifyMailJob) (string, error) {
	u, err := n.DB.FindUser(ctx, job.UserID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return amora.PushRefuseAccount, nil
	} else if err != nil {
		return "", err
	}
	subs, err := n.DB.PushSubscriptions(ctx, u.ID)
	if err != nil || len(subs) == 0 {
		return reasonNoDevice, err
	}
	c := amora.PushCase{Type: job.Type, User: u}
	settings, err := n.DB.PushSettings(ctx, u.ID)
	if err != nil {
		return "", err
	}
	c.Settings = *settings
	facts, err := n.DB.NotifyMailFacts(ctx, u.ID, job.OtherID, job.MessageID)
	if err != nil {
		return "", err
	}
	c.Blocked, c.Seen = facts.Blocked, facts.Seen
	other, err := n.DB.FindUser(ctx, job.OtherID)
	if err != nil && amora.ErrorCode(err) != amora.ENOTFOUND {
		return "", err
	}
	c.SenderOK = err == nil && other.Status != amora.UserDeleted && other.Status != amora.UserBanned
	if refusal := amora.PushRefusal(c); refusal != "" {
		if refusal == amora.PushRefuseAccount {
			// A deleted or banned account keeps no device.
			return refusal, n.DB.DeleteUserPushSubscriptions(ctx, u.ID)
		}
		return refusal, nil
	}
	msg, subject, err := n.message(ctx, u, other, job, settings.Preview)
	if err != nil {
		return "", err
	}
	delivered, err := n.DB.StartPushEvent(ctx, u.ID, job.Key)
	if err != nil {
		return "", err
	}
	var took []int64
	var retry error
	var wait time.Duration
	for _, s := range subs {
		if delivered[s.ID] {
			continue
		}
		res, at, err := n.Sender.Send(ctx, webpush.Subscription{Endpoint: s.Endpoint, Keys: webpush.Keys{P256dh: s.P256dh, Auth: s.Auth}}, subject, msg)
		switch res {
		case Delivered:
			delivered[s.ID] = true
			took = append(took, s.ID)
		case Gone:
			if err := n.DB.DeletePushSubscription(ctx, s.ID); err != nil {
				return "", err
			}
		case Retry:
			retry = errors.Join(retry, err)
			wait = max(wait, at)
		case Rejected:
			if n.Logger != nil {
				n.Logger.Warn("push rejected", "user", u.ID, "subscription", s.ID, "err", err)
			}
		}
	}
	state := amora.PushFailed
	switch {
	case len(delivered) > 0:
		state = amora.PushDelivered
	case retry != nil:
		state = amora.PushPending
	}
	if err := n.DB.FinishPushEvent(ctx, u.ID, job.Key, state, delivered, took); err != nil {
		return "", err
	}
	if retry != nil {
		// Without a Retry-After the runner's backoff decides.
		var at time.Time
		if wait > 0 {
			at = n.DB.Now().Add(wait)
		}
		return "", &jobs.RetryAt{Err: fmt.Errorf("push to member %d: %w", u.ID, retry), At: at}
	}
	return reasonSent, nil
}

// message builds the push: discreet by default (a title naming the site, no body);
// with the member's preview the sender's name and the first words of the message.
// It also returns the VAPID subject, the site's support address.
func (n *Notifier) message(ctx context.Context, u, other *amora.User, job amora.NotifyMailJob, preview bool) (Message, string, error) {
	site, base, err := n.Site(ctx, u)
	if err != nil {
		return Message{}, "", err
	}
	subject := base
	if site.Settings.SupportEmail != "" {
		subject = "mailto:" + site.Settings.SupportEmail
	}
	p := amora.PushPayload{Tag: amora.PushTopic(job.ConversationID)}
	msg := Message{TTL: messageTTL, Urgency: webpush.UrgencyHigh}
	key := "message"
	switch job.Type {
	case amora.NotifyLike:
		p.Tag = amora.PushTopic(0)
		p.OpenURL, p.CheckURL, key = "/likes", "/api/likes", "like"
		msg.TTL, msg.Urgency = likeTTL, webpush.UrgencyNormal
	case amora.NotifyNewConversations:
		key = "conversation"
		fallthrough
	default:
		p.OpenURL, p.CheckURL = "/chats/"+strconv.FormatInt(job.ConversationID, 10), "/api/chats"
	}
	msg.Topic = p.Tag
	p.Title = text(u.Language, key, site.Settings.Name)
	if preview {
		p.Title = other.Name
		if prof, err := n.DB.FindProfile(ctx, other.ID); err == nil && prof.Fictional {
			p.Title += " (" + amora.FictionalLabel(site, u.Language) + ")"
		}
		if job.Type == amora.NotifyLike {
			p.Body = text(u.Language, "liked", site.Settings.Name)
		} else {
			body, err := n.DB.MessageText(ctx, job.MessageID)
			if err != nil {
				return Message{}, "", err
			}
			p.Body = amora.PushPreview(body)
		}
	}
	if p.Badge, err = n.DB.PushBadge(ctx, u.ID); err != nil {
		return Message{}, "", err
	}
	msg.Payload, err = json.Marshal(p)
	return msg, subject, err
}
