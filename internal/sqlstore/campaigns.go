package sqlstore

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"amora"
)

var _ amora.CampaignService = (*DB)(nil)

// CampaignJob is the payload of a JobCampaignMail job: the mails of one campaign to
// up to WeeklyBatchSize members, each recorded in campaign_sends of its own.
type CampaignJob struct {
	CampaignID int64   `json:"campaign_id"`
	UserIDs    []int64 `json:"user_ids"`
}

// campaignPage is how many members EnqueueCampaign queues per transaction.
const campaignPage = 2000

// CreateCampaign validates and stores a campaign.
func (db *DB) CreateCampaign(ctx context.Context, c *amora.Campaign) error {
	if err := c.Validate(); err != nil {
		return err
	}
	texts, err := json.Marshal(c.Texts)
	if err != nil {
		return err
	}
	c.CreatedAt = db.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		return tx.queryRow(ctx, `INSERT INTO campaigns (kind, site_host, country, language, paid, texts, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, c.Kind, c.Audience.SiteHost, c.Audience.Country,
			c.Audience.Language, c.Audience.Paid, string(texts), formatTime(c.CreatedAt)).Scan(&c.ID)
	})
}

// FindCampaign returns one campaign.
func (db *DB) FindCampaign(ctx context.Context, id int64) (*amora.Campaign, error) {
	c := &amora.Campaign{ID: id}
	err := db.inTx(ctx, func(tx *Tx) error {
		var texts, created, enqueued string
		err := tx.queryRow(ctx, `SELECT kind, site_host, country, language, paid, texts, created_at, enqueued_at FROM campaigns WHERE id = ?`, id).
			Scan(&c.Kind, &c.Audience.SiteHost, &c.Audience.Country, &c.Audience.Language, &c.Audience.Paid, &texts, &created, &enqueued)
		if isNoRows(err) {
			return amora.Errorf(amora.ENOTFOUND, "Campaign %d not found.", id)
		} else if err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(texts), &c.Texts); err != nil {
			return err
		}
		if c.CreatedAt, err = parseTime(created); err != nil {
			return err
		}
		if enqueued != "" {
			c.EnqueuedAt, err = parseTime(enqueued)
		}
		return err
	})
	return c, err
}

// mayMailWhere is the condition (on users u) and arguments selecting the members a
// bulk e-mail of type typ may go to: real, active members with an address that takes
// mail who did not switch typ off. It picks the audience in one query; each mail still
// passes amora.EmailRefusal, the rule, when it is sent.
func mayMailWhere(typ string) (string, []any) {
	return `u.status = ? AND u.fictional = ? AND u.email <> ''
		AND NOT EXISTS (SELECT 1 FROM mail_disabled d WHERE d.user_id = u.id)
		AND NOT EXISTS (SELECT 1 FROM notifications_off o WHERE o.user_id = u.id AND o.type = ?)`,
		[]any{amora.UserActive, false, typ}
}

// audienceWhere is the condition and arguments selecting a campaign's members: those
// mayMailWhere takes, narrowed by the audience.
func audienceWhere(kind string, a amora.CampaignAudience) (string, []any) {
	var b strings.Builder
	where, args := mayMailWhere(kind)
	b.WriteString(where)
	add := func(cond string, v any) {
		b.WriteString(" AND " + cond)
		args = append(args, v)
	}
	if a.SiteHost != "" {
		add("u.site_host = ?", a.SiteHost)
	}
	if a.Country != "" {
		add("u.country = ?", a.Country)
	}
	if a.Language != "" {
		add("u.language = ?", a.Language)
	}
	if a.Paid != "" {
		add("u.paid_user = ?", a.Paid == amora.CampaignPaid)
	}
	return b.String(), args
}

// CountCampaignAudience counts the members a campaign of kind would reach now.
func (db *DB) CountCampaignAudience(ctx context.Context, kind string, a amora.CampaignAudience) (int, error) {
	where, args := audienceWhere(kind, a)
	n := 0
	err := db.inTx(ctx, func(tx *Tx) error {
		return tx.queryRow(ctx, `SELECT COUNT(*) FROM users u WHERE `+where, args...).Scan(&n)
	})
	return n, err
}

// EnqueueCampaign queues one JobCampaignMail per member of the audience, a page per
// transaction; each member is recorded in campaign_sends with their job, so that
// enqueueing again (after a crash, or by mistake) reaches only members not queued yet.
func (db *DB) EnqueueCampaign(ctx context.Context, id int64) (int, error) {
	c, err := db.FindCampaign(ctx, id)
	if err != nil {
		return 0, err
	}
	where, args := audienceWhere(c.Kind, c.Audience)
	total := 0
	var after int64
	for {
		var ids []int64
		err := db.inTx(ctx, func(tx *Tx) error {
			ids = ids[:0]
			rows, err := tx.query(ctx, `SELECT u.id FROM users u WHERE u.id > ? AND `+where+` ORDER BY u.id LIMIT ?`,
				append(append([]any{after}, args...), campaignPage)...)
			if err != nil {
				return err
			}
			for rows.Next() {
				var uid int64
				if err := rows.Scan(&uid); err != nil {
					rows.Close()
					return err
				}
				ids = append(ids, uid)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			now := db.Now()
			job := CampaignJob{CampaignID: id}
			flush := func() error {
				if len(job.UserIDs) == 0 {
					return nil
				}
				payload, _ := json.Marshal(job)
				job.UserIDs = job.UserIDs[:0]
				_, err := enqueueTx(ctx, tx, now, JobCampaignMail, payload, time.Time{})
				return err
			}
			for _, uid := range ids {
				res, err := tx.exec(ctx, `INSERT INTO campaign_sends (campaign_id, user_id, state) VALUES (?, ?, ?)
					ON CONFLICT (campaign_id, user_id) DO NOTHING`, id, uid, SendQueued)
				if err != nil {
					return err
				}
				if n, _ := res.RowsAffected(); n == 0 {
					continue
				}
				total++
				if job.UserIDs = append(job.UserIDs, uid); len(job.UserIDs) == WeeklyBatchSize {
					if err := flush(); err != nil {
						return err
					}
				}
			}
			return flush()
		})
		if err != nil {
			return total, err
		}
		if len(ids) < campaignPage {
			break
		}
		after = ids[len(ids)-1]
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE campaigns SET enqueued_at = ? WHERE id = ?`, formatTime(db.Now()), id)
		return err
	})
	return total, err
}

