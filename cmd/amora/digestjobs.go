package main

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// Timings of the weekly updates.
const (
	weeklyPlanEvery = time.Hour        // the planner runs hourly, so each time zone's Monday morning is met
	weeklyPlanPage  = 2000             // members read per page while planning
	newcomersFor    = 10 * time.Minute // how long the list of new members is reused
	newcomersMax    = 20000            // new members considered per week, newest first
)

// digestJobs sends the weekly updates and the campaigns: bulk e-mails, each passing
// amora.EmailRefusal, each recorded (weekly_sends, campaign_sends) so that a restart
// or a second run sends nothing twice.
type digestJobs struct {
	acct        *accountJobs
	settingsKey []byte
	mailbox     string // the mailto of List-Unsubscribe; none when empty
	photos      amora.PhotoSigner
	now         func() time.Time

	mu        sync.Mutex
	newcomers map[string][]*amora.Profile // see newcomerKey
	loadedAt  time.Time
}

// newcomerKey groups the new members by country and gender ("" for either), so that
// matching a member scans only the new members of their country.
func newcomerKey(country, gender string) string { return country + "/" + gender }

func (d *digestJobs) register(r *jobs.Runner) {
	r.Handle(sqlstore.JobWeeklyPlan, d.plan)
	r.Handle(sqlstore.JobWeeklyUpdate, d.weekly)
	r.Handle(sqlstore.JobCampaignMail, d.campaign)
}

// start makes sure a planner is queued.
func (d *digestJobs) start(ctx context.Context) error {
	return d.acct.db.ScheduleWeeklyPlan(ctx, d.now(), time.Time{})
}

// plan queues the weekly updates that are due, then queues itself for the next hour.
func (d *digestJobs) plan(ctx context.Context, _ []byte) error {
	now := d.now()
	if _, err := d.PlanWeekly(ctx, now); err != nil {
		return err
	}
	return d.acct.db.ScheduleWeeklyPlan(ctx, now.Add(weeklyPlanEvery), now.Add(weeklyPlanEvery/2))
}

// PlanWeekly queues a JobWeeklyUpdate for every member whose update is due at now
// and not yet queued this week, a page at a time, and returns how many it queued.
func (d *digestJobs) PlanWeekly(ctx context.Context, now time.Time) (int, error) {
	db := d.acct.db
	total := 0
	var after int64
	for {
		page, err := db.WeeklyCandidates(ctx, after, weeklyPlanPage)
		if err != nil {
			return total, err
		}
		var due []sqlstore.WeeklyJob
		for _, c := range page {
			if week, ok := amora.WeeklyDue(c.Country, now); ok {
				due = append(due, sqlstore.WeeklyJob{UserID: c.ID, Week: week})
			}
		}
		n, err := db.QueueWeekly(ctx, due)
		total += n
		if err != nil {
			return total, err
		}
		if len(page) < weeklyPlanPage {
			return total, nil
		}
		after = page[len(page)-1].ID
	}
}

// newMembers returns the members who joined in the last week, newest first, that u
// may look for (their country, and the gender they look for), read at most every
// newcomersFor.
func (d *digestJobs) newMembers(ctx context.Context, u *amora.User, now time.Time) ([]*amora.Profile, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.newcomers == nil || now.Sub(d.loadedAt) >= newcomersFor || now.Before(d.loadedAt) {
		ps, err := d.acct.db.NewMembers(ctx, now.Add(-amora.WeeklyNewFor), newcomersMax)
		if err != nil {
			return nil, err
		}
		groups := map[string][]*amora.Profile{}
		for _, p := range ps {
			for _, key := range []string{newcomerKey(p.Country, p.Gender), newcomerKey(p.Country, "")} {
				groups[key] = append(groups[key], p)
			}
		}
		d.newcomers, d.loadedAt = groups, now
	}
	gender := u.Basics.LookingFor
	if gender == "both" {
		gender = ""
	}
	return d.newcomers[newcomerKey(u.Basics.Country, gender)], nil
}

// weekly sends the weekly updates of a batch of members. Each is claimed before and
// recorded after it is sent, so that a retried job sends only what is still queued;
// after a failure the rest of the batch goes back to the queue and the job fails, to
// be tried again.
func (d *digestJobs) weekly(ctx context.Context, payload []byte) error {
	var batch sqlstore.WeeklyBatch
	if err := json.Unmarshal(payload, &batch); err != nil {
		return &jobs.Permanent{Err: err}
	}
	db := d.acct.db
	claimed, err := db.ClaimWeeklySends(ctx, batch.Sends)
	if err != nil {
		return err
	}
	states := make(map[sqlstore.WeeklyJob]string, len(claimed))
	for _, job := range claimed {
		if err != nil {
			states[job] = sqlstore.SendQueued
			continue
		}
		var state string
		if state, err = d.sendWeekly(ctx, job); err != nil {
			state = sqlstore.SendQueued
		}
		states[job] = state
	}
	if ferr := db.FinishWeeklySends(ctx, states); ferr != nil && err == nil {
		err = ferr
	}
	return err
}

