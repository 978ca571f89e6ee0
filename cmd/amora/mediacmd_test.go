package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/config"
	"amora/internal/media"
	"amora/internal/media/mediatest"
)

// s3Env is the environment of an installation whose store is srv, given the standard
// AWS variables.
func s3Env(srv *mediatest.S3Server, extra map[string]string) func(string) string {
	env := map[string]string{
		"AWS_ACCESS_KEY_ID": mediatest.AccessKey, "AWS_SECRET_ACCESS_KEY": mediatest.SecretKey,
		"AWS_REGION": "eu-central-1", "AWS_ENDPOINT_URL_S3": srv.URL,
	}
	for k, v := range extra {
		env[k] = v
	}
	return func(k string) string { return env[k] }
}

// TestMediaMigrate copies an installation's photos and data exports to S3: a run that
// the store cuts off is resumed by the next, which copies only what is missing or
// different, and a run after that copies nothing.
func TestMediaMigrate(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	disk := media.Disk{Dir: filepath.Join(dir, "media")}
	files := map[string]string{}
	for _, name := range []string{media.NewName(), media.NewName()} {
		for _, v := range []string{media.Thumb, media.Card, media.Full, media.Blur} {
			files[name+"/"+v] = "jpeg " + name + v
		}
	}
	files["exports/"+media.NewName()+".zip"] = "PK zip"
	for name, content := range files {
		if err := disk.Put(ctx, name, []byte(content)); err != nil {
			t.Fatal(err)
		}
	}
	// A write that a crash interrupted is not copied.
	os.WriteFile(filepath.Join(disk.Dir, "exports", ".put-123"), []byte("half"), 0o644)

	srv := mediatest.NewS3Server(t)
	getenv := s3Env(srv, nil)
	migrate := func() (string, error) {
		var out bytes.Buffer
		err := run(ctx, []string{"media", "migrate", "--to", "s3://" + mediatest.Bucket + "/amora", "--data-dir", dir}, getenv, &out, io.Discard)
		return out.String(), err
	}

	srv.StopAfterPuts(3)
	out, err := migrate()
	if amora.ErrorCode(err) != amora.EUNAVAILABLE || !strings.Contains(out, "copied 3 files") || !strings.Contains(err.Error(), "run the same command again") {
		t.Fatalf("cut-off run: %q, %v; want 3 copied and the store unavailable", out, err)
	}
	srv.Start()
	store := srv.Store(t, "amora")
	// An object that differs from the file (a copy from elsewhere) is copied again.
	var changed string
	for name := range files {
		if _, err := store.Stat(ctx, name); err == nil {
			changed = name
			break
		}
	}
	if err := store.Put(ctx, changed, []byte("something else")); err != nil {
		t.Fatal(err)
	}

	out, err = migrate()
	if err != nil || !strings.Contains(out, "copied 7 files") || !strings.Contains(out, "skipped 2 already there") {
		t.Fatalf("resumed run: %q, %v; want 7 copied (6 missing, 1 changed), 2 skipped", out, err)
	}
	out, err = migrate()
	if err != nil || !strings.Contains(out, "copied 0 files (0 bytes), skipped 9 already there") {
		t.Fatalf("third run: %q, %v; want nothing copied", out, err)
	}
	var keys []string
	for name, content := range files {
		keys = append(keys, "amora/"+name)
		f, _, err := store.Open(ctx, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, _ := io.ReadAll(f)
		f.Close()
		if string(got) != content {
			t.Errorf("%s holds %q, want %q", name, got, content)
		}
	}
	slices.Sort(keys)
	if got := srv.Keys(t); !slices.Equal(got, keys) {
		t.Errorf("bucket holds %v, want %v", got, keys)
	}

	for _, args := range [][]string{
		{"media", "migrate", "--data-dir", dir},
		{"media", "migrate", "--to", "https://bucket/x", "--data-dir", dir},
		{"media", "migrate", "--to", "s3://no-such-bucket", "--data-dir", dir},
		{"media", "nothing"},
	} {
		if err := run(ctx, args, getenv, io.Discard, io.Discard); err == nil {
			t.Errorf("%v succeeded", args)
		}
	}
}

// TestPhotoSweepOnS3 runs `amora photos sweep` on an installation whose photos are
// in S3: old files without a row go, young ones and data exports stay.
func TestPhotoSweepOnS3(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	srv := mediatest.NewS3Server(t)
	getenv := s3Env(srv, map[string]string{"AMORA_S3_URL": "s3://" + mediatest.Bucket + "/media"})
	store := srv.Store(t, "media")
	old, young := media.NewName(), media.NewName()
	export := "exports/" + media.NewName() + ".zip"
	srv.StoreAgo(2 * media.SweepGrace)
	for _, name := range []string{old + "/" + media.Card, old + "/" + media.Blur, export} {
		if err := store.Put(ctx, name, []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	srv.StoreAgo(0)
	if err := store.Put(ctx, young+"/"+media.Card, []byte("x")); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run(ctx, []string{"photos", "sweep", "--data-dir", dir}, getenv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "removed the files of 1 photos") {
		t.Errorf("output %q", out.String())
	}
	want := []string{"media/" + export, "media/" + young + "/" + media.Card}
	slices.Sort(want)
	if got := srv.Keys(t); !slices.Equal(got, want) {
		t.Errorf("after the sweep: %v, want %v", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "media")); !os.IsNotExist(err) {
		t.Errorf("the sweep made a local media directory: %v", err)
	}
}

// TestServeOnS3 starts the server with its photos in S3: the demo members' photos
// land in the bucket, not on the disk; a missing bucket stops the start at once.
func TestServeOnS3(t *testing.T) {
	srv := mediatest.NewS3Server(t)
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	getenv := s3Env(srv, map[string]string{"AMORA_S3_URL": "s3://" + mediatest.Bucket + "/site"})
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir, "--demo", "--members", "2"}, getenv, io.Discard, io.Discard)
	}()
	deadline := time.Now().Add(60 * time.Second)
	for len(srv.Keys(t)) < 8 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	keys := srv.Keys(t)
	if len(keys) < 8 || !strings.HasPrefix(keys[0], "site/") {
		t.Errorf("bucket holds %v, want the demo members' photos under site/", keys)
	}
	cfg, _ := config.Load("test", []string{"--data-dir", dir}, func(string) string { return "" })
	entries, _ := os.ReadDir(cfg.MediaDir())
	if len(entries) != 0 {
		t.Errorf("the local media directory holds %d entries", len(entries))
	}

	err := run(context.Background(), []string{"serve", "--listen", "127.0.0.1:0", "--data-dir", t.TempDir()},
		s3Env(srv, map[string]string{"AMORA_S3_URL": "s3://no-such-bucket"}), io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "no-such-bucket does not exist") {
		t.Errorf("serve with a missing bucket: %v", err)
	}
}
