package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"amora"
)

// Disk is a Store in a directory of the local file system (DATA_DIR/media by default).
type Disk struct {
	// Dir is the root directory; it is created on the first Put.
	Dir string
}

// path returns the file path of a checked name.
func (d Disk) path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return filepath.Join(d.Dir, filepath.FromSlash(name)), nil
}

// Put implements Store. It writes a temporary file beside the target and renames it
// into place, so a reader sees the old file or the new one, never half of one.
func (d Disk) Put(ctx context.Context, name string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	path, err := d.path(name)
	if err != nil {
		return err
	}
	// A concurrent Delete may remove the directory, once empty, between MkdirAll and
	// CreateTemp; one more try then succeeds.
	for try := 0; ; try++ {
		err = putFile(path, data)
		if err == nil || try == 1 || !errors.Is(err, fs.ErrNotExist) {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("media: put %s: %w", name, err)
	}
	return nil
}

// putFile writes data to path through a temporary file and a rename.
func putFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".put-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
	}
	return err
}

// Open implements Store.
func (d Disk) Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error) {
	if err := ctx.Err(); err != nil {
		return nil, time.Time{}, err
	}
	path, err := d.path(name)
	if err != nil {
		return nil, time.Time{}, err
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, time.Time{}, errNotFound()
	} else if err != nil {
		return nil, time.Time{}, fmt.Errorf("media: open %s: %w", name, err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, time.Time{}, fmt.Errorf("media: stat %s: %w", name, err)
	}
	if !info.Mode().IsRegular() {
		// A photo name itself is a directory of variants, not a file.
		f.Close()
		return nil, time.Time{}, errNotFound()
	}
	return f, info.ModTime(), nil
}

// Delete implements Store. It also removes the directories the file leaves empty,
// up to but not including the fan-out directories below Dir.
func (d Disk) Delete(ctx context.Context, name string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	path, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("media: delete %s: %w", name, err)
	}
	// os.Remove fails on a directory that is not empty, which ends the walk.
	for dir := name; strings.Count(dir, "/") > 1; {
		dir = dir[:strings.LastIndex(dir, "/")]
		if os.Remove(filepath.Join(d.Dir, filepath.FromSlash(dir))) != nil {
			break
		}
	}
	return nil
}

// errNotFound reports a file missing from a store.
func errNotFound() *amora.Error {
	return amora.Errorf(amora.ENOTFOUND, "Photo not found.")
}
