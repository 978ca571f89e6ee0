package main

import (
	"context"
	"fmt"
	"io"

	"amora/internal/config"
)

const statsUsage = `Usage: amora stats <action> [flags]

Actions:
  rebuild   recompute the statistics roll-ups from the raw tables: run it once on a
            database whose history predates them (the events keep them up to date)
`

// statsCommand runs `amora stats ...`.
func statsCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("missing action\n\n%s", statsUsage)
	}
	switch args[0] {
	case "rebuild":
		cfg, err := config.Load("amora stats rebuild", args[1:], getenv)
		if err != nil {
			return err
		}
		db, err := openDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		n, err := db.RebuildStats(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "statistics rebuilt: %d daily rows, %d paid payments\n", n.Rows, n.Payments)
		return nil
	case "-h", "--help", "help":
		fmt.Fprint(stdout, statsUsage)
		return nil
	}
	return fmt.Errorf("unknown action %q\n\n%s", args[0], statsUsage)
}
