package media

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"amora"
)

// failingStore is a Disk whose Put fails for one name.
type failingStore struct {
	Disk
	failOn string
}

func (s failingStore) Put(ctx context.Context, name string, data []byte) error {
	if name == s.failOn {
		return errors.New("disk full")
	}
	return s.Disk.Put(ctx, name, data)
}

func TestSaveAndDeleteVariants(t *testing.T) {
	ctx := context.Background()
	p, err := Process(bytes.NewReader(encodeTestJPEG(t, patternImage(800, 600))))
	if err != nil {
		t.Fatal(err)
	}
	disk := Disk{Dir: t.TempDir()}
	name := NewName()
	if err := SaveVariants(ctx, disk, name, p); err != nil {
		t.Fatal(err)
	}
	for variant := range p.Variants {
		f, _, err := disk.Open(ctx, name+"/"+variant)
		if err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		got, _ := io.ReadAll(f)
		f.Close()
		if !bytes.Equal(got, p.Variants[variant]) {
			t.Errorf("%s: stored %d bytes, want the %d processed", variant, len(got), len(p.Variants[variant]))
		}
	}
	if err := DeleteVariants(ctx, disk, name); err != nil {
		t.Fatal(err)
	}
	for _, variant := range variantNames() {
		if _, _, err := disk.Open(ctx, name+"/"+variant); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("%s after DeleteVariants: err = %v, want ENOTFOUND", variant, err)
		}
	}
	if _, err := os.Stat(filepath.Join(disk.Dir, filepath.FromSlash(name))); !os.IsNotExist(err) {
		t.Errorf("photo directory left behind: %v", err)
	}
	if err := DeleteVariants(ctx, disk, name); err != nil {
		t.Errorf("second DeleteVariants: err = %v, want nil", err)
	}
}

// TestSaveVariantsAllOrNothing checks that a photo whose third variant cannot be
// stored leaves no variant behind.
func TestSaveVariantsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	p := &Processed{Variants: map[string][]byte{Blur: []byte("b"), Card: []byte("c"), Full: []byte("f"), Thumb: []byte("t")}}
	name := NewName()
	store := failingStore{Disk: Disk{Dir: t.TempDir()}, failOn: name + "/" + Full}
	if err := SaveVariants(ctx, store, name, p); err == nil {
		t.Fatal("SaveVariants succeeded, want the error of the failing Put")
	}
	for _, variant := range variantNames() {
		if _, _, err := store.Open(ctx, name+"/"+variant); amora.ErrorCode(err) != amora.ENOTFOUND {
			t.Errorf("%s: err = %v, want ENOTFOUND", variant, err)
		}
	}
}

// TestOpenLargeOfAnOlderPhoto opens the Large variant of a photo stored before Large
// existed: Full stands in. A photo that has Large gets its own, and a missing photo
// stays missing.
func TestOpenLargeOfAnOlderPhoto(t *testing.T) {
	ctx := context.Background()
	p, err := Process(bytes.NewReader(encodeTestJPEG(t, patternImage(1400, 1200))))
	if err != nil {
		t.Fatal(err)
	}
	photos := &Photos{Store: Disk{Dir: t.TempDir()}}
	older, newer := NewName(), NewName()
	if err := SaveVariants(ctx, photos.Store, newer, p); err != nil {
		t.Fatal(err)
	}
	delete(p.Variants, Large)
	if err := SaveVariants(ctx, photos.Store, older, p); err != nil {
		t.Fatal(err)
	}
	read := func(name, variant string) []byte {
		t.Helper()
		f, _, err := photos.Open(ctx, name, variant)
		if err != nil {
			t.Fatalf("%s of %s: %v", variant, name, err)
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		return b
	}
	if got := read(older, Large); !bytes.Equal(got, p.Variants[Full]) {
		t.Errorf("Large of an older photo: %d bytes, want Full's %d", len(got), len(p.Variants[Full]))
	}
	if got, full := read(newer, Large), read(newer, Full); bytes.Equal(got, full) || len(got) >= len(full) {
		t.Errorf("Large of a new photo: %d bytes, Full %d: want its own, smaller", len(got), len(full))
	}
	if _, _, err := photos.Open(ctx, NewName(), Large); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("Large of no photo: %v, want ENOTFOUND", err)
	}
}
