package sqlstore_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// memberColumns are column names that hold a member's id even without a foreign key.
var memberColumns = []string{"user_id", "member_id", "member_a", "member_b", "sender_id", "recipient_id", "liker_id", "liked_id",
	"blocker_id", "blocked_id", "partner_id", "target_id", "fictional_id", "reporter_id", "reported_id", "owner_id"}

// memberTables returns the tables of a migrated schema that hold member data: users,
// those with a column referencing users or named like a member's id, and those that
// reference such a table (a direct debit through its payment, a message through its
// conversation), with why.
func memberTables(schema map[string]sqlstore.Table) map[string]string {
	out := map[string]string{"users": "the members"}
	for name, t := range schema {
		for _, fk := range t.ForeignKeys {
			if strings.Contains(fk, "->users(") {
				out[name] = "references users: " + fk
			}
		}
		for col := range t.Columns {
			if slices.Contains(memberColumns, col) || strings.HasSuffix(col, "_member_id") || strings.HasSuffix(col, "_user_id") {
				out[name] = "has a member column: " + col
			}
		}
	}
	for grew := true; grew; {
		grew = false
		for name, t := range schema {
			if _, ok := out[name]; ok {
				continue
			}
			for _, fk := range t.ForeignKeys {
				ref := fk[strings.Index(fk, "->")+2 : strings.Index(fk[strings.Index(fk, "->"):], "(")+strings.Index(fk, "->")]
				if _, ok := out[ref]; ok && ref != "sites" {
					out[name], grew = "references "+ref+", which holds member data: "+fk, true
				}
			}
		}
	}
	return out
}

// TestExportCoversMemberTables fails on any table holding member data that the data
// export neither holds nor leaves out with a reason (sqlstore.exportSections and
// exportExcluded), on both databases, so that a new table cannot be forgotten.
func TestExportCoversMemberTables(t *testing.T) {
	exported, excluded := sqlstore.ExportCoverage()
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		schema, err := db.Schema(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		member := memberTables(schema)
		if len(member) < 30 {
			t.Fatalf("only %d member tables found; the schema was not read", len(member))
		}
		for name, why := range member {
			_, ex := exported[name]
			_, out := excluded[name]
			if !ex && !out {
				t.Errorf("table %s holds member data (%s) but is neither exported (exportSections) nor excluded with a reason (exportExcluded)", name, why)
			}
		}
		for name, files := range exported {
			if _, ok := schema[name]; !ok {
				t.Errorf("exported table %s (%v) does not exist", name, files)
			}
			if _, ok := excluded[name]; ok {
				t.Errorf("table %s is both exported and excluded", name)
			}
		}
		for name, reason := range excluded {
			if _, ok := schema[name]; !ok {
				t.Errorf("excluded table %s does not exist", name)
			}
			if strings.TrimSpace(reason) == "" {
				t.Errorf("excluded table %s has no reason", name)
			}
		}
	})
}

