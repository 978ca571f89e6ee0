package media

import (
	"encoding/binary"
	"image"
	"image/color"
	"testing"
)

func TestExifOrientation(t *testing.T) {
	jpg := encodeTestJPEG(t, solid(16, 8, color.RGBA{100, 100, 100, 255}))
	xmp := appSegment(0xE1, []byte("http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta/>"))
	truncated := exifSegment(binary.BigEndian, 6)
	truncated = truncated[:len(truncated)-80] // the length field now overshoots the file
	tests := []struct {
		name string
		data []byte
		want int
	}{
		{"NoEXIF", jpg, 1},
		{"BigEndian6", withSegments(jpg, exifSegment(binary.BigEndian, 6)), 6},
		{"LittleEndian8", withSegments(jpg, exifSegment(binary.LittleEndian, 8)), 8},
		{"BigEndian3", withSegments(jpg, exifSegment(binary.BigEndian, 3)), 3},
		{"AfterXMP", withSegments(jpg, xmp, exifSegment(binary.LittleEndian, 5)), 5},
		{"AfterAPP0", withSegments(jpg, appSegment(0xE0, []byte("JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")), exifSegment(binary.BigEndian, 7)), 7},
		{"InvalidValue", withSegments(jpg, exifSegment(binary.BigEndian, 9)), 1},
		{"ZeroValue", withSegments(jpg, exifSegment(binary.BigEndian, 0)), 1},
		{"TruncatedSegment", append(jpg[:2:2], truncated...), 1},
		{"NotJPEG", []byte("\x89PNG\r\n\x1a\n"), 1},
		{"Empty", nil, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := exifOrientation(tt.data); got != tt.want {
				t.Errorf("exifOrientation = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestOrient follows the top-left pixel of a 3x2 image through every orientation.
func TestOrient(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	src.SetNRGBA(0, 0, color.NRGBA{255, 0, 0, 255})
	tests := []struct {
		orientation int
		wantSize    image.Point
		wantMarker  image.Point
	}{
		{1, image.Pt(3, 2), image.Pt(0, 0)},
		{2, image.Pt(3, 2), image.Pt(2, 0)}, // mirrored
		{3, image.Pt(3, 2), image.Pt(2, 1)}, // upside down
		{4, image.Pt(3, 2), image.Pt(0, 1)}, // flipped
		{5, image.Pt(2, 3), image.Pt(0, 0)}, // transposed
		{6, image.Pt(2, 3), image.Pt(1, 0)}, // turned clockwise
		{7, image.Pt(2, 3), image.Pt(1, 2)}, // transversed
		{8, image.Pt(2, 3), image.Pt(0, 2)}, // turned counter-clockwise
	}
	for _, tt := range tests {
		t.Run(string(rune('0'+tt.orientation)), func(t *testing.T) {
			got := orient(src, tt.orientation)
			if size := got.Bounds().Size(); size != tt.wantSize {
				t.Fatalf("size = %v, want %v", size, tt.wantSize)
			}
			if r, _, _ := rgbAt(got, tt.wantMarker.X, tt.wantMarker.Y); r != 255 {
				t.Errorf("pixel %v is not the marker", tt.wantMarker)
			}
		})
	}
}
