package media

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"

	"golang.org/x/image/webp"
)

// Header is what Inspect reads of an upload before decoding it.
type Header struct {
	Width, Height int
	Format        string // "jpeg", "png" or "webp"
	// Progressive is true for a progressive JPEG, whose decoder holds every DCT
	// coefficient besides the image.
	Progressive bool
	// Cost estimates the bytes that decoding and scaling the image take at their peak.
	Cost int64

	orientation  int // EXIF orientation of a JPEG, 1 to 8
	bitsPerPixel int
}

// headerPrefix is how much of a file Inspect reads for the JPEG markers: the EXIF
// block and the frame header come before the image data, within the first few hundred
// kilobytes even with large ICC profiles.
const headerPrefix = 1 << 20

// Inspect reads the header of an upload and checks its format and size without
// decoding it; the errors are those of Process. It leaves r anywhere.
func Inspect(r io.Reader) (Header, error) {
	var prefix bytes.Buffer
	cfg, format, err := image.DecodeConfig(io.TeeReader(io.LimitReader(r, headerPrefix), &prefix))
	if errors.Is(err, image.ErrFormat) {
		return Header{}, errFormat()
	} else if err != nil {
		return Header{}, errBroken()
	}
	h := Header{Width: cfg.Width, Height: cfg.Height, Format: format, orientation: 1}
	switch format {
	case "jpeg", "png", "webp":
	default:
		return Header{}, errFormat()
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxSide || cfg.Height > maxSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return Header{}, errTooManyPixels()
	}
	if format == "jpeg" {
		// DecodeConfig stops at the frame header; the rest of the prefix may hold
		// metadata that follows it.
		io.Copy(&prefix, io.LimitReader(r, int64(headerPrefix-prefix.Len())))
		h.orientation = exifOrientation(prefix.Bytes())
		h.Progressive = progressiveJPEG(prefix.Bytes())
	}
	h.Cost = h.cost(cfg.ColorModel)
	return h, nil
}

// cost estimates the peak bytes of decoding and scaling: the decoded image at its
// bytes per pixel, the coefficients of a progressive JPEG (4 bytes each, for the
// luma at full resolution and two chroma planes at a quarter, as cameras write them),
// and a margin for the first pass of the scaler (1600 x height x 4 bytes at most).
func (h Header) cost(model color.Model) int64 {
	px := int64(h.Width) * int64(h.Height)
	var perPixel int64
	switch h.Format {
	case "jpeg":
		perPixel = 3 // YCbCr 4:4:4 or CMYK at 4, 4:2:0 at 1.5: 3 is close for both
		if h.Progressive {
			perPixel += 6
		}
	case "png":
		switch model {
		case color.GrayModel, color.AlphaModel:
			perPixel = 1
		case color.Gray16Model, color.Alpha16Model:
			perPixel = 2
		case color.RGBA64Model, color.NRGBA64Model:
			perPixel = 8
		default:
			if _, paletted := model.(color.Palette); paletted {
				perPixel = 1
			} else {
				perPixel = 4
			}
		}
	default: // webp: YCbCr 4:2:0 plus alpha
		perPixel = 3
	}
	scaler := int64(min(h.Width, 1600)) * int64(h.Height) * 4
	return px*perPixel + scaler + 4<<20
}

// decode decodes the whole image from r, which starts at the beginning of the file.
func (h Header) decode(r io.Reader) (image.Image, error) {
	switch h.Format {
	case "jpeg":
		return jpeg.Decode(r)
	case "png":
		return png.Decode(r)
	default:
		return webp.Decode(r)
	}
}

// progressiveJPEG reports whether the frame header within data is SOF2 (progressive,
// Huffman) or another progressive kind.
func progressiveJPEG(data []byte) bool {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return false
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return false
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF:
			i++
			continue
		case marker == 0x01 || marker >= 0xD0 && marker <= 0xD8:
			i += 2
			continue
		case marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE:
			return true
		case marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
			return false // another frame kind
		case marker == 0xDA || marker == 0xD9:
			return false
		}
		i += 2 + int(binary.BigEndian.Uint16(data[i+2:]))
	}
	return false
}
