package media

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"amora"
)

func TestDiskPutOpenDelete(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	disk := Disk{Dir: filepath.Join(dir, "media")}
	name := NewName() + "/" + Thumb

	if _, _, err := disk.Open(ctx, name); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Fatalf("Open before Put: err = %v, want ENOTFOUND", err)
	}
	start := time.Now().Add(-2 * time.Second)
	for _, content := range []string{"first version", "second"} {
		if err := disk.Put(ctx, name, []byte(content)); err != nil {
			t.Fatal(err)
		}
		f, modified, err := disk.Open(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(f)
		f.Close()
		if err != nil || string(got) != content {
			t.Errorf("read %q, %v; want %q", got, err, content)
		}
		if modified.Before(start) || modified.After(time.Now().Add(2*time.Second)) {
			t.Errorf("modified = %v, want about now", modified)
		}
	}
	path := filepath.Join(disk.Dir, filepath.FromSlash(name))
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("file mode = %v, %v; want 0644", info.Mode(), err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Errorf("photo directory holds %d entries, want 1 (no temporary files left)", len(entries))
	}

	// A photo's own name is a directory of variants, not a file.
	photo := filepath.ToSlash(filepath.Dir(filepath.FromSlash(name)))
	if _, _, err := disk.Open(ctx, photo); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("Open(photo directory): err = %v, want ENOTFOUND", err)
	}

	if err := disk.Delete(ctx, name); err != nil {
		t.Fatal(err)
	}
	if _, _, err := disk.Open(ctx, name); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("Open after Delete: err = %v, want ENOTFOUND", err)
	}
	if err := disk.Delete(ctx, name); err != nil {
		t.Errorf("Delete of a missing file: err = %v, want nil", err)
	}
	if _, err := os.Stat(filepath.Dir(path)); !os.IsNotExist(err) {
		t.Errorf("empty photo directory left behind: %v", err)
	}
	if _, err := os.Stat(filepath.Dir(filepath.Dir(path))); err != nil {
		t.Errorf("fan-out directory removed: %v", err)
	}
}

func TestDiskRejectsNames(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	disk := Disk{Dir: filepath.Join(dir, "media")}
	if err := os.WriteFile(filepath.Join(dir, "secret"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	names := []struct{ name, value string }{
		{"Empty", ""},
		{"Absolute", "/etc/passwd"},
		{"ParentDirectory", "../secret"},
		{"ParentInside", "ab/../../secret"},
		{"DotsInElement", "ab/x..y"},
		{"Backslash", `ab\..\secret`},
		{"BackslashPlain", `ab\cd`},
		{"EmptyElement", "ab//cd"},
		{"TrailingSlash", "ab/cd/"},
		{"DotElement", "ab/./cd"},
		{"NUL", "ab/c\x00d"},
	}
	for _, tt := range names {
		t.Run(tt.name, func(t *testing.T) {
			if err := disk.Put(ctx, tt.value, []byte("x")); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("Put: err = %v, want EINVALID", err)
			}
			if _, _, err := disk.Open(ctx, tt.value); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("Open: err = %v, want EINVALID", err)
			}
			if err := disk.Delete(ctx, tt.value); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("Delete: err = %v, want EINVALID", err)
			}
		})
	}
	if got, err := os.ReadFile(filepath.Join(dir, "secret")); err != nil || string(got) != "secret" {
		t.Errorf("file outside the store = %q, %v; want it untouched", got, err)
	}
}

func TestDiskCanceledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	disk := Disk{Dir: t.TempDir()}
	if err := disk.Put(ctx, "ab/cd", []byte("x")); err != context.Canceled {
		t.Errorf("Put: err = %v, want context.Canceled", err)
	}
	if _, _, err := disk.Open(ctx, "ab/cd"); err != context.Canceled {
		t.Errorf("Open: err = %v, want context.Canceled", err)
	}
	if err := disk.Delete(ctx, "ab/cd"); err != context.Canceled {
		t.Errorf("Delete: err = %v, want context.Canceled", err)
	}
}

func TestNewName(t *testing.T) {
	format := regexp.MustCompile(`^([0-9a-f]{2})/([0-9a-f]{32})$`)
	seen := make(map[string]bool)
	for range 1000 {
		name := NewName()
		m := format.FindStringSubmatch(name)
		if m == nil || m[2][:2] != m[1] {
			t.Fatalf("NewName() = %q, want xx/xx + 30 more hex digits", name)
		}
		if seen[name] {
			t.Fatalf("NewName() repeated %q", name)
		}
		seen[name] = true
		if err := checkName(name); err != nil {
			t.Fatalf("checkName(%q) = %v", name, err)
		}
	}
}
