package demo

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestContactSheet writes a contact sheet of portraits to the directory in
// AMORA_PORTRAIT_SHEET, for a person to look at; it is skipped otherwise.
func TestContactSheet(t *testing.T) {
	dir := os.Getenv("AMORA_PORTRAIT_SHEET")
	if dir == "" {
		t.Skip("set AMORA_PORTRAIT_SHEET to a directory to write a contact sheet")
	}
	const cols, rows, w, h = 4, 3, 300, 375
	hairs := []string{"black", "brown", "blond", "red", "grey", "bald", "other", "brown", "blond", "black", "brown", "red"}
	for sheet := int64(0); sheet < 3; sheet++ {
		out := image.NewRGBA(image.Rect(0, 0, cols*w, rows*h))
		for i := range cols * rows {
			gender := []string{"female", "male"}[i%2]
			seed := (sheet*100 + int64(i) + 1) << 8
			img := Portrait(seed, gender, hairs[(i+int(sheet)*5)%len(hairs)], 22+i*4, w, h)
			draw.Draw(out, image.Rect(i%cols*w, i/cols*h, i%cols*w+w, i/cols*h+h), img, image.Point{}, draw.Src)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(dir, "sheet"+string(rune('0'+sheet))+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, out); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}

// TestPortraitLarge writes single full-size portraits next to the sheets.
func TestPortraitLarge(t *testing.T) {
	dir := os.Getenv("AMORA_PORTRAIT_SHEET")
	if dir == "" {
		t.Skip("set AMORA_PORTRAIT_SHEET to a directory to write portraits")
	}
	for i, g := range []string{"female", "male"} {
		f, err := os.Create(filepath.Join(dir, "large-"+g+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, Portrait(int64(i+7)<<8, g, "brown", 40, 600, 750)); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}
