package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// seedAudience stores members for the campaign filters.
func seedAudience(t *testing.T, db *sqlstore.DB, ms ...amora.NewMember) {
	t.Helper()
	for i := range ms {
		m := &ms[i]
		m.Name, m.PasswordHash, m.DateOfBirth, m.LastSeen = "Member", "x", "1990-01-01", t0
		if m.SiteHost == "" {
			m.SiteHost = amora.DefaultSiteHost
		}
		m.Profile.ProfileBasics = amora.ProfileBasics{Gender: "male", LookingFor: "female", Country: m.Profile.Country, Region: "X", City: "Y"}
	}
	if _, err := db.SeedMembers(context.Background(), ms); err != nil {
		t.Fatal(err)
	}
}

// TestCampaignAudience checks the audience filters (site, country, language,
// paid/free), that members who switched the type off, bounced addresses and fictional
// members are never in it, and that enqueueing twice queues nobody twice.
func TestCampaignAudience(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		de := func(email, lang string, premium bool) amora.NewMember {
			return amora.NewMember{Email: email, Language: lang, Premium: premium, Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Country: "DE"}}}
		}
		nl := amora.NewMember{Email: "nl@example.nl", Language: "nl", Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Country: "NL"}}}
		other := de("other-site@example.de", "de", false)
		other.SiteHost = "flirt.example"
		bot := de("bot@example.de", "de", false)
		bot.Fictional = true
		seedAudience(t, db, de("free@example.de", "de", false), de("paid@example.de", "de", true), de("english@example.de", "en", false),
			de("nonews@example.de", "de", false), de("bounced@example.de", "de", false), nl, other, bot)
		ids := candidateIDs(t, db)
		if _, err := db.SetNotifications(ctx, ids[3], map[string]bool{amora.NotifyNews: false}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.RecordMailEvent(ctx, amora.MailEvent{Type: amora.MailEventComplaint, Email: "bounced@example.de"}); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name string
			kind string
			a    amora.CampaignAudience
			want int
		}{
			{"All", amora.NotifyNews, amora.CampaignAudience{}, 5},                     // free, paid, english, nl, other site
			{"PromotionsStillOn", amora.NotifyPromotions, amora.CampaignAudience{}, 6}, // nonews takes promotions
			{"Site", amora.NotifyNews, amora.CampaignAudience{SiteHost: "flirt.example"}, 1},
			{"Country", amora.NotifyNews, amora.CampaignAudience{Country: "de"}, 4},
			{"Language", amora.NotifyNews, amora.CampaignAudience{Language: "en"}, 1},
			{"Paid", amora.NotifyNews, amora.CampaignAudience{Paid: amora.CampaignPaid}, 1},
			{"Free", amora.NotifyNews, amora.CampaignAudience{Paid: amora.CampaignFree, Country: "DE", SiteHost: amora.DefaultSiteHost}, 2},
		} {
			t.Run(tc.name, func(t *testing.T) {
				c := amora.Campaign{Kind: tc.kind, Audience: tc.a, Texts: map[string]amora.CampaignText{"en": {Subject: "S", Body: "B"}}}
				if err := c.Validate(); err != nil {
					t.Fatal(err)
				}
				n, err := db.CountCampaignAudience(ctx, c.Kind, c.Audience)
				if err != nil {
					t.Fatal(err)
				}
				if n != tc.want {
					t.Errorf("audience = %d, want %d", n, tc.want)
				}
			})
		}
		t.Run("EnqueueOnce", func(t *testing.T) {
			c := &amora.Campaign{Kind: amora.NotifyNews, Audience: amora.CampaignAudience{Country: "DE"},
				Texts: map[string]amora.CampaignText{"en": {Subject: "S", Body: "B"}}}
			if err := db.CreateCampaign(ctx, c); err != nil {
				t.Fatal(err)
			}
			if n, err := db.EnqueueCampaign(ctx, c.ID); err != nil || n != 4 {
				t.Fatalf("enqueued %d (%v), want 4", n, err)
			}
			if n, err := db.EnqueueCampaign(ctx, c.ID); err != nil || n != 0 {
				t.Errorf("enqueued again %d (%v), want 0", n, err)
			}
			got, err := db.FindCampaign(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.EnqueuedAt.IsZero() || got.Texts["en"].Subject != "S" || got.Audience.Country != "DE" {
				t.Errorf("stored campaign = %+v", got)
			}
			if state, _ := db.CampaignSendState(ctx, c.ID, ids[0]); state != sqlstore.SendQueued {
				t.Errorf("state = %q, want queued", state)
			}
			if state, _ := db.CampaignSendState(ctx, c.ID, ids[3]); state != "" {
				t.Errorf("nonews was queued: %q", state)
			}
		})
		t.Run("ErrNoEnglish", func(t *testing.T) {
			err := db.CreateCampaign(ctx, &amora.Campaign{Kind: amora.NotifyNews, Texts: map[string]amora.CampaignText{"de": {Subject: "S", Body: "B"}}})
			wantKey(t, err, "campaignEnglish")
		})
	})
}

// candidateIDs are the ids of the members who may get mail, in order.
func candidateIDs(t *testing.T, db *sqlstore.DB) []int64 {
	t.Helper()
	page, err := db.WeeklyCandidates(context.Background(), 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, c := range page {
		ids = append(ids, c.ID)
	}
	return ids
}

// TestQueueWeeklyOnce checks that a member's week is queued once, and a new week again.
func TestQueueWeeklyOnce(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		seedAudience(t, db, amora.NewMember{Email: "w@example.de", Language: "de", Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Country: "DE"}}})
		id := candidateIDs(t, db)[0]
		for i, tc := range []struct {
			week string
			want int
		}{{"2026-W48", 1}, {"2026-W48", 0}, {"2026-W49", 1}} {
			n, err := db.QueueWeekly(ctx, []sqlstore.WeeklyJob{{UserID: id, Week: tc.week}})
			if err != nil || n != tc.want {
				t.Errorf("%d: queued %d (%v), want %d", i, n, err, tc.want)
			}
		}
		w48 := sqlstore.WeeklyJob{UserID: id, Week: "2026-W48"}
		if got, _ := db.ClaimWeeklySends(ctx, []sqlstore.WeeklyJob{w48}); len(got) != 1 {
			t.Fatal("claim failed")
		}
		if got, _ := db.ClaimWeeklySends(ctx, []sqlstore.WeeklyJob{w48}); len(got) != 0 {
			t.Error("claimed twice")
		}
		if err := db.FinishWeeklySends(ctx, map[sqlstore.WeeklyJob]string{w48: sqlstore.SendSent}); err != nil {
			t.Fatal(err)
		}
		if state, _ := db.WeeklySendState(ctx, id, "2026-W48"); state != sqlstore.SendSent {
			t.Errorf("state = %q", state)
		}
	})
}
