package amora

import (
	"context"
	"strings"
	"time"
)

// A campaign is a promotion or news e-mail written by the site (SPEC §3 promotions,
// news): subject and body per language, sent to an audience by site, country,
// language and paid/free, never to members who switched its type off. `amora mail
// campaign` creates and sends them today, the staff console later, through the same
// store calls.

// Paid/free audiences of a campaign.
const (
	CampaignPaid = "paid"
	CampaignFree = "free"
)

// CampaignText is a campaign's words in one language: the body is plain text, with
// paragraphs separated by blank lines.
type CampaignText struct {
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// CampaignAudience selects members; an empty field selects all.
type CampaignAudience struct {
	SiteHost string `json:"site,omitempty"`
	Country  string `json:"country,omitempty"`
	Language string `json:"language,omitempty"`
	Paid     string `json:"paid,omitempty"` // "", CampaignPaid or CampaignFree
}

// Campaign is one promotion or news mailing.
type Campaign struct {
	ID       int64
	Kind     string // NotifyPromotions or NotifyNews
	Audience CampaignAudience
	// Texts holds the words per language ("en", "de", ...); English is required, as
	// members of another language without a text of their own get it.
	Texts      map[string]CampaignText
	CreatedAt  time.Time
	EnqueuedAt time.Time // zero until sent
}

// Validate checks and tidies a campaign before it is stored.
func (c *Campaign) Validate() error {
	if c.Kind != NotifyPromotions && c.Kind != NotifyNews {
		return FieldError("kind", "campaignKind", "A campaign is promotions or news.")
	}
	a := &c.Audience
	a.Country = strings.ToUpper(strings.TrimSpace(a.Country))
	a.Language = strings.ToLower(strings.TrimSpace(a.Language))
	a.SiteHost = strings.ToLower(strings.TrimSpace(a.SiteHost))
	if a.Paid != "" && a.Paid != CampaignPaid && a.Paid != CampaignFree {
		return FieldError("paid", "campaignPaid", "Choose paid, free or nobody in particular.")
	}
	for lang, t := range c.Texts {
		if strings.TrimSpace(t.Subject) == "" || strings.TrimSpace(t.Body) == "" {
			return FieldError("texts", "campaignText", "Every language needs a subject and a body: "+lang+".")
		}
	}
	if _, ok := c.Texts["en"]; !ok {
		return FieldError("texts", "campaignEnglish", "A campaign needs an English text for members of other languages.")
	}
	return nil
}

// TextFor returns the campaign's words in language lang, or English.
func (c *Campaign) TextFor(lang string) CampaignText {
	if t, ok := c.Texts[lang]; ok {
		return t
	}
	return c.Texts["en"]
}

// CampaignService stores campaigns and queues their mails.
type CampaignService interface {
	// CreateCampaign validates and stores a campaign and sets its ID.
	CreateCampaign(ctx context.Context, c *Campaign) error
	// CountCampaignAudience counts the members a campaign of kind would reach now.
	CountCampaignAudience(ctx context.Context, kind string, a CampaignAudience) (int, error)
	// EnqueueCampaign queues one mail per member of the campaign's audience, each at
	// most once however often it is called, and returns how many it queued.
	EnqueueCampaign(ctx context.Context, id int64) (int, error)
}
