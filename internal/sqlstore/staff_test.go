package sqlstore_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// staffClock gives db a clock the test moves.
func staffClock(db *sqlstore.DB) *time.Time {
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	db.Now = func() time.Time { return now }
	return &now
}

func code(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := amora.TOTPCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var staffClient = amora.Client{IP: "192.0.2.7"}

func TestStaffLoginWithTOTP(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "Ada@Amora.test", amora.StaffAdmin)
		if a.Email != "ada@amora.test" || a.Status != amora.StaffActive || !a.TOTPEnabled {
			t.Fatalf("after set-up: %+v", a.Staff)
		}
		// The set-up used this step's code: it is not accepted again.
		_, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
		*now = now.Add(30 * time.Second)
		c := code(t, a.Secret, *now)
		st, token, err := db.StaffLogin(ctx, "ADA@amora.test ", storetest.StaffPassword, c, staffClient, "Firefox")
		if err != nil || st.ID != a.ID || token == "" {
			t.Fatalf("login = %v, %q, %v", st, token, err)
		}
		// The same code again in the same step is refused (no reuse).
		_, _, err = db.StaffLogin(ctx, a.Email, storetest.StaffPassword, c, staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
		// A code of the step before still counts (skew) only when not older than the last used.
		*now = now.Add(30 * time.Second)
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, now.Add(-30*time.Second)), staffClient, "ua"); err == nil {
			t.Error("a code of an already used step was accepted")
		}
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, now.Add(30*time.Second)), staffClient, "ua"); err != nil {
			t.Errorf("a code of the next step (skew 1): %v", err)
		}
		for name, try := range map[string][2]string{
			"ErrWrongPassword": {"wrong-password-123", code(t, a.Secret, now.Add(90*time.Second))},
			"ErrWrongCode":     {storetest.StaffPassword, "000000"},
			"ErrNoCode":        {storetest.StaffPassword, ""},
		} {
			if _, _, err := db.StaffLogin(ctx, a.Email, try[0], try[1], staffClient, "ua"); amora.ErrorKey(err) != "staffLoginFailed" {
				t.Errorf("%s: err = %v", name, err)
			}
		}
		_, _, err = db.StaffLogin(ctx, "nobody@amora.test", storetest.StaffPassword, "123456", staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
	})
}

func TestStaffLockout(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "lock@amora.test", amora.StaffSupport)
		for _, email := range []string{a.Email, "ghost@amora.test"} {
			for i := 1; i <= amora.StaffMaxFailures; i++ {
				_, _, err := db.StaffLogin(ctx, email, "wrong-password-123", "123456", staffClient, "ua")
				want := "staffLoginFailed"
				if i == amora.StaffMaxFailures {
					want = "staffLocked"
				}
				if amora.ErrorKey(err) != want {
					t.Fatalf("%s failure %d: err = %v, want %s", email, i, err, want)
				}
			}
		}
		// Locked: even the right password and code are refused, for 15 minutes.
		*now = now.Add(30 * time.Second)
		_, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
		wantKey(t, err, "staffLocked")
		if e := err.(*amora.Error); e.Code != amora.ELOCKED || e.RetryAfter <= 0 || e.RetryAfter > 15*60 {
			t.Errorf("lock = %+v", e)
		}
		*now = now.Add(amora.StaffLockTime)
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua"); err != nil {
			t.Errorf("after the lock: %v", err)
		}
		// Failures spread over more than the window do not lock.
		for i := 0; i < 2*amora.StaffMaxFailures; i++ {
			*now = now.Add(4 * time.Minute)
			if _, _, err := db.StaffLogin(ctx, a.Email, "wrong-password-123", "123456", staffClient, "ua"); amora.ErrorKey(err) == "staffLocked" {
				t.Fatalf("failure %d 4 minutes apart locked the account", i)
			}
		}
	})
}

func TestStaffRecoveryCodes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		staffClock(db)
		a := storetest.NewStaff(t, db, "rec@amora.test", amora.StaffModerator)
		if len(a.RecoveryCodes) != 10 {
			t.Fatalf("%d recovery codes", len(a.RecoveryCodes))
		}
		rc := a.RecoveryCodes[3]
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, strings.ToUpper(rc), staffClient, "ua"); err != nil {
			t.Fatalf("recovery code: %v", err)
		}
		_, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, rc, staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, a.RecoveryCodes[4], staffClient, "ua"); err != nil {
			t.Errorf("another recovery code: %v", err)
		}
		// Another account's code is no good.
		b := storetest.NewStaff(t, db, "rec2@amora.test", amora.StaffModerator)
		_, _, err = db.StaffLogin(ctx, a.Email, storetest.StaffPassword, b.RecoveryCodes[0], staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
	})
}

