package sqlstore_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

func touch(network, ref, clickID, path string, at time.Time) amora.Touch {
	return amora.Touch{Source: amora.TrafficSource{Network: network, Ref: ref, Sub1: "s1", Sub2: "s2", Sub3: "s3", ClickID: clickID}, Path: path, At: at}
}

// savePostbacks configures network with payouts 1.00, 2.00 and 10.00 as admin a.
func savePostbacks(t *testing.T, db *sqlstore.DB, a storetest.StaffAccount, network, tmpl string, enabled bool) *amora.PostbackNetwork {
	t.Helper()
	e := a.AuditEntry("", "", 0)
	e.Reason = "New partner."
	n, err := db.SavePostbackNetwork(context.Background(), amora.PostbackNetwork{Network: network, URLTemplate: tmpl, Enabled: enabled,
		Payouts: map[string]int{amora.EventSignup: 100, amora.EventActivation: 200, amora.EventFirstPurchase: 1000}}, e)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func activateMember(t *testing.T, db *sqlstore.DB, userID int64) {
	t.Helper()
	ctx := context.Background()
	token, err := db.CreateToken(ctx, userID, amora.TokenActivate, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
}

// postbackJobs claims every due job and returns the conversion ids of the postback
// jobs among them, checking that each may run PostbackMaxAttempts times.
func postbackJobs(t *testing.T, db *sqlstore.DB, now time.Time) []int64 {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	for {
		job, err := db.Claim(ctx, now, time.Hour)
		if amora.ErrorCode(err) == amora.ENOTFOUND {
			return ids
		} else if err != nil {
			t.Fatal(err)
		}
		if job.Kind != sqlstore.JobPostback {
			continue
		}
		var p sqlstore.PostbackJob
		if err := json.Unmarshal(job.Payload, &p); err != nil {
			t.Fatal(err)
		}
		if n, _ := db.JobMaxAttempts(ctx, job.ID); n != amora.PostbackMaxAttempts {
			t.Errorf("postback job may run %d times, want %d", n, amora.PostbackMaxAttempts)
		}
		ids = append(ids, p.ConversionID)
	}
}

// TestAttributionFromSignupToPayments: the first touch is the member's source (click id
// included), the later touch is kept beside it, and the sign-up, the activation, the
// first purchase (once) and every payment carry the source; the roll-ups count buyers
// and revenue for the payments' source.
func TestAttributionFromSignupToPayments(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		admin := storetest.NewStaff(t, db, "pb@amora.test", amora.StaffAdmin)
		savePostbacks(t, db, admin, "affnet", "https://t.example/pb?cid={click_id}&e={event}", true)

		f := form("attr@example.nl")
		f.TrafficSource = amora.TrafficSource{Network: "ignored", Ref: "form"} // the cookie's touch wins
		f.Attribution = amora.Attribution{First: touch("affnet", "r1", "CLK-1", "/landers/gallery", t0.Add(-48*time.Hour)),
			Last: touch("othernet", "r2", "CLK-2", "/", t0.Add(-time.Hour))}
		u, err := db.Signup(ctx, defaultSite(), f)
		if err != nil {
			t.Fatal(err)
		}
		want := amora.TrafficSource{Network: "affnet", Ref: "r1", Sub1: "s1", Sub2: "s2", Sub3: "s3", ClickID: "CLK-1"}
		if u.TrafficSource != want {
			t.Errorf("member's source %+v, want %+v", u.TrafficSource, want)
		}
		touches, err := db.Touches(ctx, u.ID)
		if err != nil || len(touches) != 2 || touches[0].Kind != "first" || touches[0].Path != "/landers/gallery" ||
			!touches[0].At.Equal(t0.Add(-48*time.Hour)) || touches[1].Kind != "last" || touches[1].Source.Network != "othernet" {
			t.Fatalf("touches %+v, %v", touches, err)
		}
		if err := db.RecordTouch(ctx, u.ID, touch("thirdnet", "", "CLK-3", "/members", now)); err != nil {
			t.Fatal(err)
		}
		if touches, _ := db.Touches(ctx, u.ID); len(touches) != 3 || touches[2].Kind != "later" || touches[2].Source.ClickID != "CLK-3" {
			t.Errorf("later touch not recorded: %+v", touches)
		}

		now = now.Add(time.Minute)
		activateMember(t, db, u.ID)
		now = now.Add(time.Minute)
		a := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_attr_a")
		b := paid(t, db, u.ID, amora.MethodIDEAL, "sbx_attr_b")
		for _, p := range []*amora.Payment{a, b} {
			if ts, err := db.PaymentSource(ctx, p.ID); err != nil || ts != want {
				t.Errorf("payment %d carries %+v (%v), want %+v", p.ID, ts, err, want)
			}
		}

		list, err := db.UserConversions(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		events := []string{}
		for _, c := range list {
			events = append(events, c.Event)
			if c.Source != want || c.PostbackStatus != amora.PostbackPending {
				t.Errorf("%s: source %+v status %q", c.Event, c.Source, c.PostbackStatus)
			}
		}
		if len(list) != 3 || events[0] != amora.EventSignup || events[1] != amora.EventActivation || events[2] != amora.EventFirstPurchase {
			t.Fatalf("conversions %v, want signup, activation, first_purchase", events)
		}
		if fp := list[2]; fp.PaymentID != a.ID || fp.Amount != a.Amount || fp.Currency != "EUR" || fp.Payout != 1000 || fp.PayoutCurrency != "EUR" {
			t.Errorf("first purchase %+v", fp)
		}
		if list[0].Payout != 100 || list[1].Payout != 200 {
			t.Errorf("payouts %d, %d, want 100, 200", list[0].Payout, list[1].Payout)
		}
		if ids := postbackJobs(t, db, now); len(ids) != 3 || ids[0] != list[0].ID || ids[2] != list[2].ID {
			t.Errorf("postback jobs for %v, want the three conversions", ids)
		}

		// The console's roll-ups: buyers and revenue count for the payments' source.
		res, err := db.Stats(ctx, amora.StatsQuery{From: t0.AddDate(0, 0, -1), To: t0.AddDate(0, 0, 1), GroupBy: "network"})
		if err != nil {
			t.Fatal(err)
		}
		var byNet amora.StatsCounts
		for _, p := range res.Series {
			if p.Group == "affnet" {
				byNet.Add(p.StatsCounts)
			}
		}
		if byNet.Signups != 1 || byNet.Activations != 1 || byNet.FirstPurchases != 1 || byNet.Purchases != 2 ||
			byNet.RevenueGross != int64(a.Amount+b.Amount) {
			t.Errorf("affnet's roll-ups %+v", byNet)
		}
	})
}

// TestConversionsWithoutPostback: a member without a source has no conversions; one
// whose network has no enabled configuration has them without a postback job.
func TestConversionsWithoutPostback(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		admin := storetest.NewStaff(t, db, "pb2@amora.test", amora.StaffAdmin)
		savePostbacks(t, db, admin, "offnet", "https://t.example/{click_id}", false)
		plain := signup(t, db, "plain@example.nl")
		f := form("offnet@example.nl")
		f.TrafficSource = amora.TrafficSource{Network: "offnet", ClickID: "c"} // a client without cookies
		off, err := db.Signup(ctx, defaultSite(), f)
		if err != nil {
			t.Fatal(err)
		}
		activateMember(t, db, plain.ID)
		activateMember(t, db, off.ID)
		if list, _ := db.UserConversions(ctx, plain.ID); len(list) != 0 {
			t.Errorf("a member without a source has conversions: %+v", list)
		}
		list, _ := db.UserConversions(ctx, off.ID)
		if len(list) != 2 || list[0].PostbackStatus != "" || list[0].Source.ClickID != "c" {
			t.Errorf("conversions without postback: %+v", list)
		}
		if ids := postbackJobs(t, db, t0); len(ids) != 0 {
			t.Errorf("postback jobs %v for a disabled network", ids)
		}
		if touches, _ := db.Touches(ctx, off.ID); len(touches) != 1 || touches[0].Kind != "first" {
			t.Errorf("the form's record is the first touch: %+v", touches)
		}
	})
}

