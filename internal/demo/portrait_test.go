package demo

import (
	"bytes"
	"image/jpeg"
	"testing"
)

func TestPortrait(t *testing.T) {
	a := Portrait(1<<8, "female", "blond", 300, 375)
	b := Portrait(2<<8, "male", "black", 300, 375)
	if got := a.Bounds().Size(); got.X != 300 || got.Y != 375 {
		t.Fatalf("size %v, want 300x375", got)
	}
	colours := map[[3]uint8]bool{}
	diff := 0.0
	for y := 0; y < 375; y++ {
		for x := 0; x < 300; x++ {
			i := a.PixOffset(x, y)
			colours[[3]uint8{a.Pix[i], a.Pix[i+1], a.Pix[i+2]}] = true
			for c := 0; c < 3; c++ {
				d := float64(a.Pix[i+c]) - float64(b.Pix[i+c])
				if d < 0 {
					d = -d
				}
				diff += d
			}
		}
	}
	if len(colours) < 500 {
		t.Errorf("%d distinct colours: a flat picture", len(colours))
	}
	if mean := diff / (300 * 375 * 3); mean < 20 {
		t.Errorf("two different seeds differ by %.1f on average: too alike", mean)
	}
	jpg, err := PortraitJPEG(3<<8, "female", "red")
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(jpg))
	if err != nil || img.Bounds().Dx() != 600 || img.Bounds().Dy() != 750 {
		t.Errorf("PortraitJPEG: %v %v", img.Bounds(), err)
	}
}

// BenchmarkPortrait measures drawing one 600x750 portrait.
func BenchmarkPortrait(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Portrait(int64(i)<<8, "female", "brown", 600, 750)
	}
}
