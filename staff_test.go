package amora_test

import (
	"strings"
	"testing"
	"time"

	"amora"
)

func TestStaffMay(t *testing.T) {
	allowed := map[amora.StaffRole][]amora.StaffPermission{
		amora.StaffAdmin:     amora.StaffPermissions,
		amora.StaffModerator: {amora.PermMembersRead, amora.PermMembersWrite, amora.PermPhotos, amora.PermComplaints, amora.PermSelf},
		amora.StaffSupport:   {amora.PermMembersRead, amora.PermMembersSupport, amora.PermSelf},
		amora.StaffOperator:  {amora.PermDesk, amora.PermSelf},
		"boss":               nil,
		"":                   nil,
	}
	for role, perms := range allowed {
		for _, p := range amora.StaffPermissions {
			want := false
			for _, q := range perms {
				want = want || q == p
			}
			if got := amora.StaffMay(role, p); got != want {
				t.Errorf("StaffMay(%q, %s) = %v, want %v", role, p, got, want)
			}
		}
		if amora.StaffMay(role, "launch.rockets") {
			t.Errorf("%q may do an unknown thing", role)
		}
	}
	if got := amora.StaffPermissionsOf(amora.StaffOperator); len(got) != 2 {
		t.Errorf("operator permissions = %v", got)
	}
	disabled := &amora.Staff{Role: amora.StaffAdmin, Status: amora.StaffDisabled}
	if disabled.May(amora.PermSelf) {
		t.Error("a disabled admin may act")
	}
}

func TestTOTPStep(t *testing.T) {
	secret := "JBSWY3DPEHPK3PXP"
	at := time.Date(2026, 3, 2, 9, 0, 10, 0, time.UTC)
	step := at.Unix() / 30
	for name, c := range map[string]struct {
		codeAt   time.Time
		wantStep int64
		ok       bool
	}{
		"Now":          {at, step, true},
		"StepBefore":   {at.Add(-30 * time.Second), step - 1, true},
		"StepAfter":    {at.Add(30 * time.Second), step + 1, true},
		"TwoStepsAway": {at.Add(-60 * time.Second), 0, false},
	} {
		code, err := amora.TOTPCode(secret, c.codeAt)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := amora.TOTPStep(secret, code, at)
		if ok != c.ok || got != c.wantStep {
			t.Errorf("%s: step %d, %v; want %d, %v", name, got, ok, c.wantStep, c.ok)
		}
	}
	// RFC 6238 appendix B, SHA-1, T = 59 s: 94287082, of which the 6 last digits count.
	rfc := "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" // "12345678901234567890"
	if code, _ := amora.TOTPCode(rfc, time.Unix(59, 0)); code != "287082" {
		t.Errorf("RFC 6238 vector: %s, want 287082", code)
	}
	if _, ok := amora.TOTPStep(secret, "12345", at); ok {
		t.Error("a 5-digit code passed")
	}
}

func TestRecoveryCodes(t *testing.T) {
	codes := amora.NewRecoveryCodes()
	seen := map[string]bool{}
	for _, c := range codes {
		if len(c) != 11 || c[5] != '-' || seen[c] {
			t.Errorf("code %q", c)
		}
		seen[c] = true
		if amora.IsTOTPCode(c) {
			t.Errorf("%q looks like a TOTP code", c)
		}
		if amora.NormalizeRecoveryCode(" "+c[:5]+" "+c[6:]+" ") != c[:5]+c[6:] {
			t.Errorf("normalizing %q", c)
		}
	}
	if len(codes) != amora.StaffRecoveryCodeCount {
		t.Errorf("%d codes", len(codes))
	}
}

func TestValidateAuditReason(t *testing.T) {
	if r, err := amora.ValidateAuditReason("  spam  "); err != nil || r != "spam" {
		t.Errorf("spam: %q, %v", r, err)
	}
	for name, c := range map[string]struct{ reason, key string }{
		"ErrEmpty":   {"   ", "staffReasonRequired"},
		"ErrTooLong": {strings.Repeat("é", amora.AuditReasonMaxLength+1), "staffReasonTooLong"},
	} {
		if _, err := amora.ValidateAuditReason(c.reason); amora.ErrorKey(err) != c.key {
			t.Errorf("%s: %v", name, err)
		}
	}
	st := &amora.Staff{ID: 7, Email: "a@amora.test"}
	if e := st.AuditEntry("member.ban", "member", 9); e.StaffID != 7 || e.StaffEmail != "a@amora.test" || e.Action != "member.ban" || e.TargetID != 9 {
		t.Errorf("entry = %+v", e)
	}
}
