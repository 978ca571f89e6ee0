// Command amora runs the Amora dating site: `amora serve` starts the web server,
// `amora migrate` applies database migrations, `amora seed` stores the default site
// (and the demo content with --demo).
package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"amora/internal/config"
	"amora/internal/sqlstore"
)

const usage = `Usage: amora <command> [flags]

Commands:
  serve     start the web server (migrates the database first)
  migrate   apply database migrations and exit
  seed      store the default site and, with --demo, the demo content
  photos    approve or reject a photo (photos approve|reject ID), or sweep orphaned files
  media     copy the photos on disk to S3-compatible object storage (media migrate --to s3://bucket/prefix)
  mail      send a promotion or news campaign (mail campaign --kind news --file texts.json)
  staff     add, reset, list or disable staff accounts of the console (staff add --email E --role admin)
  stats     recompute the statistics roll-ups once (stats rebuild)

Run "amora <command> -h" for the flags; each flag can also be set with AMORA_<NAME>.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "amora:", err)
		os.Exit(1)
	}
}

// run is main without the process: it takes the arguments, environment and output so
// that tests can call it.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, usage)
		return nil
	}
	cmd, rest := args[0], args[1:]
	if cmd == "photos" {
		return photosCommand(ctx, rest, getenv, stdout)
	}
	if cmd == "media" {
		return mediaCommand(ctx, rest, getenv, stdout)
	}
	if cmd == "mail" {
		return mailCommand(ctx, rest, getenv, stdout)
	}
	if cmd == "staff" {
		return staffCommand(ctx, rest, getenv, stdout)
	}
	if cmd == "stats" {
		return statsCommand(ctx, rest, getenv, stdout)
	}
	cfg, err := config.Load("amora "+cmd, rest, getenv)
	if err != nil {
		return err
	}
	logger := newLogger(stderr, cfg.LogLevel)
	switch cmd {
	case "serve":
		return serve(ctx, cfg, logger, stdout)
	case "migrate":
		db, err := openDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		fmt.Fprintf(stdout, "database migrated (%s)\n", db.Dialect())
		return nil
	case "seed":
		db, err := openDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer db.Close()
		return seed(ctx, db, cfg, stdout)
	default:
		return fmt.Errorf("unknown command %q\n\n%s", cmd, usage)
	}
}

// openDB opens and migrates the configured database.
func openDB(ctx context.Context, cfg config.Config) (*sqlstore.DB, error) {
	url := cfg.DatabaseURL
	if url == "" {
		url = cfg.SQLitePath()
	}
	db, err := sqlstore.Open(url)
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return db, nil
}

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	switch strings.ToLower(level) {
	case "debug":
		l = slog.LevelDebug
	case "warn":
		l = slog.LevelWarn
	case "error":
		l = slog.LevelError
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l}))
}
