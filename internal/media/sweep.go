package media

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Lister is a Store that can name the photos it holds.
type Lister interface {
	Store
	// Photos calls fn with the name of every photo stored (the names that NewName made,
	// whose variants lie beneath them) and when its newest file was written.
	Photos(ctx context.Context, fn func(name string, modified time.Time) error) error
}

// Photos implements Lister: a photo is a directory two levels below Dir that holds
// a variant (the S3 store's rule too).
func (d Disk) Photos(ctx context.Context, fn func(name string, modified time.Time) error) error {
	fanouts, err := os.ReadDir(d.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	for _, fanout := range fanouts {
		if !fanout.IsDir() {
			continue
		}
		photos, err := os.ReadDir(filepath.Join(d.Dir, fanout.Name()))
		if err != nil {
			return err
		}
		for _, photo := range photos {
			if err := ctx.Err(); err != nil {
				return err
			}
			name := fanout.Name() + "/" + photo.Name()
			if !photo.IsDir() || checkName(name) != nil {
				continue
			}
			var newest time.Time
			variants := 0
			files, err := os.ReadDir(filepath.Join(d.Dir, fanout.Name(), photo.Name()))
			if err != nil {
				return err
			}
			for _, f := range files {
				if !isVariant(f.Name()) {
					continue // a data export's ZIPs, a temporary file: not a photo's
				}
				variants++
				if info, err := f.Info(); err == nil && info.ModTime().After(newest) {
					newest = info.ModTime()
				}
			}
			if variants == 0 {
				continue
			}
			if err := fn(name, newest); err != nil {
				return err
			}
		}
	}
	return nil
}

// SweepGrace is how old a photo's files must be before Sweep may remove them: an
// upload stores its files a moment before its row is written.
const SweepGrace = time.Hour

// Sweep removes the files of every stored photo older than SweepGrace at now whose name
// known does not report (known answers for a batch of names which have a photo row),
// and returns how many photos it removed.
func Sweep(ctx context.Context, store Lister, now time.Time, known func(ctx context.Context, names []string) (map[string]bool, error)) (int, error) {
	removed := 0
	var batch []string
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		have, err := known(ctx, batch)
		if err != nil {
			return err
		}
		for _, name := range batch {
			if !have[name] {
				if err := DeleteVariants(ctx, store, name); err != nil {
					return err
				}
				removed++
			}
		}
		batch = batch[:0]
		return nil
	}
	err := store.Photos(ctx, func(name string, modified time.Time) error {
		if now.Sub(modified) < SweepGrace {
			return nil
		}
		batch = append(batch, name)
		if len(batch) == 500 {
			return flush()
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	return removed, err
}