// TestPostbackNetworkAudited: saving a configuration validates it and writes an audit
// entry with the reason, the values after and, on a change, before.
func TestPostbackNetworkAudited(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		admin := storetest.NewStaff(t, db, "pb3@amora.test", amora.StaffAdmin)
		e := admin.AuditEntry("", "", 0)
		e.Reason = "Typo."
		_, err := db.SavePostbackNetwork(ctx, amora.PostbackNetwork{Network: "affnet", URLTemplate: "https://t.example/?x={oops}"}, e)
		if fe, ok := err.(amora.FieldErrors); !ok || fe[0].Key != "postbackTemplateMacro" {
			t.Fatalf("invalid template: %v", err)
		}
		savePostbacks(t, db, admin, "affnet", "https://t.example/{click_id}", true)
		n, err := db.SavePostbackNetwork(ctx, amora.PostbackNetwork{Network: "affnet", URLTemplate: "https://t.example/v2/{click_id}", Enabled: true}, e)
		if err != nil || n.URLTemplate != "https://t.example/v2/{click_id}" || n.Payouts[amora.EventSignup] != 0 {
			t.Fatalf("update: %+v %v", n, err)
		}
		entries, err := db.AuditLog(ctx, amora.AuditFilter{TargetType: "postback_network"})
		if err != nil || len(entries) != 2 {
			t.Fatalf("audit entries %+v %v", entries, err)
		}
		upd, created := entries[0], entries[1]
		if created.Action != "postback.create" || created.Before != nil || created.StaffID != admin.ID || created.Reason != "New partner." {
			t.Errorf("create entry %+v", created)
		}
		var before, after map[string]any
		json.Unmarshal(upd.Before, &before)
		json.Unmarshal(upd.After, &after)
		if upd.Action != "postback.update" || upd.Reason != "Typo." || before["url_template"] != "https://t.example/{click_id}" ||
			after["url_template"] != "https://t.example/v2/{click_id}" {
			t.Errorf("update entry %s %s %s", upd.Action, upd.Before, upd.After)
		}
		list, err := db.PostbackNetworks(ctx)
		if err != nil || len(list) != 1 || list[0].Network != "affnet" {
			t.Errorf("networks %+v %v", list, err)
		}
	})
}