func TestExportRequests(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := t0
		db.Now = func() time.Time { return clock }
		u := signup(t, db, "export@example.nl")
		other := signup(t, db, "other@example.nl")
		if _, err := db.LatestExport(ctx, u.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Fatalf("latest before any: %v", err)
		}
		e1, err := db.RequestExport(ctx, u.ID)
		if err != nil || e1.Status != amora.ExportPreparing {
			t.Fatalf("first request: %+v %v", e1, err)
		}
		t.Run("OneAtATime", func(t *testing.T) {
			wantKey(t, errOnly(db.RequestExport(ctx, u.ID)), "exportBusy")
			if _, err := db.RequestExport(ctx, other.ID); err != nil {
				t.Errorf("another member's export: %v", err)
			}
		})
		t.Run("QueuesBuildJob", func(t *testing.T) {
			var found bool
			for {
				job, err := db.Claim(ctx, clock, time.Minute)
				if err != nil {
					break
				}
				_ = db.Complete(ctx, job.ID)
				var p sqlstore.ExportJob
				if job.Kind == sqlstore.JobExportBuild && json.Unmarshal(job.Payload, &p) == nil && p.ExportID == e1.ID {
					found = true
				}
			}
			if !found {
				t.Error("no build job for the export")
			}
		})
		t.Run("BuiltIsReadyForSevenDays", func(t *testing.T) {
			clock = clock.Add(time.Minute)
			ok, err := db.ExportBuilt(ctx, e1.ID, "exports/ab/x.zip", 1234)
			if err != nil || !ok {
				t.Fatalf("built: %v %v", ok, err)
			}
			if ok, err := db.ExportBuilt(ctx, e1.ID, "exports/ab/y.zip", 1); err != nil || ok {
				t.Errorf("built twice: %v %v", ok, err)
			}
			e, err := db.LatestExport(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			if e.Status != amora.ExportReady || e.FileName != "exports/ab/x.zip" || e.Size != 1234 || !e.ExpiresAt.Equal(clock.Add(7*24*time.Hour)) {
				t.Errorf("after build: %+v", e)
			}
			if !e.Downloadable(clock.Add(7*24*time.Hour-time.Second)) || e.Downloadable(clock.Add(7*24*time.Hour)) {
				t.Error("downloadable window is not seven days")
			}
			job, err := db.Claim(ctx, clock, time.Minute)
			if err != nil || job.Kind != sqlstore.JobExportMail {
				t.Fatalf("mail job: %+v %v", job, err)
			}
			_ = db.Complete(ctx, job.ID)
		})
		t.Run("ThreeInSevenDays", func(t *testing.T) {
			for i := 0; i < 2; i++ {
				clock = clock.Add(time.Hour)
				e, err := db.RequestExport(ctx, u.ID)
				if err != nil {
					t.Fatalf("request %d: %v", i+2, err)
				}
				if _, err := db.ExportBuilt(ctx, e.ID, "exports/cd/z.zip", 1); err != nil {
					t.Fatal(err)
				}
			}
			clock = clock.Add(time.Hour)
			err := errOnly(db.RequestExport(ctx, u.ID))
			wantKey(t, err, "exportLimit")
			var ae *amora.Error
			if e, ok := err.(*amora.Error); ok {
				ae = e
			}
			// The first export was asked for at t0; it leaves the window 7 days later.
			if want := int(t0.Add(7 * 24 * time.Hour).Sub(clock).Seconds()); ae == nil || ae.RetryAfter != want {
				t.Errorf("retry after %+v, want %d s", ae, want)
			}
			clock = t0.Add(7*24*time.Hour + time.Second)
			if _, err := db.RequestExport(ctx, u.ID); err != nil {
				t.Errorf("after a week: %v", err)
			}
		})
		t.Run("SweepEndsExpiredAndStuck", func(t *testing.T) {
			clock = t0.Add(9 * 24 * time.Hour)
			due, err := db.DueExports(ctx)
			if err != nil {
				t.Fatal(err)
			}
			// The first three (ready, expired), the last (preparing for two days) and the
			// other member's (preparing since t0).
			if len(due) != 5 {
				t.Fatalf("due %d exports: %+v", len(due), due)
			}
			for _, e := range due {
				if err := db.EndExport(ctx, e); err != nil {
					t.Fatal(err)
				}
			}
			if due, _ := db.DueExports(ctx); len(due) != 0 {
				t.Errorf("due after the sweep: %+v", due)
			}
			e, _ := db.FindExport(ctx, e1.ID)
			if e.Status != amora.ExportExpired || e.FileName != "" {
				t.Errorf("first export after the sweep: %+v", e)
			}
			latest, _ := db.LatestExport(ctx, u.ID)
			if latest.Status != amora.ExportFailed {
				t.Errorf("stuck export after the sweep: %+v", latest)
			}
		})
	})
}