func TestStaffSessions(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "sess@amora.test", amora.StaffAdmin)
		*now = now.Add(time.Minute)
		_, second, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), amora.Client{IP: "198.51.100.4"}, "Safari")
		if err != nil {
			t.Fatal(err)
		}
		list, err := db.StaffSessions(ctx, a.ID, second)
		if err != nil || len(list) != 2 {
			t.Fatalf("sessions = %+v, %v", list, err)
		}
		if !list[0].Current || list[0].IP != "198.51.100.4" || list[0].UserAgent != "Safari" || list[1].Current {
			t.Errorf("sessions = %+v", list)
		}
		// Idle timeout: used within 8 hours the session lives on (sliding); unused for 8 hours it ends.
		for i := 0; i < 3; i++ {
			*now = now.Add(amora.StaffIdleTimeout - time.Minute)
			if _, _, err := db.StaffBySession(ctx, second); err != nil {
				t.Fatalf("used after %d idle stretches: %v", i, err)
			}
		}
		if _, _, err := db.StaffBySession(ctx, a.Session); amora.ErrorKey(err) != "staffLoginRequired" {
			t.Errorf("idle session: err = %v", err)
		}
		*now = now.Add(amora.StaffIdleTimeout)
		if _, _, err := db.StaffBySession(ctx, second); amora.ErrorKey(err) != "staffLoginRequired" {
			t.Errorf("session idle for 8 h: err = %v", err)
		}
		// The absolute lifetime ends a session however much it is used.
		_, third, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
		if err != nil {
			t.Fatal(err)
		}
		end := now.Add(amora.StaffSessionLifetime)
		for now.Before(end.Add(-time.Hour)) {
			*now = now.Add(7 * time.Hour)
			if now.Before(end) {
				if _, _, err := db.StaffBySession(ctx, third); err != nil {
					t.Fatalf("within the lifetime: %v", err)
				}
			}
		}
		*now = end
		if _, _, err := db.StaffBySession(ctx, third); err == nil {
			t.Error("a session outlived its lifetime")
		}
	})
}

func TestStaffLogoutEverywhere(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "all@amora.test", amora.StaffAdmin)
		other := storetest.NewStaff(t, db, "other@amora.test", amora.StaffAdmin)
		var tokens []string
		for i := 0; i < 3; i++ {
			*now = now.Add(30 * time.Second)
			_, tok, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
			if err != nil {
				t.Fatal(err)
			}
			tokens = append(tokens, tok)
		}
		n, err := db.EndStaffSessions(ctx, a.ID, tokens[1])
		if err != nil || n != 3 {
			t.Fatalf("ended %d, %v; want 3", n, err)
		}
		for i, tok := range append(tokens, a.Session) {
			_, _, err := db.StaffBySession(ctx, tok)
			if (err == nil) != (i == 1) {
				t.Errorf("session %d: err = %v", i, err)
			}
		}
		if _, _, err := db.StaffBySession(ctx, other.Session); err != nil {
			t.Errorf("another staff member's session ended: %v", err)
		}
		if n, _ := db.EndStaffSessions(ctx, a.ID, ""); n != 1 {
			t.Errorf("ending all ended %d, want 1", n)
		}
		if err := db.StaffLogout(ctx, other.Session); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.StaffBySession(ctx, other.Session); err == nil {
			t.Error("logged out session still works")
		}
	})
}

