package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"amora"
	"amora/internal/config"
)

const mailUsage = `Usage: amora mail campaign --kind news|promotions --file TEXTS.json [audience] [--dry-run] [server flags]

Stores a promotion or news campaign and queues one e-mail per member of its audience;
the server's job runner sends them. Members who switched the type off, whose address
takes no mail, deleted, banned and fictional members never get one.

  --file F         JSON with subject and body per language; English is required:
                   {"en": {"subject": "...", "body": "First paragraph.\n\nSecond."}, "de": {...}}
                   {name} and {site} are filled in per member.
  --kind K         news or promotions
  --site HOST      only members of this site
  --country CC     only members of this country (ISO code)
  --language L     only members with this language
  --paid P         paid or free: only premium members, or only the others
  --dry-run        print how many members the campaign would reach, store nothing
`

// mailCommand runs `amora mail campaign ...`: the same store calls the staff console
// will make.
func mailCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, mailUsage)
		return nil
	}
	if args[0] != "campaign" {
		return fmt.Errorf("unknown action %q\n\n%s", args[0], mailUsage)
	}
	fs := flag.NewFlagSet("amora mail campaign", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	file := fs.String("file", "", "")
	kind := fs.String("kind", "", "")
	var a amora.CampaignAudience
	fs.StringVar(&a.SiteHost, "site", "", "")
	fs.StringVar(&a.Country, "country", "", "")
	fs.StringVar(&a.Language, "language", "", "")
	fs.StringVar(&a.Paid, "paid", "", "")
	dryRun := fs.Bool("dry-run", false, "")
	mine, rest := splitFlags(fs, args[1:])
	if err := fs.Parse(mine); err != nil {
		return fmt.Errorf("%v\n\n%s", err, mailUsage)
	}
	if *file == "" {
		return fmt.Errorf("missing --file\n\n%s", mailUsage)
	}
	data, err := os.ReadFile(*file)
	if err != nil {
		return err
	}
	c := &amora.Campaign{Kind: *kind, Audience: a}
	if err := json.Unmarshal(data, &c.Texts); err != nil {
		return fmt.Errorf("%s: %w", *file, err)
	}
	if err := c.Validate(); err != nil {
		return err
	}
	cfg, err := config.Load("amora mail campaign", rest, getenv)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if *dryRun {
		n, err := db.CountCampaignAudience(ctx, c.Kind, c.Audience)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "dry run: the %s campaign would reach %d members\n", c.Kind, n)
		return nil
	}
	if err := db.CreateCampaign(ctx, c); err != nil {
		return err
	}
	n, err := db.EnqueueCampaign(ctx, c.ID)
	if err != nil {
		return fmt.Errorf("campaign %d: %w (run the command's enqueue again: nobody is mailed twice)", c.ID, err)
	}
	fmt.Fprintf(stdout, "campaign %d (%s): %d e-mails queued\n", c.ID, c.Kind, n)
	return nil
}

// splitFlags separates the flags fs defines ("--name value", "--name=value", or a
// bare boolean) from the rest, which go to the server configuration.
func splitFlags(fs *flag.FlagSet, args []string) (mine, rest []string) {
	for i := 0; i < len(args); i++ {
		name := strings.TrimLeft(args[i], "-")
		name, _, hasValue := strings.Cut(name, "=")
		f := fs.Lookup(name)
		if f == nil || !strings.HasPrefix(args[i], "-") {
			rest = append(rest, args[i])
			continue
		}
		mine = append(mine, args[i])
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !isBool && i+1 < len(args) {
			i++
			mine = append(mine, args[i])
		}
	}
	return mine, rest
}
