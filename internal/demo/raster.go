package demo

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Portraits are designed on a 600x750 board; canvas maps that board onto an
// image of any size, so every drawing routine can think in fixed units.
const (
	boardW = 600
	boardH = 750
)

// pt is a point in board units.
type pt struct{ x, y float64 }

// shape is a set of closed polygons in board units. Overlapping polygons
// add up; a polygon never cuts a hole into another.
type shape [][]pt

// paint colours a shape: a flat colour with an opacity, or, when fn is set, a
// colour and opacity computed per pixel from the board position.
type paint struct {
	c  rgb
	a  float64
	fn func(x, y float64) (rgb, float64)
}

// flat returns an opaque paint of colour c.
func flat(c rgb) paint { return paint{c: c, a: 1} }

// canvas draws anti-aliased shapes onto an RGBA image. The vector rasterizer
// renders each shape into a mask just the size of its bounding box, which
// keeps a full portrait to a few milliseconds.
type canvas struct {
	img    *image.RGBA
	scale  float64 // pixels per board unit
	ox, oy float64 // pixel position of the board's origin
	// A rotation of the drawing by angle (radians) around pivot, used to tilt
	// the head a little.
	angle float64
	pivot pt
	ras   vector.Rasterizer
	mask  image.Alpha
}

// newCanvas returns a canvas covering w×h pixels. The board always fills
// the height; a narrower image cuts off the sides of the shoulders, and a
// wider one shows more background beside them.
func newCanvas(w, h int) *canvas {
	s := float64(h) / boardH
	return &canvas{
		img:   image.NewRGBA(image.Rect(0, 0, w, h)),
		scale: s,
		ox:    (float64(w) - boardW*s) / 2,
	}
}

// px converts a board point to pixel coordinates, applying the tilt.
func (c *canvas) px(p pt) (float64, float64) {
	if c.angle != 0 {
		sin, cos := math.Sincos(c.angle)
		dx, dy := p.x-c.pivot.x, p.y-c.pivot.y
		p = pt{c.pivot.x + dx*cos - dy*sin, c.pivot.y + dx*sin + dy*cos}
	}
	return c.ox + p.x*c.scale, c.oy + p.y*c.scale
}

// board converts the centre of pixel (x, y) back to board units, ignoring
// the tilt; paints use it for gradients, which the tilt barely affects.
func (c *canvas) board(x, y int) (float64, float64) {
	return (float64(x) + 0.5 - c.ox) / c.scale, (float64(y) + 0.5 - c.oy) / c.scale
}

// rasterize renders s into c.mask and returns the pixel rectangle it covers,
// clipped to the image; the rectangle is empty when nothing is visible.
func (c *canvas) rasterize(s shape) image.Rectangle {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	pix := make([][]pt, len(s))
	for i, poly := range s {
		pix[i] = make([]pt, len(poly))
		// Polygons all run the same way round, so that where they overlap
		// their windings add up instead of cancelling out.
		flip := area(poly) < 0
		for j, p := range poly {
			if flip {
				p = poly[len(poly)-1-j]
			}
			x, y := c.px(p)
			pix[i][j] = pt{x, y}
			x0, y0 = math.Min(x0, x), math.Min(y0, y)
			x1, y1 = math.Max(x1, x), math.Max(y1, y)
		}
	}
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(c.img.Rect)
	if r.Empty() {
		return r
	}
	c.ras.Reset(r.Dx(), r.Dy())
	for _, poly := range pix {
		if len(poly) < 3 {
			continue
		}
		dx, dy := float64(r.Min.X), float64(r.Min.Y)
		c.ras.MoveTo(float32(poly[0].x-dx), float32(poly[0].y-dy))
		for _, p := range poly[1:] {
			c.ras.LineTo(float32(p.x-dx), float32(p.y-dy))
		}
		c.ras.ClosePath()
	}
	n := r.Dx() * r.Dy()
	if cap(c.mask.Pix) < n {
		c.mask.Pix = make([]uint8, n)
	}
	c.mask.Pix = c.mask.Pix[:n]
	c.mask.Stride = r.Dx()
	c.mask.Rect = image.Rect(0, 0, r.Dx(), r.Dy())
	c.ras.DrawOp = draw.Src
	c.ras.Draw(&c.mask, c.mask.Rect, image.Opaque, image.Point{})
	return r
}

// fill paints s, optionally only where clip (a full-size mask) is set.
func (c *canvas) fill(s shape, p paint, clip *image.Alpha) {
	r := c.rasterize(s)
	if r.Empty() {
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mrow := c.mask.Pix[(y-r.Min.Y)*c.mask.Stride:]
		for x := r.Min.X; x < r.Max.X; x++ {
			m := float64(mrow[x-r.Min.X])
			if m == 0 {
				continue
			}
			if clip != nil {
				m *= float64(clip.Pix[y*clip.Stride+x]) / 255
			}
			col, a := p.c, p.a
			if p.fn != nil {
				col, a = p.fn(c.board(x, y))
			}
			c.blend(x, y, col, a*m/255)
		}
	}
}

// maskOf returns a full-size mask of s, for clipping later fills.
func (c *canvas) maskOf(s shape) *image.Alpha {
	out := image.NewAlpha(c.img.Rect)
	r := c.rasterize(s)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		copy(out.Pix[y*out.Stride+r.Min.X:y*out.Stride+r.Max.X], c.mask.Pix[(y-r.Min.Y)*c.mask.Stride:])
	}
	return out
}

