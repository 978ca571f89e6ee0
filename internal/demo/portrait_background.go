package demo

import (
	"math"
	"math/rand/v2"
)

// The settings of a photo: out-of-focus lights, a studio backdrop, soft
// coloured blobs, outdoors (sky over foliage) and an indoor wall by a window.
const (
	bgBokeh = iota
	bgStudio
	bgBlobs
	bgOutdoor
	bgWall
	bgStyles
)

// clothes are the colours people mostly wear: navy, black, white, grey,
// denim, olive, burgundy, beige, mustard, teal, rust and light blue.
var clothes = []rgb{{36, 48, 84}, {32, 32, 36}, {236, 234, 228}, {120, 120, 124}, {70, 96, 140}, {92, 100, 64},
	{112, 36, 48}, {200, 180, 150}, {196, 150, 60}, {40, 110, 112}, {160, 70, 60}, {150, 170, 200}}

// sceneColours picks the two colours of a setting's gradient.
func sceneColours(r *rand.Rand, style int) (rgb, rgb) {
	switch style {
	case bgStudio:
		h, l := r.Float64()*360, 0.55+r.Float64()*0.25
		return hsl(h, 0.04+r.Float64()*0.12, l), hsl(h, 0.04+r.Float64()*0.1, l-0.18)
	case bgOutdoor:
		return hsl(195+r.Float64()*20, 0.35+r.Float64()*0.2, 0.74+r.Float64()*0.1), hsl(85+r.Float64()*45, 0.25+r.Float64()*0.2, 0.34+r.Float64()*0.14)
	case bgWall:
		h := 20 + r.Float64()*30
		return hsl(h, 0.15+r.Float64()*0.2, 0.72+r.Float64()*0.1), hsl(h+5, 0.15+r.Float64()*0.15, 0.5+r.Float64()*0.12)
	}
	hue := r.Float64() * 360
	return hsl(hue, 0.2+r.Float64()*0.35, 0.6+r.Float64()*0.18), hsl(hue+30+r.Float64()*60, 0.2+r.Float64()*0.35, 0.48+r.Float64()*0.2)
}

// drawBackground fills the whole image with the photo's setting.
func drawBackground(c *canvas, s *shot) {
	b := c.img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	cx, cy := w*0.5, h*0.4
	maxD := math.Hypot(w, h) * 0.6
	for y := 0; y < b.Dy(); y++ {
		row := c.img.Pix[y*c.img.Stride:]
		for x := 0; x < b.Dx(); x++ {
			var t float64
			switch s.bgStyle {
			case bgStudio:
				t = math.Min(1, math.Hypot(float64(x)-cx, float64(y)-cy)/maxD)
			case bgOutdoor:
				t = math.Max(0, math.Min(1, float64(y)/h*1.6-0.35+math.Sin(float64(x)/w*5+float64(s.bgSeed%7))*0.08))
			case bgWall:
				t = float64(x) / w
			default:
				t = (float64(x)/w*0.45 + float64(y)/h*0.55)
			}
			col := mix(s.bg1, s.bg2, t)
			i := x * 4
			row[i], row[i+1], row[i+2], row[i+3] = uint8(col.r), uint8(col.g), uint8(col.b), 255
		}
	}
	r := rand.New(rand.NewPCG(s.bgSeed, 1))
	switch s.bgStyle {
	case bgBokeh:
		light := shade(mix(s.bg1, s.bg2, 0.5), 1.55)
		for range 10 + r.IntN(10) {
			rad := 14 + r.Float64()*60
			at := pt{r.Float64() * boardW, r.Float64() * boardH * 0.75}
			c.glow(at, rad, rad, light, 0.12+r.Float64()*0.3, 0.1+r.Float64()*0.25, nil)
		}
	case bgStudio:
		c.glow(pt{300, 300}, 330, 330, shade(s.bg1, 1.3), 0.5, 1, nil)
	case bgOutdoor:
		// Leaves out of focus, and sunlight through them.
		for range 14 + r.IntN(10) {
			rad := 30 + r.Float64()*70
			at := pt{r.Float64() * boardW, boardH*0.3 + r.Float64()*boardH*0.6}
			c.glow(at, rad, rad*0.8, shade(s.bg2, 0.7+r.Float64()*0.6), 0.3+r.Float64()*0.3, 1, nil)
		}
		for range 6 + r.IntN(6) {
			rad := 10 + r.Float64()*26
			at := pt{r.Float64() * boardW, r.Float64() * boardH * 0.6}
			c.glow(at, rad, rad, rgb{255, 250, 226}, 0.2+r.Float64()*0.3, 0.2, nil)
		}
	case bgWall:
		// Daylight from a window at one side.
		x := 40.0
		if r.IntN(2) == 0 {
			x = boardW - 40
		}
		c.glow(pt{x, boardH * 0.3}, 260, 420, rgb{255, 248, 232}, 0.55, 1, nil)
	case bgBlobs:
		for range 3 + r.IntN(3) {
			rad := 120 + r.Float64()*160
			at := pt{r.Float64() * boardW, r.Float64() * boardH * 0.8}
			col := hsl(r.Float64()*360, 0.4, 0.75)
			c.glow(at, rad, rad*(0.7+r.Float64()*0.5), col, 0.25+r.Float64()*0.2, 1, nil)
		}
	}
}
