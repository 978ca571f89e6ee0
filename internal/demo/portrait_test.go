package demo

import (
	"bytes"
	"image/jpeg"
	"testing"
)

func TestPortrait(t *testing.T) {
	tests := []struct {
		name         string
		seed         int64
		gender, hair string
		w, h         int
	}{
		{"WomanBlond", 1 << 8, "female", "blond", 300, 375},
		{"ManBald", 2 << 8, "male", "bald", 300, 375},
		{"ManGrey", 3 << 8, "male", "grey", 240, 240},
		{"WomanOther", 4 << 8, "female", "other", 120, 150},
		{"WideImage", 5 << 8, "female", "red", 400, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := Portrait(tt.seed, tt.gender, tt.hair, 30, tt.w, tt.h)
			if got := img.Bounds().Size(); got.X != tt.w || got.Y != tt.h {
				t.Fatalf("size = %v, want %dx%d", got, tt.w, tt.h)
			}
			colours := map[[3]uint8]bool{}
			for i := 0; i < len(img.Pix); i += 4 {
				colours[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
				if img.Pix[i+3] != 255 {
					t.Fatalf("pixel %d has alpha %d, want 255", i/4, img.Pix[i+3])
				}
			}
			if got, want := len(colours), 500; got <= want {
				t.Errorf("distinct colours = %d, want > %d", got, want)
			}
		})
	}
}

func TestPortraitDeterministic(t *testing.T) {
	a := Portrait(42<<8, "female", "brown", 30, 200, 250)
	b := Portrait(42<<8, "female", "brown", 30, 200, 250)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Error("the same seed drew two different portraits")
	}
}

// meanDiff returns the mean absolute difference of two equally sized images' channels.
func meanDiff(a, b []uint8) float64 {
	var sum int
	for i := range a {
		d := int(a[i]) - int(b[i])
		sum += max(d, -d)
	}
	return float64(sum) / float64(len(a))
}

func TestPortraitsDiffer(t *testing.T) {
	tests := []struct {
		name   string
		a, b   int64
		hair   string
		minAvg float64
	}{
		{"OtherPeople", 10 << 8, 11 << 8, "brown", 12},
		{"OtherPeopleSameHair", 300 << 8, 301 << 8, "black", 12},
		{"SamePersonOtherPhoto", 12 << 8, 12<<8 | 1, "blond", 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, g := range []string{"male", "female"} {
				a := Portrait(tt.a, g, tt.hair, 30, 150, 188)
				b := Portrait(tt.b, g, tt.hair, 30, 150, 188)
				if got := meanDiff(a.Pix, b.Pix); got < tt.minAvg {
					t.Errorf("%s: mean abs difference = %.1f, want >= %.1f", g, got, tt.minAvg)
				}
			}
		})
	}
}

func TestPortraitJPEG(t *testing.T) {
	data, err := PortraitJPEG(99<<8, "male", "black", 52)
	if err != nil {
		t.Fatalf("PortraitJPEG: %v", err)
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if got := img.Bounds().Size(); got.X != PortraitWidth || got.Y != PortraitHeight {
		t.Errorf("size = %v, want %dx%d", got, PortraitWidth, PortraitHeight)
	}
}

func BenchmarkPortrait(b *testing.B) {
	genders := []string{"male", "female"}
	hairs := []string{"black", "brown", "blond", "red", "grey", "other"}
	for i := 0; b.Loop(); i++ {
		Portrait(int64(i)<<8, genders[i%2], hairs[i%len(hairs)], 18+i%50, 600, 750)
	}
}

// TestPortraitAges: the face shows its age across many people: no lines at 25 and
// clear ones at 65, greyer natural hair, and glasses more often.
func TestPortraitAges(t *testing.T) {
	saturation := func(c rgb) float64 { return max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
	type tally struct{ lines, sat, glasses float64 }
	count := func(age int) tally {
		var s tally
		for id := range int64(400) {
			p := newPerson(id, []string{"male", "female"}[id%2], "brown", age)
			s.lines += p.lines / 400
			s.sat += saturation(p.hair) / 400
			if p.glasses {
				s.glasses += 1.0 / 400
			}
		}
		return s
	}
	young, old := count(25), count(65)
	if young.lines != 0 || old.lines < 0.6 {
		t.Errorf("lines: %.2f at 25, %.2f at 65", young.lines, old.lines)
	}
	if old.sat > young.sat*0.85 {
		t.Errorf("hair saturation: %.1f at 25, %.1f at 65: not greyer", young.sat, old.sat)
	}
	if old.glasses < young.glasses*2 {
		t.Errorf("glasses: %.2f at 25, %.2f at 65", young.glasses, old.glasses)
	}
}
