package demo

import (
	"image"
	"math"
)

// faceOutline returns the face from forehead to chin.
func faceOutline(p *person, g geom) []pt {
	cx, fy, fw, j := g.cx, g.fy, g.fw, p.jaw
	var f path
	f.move(cx, g.top)
	f.cubic(cx+fw*0.62, g.top, cx+fw, fy-95, cx+fw, fy-12)
	f.cubic(cx+fw, fy+48, cx+fw*(j+0.14), g.chin-62, cx+fw*j, g.chin-30)
	f.cubic(cx+fw*j*0.86, g.chin-10, cx+fw*0.32, g.chin, cx, g.chin)
	return halves(f.pts, cx)
}

// drawEars draws both ears, which the face then partly covers.
func drawEars(c *canvas, p *person, g geom) {
	for _, side := range []float64{-1, 1} {
		x := g.cx + side*(g.fw-6)
		c.fill(shape{ellipse(x, g.fy+4, 17, 28)}, flat(shade(p.skin, 0.95)), nil)
		c.fill(shape{ellipse(x+side*4, g.fy+6, 8, 17)}, paint{c: shade(p.skin, 0.78), a: 0.6}, nil)
		if p.earrings {
			c.fill(shape{ellipse(x+side*4, g.fy+34, 5, 5)}, flat(rgb{222, 186, 92}), nil)
			c.glow(pt{x + side*3, g.fy + 32}, 2, 2, rgb{255, 246, 210}, 0.9, 0.5, nil)
		}
	}
}

// drawFace draws the face and its features and returns the face mask.
func drawFace(c *canvas, p *person, s *shot, g geom) *image.Alpha {
	outline := shape{faceOutline(p, g)}
	light, dark := shade(p.skin, 1.03), shade(p.skin, 0.9)
	c.fill(outline, paint{fn: func(x, y float64) (rgb, float64) {
		dx, dy := (x-g.cx)/g.fw, (y-g.fy-10)/170
		return mix(light, dark, math.Min(1, math.Pow(dx*dx+dy*dy, 1.4))), 1
	}}, nil)
	face := c.maskOf(outline)
	for _, side := range []float64{-1, 1} {
		c.glow(pt{g.cx + side*g.fw*0.56, g.noseY + 8}, 30, 20, rgb{236, 110, 110}, p.blush, 1, face)
	}
	drawNose(c, p, g)
	drawAgeLines(c, p, g, face)
	drawBeard(c, p, g, face)
	drawMouth(c, p, s, g)
	for _, side := range []float64{-1, 1} {
		drawEye(c, p, s, g, side)
		drawBrow(c, p, g, side)
	}
	return face
}

// drawEye draws one eye: white, iris, pupil, highlight and the upper lid.
func drawEye(c *canvas, p *person, s *shot, g geom, side float64) {
	ex, ey := g.cx+side*g.eyeDX, g.eyeY
	a, b := 18*p.eyeSize, 10*p.eyeSize
	var e path
	e.move(ex-a, ey+1).cubic(ex-a*0.5, ey-b*1.35, ex+a*0.5, ey-b*1.35, ex+a, ey-1)
	e.cubic(ex+a*0.5, ey+b*1.05, ex-a*0.5, ey+b*1.05, ex-a, ey+1)
	white := shape{e.pts}
	c.fill(white, flat(rgb{250, 248, 244}), nil)
	eye := c.maskOf(white)
	ix := ex + s.gaze
	r := 9.5 * p.eyeSize
	c.fill(shape{ellipse(ix, ey, r, r)}, flat(shade(p.iris, 0.75)), eye)
	c.fill(shape{ellipse(ix, ey, r*0.8, r*0.8)}, flat(p.iris), eye)
	c.fill(shape{ellipse(ix, ey, r*0.45, r*0.45)}, flat(rgb{22, 18, 20}), eye)
	c.fill(shape{ellipse(ix+r*0.35, ey-r*0.35, r*0.22, r*0.22)}, flat(rgb{255, 255, 255}), eye)
	// The upper lid shades the top of the eye.
	c.glow(pt{ex, ey - b*1.2}, a*1.1, b*0.8, shade(p.skin, 0.6), 0.35, 1, eye)
	lid := e.pts[:19]
	lash := rgb{40, 30, 30}
	w := 2.4
	if !p.male {
		w = 3.2
	}
	c.fill(shape{stroke(lid, func(t float64) float64 { return 0.6 + w*math.Sqrt(math.Sin(math.Pi*(0.15+0.85*t))) })}, flat(lash), nil)
	// The outer corner flicks up a little, more for women.
	flick := 2.0
	if !p.male {
		flick = 6
	}
	outer := pt{ex + side*a, ey - 1}
	c.fill(shape{stroke([]pt{{outer.x - side*4, outer.y - 1}, {outer.x + side*flick*0.6, outer.y - flick*0.7}}, taper(1.6, 0.4))}, flat(lash), nil)
	// A soft crease above the lid.
	var cr path
	cr.move(ex-a*0.8, ey-b*1.25).quad(ex, ey-b*2.2, ex+a*0.85, ey-b*1.2)
	c.fill(shape{stroke(cr.pts, taper(1.2, 0))}, paint{c: shade(p.skin, 0.7), a: 0.45}, nil)
}

