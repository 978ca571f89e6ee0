package media

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"amora"
)

// Store keeps photo files by name. Names are slash-separated relative paths such as
// NewName returns; a variant of a photo is stored as name+"/"+variant.
type Store interface {
	// Put stores data under name, replacing what was there; readers never see a
	// partly written file.
	Put(ctx context.Context, name string, data []byte) error
	// Open returns the file stored under name and when it was written, or an
	// ENOTFOUND *amora.Error when there is none. The caller closes the file.
	Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error)
	// Delete removes the file stored under name; a missing file is not an error.
	Delete(ctx context.Context, name string) error
}

// NewName returns a new random, unguessable photo name: 128 random bits as 32 hex
// digits, behind a directory of their first two, e.g. "3f/3fa9...", so that no
// directory of a disk store grows past a few thousand entries. It has no extension:
// the variants are stored beneath it.
func NewName() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails.
	h := hex.EncodeToString(b[:])
	return h[:2] + "/" + h
}

// checkName returns an EINVALID error for a name that could leave the store's root or
// that names a file in more than one way: empty, absolute, with "..", a backslash, a
// NUL byte, or an empty or "." element.
func checkName(name string) error {
	elements := strings.Split(name, "/")
	if name == "" || strings.HasPrefix(name, "/") || strings.Contains(name, "..") ||
		strings.ContainsAny(name, "\\\x00") || !filepath.IsLocal(filepath.FromSlash(name)) ||
		slices.Contains(elements, "") || slices.Contains(elements, ".") {
		return amora.Errorf(amora.EINVALID, "Invalid media name.")
	}
	return nil
}

// SaveVariants stores every variant of p under name. When one cannot be stored it
// removes those it already wrote, so that a photo is stored whole or not at all.
func SaveVariants(ctx context.Context, store Store, name string, p *Processed) error {
	variants := make([]string, 0, len(p.Variants))
	for variant := range p.Variants {
		variants = append(variants, variant)
	}
	slices.Sort(variants)
	for i, variant := range variants {
		if err := store.Put(ctx, name+"/"+variant, p.Variants[variant]); err != nil {
			for _, written := range variants[:i] {
				_ = store.Delete(context.WithoutCancel(ctx), name+"/"+written)
			}
			return err
		}
	}
	return nil
}

// DeleteVariants removes every variant stored under name; variants already gone are
// not an error.
func DeleteVariants(ctx context.Context, store Store, name string) error {
	var errs []error
	for _, variant := range variantNames() {
		if err := store.Delete(ctx, name+"/"+variant); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
