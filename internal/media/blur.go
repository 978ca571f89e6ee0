package media

import (
	"image"
	"image/color"

	"github.com/disintegration/imaging"
)

// blurQuality is the JPEG quality of the Blur variant: it holds no detail worth keeping.
const blurQuality = 60

// blurred returns the Blur variant of a 480x600 card crop: the card shrunk to 24 px
// wide, blurred, scaled back up, blurred again to melt the steps of the upscale and
// darkened a little. Nothing finer than about a twentieth of the picture survives, so
// no face can be recognised in it, yet it keeps the colours and the rough shape that
// tell a viewer a photo is there.
func blurred(card image.Image) *image.NRGBA {
	w, h := card.Bounds().Dx(), card.Bounds().Dy()
	small := imaging.Resize(card, 24, 0, imaging.Box)
	small = imaging.Blur(small, 1.5)
	big := imaging.Resize(small, w, h, imaging.Linear)
	big = imaging.Blur(big, 8)
	return imaging.AdjustFunc(big, func(c color.NRGBA) color.NRGBA {
		const darken = 0.85
		return color.NRGBA{
			R: uint8(float64(c.R) * darken),
			G: uint8(float64(c.G) * darken),
			B: uint8(float64(c.B) * darken),
			A: c.A,
		}
	})
}
