// Package media holds the photo pipeline and photo storage: it checks and decodes an
// upload, turns it into the variants the site shows (thumbnail, card, a phone screen's
// size, full size and a blurred stand-in), stores them, and serves them through signed, expiring URLs so a
// clear photo only reaches a viewer who may see it.
package media

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"net/http"

	"github.com/disintegration/imaging"
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
	// Large fits within 1080x1080: a photo the width of a phone's screen, at the 2.6-3
	// device pixels per CSS pixel of most phones, at about half of Full's bytes. A photo
	// that already fits has none (Photos.Open serves Full for it).
	Large = "large"
	// Full fits within 1600x1600 and is never upscaled.
	Full = "full"
	// Blur is the card crop blurred beyond recognition, for viewers who may not see
	// the photo.
	Blur = "blur"
)

// variantNames returns every variant name, in the order they are stored.
func variantNames() []string { return []string{Thumb, Card, Large, Full, Blur} }

// isVariant reports whether name is the name of a variant.
func isVariant(name string) bool {
	return name == Thumb || name == Card || name == Large || name == Full || name == Blur
}

// largeSide is the longest side of the Large variant.
const largeSide = 1080

// jpegQuality is the quality of every variant but Blur, which has nothing left to lose.
const jpegQuality = 85

// Processed is an upload turned into the variants the site serves.
type Processed struct {
	// Width and Height are the size of the photo after its EXIF orientation.
	Width, Height int
	// Variants holds the JPEG bytes of each variant by name (Thumb, Card, Large, Full,
	// Blur).
	// Re-encoding drops all metadata of the upload: EXIF, GPS, ICC profiles, comments.
	Variants map[string][]byte
}

// Process reads one uploaded photo (JPEG, PNG or WebP, at most MaxBytes and MaxPixels),
// applies its EXIF orientation and returns its variants. It checks the header before
// decoding, so a small file that claims a huge image never allocates it. Failures the
// member can fix are *amora.Error values with the keys photoTooLarge, photoFormat,
// photoTooManyPixels and photoBroken. An upload already in a file is better given to
// ProcessFile, which does not read it into memory.
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
	return ProcessFile(bytes.NewReader(data))
}

// ProcessFile is Process for an upload that can be read again from the start, such as
// a temporary file: it decodes straight from r, holding only the decoded image.
func ProcessFile(r io.ReadSeeker) (*Processed, error) {
	h, err := Inspect(r)
	if err != nil {
		return nil, err
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("media: rewind photo: %w", err)
	}
	img, err := h.decode(bufio.NewReaderSize(r, 64<<10))
	if err != nil {
		return nil, errBroken()
	}
	variants, err := makeVariants(img, h.orientation)
	if err != nil {
		return nil, err
	}
	w, ht := h.Width, h.Height
	if h.orientation >= 5 { // turned by 90 degrees
		w, ht = ht, w
	}
	return &Processed{Width: w, Height: ht, Variants: variants}, nil
}

// makeVariants renders and encodes every variant of an image that still has to be
// turned upright (orientation) and may have transparency. The large image is only
// scaled down: turning and flattening happen on the 1600 px copy, so that a
// 40-megapixel upload never has a second full-size copy.
func makeVariants(img image.Image, orientation int) (map[string][]byte, error) {
	// Fit's box is square, so scaling before turning by 90 degrees gives the same size.
	full := upright(imaging.Fit(img, 1600, 1600, imaging.Lanczos), orientation)
	// The crops are made from the full variant when it is large enough: the result is
	// the same, and resampling a 1600 px image is many times cheaper than a 12 MP one.
	cropSource := func(w, h int) image.Image {
		if full.Bounds().Dx() >= w && full.Bounds().Dy() >= h {
			return full
		}
		return upright(img, orientation)
	}
	card := imaging.Fill(cropSource(480, 600), 480, 600, imaging.Center, imaging.Lanczos)
	thumb := imaging.Fill(cropSource(160, 160), 160, 160, imaging.Center, imaging.Lanczos)
	images := map[string]*image.NRGBA{Thumb: thumb, Card: card, Full: full, Blur: blurred(card)}
	if b := full.Bounds(); b.Dx() > largeSide || b.Dy() > largeSide {
		images[Large] = imaging.Fit(full, largeSide, largeSide, imaging.Lanczos)
	}
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

// upright turns an image as its EXIF orientation says and puts it on white.
func upright(img image.Image, orientation int) *image.NRGBA {
	return imaging.Clone(flatten(orient(img, orientation)))
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
