package media

import (
	"context"
	"io"
	"net/http"
	"time"

	"amora"
)

// Photos is the photo service the HTTP API uses: the pipeline, where the files are
// kept, and the signer of their URLs.
type Photos struct {
	Store  Store
	Signer Signer
}

// DecodeCost reads the header of an upload and returns the bytes that decoding it
// takes at its peak (Header.Cost).
func (p *Photos) DecodeCost(r io.Reader) (int64, error) {
	h, err := Inspect(r)
	return h.Cost, err
}

// SaveUpload processes an upload into its variants and stores them under a new name.
// A file (any io.ReadSeeker) is decoded straight from it, not read into memory.
func (p *Photos) SaveUpload(ctx context.Context, r io.Reader) (string, error) {
	var processed *Processed
	var err error
	if f, ok := r.(io.ReadSeeker); ok {
		processed, err = ProcessFile(f)
	} else {
		processed, err = Process(r)
	}
	if err != nil {
		return "", err
	}
	name := NewName()
	if err := SaveVariants(ctx, p.Store, name, processed); err != nil {
		return "", err
	}
	return name, nil
}

// Delete removes every variant of a photo.
func (p *Photos) Delete(ctx context.Context, name string) error {
	return DeleteVariants(ctx, p.Store, name)
}

// URL signs the URL of a grant, valid for at least ttl.
func (p *Photos) URL(g amora.PhotoGrant, ttl time.Duration) string {
	return p.Signer.URL(g, ttl)
}

// Verify reads the grant of a photo request; see Signer.Verify.
func (p *Photos) Verify(r *http.Request) (amora.PhotoGrant, time.Time, error) {
	return p.Signer.Verify(r)
}

// Open returns the file of one variant of a photo and when it was written. A photo
// without a Large variant (one that fits within it, or stored before it existed) has
// Full stand in: the same picture, at its own size or more pixels.
func (p *Photos) Open(ctx context.Context, name, variant string) (io.ReadSeekCloser, time.Time, error) {
	f, modified, err := p.Store.Open(ctx, name+"/"+variant)
	if variant == Large && amora.ErrorCode(err) == amora.ENOTFOUND {
		return p.Store.Open(ctx, name+"/"+Full)
	}
	return f, modified, err
}
