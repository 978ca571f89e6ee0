package media_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/media"
	"amora/internal/media/mediatest"
)

// photoJPEG is a small photo to upload.
func photoJPEG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	for y := range 480 {
		for x := range 640 {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 99, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readAll(t *testing.T, store media.Store, name string) ([]byte, time.Time, error) {
	t.Helper()
	f, modified, err := store.Open(context.Background(), name)
	if err != nil {
		return nil, modified, err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	return b, modified, err
}

var variants = []string{media.Thumb, media.Card, media.Full, media.Blur}

// TestStoreBackends runs what the photo service asks of a store on the disk and on
// an S3 server: put, read, replace, delete, names it refuses, and the orphan sweep.
func TestStoreBackends(t *testing.T) {
	mediatest.ForEachBackend(t, func(t *testing.T, store media.Lister) {
		ctx := context.Background()
		name := media.NewName() + "/" + media.Card
		if _, _, err := store.Open(ctx, name); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Fatalf("Open before Put: err = %v, want ENOTFOUND", err)
		}
		start := time.Now().Add(-2 * time.Second)
		for _, content := range []string{"first version", "second"} {
			if err := store.Put(ctx, name, []byte(content)); err != nil {
				t.Fatal(err)
			}
			got, modified, err := readAll(t, store, name)
			if err != nil || string(got) != content {
				t.Errorf("read %q, %v; want %q", got, err, content)
			}
			if modified.Before(start) || modified.After(time.Now().Add(2*time.Second)) {
				t.Errorf("modified = %v, want about now", modified)
			}
		}
		// A photo's own name is no file.
		if _, _, err := store.Open(ctx, strings.TrimSuffix(name, "/"+media.Card)); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("Open(photo name): err = %v, want ENOTFOUND", err)
		}
		if err := store.Delete(ctx, name); err != nil {
			t.Fatal(err)
		}
		if _, _, err := store.Open(ctx, name); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("Open after Delete: err = %v, want ENOTFOUND", err)
		}
		if err := store.Delete(ctx, name); err != nil {
			t.Errorf("Delete of a missing file: err = %v, want nil", err)
		}
		for _, bad := range []string{"", "/etc/passwd", "../secret", "ab/../../x", `ab\cd`, "ab//cd", "ab/./cd"} {
			if err := store.Put(ctx, bad, []byte("x")); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("Put(%q): err = %v, want EINVALID", bad, err)
			}
			if _, _, err := store.Open(ctx, bad); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("Open(%q): err = %v, want EINVALID", bad, err)
			}
		}

		t.Run("UploadServeDelete", func(t *testing.T) {
			photos := &media.Photos{Store: store}
			name, err := photos.SaveUpload(ctx, bytes.NewReader(photoJPEG(t)))
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range variants {
				f, modified, err := photos.Open(ctx, name, v)
				if err != nil {
					t.Fatalf("%s: %v", v, err)
				}
				// Served as the media handler serves it, with a range request too.
				whole := httptest.NewRecorder()
				http.ServeContent(whole, httptest.NewRequest("GET", "/x", nil), "", modified, f)
				req := httptest.NewRequest("GET", "/x", nil)
				req.Header.Set("Range", "bytes=2-5")
				part := httptest.NewRecorder()
				http.ServeContent(part, req, "", modified, f)
				f.Close()
				body := whole.Body.Bytes()
				if whole.Code != 200 || len(body) < 100 || !bytes.HasPrefix(body, []byte{0xff, 0xd8}) {
					t.Errorf("%s: served %d, %d bytes; want a JPEG", v, whole.Code, len(body))
				}
				if part.Code != 206 || !bytes.Equal(part.Body.Bytes(), body[2:6]) {
					t.Errorf("%s: range served %d %x, want 206 %x", v, part.Code, part.Body.Bytes(), body[2:6])
				}
			}
			if err := photos.Delete(ctx, name); err != nil {
				t.Fatal(err)
			}
			for _, v := range variants {
				if _, _, err := photos.Open(ctx, name, v); amora.ErrorCode(err) != amora.ENOTFOUND {
					t.Errorf("%s after Delete: err = %v, want ENOTFOUND", v, err)
				}
			}
		})

		t.Run("Sweep", func(t *testing.T) {
			kept, orphan := media.NewName(), media.NewName()
			for _, n := range []string{kept, orphan} {
				for _, v := range variants {
					if err := store.Put(ctx, n+"/"+v, []byte(v)); err != nil {
						t.Fatal(err)
					}
				}
			}
			export := "exports/" + media.NewName() + ".zip"
			if err := store.Put(ctx, export, []byte("PK")); err != nil {
				t.Fatal(err)
			}
			var listed []string
			if err := store.Photos(ctx, func(n string, modified time.Time) error {
				listed = append(listed, n)
				if time.Since(modified) > time.Minute {
					t.Errorf("%s modified %v, want about now", n, modified)
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			slices.Sort(listed)
			want := []string{kept, orphan}
			slices.Sort(want)
			if !slices.Equal(listed, want) {
				t.Errorf("Photos listed %v, want %v (no data export)", listed, want)
			}
			known := func(_ context.Context, names []string) (map[string]bool, error) {
				return map[string]bool{kept: true}, nil
			}
			// Young files are left for an upload in progress.
			if n, err := media.Sweep(ctx, store, time.Now(), known); err != nil || n != 0 {
				t.Errorf("Sweep of young files removed %d, %v; want 0", n, err)
			}
			if n, err := media.Sweep(ctx, store, time.Now().Add(2*media.SweepGrace), known); err != nil || n != 1 {
				t.Errorf("Sweep removed %d, %v; want 1", n, err)
			}
			for _, v := range variants {
				if _, _, err := store.Open(ctx, orphan+"/"+v); amora.ErrorCode(err) != amora.ENOTFOUND {
					t.Errorf("orphan %s: err = %v, want ENOTFOUND", v, err)
				}
				if _, _, err := store.Open(ctx, kept+"/"+v); err != nil {
					t.Errorf("kept %s: %v", v, err)
				}
			}
			if _, _, err := store.Open(ctx, export); err != nil {
				t.Errorf("data export after the sweep: %v", err)
			}
			stop := errors.New("stop")
			if err := store.Photos(ctx, func(string, time.Time) error { return stop }); err != stop {
				t.Errorf("Photos returned %v, want the error of fn", err)
			}
		})
	})
}

// TestS3Outage stops the S3 server in the middle of storing a photo's variants: the
// upload fails as unavailable, nothing of it can be read, and once the server is back
// the sweep removes what the failed clean-up could not.
func TestS3Outage(t *testing.T) {
	ctx := context.Background()
	srv := mediatest.NewS3Server(t)
	store := srv.Store(t, "media")
	photos := &media.Photos{Store: store}

	srv.StopAfterPuts(2)
	began := time.Now()
	_, err := photos.SaveUpload(ctx, bytes.NewReader(photoJPEG(t)))
	var e *amora.Error
	if !errors.As(err, &e) || e.Code != amora.EUNAVAILABLE || e.Key != "photoStorageUnavailable" || e.RetryAfter <= 0 {
		t.Fatalf("SaveUpload during the outage: err = %v, want EUNAVAILABLE photoStorageUnavailable", err)
	}
	if took := time.Since(began); took > 15*time.Second {
		t.Errorf("the outage took %v to be answered", took)
	}
	if _, _, err := store.Open(ctx, media.NewName()+"/"+media.Card); amora.ErrorCode(err) != amora.EUNAVAILABLE {
		t.Errorf("Open while down: err = %v, want EUNAVAILABLE", err)
	}
	if err := store.Delete(ctx, media.NewName()+"/"+media.Card); amora.ErrorCode(err) != amora.EUNAVAILABLE {
		t.Errorf("Delete while down: err = %v, want EUNAVAILABLE", err)
	}
	if _, err := media.Sweep(ctx, store, time.Now(), nil); amora.ErrorCode(err) != amora.EUNAVAILABLE {
		t.Errorf("Sweep while down: err = %v, want EUNAVAILABLE", err)
	}

	srv.Start()
	left := srv.Keys(t)
	if len(left) != 2 {
		t.Errorf("the outage left %v; want the two variants stored before it", left)
	}
	n, err := media.Sweep(ctx, store, time.Now().Add(2*media.SweepGrace), func(context.Context, []string) (map[string]bool, error) {
		return nil, nil // no photo row names them
	})
	if err != nil || n != 1 {
		t.Errorf("Sweep after the outage removed %d photos, %v; want 1", n, err)
	}
	if keys := srv.Keys(t); len(keys) != 0 {
		t.Errorf("after the sweep the bucket holds %v", keys)
	}
}

func TestParseS3URL(t *testing.T) {
	for _, tt := range []struct{ url, bucket, prefix string }{
		{"s3://photos", "photos", ""},
		{"s3://photos/", "photos", ""},
		{"s3://photos/amora/media", "photos", "amora/media/"},
		{"s3://photos/amora/", "photos", "amora/"},
	} {
		b, p, err := media.ParseS3URL(tt.url)
		if err != nil || b != tt.bucket || p != tt.prefix {
			t.Errorf("ParseS3URL(%q) = %q, %q, %v; want %q, %q", tt.url, b, p, err, tt.bucket, tt.prefix)
		}
	}
	for _, bad := range []string{"", "photos", "https://photos/x", "s3:///x", "s3://photos/../x", "s3://photos/a//b", "s3://k:s@photos", "s3://photos?x=1"} {
		if _, _, err := media.ParseS3URL(bad); err == nil {
			t.Errorf("ParseS3URL(%q) succeeded", bad)
		}
	}
}

// BenchmarkStoreRead reads one stored photo size (a card, about 30 kB) whole, as the
// media handler does, from each backend: the cost of the trip to the store.
func BenchmarkStoreRead(b *testing.B) {
	for _, backend := range mediatest.Backends() {
		b.Run(backend.Name, func(b *testing.B) {
			ctx := context.Background()
			store := backend.New(b)
			name := media.NewName() + "/" + media.Card
			if err := store.Put(ctx, name, bytes.Repeat([]byte{0xff}, 30<<10)); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(30 << 10)
			for b.Loop() {
				f, _, err := store.Open(ctx, name)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := io.Copy(io.Discard, f); err != nil {
					b.Fatal(err)
				}
				f.Close()
			}
		})
	}
}

// TestS3ServeOneRequest checks that serving a stored photo costs one GET: the size
// that http.ServeContent seeks to learn comes from the first answer.
func TestS3ServeOneRequest(t *testing.T) {
	ctx := context.Background()
	srv := mediatest.NewS3Server(t)
	store := srv.Store(t, "")
	name := media.NewName() + "/" + media.Full
	content := bytes.Repeat([]byte("photo"), 20000)
	if err := store.Put(ctx, name, content); err != nil {
		t.Fatal(err)
	}
	before, heads := srv.Requests("GET"), srv.Requests("HEAD")
	f, modified, err := store.Open(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	w.Header().Set("Content-Type", "image/jpeg") // as the media handler does: no sniffing
	http.ServeContent(w, httptest.NewRequest("GET", "/x", nil), "", modified, f)
	f.Close()
	if n := srv.Requests("HEAD") - heads; n != 0 {
		t.Errorf("serving took %d HEAD requests, want none", n)
	}
	if !bytes.Equal(w.Body.Bytes(), content) {
		t.Errorf("served %d bytes, want the %d stored", w.Body.Len(), len(content))
	}
	if n := srv.Requests("GET") - before; n != 1 {
		t.Errorf("serving took %d GET requests, want 1", n)
	}
}