// sendWeekly renders and sends one weekly update and says how it ended: SendSent, or
// SendSkipped when the member may not be mailed or nobody new matches.
func (d *digestJobs) sendWeekly(ctx context.Context, job sqlstore.WeeklyJob) (string, error) {
	u, s, err := d.recipient(ctx, job.UserID)
	if err != nil || amora.EmailRefusal(u, *s, amora.NotifyWeeklyUpdates) != "" {
		return sqlstore.SendSkipped, ignoreNotFound(err)
	}
	now := d.now()
	newcomers, err := d.newMembers(ctx, u, now)
	if err != nil {
		return "", err
	}
	hidden, err := d.acct.db.BlockedPeers(ctx, u.ID)
	if err != nil {
		return "", err
	}
	matches := amora.WeeklyMatches(u, newcomers, hidden, now, amora.WeeklyMaxMembers)
	if len(matches) == 0 {
		return sqlstore.SendSkipped, nil
	}
	msg, err := d.render(ctx, u, amora.NotifyWeeklyUpdates, func(r mail.Renderer, base string, links mail.BulkLinks) (mail.Message, error) {
		return r.WeeklyUpdate(u.Language, u.Email, u.Name, d.digestMembers(base, matches), links)
	})
	if err != nil {
		return "", err
	}
	if err := d.acct.transport.Send(ctx, msg); err != nil {
		return "", err
	}
	return sqlstore.SendSent, nil
}

// digestMembers are the matches as the weekly update shows them, each with the main
// photo as an e-mail shows it (amora.EmailPhotoURL).
func (d *digestJobs) digestMembers(base string, ps []*amora.Profile) []mail.DigestMember {
	out := make([]mail.DigestMember, 0, len(ps))
	for _, p := range ps {
		m := mail.DigestMember{Name: p.Name, Age: p.Age, City: p.City, Link: base + "/members/" + strconv.FormatInt(p.ID, 10)}
		m.Photo = amora.EmailPhotoURL(d.photos, base, p)
		out = append(out, m)
	}
	return out
}

// campaign sends a campaign's mails to a batch of members, each claimed before and
// recorded after it is sent (see weekly).
func (d *digestJobs) campaign(ctx context.Context, payload []byte) error {
	var job sqlstore.CampaignJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	db := d.acct.db
	c, err := db.FindCampaign(ctx, job.CampaignID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return &jobs.Permanent{Err: err}
	} else if err != nil {
		return err
	}
	claimed, err := db.ClaimCampaignSends(ctx, job.CampaignID, job.UserIDs)
	if err != nil {
		return err
	}
	states := make(map[int64]string, len(claimed))
	for _, uid := range claimed {
		if err != nil {
			states[uid] = sqlstore.SendQueued
			continue
		}
		var state string
		if state, err = d.sendCampaign(ctx, c, uid); err != nil {
			state = sqlstore.SendQueued
		}
		states[uid] = state
	}
	if ferr := db.FinishCampaignSends(ctx, job.CampaignID, states); ferr != nil && err == nil {
		err = ferr
	}
	return err
}

// sendCampaign renders and sends campaign c to one member and says how it ended.
func (d *digestJobs) sendCampaign(ctx context.Context, c *amora.Campaign, userID int64) (string, error) {
	u, s, err := d.recipient(ctx, userID)
	if err != nil || amora.EmailRefusal(u, *s, c.Kind) != "" {
		return sqlstore.SendSkipped, ignoreNotFound(err)
	}
	text := c.TextFor(strings.ToLower(u.Language))
	msg, err := d.render(ctx, u, c.Kind, func(r mail.Renderer, _ string, links mail.BulkLinks) (mail.Message, error) {
		return r.Campaign(u.Language, u.Email, u.Name, c.Kind, text.Subject, text.Body, links)
	})
	if err != nil {
		return "", err
	}
	if err := d.acct.transport.Send(ctx, msg); err != nil {
		return "", err
	}
	return sqlstore.SendSent, nil
}

// recipient loads a member and their notification settings.
func (d *digestJobs) recipient(ctx context.Context, id int64) (*amora.User, *amora.NotificationSettings, error) {
	u, err := d.acct.db.FindUser(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	s, err := d.acct.db.NotificationSettings(ctx, id)
	return u, s, err
}

// render renders a bulk e-mail of type typ for u with the site's renderer, the
// settings and unsubscribe links and the List-Unsubscribe fields.
func (d *digestJobs) render(ctx context.Context, u *amora.User, typ string,
	render func(r mail.Renderer, base string, links mail.BulkLinks) (mail.Message, error)) (mail.Message, error) {
	site, base, err := d.acct.siteFor(ctx, u)
	if err != nil {
		return mail.Message{}, err
	}
	now := d.now()
	token := amora.SignSettingsToken(d.settingsKey, u.ID, u.Email, now.Add(amora.SettingsTokenLifetime))
	list, post := amora.ListUnsubscribeHeaders(d.settingsKey, base, d.mailbox, u, typ, now)
	links := mail.BulkLinks{Settings: amora.SettingsURL(base, token), Unsubscribe: amora.UnsubscribeURL(base, token, typ),
		Headers: []mail.Header{{Name: mail.HeaderListUnsubscribe, Value: list}, {Name: mail.HeaderListUnsubscribePost, Value: post}}}
	msg, err := render(mail.Renderer{SiteName: site.Settings.Name, BaseURL: base, SupportEmail: site.Settings.SupportEmail}, base, links)
	if err != nil {
		return mail.Message{}, &jobs.Permanent{Err: err}
	}
	return msg, nil
}

// ignoreNotFound treats a member or campaign gone meanwhile as nothing to send.
func ignoreNotFound(err error) error {
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil
	}
	return err
}

// newDigestJobs wires the weekly updates and campaigns: the settings links are signed
// with the key the API checks them with (wireNotifications).
func newDigestJobs(cfg config.Config, acct *accountJobs, photos amora.PhotoSigner) (*digestJobs, error) {
	key, err := mediaKey(cfg)
	if err != nil {
		return nil, err
	}
	return &digestJobs{acct: acct, settingsKey: amora.SettingsTokenKey(key), photos: photos, mailbox: cfg.UnsubscribeMailbox,
		now: func() time.Time { return time.Now().UTC() }}, nil
}
