package main

import (
	"context"
	"fmt"
	"io"

	"amora"
	"amora/internal/sqlstore"
)

// The demo's staff accounts (--demo only): fixed passwords and TOTP secrets, so that a
// tester, and the console's browser tests, can log in with a code computed from them.
const demoStaffPassword = "amora-staff-2026"

var demoStaff = []struct {
	amora.NewStaff
	secret string
}{
	{amora.NewStaff{Email: "admin@amora.test", Name: "Demo Admin", Role: amora.StaffAdmin}, "AMORADEMOADMINTOTPSECRETAAAAAAAA"},
	{amora.NewStaff{Email: "operator@amora.test", Name: "Demo Operator", Role: amora.StaffOperator}, "AMORADEMOOPERATORTOTPSECRETAAAAA"},
}

// seedDemoStaff creates the demo's staff accounts when absent and prints how to log in.
func seedDemoStaff(ctx context.Context, db *sqlstore.DB, out io.Writer) error {
	for _, s := range demoStaff {
		if _, err := db.SeedStaff(ctx, s.NewStaff, demoStaffPassword, s.secret); err != nil && amora.ErrorCode(err) != amora.ECONFLICT {
			return err
		}
		if s.Role == amora.StaffOperator {
			// The demo operator answers every language at the desk.
			st, err := db.StaffByEmail(ctx, s.Email)
			if err != nil {
				return err
			}
			cli := &amora.Staff{ID: sqlstore.CLIActor.StaffID, Email: sqlstore.CLIActor.StaffEmail}
			if _, err := db.SetStaffLanguages(ctx, cli, st.ID, amora.Languages); err != nil {
				return err
			}
		}
		fmt.Fprintf(out, "demo %s: %s / %s (TOTP secret %s)\n", s.Role, s.Email, demoStaffPassword, s.secret)
	}
	return nil
}
