package media

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

// frameOnly is the start of a JPEG up to its frame header: SOI, a JFIF APP0 segment,
// then SOF<kind> for a 4000 x 3000 three-component image (4:2:0).
func frameOnly(kind byte) []byte {
	return []byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
		0xFF, kind, 0x00, 0x11, 8, 0x0B, 0xB8, 0x0F, 0xA0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1}
}

// TestInspectCost checks that Inspect weighs an upload by what decoding it takes, from
// the header alone: a progressive JPEG far more than a baseline one of the same size.
func TestInspectCost(t *testing.T) {
	baseline, err := Inspect(bytes.NewReader(frameOnly(0xC0)))
	if err != nil {
		t.Fatal(err)
	}
	progressive, err := Inspect(bytes.NewReader(frameOnly(0xC2)))
	if err != nil {
		t.Fatal(err)
	}
	if baseline.Progressive || !progressive.Progressive {
		t.Errorf("progressive: baseline %v, SOF2 %v", baseline.Progressive, progressive.Progressive)
	}
	if baseline.Width != 4000 || baseline.Height != 3000 {
		t.Errorf("size %dx%d", baseline.Width, baseline.Height)
	}
	const px = 4000 * 3000
	if baseline.Cost < 3*px || baseline.Cost > 5*px {
		t.Errorf("baseline cost %d, want 3 to 5 bytes per pixel", baseline.Cost)
	}
	if progressive.Cost < baseline.Cost+6*px {
		t.Errorf("progressive cost %d, want 6 bytes per pixel above baseline %d", progressive.Cost, baseline.Cost)
	}
	pngCost := func(img image.Image) int64 {
		var buf bytes.Buffer
		png.Encode(&buf, img)
		h, err := Inspect(&buf)
		if err != nil {
			t.Fatal(err)
		}
		return h.Cost
	}
	r := image.Rect(0, 0, 1000, 1000)
	gray, rgba, deep := pngCost(image.NewGray(r)), pngCost(image.NewNRGBA(r)), pngCost(image.NewNRGBA64(r))
	if !(gray < rgba && rgba < deep) {
		t.Errorf("PNG costs gray %d, RGBA %d, 16-bit %d: want increasing", gray, rgba, deep)
	}
	if _, err := Inspect(bytes.NewReader([]byte("not an image"))); err == nil {
		t.Error("inspected text as an image")
	}
}
