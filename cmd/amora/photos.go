package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"amora/internal/config"
	"amora/internal/jobs"
	"amora/internal/media"
	"amora/internal/sqlstore"
)

// photoStore is the photo service of the HTTP API with the jobs that erase files.
type photoStore struct {
	*media.Photos
}

func newPhotoStore(ctx context.Context, cfg config.Config, logger *slog.Logger) (*photoStore, error) {
	key, err := mediaKey(cfg)
	if err != nil {
		return nil, err
	}
	store, err := mediaStore(ctx, cfg, logger)
	if err != nil {
		return nil, err
	}
	return &photoStore{&media.Photos{Store: store, Signer: media.Signer{Key: key, Prefix: "/media/"}}}, nil
}

// mediaStore is where photos and data exports are kept: the S3 bucket of --s3-url,
// which must exist and answer, or else DATA_DIR/media.
func mediaStore(ctx context.Context, cfg config.Config, logger *slog.Logger) (media.Lister, error) {
	if cfg.S3URL == "" {
		return media.Disk{Dir: cfg.MediaDir()}, nil
	}
	return openS3(ctx, cfg, cfg.S3URL, logger)
}

// openS3 opens the bucket of url with the S3 settings of cfg and checks that it is
// there.
func openS3(ctx context.Context, cfg config.Config, url string, logger *slog.Logger) (*media.S3, error) {
	s3, err := media.NewS3(media.S3Options{URL: url, Endpoint: cfg.S3Endpoint, Region: cfg.S3Region,
		AccessKey: cfg.S3AccessKey, SecretKey: cfg.S3SecretKey, SessionToken: cfg.S3SessionToken, Logger: logger})
	if err != nil {
		return nil, err
	}
	checkCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := s3.Check(checkCtx); err != nil {
		return nil, err
	}
	return s3, nil
}

// mediaKey is the key that signs photo URLs: AMORA_MEDIA_KEY (hex) when set, as every
// instance of a deployment must share it; otherwise a key made on first start and kept
// in the data directory.
func mediaKey(cfg config.Config) ([]byte, error) {
	if cfg.MediaKey != "" {
		key, err := hex.DecodeString(cfg.MediaKey)
		if err != nil || len(key) < 32 {
			return nil, fmt.Errorf("AMORA_MEDIA_KEY must be at least 32 bytes in hex")
		}
		return key, nil
	}
	path := filepath.Join(cfg.DataDir, "media.key")
	if b, err := os.ReadFile(path); err == nil {
		return hex.DecodeString(strings.TrimSpace(string(b)))
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	key := make([]byte, 32)
	rand.Read(key)
	if err := os.WriteFile(path, []byte(hex.EncodeToString(key)+"\n"), 0o600); err != nil {
		return nil, err
	}
	return key, nil
}

// register handles the photo jobs: erasing the files of photos whose rows are gone.
func (p *photoStore) register(r *jobs.Runner) {
	r.Handle(sqlstore.JobDeletePhotoFiles, p.deleteFiles)
}

// deleteFiles erases every size of the photos a JobDeletePhotoFiles job names.
func (p *photoStore) deleteFiles(ctx context.Context, payload []byte) error {
	var job sqlstore.PhotoFilesJob
	if err := json.Unmarshal(payload, &job); err != nil {
		return &jobs.Permanent{Err: err}
	}
	var errs []error
	for _, name := range job.Names {
		if err := p.Delete(ctx, name); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// sweepPhotos removes the stored files of photos that have no row: left by a crash
// between storing an upload and recording it, or by a failed deletion.
func sweepPhotos(ctx context.Context, cfg config.Config, stdout io.Writer) error {
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	store, err := mediaStore(ctx, cfg, newLogger(io.Discard, cfg.LogLevel))
	if err != nil {
		return err
	}
	removed, err := media.Sweep(ctx, store, time.Now(), db.KnownPhotos)
	fmt.Fprintf(stdout, "removed the files of %d photos without a row\n", removed)
	return err
}