func TestStaffSetupLink(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		st, link, err := db.AddStaff(ctx, amora.NewStaff{Email: "new@amora.test", Name: "Nieuw", Role: amora.StaffModerator}, sqlstore.CLIActor)
		if err != nil || st.Status != amora.StaffPending || st.TOTPEnabled {
			t.Fatalf("add = %+v, %v", st, err)
		}
		if _, _, err := db.AddStaff(ctx, amora.NewStaff{Email: "NEW@amora.test", Role: amora.StaffSupport}, sqlstore.CLIActor); amora.ErrorCode(err) != amora.ECONFLICT {
			t.Errorf("same address again: %v", err)
		}
		if _, _, err := db.AddStaff(ctx, amora.NewStaff{Email: "x@amora.test", Role: "boss"}, sqlstore.CLIActor); amora.ErrorKey(err) != "staffRoleInvalid" {
			t.Errorf("unknown role: %v", err)
		}
		// A pending account cannot log in.
		_, _, err = db.StaffLogin(ctx, "new@amora.test", "", "", staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
		info, err := db.StaffSetupInfo(ctx, link)
		if err != nil || info.Email != "new@amora.test" || !strings.HasPrefix(info.TOTPURI, "otpauth://totp/Amora:new@amora.test?") {
			t.Fatalf("setup info = %+v, %v", info, err)
		}
		c := code(t, info.TOTPSecret, *now)
		_, _, _, err = db.CompleteStaffSetup(ctx, link, "short", c, staffClient, "ua")
		wantKey(t, err, "passwordTooShort")
		_, _, _, err = db.CompleteStaffSetup(ctx, link, "long-enough-pass", "999999", staffClient, "ua")
		wantKey(t, err, "staffTotpInvalid")
		_, _, _, err = db.CompleteStaffSetup(ctx, "nope", "long-enough-pass", c, staffClient, "ua")
		wantKey(t, err, "staffSetupLinkInvalid")
		done, codes, session, err := db.CompleteStaffSetup(ctx, link, "long-enough-pass", c, staffClient, "ua")
		if err != nil || done.Status != amora.StaffActive || len(codes) != 10 || session == "" {
			t.Fatalf("setup = %+v, %v, %q, %v", done, codes, session, err)
		}
		// Single use.
		_, err = db.StaffSetupInfo(ctx, link)
		wantKey(t, err, "staffSetupLinkInvalid")
		_, _, _, err = db.CompleteStaffSetup(ctx, link, "long-enough-pass", code(t, info.TOTPSecret, now.Add(30*time.Second)), staffClient, "ua")
		wantKey(t, err, "staffSetupLinkInvalid")
		// Expiry: a link works for 24 hours.
		_, late, err := db.AddStaff(ctx, amora.NewStaff{Email: "late@amora.test", Role: amora.StaffSupport}, sqlstore.CLIActor)
		if err != nil {
			t.Fatal(err)
		}
		*now = now.Add(amora.StaffSetupLifetime - time.Minute)
		if _, err := db.StaffSetupInfo(ctx, late); err != nil {
			t.Errorf("link within 24 h: %v", err)
		}
		*now = now.Add(time.Minute)
		_, err = db.StaffSetupInfo(ctx, late)
		wantKey(t, err, "staffSetupLinkInvalid")
	})
}

func TestStaffDisable(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "gone@amora.test", amora.StaffSupport)
		if _, err := db.DisableStaff(ctx, a.Email, sqlstore.CLIActor); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.StaffBySession(ctx, a.Session); err == nil {
			t.Error("a disabled staff member's session still works")
		}
		*now = now.Add(30 * time.Second)
		_, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
		wantKey(t, err, "staffLoginFailed")
		list, err := db.ListStaff(ctx)
		if err != nil || len(list) != 1 || list[0].Status != amora.StaffDisabled {
			t.Errorf("list = %+v, %v", list, err)
		}
	})
}