// blend mixes colour col with opacity a into pixel (x, y).
func (c *canvas) blend(x, y int, col rgb, a float64) {
	if a <= 0 {
		return
	}
	if a > 1 {
		a = 1
	}
	i := y*c.img.Stride + x*4
	p := c.img.Pix[i : i+4 : i+4]
	p[0] = uint8(float64(p[0]) + (col.r-float64(p[0]))*a + 0.5)
	p[1] = uint8(float64(p[1]) + (col.g-float64(p[1]))*a + 0.5)
	p[2] = uint8(float64(p[2]) + (col.b-float64(p[2]))*a + 0.5)
	p[3] = 255
}

// glow paints a soft-edged ellipse: full opacity a inside, fading to nothing
// over the outer fraction soft of the radii. A soft of 1 gives a pure glow.
func (c *canvas) glow(ctr pt, rx, ry float64, col rgb, a, soft float64, clip *image.Alpha) {
	x, y := c.px(ctr)
	prx, pry := rx*c.scale, ry*c.scale
	r := image.Rect(int(x-prx)-1, int(y-pry)-1, int(x+prx)+2, int(y+pry)+2).Intersect(c.img.Rect)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		dy := (float64(py) + 0.5 - y) / pry
		for px := r.Min.X; px < r.Max.X; px++ {
			dx := (float64(px) + 0.5 - x) / prx
			d := math.Sqrt(dx*dx + dy*dy)
			if d >= 1 {
				continue
			}
			k := (1 - d) / soft
			if k > 1 {
				k = 1
			}
			k = k * k * (3 - 2*k)
			if clip != nil {
				k *= float64(clip.Pix[py*clip.Stride+px]) / 255
			}
			c.blend(px, py, col, a*k)
		}
	}
}

// path builds a polygon from lines and Bézier curves, flattening the curves
// as it goes.
type path struct{ pts []pt }

func (p *path) move(x, y float64) *path { p.pts = append(p.pts[:0], pt{x, y}); return p }
func (p *path) line(x, y float64) *path { p.pts = append(p.pts, pt{x, y}); return p }

// cubic adds a cubic Bézier from the last point via (x1, y1) and (x2, y2) to (x, y).
func (p *path) cubic(x1, y1, x2, y2, x, y float64) *path {
	a := p.pts[len(p.pts)-1]
	const n = 18
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		p.pts = append(p.pts, pt{
			u*u*u*a.x + 3*u*u*t*x1 + 3*u*t*t*x2 + t*t*t*x,
			u*u*u*a.y + 3*u*u*t*y1 + 3*u*t*t*y2 + t*t*t*y,
		})
	}
	return p
}

// quad adds a quadratic Bézier from the last point via (x1, y1) to (x, y).
func (p *path) quad(x1, y1, x, y float64) *path {
	a := p.pts[len(p.pts)-1]
	return p.cubic(a.x+2.0/3*(x1-a.x), a.y+2.0/3*(y1-a.y), x+2.0/3*(x1-x), y+2.0/3*(y1-y), x, y)
}

// area returns the signed area of a polygon, positive when it runs clockwise on screen.
func area(poly []pt) float64 {
	var a float64
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		a += p.x*q.y - q.x*p.y
	}
	return a / 2
}

// ellipse returns an ellipse polygon.
func ellipse(cx, cy, rx, ry float64) []pt {
	const n = 72
	out := make([]pt, n)
	for i := range out {
		s, c := math.Sincos(2 * math.Pi * float64(i) / n)
		out[i] = pt{cx + rx*c, cy + ry*s}
	}
	return out
}

// ring returns the outline of an ellipse with the given line width, as one
// keyhole polygon whose inner loop runs the other way and so stays empty.
func ring(cx, cy, rx, ry, w float64) []pt {
	outer := ellipse(cx, cy, rx+w/2, ry+w/2)
	inner := ellipse(cx, cy, rx-w/2, ry-w/2)
	out := append(outer, outer[0])
	out = append(out, inner[0])
	for i := len(inner) - 1; i >= 0; i-- {
		out = append(out, inner[i])
	}
	return out
}

// stroke turns a polyline into a filled band whose half-width at fraction t
// of the way along is width(t), giving tapered brush strokes.
func stroke(line []pt, width func(t float64) float64) []pt {
	n := len(line)
	left := make([]pt, 0, n)
	right := make([]pt, 0, n)
	for i, p := range line {
		a, b := line[max(i-1, 0)], line[min(i+1, n-1)]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			l = 1
		}
		w := width(float64(i) / float64(n-1))
		nx, ny := -dy/l*w, dx/l*w
		left = append(left, pt{p.x + nx, p.y + ny})
		right = append(right, pt{p.x - nx, p.y - ny})
	}
	for i := n - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return left
}

// taper returns a width function swelling from thin ends to w in the middle.
func taper(w, ends float64) func(float64) float64 {
	return func(t float64) float64 {
		return ends + (w-ends)*math.Sqrt(math.Sin(math.Pi*t))
	}
}

// even returns a constant width function.
func even(w float64) func(float64) float64 { return func(float64) float64 { return w } }

// mirror reflects points across the vertical line x = cx, keeping their order.
func mirror(pts []pt, cx float64) []pt {
	out := make([]pt, len(pts))
	for i, p := range pts {
		out[i] = pt{2*cx - p.x, p.y}
	}
	return out
}

// noise returns a repeatable pseudo-random value in [0, 1) for a pixel.
func noise(x, y int, seed uint64) float64 {
	h := uint64(x)*0x9E3779B97F4A7C15 ^ uint64(y)*0xC2B2AE3D27D4EB4F ^ seed
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 29
	return float64(h>>11) / (1 << 53)
}
