package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/gif"
	"io"
	"net/http"
	"runtime"
	"testing"

	"amora"
)

func TestProcessRejects(t *testing.T) {
	jpg := encodeTestJPEG(t, patternImage(300, 200))
	pngData := encodeTestPNG(t, patternImage(300, 200))
	var gifData bytes.Buffer
	if err := gif.Encode(&gifData, patternImage(30, 20), nil); err != nil {
		t.Fatal(err)
	}
	webp := webpSolid(300, 200, color.NRGBA{200, 100, 50, 255})

	tests := []struct {
		name     string
		input    io.Reader
		wantCode string
		wantKey  string
	}{
		{"TooLarge", zeros{}, amora.ETOOLARGE, "photoTooLarge"},
		{"CutOffByMaxBytesReader", http.MaxBytesReader(nil, io.NopCloser(zeros{}), 1000), amora.ETOOLARGE, "photoTooLarge"},
		{"ExactlyMaxBytesIsRead", io.LimitReader(zeros{}, MaxBytes), amora.EINVALID, "photoFormat"},
		{"Text", bytes.NewReader([]byte("Hello, this is not a photo.\n")), amora.EINVALID, "photoFormat"},
		{"Empty", bytes.NewReader(nil), amora.EINVALID, "photoFormat"},
		{"GIF", &gifData, amora.EINVALID, "photoFormat"},
		{"PNGBomb100000x100000", bytes.NewReader(pngHeader(100000, 100000)), amora.ETOOLARGE, "photoTooManyPixels"},
		{"PNGOver40Megapixels", bytes.NewReader(pngHeader(8000, 5001)), amora.ETOOLARGE, "photoTooManyPixels"},
		{"PNGSideOver20000", bytes.NewReader(pngHeader(20001, 10)), amora.ETOOLARGE, "photoTooManyPixels"},
		{"WebPOver40Megapixels", bytes.NewReader(webpSolid(16384, 16384, color.NRGBA{A: 255})), amora.ETOOLARGE, "photoTooManyPixels"},
		{"TruncatedJPEG", bytes.NewReader(jpg[:len(jpg)/2]), amora.EINVALID, "photoBroken"},
		{"JPEGHeaderOnly", bytes.NewReader(jpg[:20]), amora.EINVALID, "photoBroken"},
		{"TruncatedPNG", bytes.NewReader(pngData[:len(pngData)/2]), amora.EINVALID, "photoBroken"},
		{"PNGHeaderWithoutPixels", bytes.NewReader(pngHeader(300, 200)), amora.EINVALID, "photoBroken"},
		{"TruncatedWebP", bytes.NewReader(webp[:len(webp)-6]), amora.EINVALID, "photoBroken"},
		{"JPEGMarkerThenGarbage", bytes.NewReader([]byte("\xff\xd8\xff\xe0garbage garbage garbage")), amora.EINVALID, "photoBroken"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Process(tt.input)
			if p != nil {
				t.Errorf("Process returned %v, want nil", p)
			}
			e := amoraError(t, err)
			if e.Code != tt.wantCode || e.Key != tt.wantKey || e.Field != "photo" {
				t.Errorf("got code %q key %q field %q, want %q %q %q", e.Code, e.Key, e.Field, tt.wantCode, tt.wantKey, "photo")
			}
		})
	}
}

func TestProcessErrorMessages(t *testing.T) {
	tests := []struct {
		key  string
		err  *amora.Error
		want string
	}{
		{"photoTooLarge", errTooLarge(), "The photo is larger than 15 MB."},
		{"photoFormat", errFormat(), "Only JPEG, PNG and WebP photos can be uploaded."},
		{"photoTooManyPixels", errTooManyPixels(), "The photo has more than 40 megapixels."},
		{"photoBroken", errBroken(), "This file is not a photo we can read."},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			if got := tt.err.Message; got != tt.want {
				t.Errorf("message = %q, want %q", got, tt.want)
			}
			if got := tt.err.Key; got != tt.key {
				t.Errorf("key = %q, want %q", got, tt.key)
			}
		})
	}
}

func TestProcessReadError(t *testing.T) {
	_, err := Process(failingReader{})
	if got := amora.ErrorCode(err); got != amora.EINTERNAL {
		t.Errorf("code = %q (%v), want %q", got, err, amora.EINTERNAL)
	}
}

