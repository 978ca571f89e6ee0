package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"amora/internal/config"
	"amora/internal/media"
)

const mediaUsage = `Usage: amora media <action> [flags]

Actions:
  migrate --to s3://bucket/prefix   copy the photos and data exports of DATA_DIR/media to
                                    an S3-compatible store; run it again to resume: what is
                                    there already (same size and MD5) is skipped
`

// mediaCommand runs `amora media ...`: moving an installation's photos to object storage.
func mediaCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("missing action\n\n%s", mediaUsage)
	}
	action, rest := args[0], args[1:]
	switch action {
	case "migrate":
		to, rest, err := takeFlag(rest, "to")
		if err != nil {
			return err
		}
		if to == "" {
			return fmt.Errorf("missing --to s3://bucket/prefix\n\n%s", mediaUsage)
		}
		cfg, err := config.Load("amora media migrate", rest, getenv)
		if err != nil {
			return err
		}
		return migrateMedia(ctx, cfg, to, stdout)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, mediaUsage)
		return nil
	}
	return fmt.Errorf("unknown action %q\n\n%s", action, mediaUsage)
}

// takeFlag removes --name value (or --name=value) from args, which config.Load
// parses after it, and returns its value.
func takeFlag(args []string, name string) (string, []string, error) {
	var value string
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--"+name || a == "-"+name:
			if i+1 == len(args) {
				return "", nil, fmt.Errorf("flag --%s needs a value", name)
			}
			value = args[i+1]
			i++
		case strings.HasPrefix(a, "--"+name+"="), strings.HasPrefix(a, "-"+name+"="):
			value = a[strings.Index(a, "=")+1:]
		default:
			rest = append(rest, a)
		}
	}
	return value, rest, nil
}

// migrateMedia copies DATA_DIR/media to the bucket of to, signing in with the S3
// settings of cfg (--s3-endpoint, --s3-region, the keys or the AWS variables).
func migrateMedia(ctx context.Context, cfg config.Config, to string, stdout io.Writer) error {
	dst, err := openS3(ctx, cfg, to, newLogger(io.Discard, cfg.LogLevel))
	if err != nil {
		return err
	}
	src := media.Disk{Dir: cfg.MediaDir()}
	fmt.Fprintf(stdout, "copying %s to %s\n", src.Dir, dst)
	res, err := media.CopyToS3(ctx, src, dst, nil)
	fmt.Fprintf(stdout, "copied %d files (%d bytes), skipped %d already there\n", res.Copied, res.Bytes, res.Skipped)
	if err != nil {
		return fmt.Errorf("%w (run the same command again to go on)", err)
	}
	fmt.Fprintf(stdout, "done: start amora with --s3-url %s to serve photos from there\n", to)
	return nil
}