// drawBrow draws one eyebrow as a tapered brush stroke.
func drawBrow(c *canvas, p *person, g geom, side float64) {
	ex, y := g.cx+side*g.eyeDX, g.eyeY-30*p.eyeSize
	in, out := ex-side*22, ex+side*24
	var br path
	br.move(in, y+2).quad(ex+side*4, y-p.browArch-4, out, y+4)
	c.fill(shape{stroke(br.pts, func(t float64) float64 {
		return p.browW * (1 - 0.6*t) * math.Sqrt(math.Sin(math.Pi*(0.1+0.9*t)))
	})}, flat(p.brow), nil)
}

// drawNose draws a nose with a shadow along one side and soft nostrils.
func drawNose(c *canvas, p *person, g geom) {
	cx, ny, nw := g.cx, g.noseY, p.noseW
	sh := shade(p.skin, 0.72)
	var side path
	side.move(cx-6, g.eyeY+14).cubic(cx-9, ny-28, cx-nw, ny-16, cx-nw+1, ny-2)
	c.fill(shape{stroke(side.pts, taper(2.2, 0))}, paint{c: sh, a: 0.35}, nil)
	var tip path
	tip.move(cx-nw, ny-4).cubic(cx-nw+2, ny+8, cx-5, ny+9, cx, ny+8)
	tip.cubic(cx+5, ny+9, cx+nw-2, ny+8, cx+nw, ny-4)
	c.fill(shape{stroke(tip.pts, taper(2.4, 0.3))}, paint{c: sh, a: 0.75}, nil)
	c.glow(pt{cx, ny + 10}, nw*1.3, 6, sh, 0.3, 1, nil)
	c.glow(pt{cx + 2, ny - 8}, 5, 7, shade(p.skin, 1.25), 0.5, 1, nil)
}

// drawMouth draws a smile, closed or showing the teeth.
func drawMouth(c *canvas, p *person, s *shot, g geom) {
	cx, my, mw := g.cx, g.mouthY, p.mouthW
	if s.open {
		var m path
		m.move(cx-mw, my-4).cubic(cx-mw*0.5, my+1, cx+mw*0.5, my+1, cx+mw, my-4)
		m.cubic(cx+mw*0.7, my+26, cx-mw*0.7, my+26, cx-mw, my-4)
		mouth := shape{m.pts}
		c.fill(mouth, flat(rgb{110, 36, 44}), nil)
		inside := c.maskOf(mouth)
		c.fill(shape{ellipse(cx, my-4, mw*0.95, 11)}, flat(rgb{250, 248, 242}), inside)
		c.fill(shape{ellipse(cx, my+20, mw*0.5, 8)}, flat(rgb{214, 96, 104}), inside)
		c.fill(shape{stroke(m.pts[:19], taper(2.2, 1))}, flat(p.lips), nil)
		var lower path
		lower.move(cx-mw*0.7, my+12).cubic(cx-mw*0.4, my+25, cx+mw*0.4, my+25, cx+mw*0.7, my+12)
		c.fill(shape{stroke(lower.pts, taper(3.5, 0))}, flat(p.lips), nil)
	} else {
		var m path
		m.move(cx-mw, my-5).cubic(cx-mw*0.5, my+3, cx+mw*0.5, my+3, cx+mw, my-5)
		m.cubic(cx+mw*0.6, my+17, cx-mw*0.6, my+17, cx-mw, my-5)
		c.fill(shape{m.pts}, flat(p.lips), nil)
		c.fill(shape{stroke(m.pts[:19], taper(1.8, 0.6))}, flat(shade(p.lips, 0.6)), nil)
		c.glow(pt{cx, my + 8}, mw*0.35, 3, shade(p.lips, 1.3), 0.5, 1, nil)
	}
	// Dimples at the corners make the smile read.
	for _, side := range []float64{-1, 1} {
		var d path
		d.move(cx+side*(mw+1), my-10).quad(cx+side*(mw+5), my-5, cx+side*(mw+2), my)
		c.fill(shape{stroke(d.pts, taper(1.4, 0))}, paint{c: shade(p.skin, 0.7), a: 0.5}, nil)
	}
	c.glow(pt{cx, my + 34}, mw*0.6, 6, shade(p.skin, 0.82), 0.25, 1, nil)
}

