package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/url"
	"text/tabwriter"

	"amora"
	"amora/internal/config"
	"amora/internal/sqlstore"
)

const staffUsage = `Usage: amora staff <action> [flags] [server flags]

Actions:
  add --email E --role R [--name N]   add a staff account and print its one-time set-up
                                      link (valid 24 hours); roles: admin, moderator,
                                      support, operator
  reset --email E                     print a new set-up link for an account (lost phone
                                      or password): the set-up replaces password, TOTP
                                      secret and recovery codes, and ends its sessions
  list                                list the staff accounts
  disable --email E                   disable an account and end its sessions at once

The server flags (--data-dir, --database-url, --base-url, ...) say which database and site.
`

// staffCommand runs `amora staff ...`: there are no default staff accounts, the first
// admin is added here.
func staffCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, staffUsage)
		return nil
	}
	action := args[0]
	fs := flag.NewFlagSet("amora staff "+action, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	email := fs.String("email", "", "")
	role := fs.String("role", "", "")
	name := fs.String("name", "", "")
	mine, rest := splitFlags(fs, args[1:])
	if err := fs.Parse(mine); err != nil {
		return fmt.Errorf("%v\n\n%s", err, staffUsage)
	}
	switch action {
	case "add", "reset", "disable":
		if *email == "" {
			return fmt.Errorf("missing --email\n\n%s", staffUsage)
		}
	case "list":
	default:
		return fmt.Errorf("unknown action %q\n\n%s", action, staffUsage)
	}
	cfg, err := config.Load("amora staff "+action, rest, getenv)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	switch action {
	case "add":
		st, token, err := db.AddStaff(ctx, amora.NewStaff{Email: *email, Name: *name, Role: amora.StaffRole(*role)}, sqlstore.CLIActor)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "added %s (%s); set-up link, valid for 24 hours, once:\n%s\n", st.Email, st.Role, setupLink(cfg, token))
	case "reset":
		st, token, err := db.ResetStaff(ctx, *email, sqlstore.CLIActor)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "new set-up link for %s (%s), valid for 24 hours, once:\n%s\n", st.Email, st.Role, setupLink(cfg, token))
	case "disable":
		st, err := db.DisableStaff(ctx, *email, sqlstore.CLIActor)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "disabled %s; its sessions ended\n", st.Email)
	case "list":
		list, err := db.ListStaff(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tE-MAIL\tNAME\tROLE\tSTATUS\tLAST LOGIN")
		for _, s := range list {
			last := "-"
			if !s.LastLoginAt.IsZero() {
				last = s.LastLoginAt.Format("2006-01-02 15:04")
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", s.ID, s.Email, s.Name, s.Role, s.Status, last)
		}
		return tw.Flush()
	}
	return nil
}

// setupLink is the console's set-up page for a link token.
func setupLink(cfg config.Config, token string) string {
	return cfg.BaseURL + amora.StaffSetupPath + "?token=" + url.QueryEscape(token)
}
