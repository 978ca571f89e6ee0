package main

import (
	"context"
	"fmt"
	"io"

	"amora/internal/config"
	"amora/internal/sqlstore"
)

// seed makes sure the default site exists (the first migration stores it) and reports
// what the database holds. The following features add their demo content here.
func seed(ctx context.Context, db *sqlstore.DB, cfg config.Config, out io.Writer) error {
	site, err := db.SiteByHost(ctx, "localhost")
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "default site %q ready (%s)\n", site.Settings.Name, db.Dialect())
	return nil
}
