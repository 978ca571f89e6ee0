package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"amora"
	"amora/internal/config"
)

const photosUsage = `Usage: amora photos <action> [flags]

Actions:
  approve ID   show a photo waiting for moderation to other members
  reject ID    keep a photo from other members
  sweep        remove stored photo files that no photo row names any more
`

// photosCommand runs `amora photos ...`: the moderation that the staff console will
// offer (through the same store call), and the sweep of orphaned files.
func photosCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("missing action\n\n%s", photosUsage)
	}
	action, rest := args[0], args[1:]
	switch action {
	case "approve", "reject":
		if len(rest) == 0 {
			return fmt.Errorf("missing photo ID\n\n%s", photosUsage)
		}
		id, err := strconv.ParseInt(rest[0], 10, 64)
		if err != nil || id <= 0 {
			return fmt.Errorf("photo ID %q is not a number", rest[0])
		}
		cfg, err := config.Load("amora photos "+action, rest[1:], getenv)
		if err != nil {
			return err
		}
		db, err := openDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		ph, err := db.ModeratePhoto(ctx, id, amora.PhotoModeration(action))
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "photo %d of member %d is %s\n", ph.ID, ph.UserID, ph.Status)
		return nil
	case "sweep":
		cfg, err := config.Load("amora photos sweep", rest, getenv)
		if err != nil {
			return err
		}
		return sweepPhotos(ctx, cfg, stdout)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, photosUsage)
		return nil
	}
	return fmt.Errorf("unknown action %q\n\n%s", action, photosUsage)
}