// TestProcessBombAllocatesNothing checks that a PNG claiming 10 gigapixels is turned
// away from its header alone: decoding it would take 40 GB.
func TestProcessBombAllocatesNothing(t *testing.T) {
	bomb := pngHeader(100000, 100000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := Process(bytes.NewReader(bomb))
	runtime.ReadMemStats(&after)
	if got := amoraError(t, err).Key; got != "photoTooManyPixels" {
		t.Fatalf("key = %q, want photoTooManyPixels", got)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Process allocated %d bytes for a bomb, want under 1 MB", got)
	}
}

func TestProcessFormats(t *testing.T) {
	transparent := image.NewNRGBA(image.Rect(0, 0, 500, 700))
	for i := 0; i < len(transparent.Pix); i += 4 {
		transparent.Pix[i+3] = 0 // fully transparent black
	}
	tests := []struct {
		name      string
		data      []byte
		wantW     int
		wantH     int
		wantColor [3]int // of the card's center, ±12
	}{
		{"JPEG", encodeTestJPEG(t, solid(800, 600, color.RGBA{200, 30, 40, 255})), 800, 600, [3]int{200, 30, 40}},
		{"PNG", encodeTestPNG(t, solid(640, 480, color.RGBA{20, 180, 60, 255})), 640, 480, [3]int{20, 180, 60}},
		{"PNGTransparentOnWhite", encodeTestPNG(t, transparent), 500, 700, [3]int{255, 255, 255}},
		{"WebPLossless", webpSolid(300, 200, color.NRGBA{200, 100, 50, 255}), 300, 200, [3]int{200, 100, 50}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Process(bytes.NewReader(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if p.Width != tt.wantW || p.Height != tt.wantH {
				t.Errorf("size = %dx%d, want %dx%d", p.Width, p.Height, tt.wantW, tt.wantH)
			}
			if got, want := len(p.Variants), len(variantNames())-1; got != want { // too small for Large
				t.Errorf("got %d variants, want %d", got, want)
			}
			r, g, b := rgbAt(decodeVariant(t, p, Card), 240, 300)
			if abs(r-tt.wantColor[0]) > 12 || abs(g-tt.wantColor[1]) > 12 || abs(b-tt.wantColor[2]) > 12 {
				t.Errorf("card center = %d,%d,%d, want about %v", r, g, b, tt.wantColor)
			}
		})
	}
}

func TestProcessVariantSizes(t *testing.T) {
	tests := []struct {
		name         string
		w, h         int
		fullW, fullH int
	}{
		{"Landscape", 3200, 2400, 1600, 1200},
		{"Portrait", 1800, 2400, 1200, 1600},
		{"SquareAtLimit", 1600, 1600, 1600, 1600},
		{"MediumNotUpscaled", 1000, 800, 1000, 800},
		{"TinyNotUpscaled", 200, 100, 200, 100},
		{"Panorama", 4000, 1000, 1600, 400},
		{"Strip", 100, 5000, 32, 1600},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Process(bytes.NewReader(encodeTestJPEG(t, patternImage(tt.w, tt.h))))
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]image.Point{
				Thumb: {160, 160},
				Card:  {480, 600},
				Full:  {tt.fullW, tt.fullH},
				Blur:  {480, 600},
			}
			if tt.fullW > largeSide || tt.fullH > largeSide {
				want[Large] = largeSize(tt.fullW, tt.fullH)
			} else if _, ok := p.Variants[Large]; ok {
				t.Errorf("a Large variant for a photo of %dx%d", tt.fullW, tt.fullH)
			}
			for variant, size := range want {
				if got := decodeVariant(t, p, variant).Bounds().Size(); got != size {
					t.Errorf("%s = %v, want %v", variant, got, size)
				}
			}
			if p.Width != tt.w || p.Height != tt.h {
				t.Errorf("size = %dx%d, want %dx%d", p.Width, p.Height, tt.w, tt.h)
			}
		})
	}
}

// largeSize is the Large variant's size for a Full of w x h larger than 1080 x 1080: within
// it, the shape kept (the shorter side rounded down).
func largeSize(w, h int) image.Point {
	if w >= h {
		return image.Point{1080, h * 1080 / w}
	}
	return image.Point{w * 1080 / h, 1080}
}

