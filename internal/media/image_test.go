package media

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"amora"
)

// This file builds the test images: every one is made in code, none comes from a file.

// patternImage returns a w x h image full of fine detail, the way a face has: a
// checkerboard of 6 px squares over colour gradients.
func patternImage(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 128, 255}
			if (x/6+y/6)%2 == 0 {
				c = color.RGBA{255 - c.R/4, 255 - c.G/4, 230, 255}
			} else {
				c = color.RGBA{c.R / 4, c.G / 4, 20, 255}
			}
			m.SetRGBA(x, y, c)
		}
	}
	return m
}

// encodeTestJPEG returns m as a JPEG.
func encodeTestJPEG(t testing.TB, m image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// encodeTestPNG returns m as a PNG.
func encodeTestPNG(t testing.TB, m image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, m); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngHeader returns the signature and IHDR chunk (RGB, 8 bits, valid CRC) of a PNG
// that claims to be w x h, followed by an IEND chunk and no pixel data at all.
func pngHeader(w, h uint32) []byte {
	chunk := func(typ string, data []byte) []byte {
		var b []byte
		b = binary.BigEndian.AppendUint32(b, uint32(len(data)))
		b = append(b, typ...)
		b = append(b, data...)
		return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	}
	var ihdr []byte
	ihdr = binary.BigEndian.AppendUint32(ihdr, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 2, 0, 0, 0) // bit depth, colour type RGB, compression, filter, interlace
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, chunk("IHDR", ihdr)...)
	return append(out, chunk("IEND", nil)...)
}

// bitWriter writes the least-significant-bit-first bit stream of VP8L.
type bitWriter struct {
	buf  []byte
	acc  uint64
	nAcc uint
}

func (b *bitWriter) write(v uint64, n uint) {
	b.acc |= v << b.nAcc
	b.nAcc += n
	for b.nAcc >= 8 {
		b.buf = append(b.buf, byte(b.acc))
		b.acc >>= 8
		b.nAcc -= 8
	}
}

func (b *bitWriter) bytes() []byte {
	if b.nAcc > 0 {
		return append(b.buf, byte(b.acc))
	}
	return b.buf
}

// webpSolid returns a lossless WebP (a RIFF file with one VP8L chunk) of a w x h image
// in colour c. Go has no WebP encoder, so it is written by hand: no transforms, no
// colour cache, and five "simple" prefix codes of one symbol each (green, red, blue,
// alpha, distance), which makes every pixel take zero bits. Only the header is needed
// for a size check, so w and h may be as large as 16384.
func webpSolid(w, h int, c color.NRGBA) []byte {
	var bw bitWriter
	bw.write(0x2f, 8) // VP8L signature
	bw.write(uint64(w-1), 14)
	bw.write(uint64(h-1), 14)
	bw.write(0, 1) // alpha hint
	bw.write(0, 3) // version
	bw.write(0, 1) // no transform
	bw.write(0, 1) // no colour cache
	bw.write(0, 1) // no meta prefix codes
	for _, symbol := range []uint8{c.G, c.R, c.B, c.A, 0} {
		bw.write(1, 1) // simple code
		bw.write(0, 1) // one symbol
		if symbol < 2 {
			bw.write(0, 1)
			bw.write(uint64(symbol), 1)
		} else {
			bw.write(1, 1)
			bw.write(uint64(symbol), 8)
		}
	}
	data := bw.bytes()
	chunk := append([]byte("VP8L"), binary.LittleEndian.AppendUint32(nil, uint32(len(data)))...)
	chunk = append(chunk, data...)
	if len(data)%2 == 1 {
		chunk = append(chunk, 0)
	}
	out := append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(4+len(chunk)))...)
	out = append(out, "WEBP"...)
	return append(out, chunk...)
}

// zeros is an endless reader of zero bytes that allocates nothing.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// failingReader fails on the first read.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("connection reset") }

// gpsDatum is a string only the GPS IFD of exifSegment holds, to find leaks by.
const gpsDatum = "AMORA-GPS-DATUM-52N"

// gpsLatitude is the GPSLatitude value of exifSegment (52 deg 22' 12.34"), as the
// bytes of three big-endian rationals.
var gpsLatitude = []uint32{52, 1, 22, 1, 1234, 100}

