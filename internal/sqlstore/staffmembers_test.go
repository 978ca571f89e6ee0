package sqlstore_test

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var moderator = &amora.Staff{ID: 7, Email: "mod@amora.test", Role: amora.StaffModerator, Status: amora.StaffActive}

// lastAudit returns the newest audit entry about a target.
func lastAudit(t *testing.T, db *sqlstore.DB, targetType string, id int64) amora.AuditEntry {
	t.Helper()
	entries, err := db.AuditLog(context.Background(), amora.AuditFilter{TargetType: targetType, TargetID: id, Limit: 1})
	if err != nil || len(entries) == 0 {
		t.Fatalf("no audit entry for %s %d: %v", targetType, id, err)
	}
	return entries[0]
}

// wantAudit checks the newest audit entry of a member: the action, the staff member,
// the reason and the status before and after.
func wantAudit(t *testing.T, db *sqlstore.DB, id int64, action, reason, before, after string) {
	t.Helper()
	e := lastAudit(t, db, "member", id)
	var b, a struct{ Status string }
	json.Unmarshal(e.Before, &b)
	json.Unmarshal(e.After, &a)
	if e.Action != action || e.StaffID != moderator.ID || e.StaffEmail != moderator.Email || e.Reason != reason || b.Status != before || a.Status != after {
		t.Errorf("audit = %+v (before %s after %s), want %s by %s, %q, %s -> %s", e, e.Before, e.After, action, moderator.Email, reason, before, after)
	}
}

func searchIDs(t *testing.T, db *sqlstore.DB, q, status string, before int64, limit int) []int64 {
	t.Helper()
	rows, err := db.SearchStaffMembers(context.Background(), amora.StaffMemberFilter{Query: amora.ParseMemberQuery(q), Status: status, BeforeID: before, Limit: limit})
	if err != nil {
		t.Fatal(err)
	}
	ids := []int64{}
	for _, r := range rows {
		ids = append(ids, r.ID)
	}
	return ids
}

func TestStaffMemberSearch(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		f := form("anna@example.nl")
		f.Name = "Anna"
		f.TrafficSource = amora.TrafficSource{Network: "adnet", Ref: "r-17", Sub1: "s1", Sub2: "camp7", Sub3: "s3"}
		a, err := db.Signup(ctx, defaultSite(), f)
		if err != nil {
			t.Fatal(err)
		}
		b := signup(t, db, "bert@example.nl")
		c := signup(t, db, "carla@example.nl")
		if _, _, err := db.Login(ctx, a.Email, "veilig-wachtwoord-42", amora.Client{IP: "203.0.113.9", UserAgent: "Firefox/140"}); err != nil {
			t.Fatal(err)
		}
		p := order(t, db, b.ID, "ideal", "", "tr_search42")
		cases := []struct {
			name, q string
			want    []int64
		}{
			{"ID", strconv.FormatInt(b.ID, 10), []int64{b.ID}},
			{"Email", "  Anna@Example.NL ", []int64{a.ID}},
			{"Name", "Anna", []int64{a.ID}},
			{"NameField", "name:Sanne", []int64{c.ID, b.ID}},
			{"IP", "203.0.113.9", []int64{a.ID}},
			{"ProviderPaymentID", "tr_search42", []int64{b.ID}},
			{"OwnPaymentID", "payment:" + strconv.FormatInt(p.ID, 10), []int64{b.ID}},
			{"Network", "adnet", []int64{a.ID}},
			{"Sub2", "source:camp7", []int64{a.ID}},
			{"Nothing", "nobody-at-all", []int64{}},
			{"Everyone", "", []int64{c.ID, b.ID, a.ID}},
		}
		for _, tc := range cases {
			if got := searchIDs(t, db, tc.q, "", 0, 50); !slices.Equal(got, tc.want) {
				t.Errorf("%s: q %q found %v, want %v", tc.name, tc.q, got, tc.want)
			}
		}
		if got := searchIDs(t, db, "", "", 0, 2); !slices.Equal(got, []int64{c.ID, b.ID}) {
			t.Errorf("first page %v", got)
		}
		if got := searchIDs(t, db, "", "", b.ID, 2); !slices.Equal(got, []int64{a.ID}) {
			t.Errorf("second page %v", got)
		}
		if err := db.StaffBan(ctx, moderator, c.ID, "spam", amora.BanSpam); err != nil {
			t.Fatal(err)
		}
		if got := searchIDs(t, db, "", amora.UserBanned, 0, 50); !slices.Equal(got, []int64{c.ID}) {
			t.Errorf("banned: %v", got)
		}
		rows, _ := db.SearchStaffMembers(ctx, amora.StaffMemberFilter{Query: amora.ParseMemberQuery("anna@example.nl")})
		if len(rows) != 1 || rows[0].LastLoginAt.IsZero() || rows[0].Name != "Anna" || rows[0].Status != amora.UserNotConfirmed {
			t.Errorf("row %+v", rows)
		}
		m, err := db.StaffMember(ctx, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Logins) != 1 || m.Logins[0].IP != "203.0.113.9" || m.Logins[0].UserAgent != "Firefox/140" || len(m.Sessions) != 1 ||
			m.Sessions[0].IP != "203.0.113.9" || m.User.TrafficSource.Sub2 != "camp7" || len(m.Ledger) == 0 {
			t.Errorf("member page %+v", m)
		}
	})
}

// TestStaffSearchUsesIndexes checks that every look-up of the console's member search
// reads an index, never the whole users, logins, sessions or payments table.
func TestStaffSearchUsesIndexes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		plans, err := db.StaffSearchPlans(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		want := map[string][]string{
			"id/0": {"PRIMARY KEY", "users_pkey"}, "email/0": {"sqlite_autoindex_users", "users_email_key"},
			"name/0": {"users_name"}, "ip/0": {"logins_ip"}, "ip/1": {"sessions_ip"},
			"payment/0": {"payments_provider_id"}, "payment/own": {"PRIMARY KEY", "payments_pkey"},
			"source/0": {"users_ts_network"}, "source/1": {"users_ts_ref"}, "source/2": {"users_ts_sub1"},
			"source/3": {"users_ts_sub2"}, "source/4": {"users_ts_sub3"},
			"status/banned": {"users_banned"}, "status/deleted": {"users_deleted"},
		}
		if len(plans) != len(want) {
			t.Errorf("%d plans, want %d: %v", len(plans), len(want), plans)
		}
		for name, indexes := range want {
			plan, ok := plans[name]
			found := false
			for _, index := range indexes {
				found = found || strings.Contains(plan, index)
			}
			if !ok || !found {
				t.Errorf("%s does not use %v:\n%s", name, indexes, plan)
			}
		}
	})
}