func TestAuditLog(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "audit@amora.test", amora.StaffAdmin)
		for i := 1; i <= 5; i++ {
			*now = now.Add(time.Minute)
			e := amora.AuditEntry{StaffID: a.ID, StaffEmail: a.Email, Action: "member.ban", TargetType: "member", TargetID: int64(i % 2),
				Before: amora.AuditJSON(map[string]string{"status": "confirmed"}), After: amora.AuditJSON(map[string]string{"status": "banned"}),
				Reason: "spam"}
			if err := db.AppendAudit(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		all, err := db.AuditLog(ctx, amora.AuditFilter{})
		// staff.add and staff.setup from NewStaff, and the five bans.
		if err != nil || len(all) != 7 || all[0].Action != "member.ban" || all[6].Action != "staff.add" || all[6].StaffEmail != "cli" {
			t.Fatalf("log = %+v, %v", all, err)
		}
		if string(all[0].After) != `{"status":"banned"}` || all[0].Reason != "spam" || !all[0].At.Equal(*now) {
			t.Errorf("entry = %+v", all[0])
		}
		for name, c := range map[string]struct {
			f    amora.AuditFilter
			want int
		}{
			"Action":     {amora.AuditFilter{Action: "member.ban"}, 5},
			"Target":     {amora.AuditFilter{TargetType: "member", TargetID: 1}, 3},
			"Staff":      {amora.AuditFilter{StaffID: a.ID}, 6},
			"Page":       {amora.AuditFilter{BeforeID: all[1].ID, Limit: 2}, 2},
			"TimeRange":  {amora.AuditFilter{From: now.Add(-2 * time.Minute), To: *now}, 2},
			"NoneOfThem": {amora.AuditFilter{Action: "member.unban"}, 0},
		} {
			got, err := db.AuditLog(ctx, c.f)
			if err != nil || len(got) != c.want {
				t.Errorf("%s: %d entries, want %d (%v)", name, len(got), c.want, err)
			}
		}
		// Append-only: the database itself refuses to change or delete an entry.
		if err := db.TamperAudit(ctx, `UPDATE audit_log SET reason = 'nothing' WHERE id = ?`, all[0].ID); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("update: %v", err)
		}
		if err := db.TamperAudit(ctx, `DELETE FROM audit_log WHERE id = ?`, all[0].ID); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("delete: %v", err)
		}
		if again, _ := db.AuditLog(ctx, amora.AuditFilter{}); len(again) != 7 || again[0].Reason != "spam" {
			t.Errorf("the log changed: %+v", again)
		}
	})
}

func TestStaffReset(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := staffClock(db)
		a := storetest.NewStaff(t, db, "reset@amora.test", amora.StaffAdmin)
		_, first, err := db.ResetStaff(ctx, a.Email, sqlstore.CLIActor)
		if err != nil {
			t.Fatal(err)
		}
		_, link, err := db.ResetStaff(ctx, a.Email, sqlstore.CLIActor)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.StaffSetupInfo(ctx, first); err == nil {
			t.Error("an earlier set-up link still works")
		}
		// Until the new set-up, the old secret and password log in.
		*now = now.Add(30 * time.Second)
		if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua"); err != nil {
			t.Fatalf("login before the new set-up: %v", err)
		}
		info, err := db.StaffSetupInfo(ctx, link)
		if err != nil || info.TOTPSecret == a.Secret {
			t.Fatalf("reset info = %+v, %v", info, err)
		}
		*now = now.Add(30 * time.Second)
		if _, _, _, err := db.CompleteStaffSetup(ctx, link, "another-long-password", code(t, info.TOTPSecret, *now), staffClient, "ua"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.StaffBySession(ctx, a.Session); err == nil {
			t.Error("a session from before the reset still works")
		}
		*now = now.Add(30 * time.Second)
		if _, _, err := db.StaffLogin(ctx, a.Email, "another-long-password", code(t, a.Secret, *now), staffClient, "ua"); err == nil {
			t.Error("the old secret still logs in")
		}
		*now = now.Add(30 * time.Second)
		if _, _, err := db.StaffLogin(ctx, a.Email, "another-long-password", a.RecoveryCodes[0], staffClient, "ua"); err == nil {
			t.Error("an old recovery code still logs in")
		}
		if _, _, err := db.StaffLogin(ctx, a.Email, "another-long-password", code(t, info.TOTPSecret, *now), staffClient, "ua"); err != nil {
			t.Errorf("the new secret: %v", err)
		}
	})
}

// TestStaffNetworkLimit locks out a network that fails on many addresses, each of
// which stays below its own limit.
func TestStaffNetworkLimit(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	now := staffClock(db)
	a := storetest.NewStaff(t, db, "net@amora.test", amora.StaffAdmin)
	for i := 0; i < sqlstore.IPMaxFailures; i++ {
		email := "guess" + string(rune('a'+i%26)) + "@amora.test"
		if _, _, err := db.StaffLogin(ctx, email, "wrong-password-1", "123456", staffClient, "ua"); amora.ErrorKey(err) == "staffLocked" && i < sqlstore.IPMaxFailures-1 {
			t.Fatalf("locked after %d failures", i+1)
		}
	}
	*now = now.Add(30 * time.Second)
	_, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), staffClient, "ua")
	wantKey(t, err, "staffLocked")
	// Another network is not locked.
	if _, _, err := db.StaffLogin(ctx, a.Email, storetest.StaffPassword, code(t, a.Secret, *now), amora.Client{IP: "203.0.113.5"}, "ua"); err != nil {
		t.Errorf("another network: %v", err)
	}
}
