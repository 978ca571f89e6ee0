package demo

import (
	"math"
	"math/rand/v2"
)

// drawBackground fills the whole image with a soft gradient and, in some
// photos, out-of-focus lights (bokeh) or large soft blobs.
func drawBackground(c *canvas, s *shot) {
	b := c.img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	cx, cy := w*0.5, h*0.4
	maxD := math.Hypot(w, h) * 0.6
	for y := 0; y < b.Dy(); y++ {
		row := c.img.Pix[y*c.img.Stride:]
		for x := 0; x < b.Dx(); x++ {
			var t float64
			if s.bgStyle == 1 {
				t = math.Min(1, math.Hypot(float64(x)-cx, float64(y)-cy)/maxD)
			} else {
				t = (float64(x)/w*0.45 + float64(y)/h*0.55)
			}
			col := mix(s.bg1, s.bg2, t)
			i := x * 4
			row[i], row[i+1], row[i+2], row[i+3] = uint8(col.r), uint8(col.g), uint8(col.b), 255
		}
	}
	r := rand.New(rand.NewPCG(s.bgSeed, 1))
	switch s.bgStyle {
	case 0:
		light := shade(mix(s.bg1, s.bg2, 0.5), 1.55)
		for range 10 + r.IntN(10) {
			rad := 14 + r.Float64()*60
			at := pt{r.Float64() * boardW, r.Float64() * boardH * 0.75}
			c.glow(at, rad, rad, light, 0.12+r.Float64()*0.3, 0.1+r.Float64()*0.25, nil)
		}
	case 1:
		c.glow(pt{300, 300}, 330, 330, shade(s.bg1, 1.3), 0.5, 1, nil)
	case 2:
		for range 3 + r.IntN(3) {
			rad := 120 + r.Float64()*160
			at := pt{r.Float64() * boardW, r.Float64() * boardH * 0.8}
			col := hsl(r.Float64()*360, 0.4, 0.75)
			c.glow(at, rad, rad*(0.7+r.Float64()*0.5), col, 0.25+r.Float64()*0.2, 1, nil)
		}
	}
}