func TestMemberData(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		anna := member(t, db, "anna@example.nl", "female", "NL", "NL-UT", "1996-01-10")
		bart := member(t, db, "bart@example.nl", "male", "NL", "NL-NH", "1980-06-01")
		cees := member(t, db, "cees@example.nl", "male", "NL", "NL-UT", "1985-03-03")
		send := func(from, to int64, text string) {
			if _, err := db.Send(ctx, amora.SendMessage{SenderID: from, RecipientID: to, Text: text, Cost: 0, MaxLength: 200}); err != nil {
				t.Fatal(err)
			}
		}
		send(anna.ID, bart.ID, "Hoi Bart")
		send(bart.ID, anna.ID, "Hoi Anna")
		send(bart.ID, cees.ID, "Not for Anna")
		if _, err := db.Like(ctx, bart.ID, anna.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.Block(ctx, anna.ID, cees.ID); err != nil {
			t.Fatal(err)
		}
		files, _, err := db.MemberData(ctx, anna.ID)
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string][]byte{}
		for _, f := range files {
			if !json.Valid(f.Data) {
				t.Errorf("%s is not JSON: %s", f.Name, f.Data)
			}
			byName[f.Name] = f.Data
		}
		var account map[string]any
		if err := json.Unmarshal(byName["account.json"], &account); err != nil {
			t.Fatal(err)
		}
		if account["email"] != "anna@example.nl" || account["paid_user"] != false {
			t.Errorf("account: %v", account)
		}
		if _, ok := account["password_hash"]; ok {
			t.Error("the password hash is exported")
		}
		var raw []map[string]any
		if err := json.Unmarshal(byName["messages.json"], &raw); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range raw {
			got = append(got, m["direction"].(string)+":"+m["body"].(string))
		}
		if want := []string{"sent:Hoi Bart", "received:Hoi Anna"}; !slices.Equal(got, want) {
			t.Errorf("messages %v, want %v", got, want)
		}
		var likes []map[string]any
		_ = json.Unmarshal(byName["likes_received.json"], &likes)
		if len(likes) != 1 || likes[0]["member_name"] != bart.Name || likes[0]["unseen"] != true {
			t.Errorf("likes received: %v", likes)
		}
		var blocks []map[string]any
		_ = json.Unmarshal(byName["blocks.json"], &blocks)
		if len(blocks) != 1 || blocks[0]["member_id"] != float64(cees.ID) {
			t.Errorf("blocks: %v", blocks)
		}
		var ledger []map[string]any
		_ = json.Unmarshal(byName["credit_ledger.json"], &ledger)
		if len(ledger) == 0 {
			t.Error("no ledger entries (the sign-up credits)")
		}
	})
}

// TestExportOfPurgedAccount: a purged account's export keeps its row without a member
// until the sweep has deleted the file, and cannot become ready any more.
func TestExportOfPurgedAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u := signup(t, db, "purged@example.nl")
		ready, err := db.RequestExport(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.ExportBuilt(ctx, ready.ID, "exports/ef/purged.zip", 10); err != nil {
			t.Fatal(err)
		}
		preparing, err := db.RequestExport(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteAccount(ctx, u.ID, amora.DeleteRequest{Reason: "other", Remarks: "Bye.", Password: "veilig-wachtwoord-42"}, amora.Client{}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(amora.ReactivationWindow + time.Minute)
		if err := db.PurgeAccount(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if ok, err := db.ExportBuilt(ctx, preparing.ID, "exports/ef/late.zip", 10); err != nil || ok {
			t.Errorf("an export of a purged account became ready: %v %v", ok, err)
		}
		due, err := db.DueExports(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(due) != 2 || due[0].UserID != 0 || due[0].FileName != "exports/ef/purged.zip" {
			t.Fatalf("due after the purge: %+v", due)
		}
		for _, e := range due {
			if err := db.EndExport(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.FindExport(ctx, ready.ID); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("the purged account's export is still there: %v", err)
		}
	})
}