// drawGlasses draws round or rectangular frames for people who wear them.
func drawGlasses(c *canvas, p *person, g geom) {
	if !p.glasses {
		return
	}
	rx, ry := 27*p.eyeSize, 21*p.eyeSize
	for _, side := range []float64{-1, 1} {
		ex := g.cx + side*g.eyeDX
		c.fill(shape{ellipse(ex, g.eyeY+2, rx, ry)}, paint{c: rgb{220, 236, 250}, a: 0.12}, nil)
		c.fill(shape{ring(ex, g.eyeY+2, rx, ry, 4)}, flat(p.frame), nil)
		arm := []pt{{ex + side*rx, g.eyeY - 4}, {g.cx + side*(g.fw+2), g.eyeY - 8}}
		c.fill(shape{stroke(arm, even(2))}, flat(p.frame), nil)
	}
	var bridge path
	bridge.move(g.cx-g.eyeDX+rx, g.eyeY-2).quad(g.cx, g.eyeY-10, g.cx+g.eyeDX-rx, g.eyeY-2)
	c.fill(shape{stroke(bridge.pts, even(2))}, flat(p.frame), nil)
}

// drawAgeLines draws what the years leave in a face, as strong as p.lines:
// folds from the nose to the mouth first, then lines on the forehead, crow's
// feet and bags under the eyes.
func drawAgeLines(c *canvas, p *person, g geom, face *image.Alpha) {
	a := p.lines
	if a < 0.08 {
		return
	}
	ln := shade(p.skin, 0.6)
	for _, side := range []float64{-1, 1} {
		var n path
		n.move(g.cx+side*(p.noseW+8), g.noseY-2).quad(g.cx+side*(p.mouthW+16), g.mouthY-22, g.cx+side*(p.mouthW+9), g.mouthY+10)
		c.fill(shape{stroke(n.pts, taper(2.4, 0))}, paint{c: ln, a: math.Min(0.55, 0.06+0.38*a)}, face)
		ex := g.cx + side*g.eyeDX
		if a > 0.3 {
			out := ex + side*(18*p.eyeSize+5)
			for _, k := range []float64{-1, 0, 1} {
				c.fill(shape{stroke([]pt{{out, g.eyeY + k*3}, {out + side*15, g.eyeY + k*9 - 2}}, taper(1.3, 0))}, paint{c: ln, a: math.Min(0.5, 0.35*a)}, face)
			}
		}
		if a > 0.55 {
			var b path
			b.move(ex-15, g.eyeY+15).quad(ex, g.eyeY+25, ex+16, g.eyeY+14)
			c.fill(shape{stroke(b.pts, taper(1.5, 0))}, paint{c: ln, a: math.Min(0.5, 0.3*a)}, face)
		}
	}
	brow := g.eyeY - 30*p.eyeSize
	for i, dy := range []float64{30, 46, 62} {
		if float64(i) > a*3 {
			break
		}
		y := brow - dy
		w := g.fw * (0.5 - float64(i)*0.06)
		var f path
		f.move(g.cx-w, y+5).quad(g.cx, y-5, g.cx+w, y+5)
		c.fill(shape{stroke(f.pts, taper(1.7, 0))}, paint{c: ln, a: math.Min(0.45, 0.32*a)}, face)
	}
}