// TestProcessOrientationAndMetadata uploads a landscape JPEG whose EXIF says "rotate
// 90 degrees clockwise" and that carries a GPS position: the variants must be upright
// and hold no trace of the metadata.
func TestProcessOrientationAndMetadata(t *testing.T) {
	// 400x300, red along the top edge, blue below: upright, the red is on the right.
	m := solid(400, 300, color.RGBA{20, 40, 220, 255})
	for y := 0; y < 60; y++ {
		for x := 0; x < 400; x++ {
			m.SetRGBA(x, y, color.RGBA{230, 20, 20, 255})
		}
	}
	for _, order := range []byteOrder{binary.BigEndian, binary.LittleEndian} {
		t.Run(order.String(), func(t *testing.T) {
			input := withSegments(encodeTestJPEG(t, m), exifSegment(order, 6))
			var latitude []byte
			for _, v := range gpsLatitude {
				latitude = order.AppendUint32(latitude, v)
			}
			// The input carries what the output must not, or the test proves nothing.
			for _, marker := range [][]byte{[]byte("Exif"), []byte(gpsDatum), latitude} {
				if !bytes.Contains(input, marker) {
					t.Fatalf("input lacks %q", marker)
				}
			}
			p, err := Process(bytes.NewReader(input))
			if err != nil {
				t.Fatal(err)
			}
			if p.Width != 300 || p.Height != 400 {
				t.Errorf("size = %dx%d, want 300x400 (rotated)", p.Width, p.Height)
			}
			full := decodeVariant(t, p, Full)
			if got := full.Bounds().Size(); got != image.Pt(300, 400) {
				t.Errorf("full = %v, want 300x400", got)
			}
			if r, _, b := rgbAt(full, 290, 200); r < 150 || b > 100 {
				t.Errorf("right edge = r%d b%d, want red: rotated clockwise", r, b)
			}
			if r, _, b := rgbAt(full, 10, 200); r > 100 || b < 150 {
				t.Errorf("left edge = r%d b%d, want blue", r, b)
			}
			for variant, data := range p.Variants {
				for _, marker := range [][]byte{[]byte("Exif"), []byte(gpsDatum), latitude, {0xFF, 0xE1}} {
					if bytes.Contains(data, marker) {
						t.Errorf("%s variant contains %q", variant, marker)
					}
				}
			}
		})
	}
}

// TestBlurVariant checks that the blur variant keeps no detail: it differs a lot from
// the card, and neighbouring pixels hardly differ at all.
func TestBlurVariant(t *testing.T) {
	p, err := Process(bytes.NewReader(encodeTestJPEG(t, patternImage(960, 1200))))
	if err != nil {
		t.Fatal(err)
	}
	card, blur := decodeVariant(t, p, Card), decodeVariant(t, p, Blur)
	if got := blur.Bounds().Size(); got != image.Pt(480, 600) {
		t.Fatalf("blur = %v, want 480x600", got)
	}
	var diff, cardSum, blurSum float64
	for y := 0; y < 600; y++ {
		for x := 0; x < 480; x++ {
			r1, g1, b1 := rgbAt(card, x, y)
			r2, g2, b2 := rgbAt(blur, x, y)
			diff += float64(abs(r1-r2) + abs(g1-g2) + abs(b1-b2))
			cardSum += float64(r1 + g1 + b1)
			blurSum += float64(r2 + g2 + b2)
		}
	}
	n := float64(480 * 600 * 3)
	t.Logf("difference from card %.1f, neighbour difference card %.2f blur %.2f, mean card %.1f blur %.1f",
		diff/n, neighbourDifference(card), neighbourDifference(blur), cardSum/n, blurSum/n)
	if got := diff / n; got < 40 {
		t.Errorf("mean difference from card = %.1f levels, want >= 40", got)
	}
	if cardSum <= blurSum {
		t.Errorf("blur mean %.1f >= card mean %.1f, want darker", blurSum/n, cardSum/n)
	}
	if got := neighbourDifference(card); got < 20 {
		t.Errorf("card neighbour difference = %.2f, want >= 20 (the test image lacks detail)", got)
	}
	if got := neighbourDifference(blur); got >= 2 {
		t.Errorf("blur neighbour difference = %.2f levels, want < 2", got)
	}
}

// neighbourDifference returns the mean absolute difference, per channel, between each
// pixel and its right and lower neighbours: a measure of the detail in an image.
func neighbourDifference(m image.Image) float64 {
	b := m.Bounds()
	var sum float64
	var n int
	for y := b.Min.Y; y < b.Max.Y-1; y++ {
		for x := b.Min.X; x < b.Max.X-1; x++ {
			r, g, bl := rgbAt(m, x, y)
			for _, q := range []image.Point{{x + 1, y}, {x, y + 1}} {
				r2, g2, b2 := rgbAt(m, q.X, q.Y)
				sum += float64(abs(r-r2) + abs(g-g2) + abs(bl-b2))
				n += 3
			}
		}
	}
	return sum / float64(n)
}

func solid(w, h int, c color.RGBA) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(m.Pix); i += 4 {
		m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// BenchmarkProcess processes a 12-megapixel camera photo.
func BenchmarkProcess(b *testing.B) {
	data := encodeTestJPEG(b, patternImage(4000, 3000))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Process(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
