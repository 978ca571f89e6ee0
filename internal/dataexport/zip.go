// Package dataexport builds the ZIP of a member's data export (issue 23, GDPR Art. 15
// and 20): the JSON files the store writes and the member's photos, read through the
// media store interface so that it works on any storage.
package dataexport

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"time"

	"amora"
	"amora/internal/media"
	"amora/internal/sqlstore"
)

// PhotoVariant is the stored size of a photo the export holds: the largest the site
// keeps (uploads are re-encoded on arrival and the upload itself is not kept).
const PhotoVariant = media.Full

// FileName returns a new, unguessable name for an export's ZIP in the media store.
// The /media/ route serves only signed photo variants, never these.
func FileName() string { return "exports/" + media.NewName() + ".zip" }

// Build writes the ZIP of files and photos: each file at its name, each photo at
// photos/<id>.jpg. A photo whose file is gone is left out; any other storage error
// fails the build, so that an export is whole or not made.
func Build(ctx context.Context, files []sqlstore.ExportFile, photos []sqlstore.ExportPhoto, store media.Store, at time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, method uint16) (io.Writer, error) {
		return zw.CreateHeader(&zip.FileHeader{Name: name, Method: method, Modified: at})
	}
	for _, f := range files {
		w, err := add(f.Name, zip.Deflate)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.Data); err != nil {
			return nil, err
		}
	}
	for _, p := range photos {
		if err := addPhoto(ctx, store, p, func() (io.Writer, error) {
			return add("photos/"+strconv.FormatInt(p.ID, 10)+".jpg", zip.Store) // JPEG does not compress further
		}); err != nil {
			return nil, fmt.Errorf("photo %d: %w", p.ID, err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func addPhoto(ctx context.Context, store media.Store, p sqlstore.ExportPhoto, create func() (io.Writer, error)) error {
	f, _, err := store.Open(ctx, p.Name+"/"+PhotoVariant)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	defer f.Close()
	w, err := create()
	if err != nil {
		return err
	}
	_, err = io.Copy(w, f)
	return err
}
