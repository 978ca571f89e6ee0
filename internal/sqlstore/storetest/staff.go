package storetest

import (
	"context"
	"testing"

	"amora"
	"amora/internal/sqlstore"
)

// StaffPassword is the password NewStaff sets.
const StaffPassword = "staff-password-2026"

// StaffAccount is a staff member made by NewStaff: set up, with a live session.
type StaffAccount struct {
	*amora.Staff
	Session       string   // the token of the auth.staff cookie
	Secret        string   // the TOTP secret
	RecoveryCodes []string // unused
}

// NewStaff adds a staff member with role, sets the account up (StaffPassword, a
// TOTP code of db.Now()) and returns it with its session.
func NewStaff(t testing.TB, db *sqlstore.DB, email string, role amora.StaffRole) StaffAccount {
	t.Helper()
	ctx := context.Background()
	_, link, err := db.AddStaff(ctx, amora.NewStaff{Email: email, Name: string(role), Role: role}, sqlstore.CLIActor)
	if err != nil {
		t.Fatalf("add staff: %v", err)
	}
	info, err := db.StaffSetupInfo(ctx, link)
	if err != nil {
		t.Fatalf("staff set-up: %v", err)
	}
	code, err := amora.TOTPCode(info.TOTPSecret, db.Now())
	if err != nil {
		t.Fatal(err)
	}
	st, codes, session, err := db.CompleteStaffSetup(ctx, link, StaffPassword, code, amora.Client{IP: "192.0.2.9"}, "storetest")
	if err != nil {
		t.Fatalf("complete staff set-up: %v", err)
	}
	return StaffAccount{Staff: st, Session: session, Secret: info.TOTPSecret, RecoveryCodes: codes}
}