// exifSegment returns a JPEG APP1 segment (marker included) with an EXIF block in the
// given byte order: IFD0 holds Orientation and a pointer to a GPS IFD, which holds
// GPSVersionID, GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude and
// GPSMapDatum.
func exifSegment(order byteOrder, orientation uint16) []byte {
	type entry struct {
		tag, typ uint16
		count    uint32
		value    []byte // inline when at most 4 bytes, else stored after the IFDs
	}
	rationals := func(v []uint32) []byte {
		var b []byte
		for _, x := range v {
			b = order.AppendUint32(b, x)
		}
		return b
	}
	short := order.AppendUint16(nil, orientation)
	ifd0 := []entry{
		{0x0112, 3, 1, append(short, 0, 0)},
		{0x8825, 4, 1, nil}, // GPSInfo: filled in below
	}
	gps := []entry{
		{0x0000, 1, 4, []byte{2, 3, 0, 0}},
		{0x0001, 2, 2, []byte("N\x00\x00\x00")},
		{0x0002, 5, 3, rationals(gpsLatitude)},
		{0x0003, 2, 2, []byte("E\x00\x00\x00")},
		{0x0004, 5, 3, rationals([]uint32{4, 1, 53, 1, 4321, 100})},
		{0x0012, 2, uint32(len(gpsDatum) + 1), []byte(gpsDatum + "\x00")},
	}
	ifdSize := func(n int) uint32 { return uint32(2 + 12*n + 4) }
	gpsOffset := 8 + ifdSize(len(ifd0))
	dataOffset := gpsOffset + ifdSize(len(gps))
	ifd0[1].value = order.AppendUint32(nil, gpsOffset)

	var extra []byte
	writeIFD := func(b []byte, entries []entry) []byte {
		b = order.AppendUint16(b, uint16(len(entries)))
		for _, e := range entries {
			b = order.AppendUint16(b, e.tag)
			b = order.AppendUint16(b, e.typ)
			b = order.AppendUint32(b, e.count)
			if len(e.value) <= 4 {
				b = append(b, e.value...)
				b = append(b, make([]byte, 4-len(e.value))...)
			} else {
				b = order.AppendUint32(b, dataOffset+uint32(len(extra)))
				extra = append(extra, e.value...)
			}
		}
		return order.AppendUint32(b, 0) // no next IFD
	}
	tiff := []byte("MM")
	if order == binary.LittleEndian {
		tiff = []byte("II")
	}
	tiff = order.AppendUint16(tiff, 42)
	tiff = order.AppendUint32(tiff, 8)
	tiff = writeIFD(tiff, ifd0)
	tiff = writeIFD(tiff, gps)
	tiff = append(tiff, extra...)
	return appSegment(0xE1, append([]byte("Exif\x00\x00"), tiff...))
}

// byteOrder is binary.BigEndian or binary.LittleEndian.
type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

// appSegment returns a JPEG marker segment with its length.
func appSegment(marker byte, payload []byte) []byte {
	b := []byte{0xFF, marker}
	b = binary.BigEndian.AppendUint16(b, uint16(2+len(payload)))
	return append(b, payload...)
}

// withSegments returns a JPEG with segments inserted right after its SOI marker.
func withSegments(jpg []byte, segments ...[]byte) []byte {
	out := append([]byte{}, jpg[:2]...)
	for _, s := range segments {
		out = append(out, s...)
	}
	return append(out, jpg[2:]...)
}

// amoraError returns err as an *amora.Error, failing the test when it is not one.
func amoraError(t *testing.T, err error) *amora.Error {
	t.Helper()
	var e *amora.Error
	if !errors.As(err, &e) {
		t.Fatalf("err = %v, want an *amora.Error", err)
	}
	return e
}

// decodeVariant decodes the JPEG bytes of a variant.
func decodeVariant(t *testing.T, p *Processed, variant string) image.Image {
	t.Helper()
	data, ok := p.Variants[variant]
	if !ok {
		t.Fatalf("variant %q missing", variant)
	}
	m, format, err := image.Decode(bytes.NewReader(data))
	if err != nil || format != "jpeg" {
		t.Fatalf("variant %q: format %q, err %v; want a JPEG", variant, format, err)
	}
	return m
}

// rgbAt returns the 8-bit colour of a pixel.
func rgbAt(m image.Image, x, y int) (r, g, b int) {
	r32, g32, b32, _ := m.At(x, y).RGBA()
	return int(r32 >> 8), int(g32 >> 8), int(b32 >> 8)
}