// ClaimCampaignSends takes the queued mails of a campaign to userIDs for sending, in
// one transaction, and returns the members taken: those taken by another worker or
// sent already are left out.
func (db *DB) ClaimCampaignSends(ctx context.Context, campaignID int64, userIDs []int64) ([]int64, error) {
	var out []int64
	err := db.inTx(ctx, func(tx *Tx) error {
		out = out[:0]
		for _, uid := range userIDs {
			res, err := tx.exec(ctx, `UPDATE campaign_sends SET state = ? WHERE campaign_id = ? AND user_id = ? AND state = ?`,
				SendSending, campaignID, uid, SendQueued)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n > 0 {
				out = append(out, uid)
			}
		}
		return nil
	})
	return out, err
}

// FinishCampaignSends records how claimed campaign mails ended (see FinishWeeklySends).
func (db *DB) FinishCampaignSends(ctx context.Context, campaignID int64, states map[int64]string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		for uid, state := range states {
			if _, err := tx.exec(ctx, `UPDATE campaign_sends SET state = ? WHERE campaign_id = ? AND user_id = ? AND state = ?`,
				state, campaignID, uid, SendSending); err != nil {
				return err
			}
		}
		return nil
	})
}

// CampaignSendState returns the state of a member's campaign mail, "" when none.
func (db *DB) CampaignSendState(ctx context.Context, campaignID, userID int64) (string, error) {
	var state string
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `SELECT state FROM campaign_sends WHERE campaign_id = ? AND user_id = ?`, campaignID, userID).Scan(&state)
		if isNoRows(err) {
			return nil
		}
		return err
	})
	return state, err
}
