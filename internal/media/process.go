// Package media holds the photo pipeline and photo storage: it checks and decodes an
// upload, turns it into the variants the site shows (thumbnail, card, full size and a
// blurred stand-in), stores them, and serves them through signed, expiring URLs so a
// clear photo only reaches a viewer who may see it.
package media

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	"github.com/disintegration/imaging"
	"golang.org/x/image/webp"
)

// MaxBytes is the largest upload Process accepts.
const MaxBytes = 15 << 20 // 15 MB

// MaxPixels is the largest image, in pixels, Process decodes. It bounds the memory one
// upload can take (about 160 MB as NRGBA) whatever its compressed size.
const MaxPixels = 40_000_000 // 40 megapixels

// maxSide is the longest side Process accepts, so that a 1 x 40,000,000 strip cannot
// pass the pixel count.
const maxSide = 20000

// Variant names. Each stored photo has one JPEG per variant.
const (
	// Thumb is a 160x160 center crop.
	Thumb = "thumb"
	// Card is a 480x600 center crop, the photo on a profile card.
	Card = "card"
	// Full fits within 1600x1600 and is never upscaled.
	Full = "full"
	// Blur is the card crop blurred beyond recognition, for viewers who may not see
	// the photo.
	Blur = "blur"
)

// variantNames returns every variant name, in the order they are stored.
func variantNames() []string { return []string{Thumb, Card, Full, Blur} }

// jpegQuality is the quality of every variant but Blur, which has nothing left to lose.
const jpegQuality = 85

// Processed is an upload turned into the variants the site serves.
type Processed struct {
	// Width and Height are the size of the photo after its EXIF orientation.
	Width, Height int
	// Variants holds the JPEG bytes of each variant by name (Thumb, Card, Full, Blur).
	// Re-encoding drops all metadata of the upload: EXIF, GPS, ICC profiles, comments.
	Variants map[string][]byte
}

// Process reads one uploaded photo (JPEG, PNG or WebP, at most MaxBytes and MaxPixels),
// applies its EXIF orientation and returns its variants. It checks the header before
// decoding, so a small file that claims a huge image never allocates it. Failures the
// member can fix are *amora.Error values with the keys photoTooLarge, photoFormat,
// photoTooManyPixels and photoBroken.
func Process(r io.Reader) (*Processed, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		// An upload the HTTP server cut off with http.MaxBytesReader is too large
		// too; any other read failure is not the member's to fix.
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, errTooLarge()
		}
		return nil, fmt.Errorf("media: read photo: %w", err)
	}
	if len(data) > MaxBytes {
		return nil, errTooLarge()
	}
	img, err := decode(data)
	if err != nil {
		return nil, err
	}
	variants, err := makeVariants(img)
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	return &Processed{Width: b.Dx(), Height: b.Dy(), Variants: variants}, nil
}

// decode checks the header of data, then decodes it, upright and opaque.
func decode(data []byte) (image.Image, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if errors.Is(err, image.ErrFormat) {
		return nil, errFormat()
	} else if err != nil {
		return nil, errBroken()
	}
	var decodeFunc func(io.Reader) (image.Image, error)
	switch format {
	case "jpeg":
		decodeFunc = jpeg.Decode
	case "png":
		decodeFunc = png.Decode
	case "webp":
		decodeFunc = webp.Decode
	default:
		return nil, errFormat()
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxSide || cfg.Height > maxSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, errTooManyPixels()
	}
	img, err := decodeFunc(bytes.NewReader(data))
	if err != nil {
		return nil, errBroken()
	}
	if format == "jpeg" {
		img = orient(img, exifOrientation(data))
	}
	return flatten(img), nil
}

// makeVariants renders and encodes every variant of an upright, opaque image.
func makeVariants(img image.Image) (map[string][]byte, error) {
	full := imaging.Fit(img, 1600, 1600, imaging.Lanczos)
	// The crops are made from the full variant when it is large enough: the result is
	// the same, and resampling a 1600 px image is many times cheaper than a 12 MP one.
	cropSource := func(w, h int) image.Image {
		if full.Bounds().Dx() >= w && full.Bounds().Dy() >= h {
			return full
		}
		return img
	}
	card := imaging.Fill(cropSource(480, 600), 480, 600, imaging.Center, imaging.Lanczos)
	thumb := imaging.Fill(cropSource(160, 160), 160, 160, imaging.Center, imaging.Lanczos)
	images := map[string]*image.NRGBA{Thumb: thumb, Card: card, Full: full, Blur: blurred(card)}
	variants := make(map[string][]byte, len(images))
	for name, m := range images {
		quality := jpegQuality
		if name == Blur {
			quality = blurQuality
		}
		data, err := encodeJPEG(m, quality)
		if err != nil {
			return nil, fmt.Errorf("media: encode %s variant: %w", name, err)
		}
		variants[name] = data
	}
	return variants, nil
}

// encodeJPEG encodes an opaque image as a JPEG without any metadata.
func encodeJPEG(img *image.NRGBA, quality int) ([]byte, error) {
	// Every image here is opaque, so its NRGBA pixels are also valid RGBA ones; the
	// JPEG encoder has a fast path for *image.RGBA and reads the rest pixel by pixel.
	rgba := &image.RGBA{Pix: img.Pix, Stride: img.Stride, Rect: img.Rect}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, rgba, &jpeg.Options{Quality: quality}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// flatten puts an image with transparency on a white background, since JPEG has no
// alpha channel and transparent pixels would otherwise turn black.
func flatten(img image.Image) image.Image {
	if o, ok := img.(interface{ Opaque() bool }); ok && o.Opaque() {
		return img
	}
	b := img.Bounds()
	bg := imaging.New(b.Dx(), b.Dy(), color.White)
	return imaging.Overlay(bg, img, image.Point{}, 1)
}
