package demo

import "math"

// halves joins the right half of a symmetric outline, running top to
// bottom, with its mirror image into one closed polygon.
func halves(right []pt, cx float64) []pt {
	left := mirror(right, cx)
	out := append([]pt{}, right...)
	for i := len(left) - 1; i >= 0; i-- {
		out = append(out, left[i])
	}
	return out
}

// drawTorso draws the shoulders with their clothes, the neck and the neckline.
func drawTorso(c *canvas, p *person, s *shot, g geom) {
	cx, sy, nw := g.cx, g.shoulder, g.neckW
	sw := 212.0
	if p.male {
		sw = 240
	}
	var b path
	b.move(cx, sy-28).line(cx+nw-6, sy-28)
	b.cubic(cx+nw+40, sy-22, cx+sw-110, sy-16, cx+sw-56, sy-4)
	b.cubic(cx+sw-10, sy+12, cx+sw+24, sy+70, cx+sw+44, boardH+20)
	b.line(cx, boardH+20)
	body := shape{halves(b.pts, cx)}
	top, bottom := shade(s.cloth, 1.12), shade(s.cloth, 0.8)
	c.fill(body, paint{fn: func(x, y float64) (rgb, float64) {
		return mix(top, bottom, math.Max(0, math.Min(1, (y-sy)/(boardH-sy)))), 1
	}}, nil)
	clothMask := c.maskOf(body)
	if s.stripes {
		stripe := shade(s.cloth, 1.35)
		for y := sy + 30; y < boardH; y += 34 {
			c.fill(shape{{{0, y}, {boardW, y}, {boardW, y + 12}, {0, y + 12}}}, paint{c: stripe, a: 0.8}, clothMask)
		}
	}
	// Arms hang a little apart from the chest: two faint folds.
	for _, side := range []float64{-1, 1} {
		fold := []pt{{cx + side*(sw-70), sy + 40}, {cx + side*(sw-80), sy + 90}, {cx + side*(sw-84), boardH}}
		c.fill(shape{stroke(fold, taper(5, 0))}, paint{c: shade(s.cloth, 0.7), a: 0.35}, clothMask)
	}
	drawNeck(c, p, s, g)
}

// drawNeck draws the neck and the skin the neckline shows, then the collar.
func drawNeck(c *canvas, p *person, s *shot, g geom) {
	cx, sy, nw := g.cx, g.shoulder, g.neckW
	depth, open, vee := 26.0, nw+14, false
	switch s.neckline {
	case "vneck":
		depth, open, vee = 92, nw+18, true
	case "scoop":
		depth, open = 70, nw+48
	case "collar":
		depth, open, vee = 74, nw+6, true
	case "turtle":
		depth, open = -30, nw
	}
	var n path
	n.move(cx, g.chin-60).line(cx+nw, g.chin-60).line(cx+nw, sy-52)
	n.cubic(cx+nw+2, sy-32, cx+open-10, sy-26, cx+open, sy-24)
	if vee {
		n.line(cx, sy+depth)
	} else {
		n.cubic(cx+open, sy+depth*0.55, cx+open*0.55, sy+depth, cx, sy+depth)
	}
	neck := shape{halves(n.pts, cx)}
	skin := shade(p.skin, 0.94)
	c.fill(neck, flat(skin), nil)
	neckMask := c.maskOf(neck)
	// The head casts a shadow on the neck.
	c.glow(pt{cx, g.chin + 6}, g.fw*0.8, 46, shade(p.skin, 0.72), 0.55, 0.7, neckMask)
	if open > nw+30 || vee {
		for _, side := range []float64{-1, 1} {
			bone := []pt{{cx + side*12, sy - 8}, {cx + side*40, sy - 14}, {cx + side*open*0.9, sy - 16}}
			c.fill(shape{stroke(bone, taper(2.2, 0))}, paint{c: shade(p.skin, 0.78), a: 0.45}, neckMask)
		}
	}
	rib := shade(s.cloth, 0.82)
	switch s.neckline {
	case "crew", "scoop":
		var e path
		e.move(cx-open, sy-24).cubic(cx-open, sy+depth*0.55, cx-open*0.55, sy+depth, cx, sy+depth)
		e.cubic(cx+open*0.55, sy+depth, cx+open, sy+depth*0.55, cx+open, sy-24)
		c.fill(shape{stroke(e.pts, even(5))}, flat(rib), nil)
	case "vneck":
		c.fill(shape{stroke([]pt{{cx - open, sy - 24}, {cx, sy + depth}, {cx + open, sy - 24}}, even(5))}, flat(rib), nil)
	case "turtle":
		var t path
		t.move(cx, sy-84).line(cx+nw+8, sy-84).cubic(cx+nw+12, sy-60, cx+nw+14, sy-40, cx+nw+22, sy-18)
		t.cubic(cx+nw, sy+2, cx+20, sy+6, cx, sy+6)
		tube := shape{halves(t.pts, cx)}
		c.fill(tube, flat(shade(s.cloth, 0.95)), nil)
		tubeMask := c.maskOf(tube)
		for y := sy - 72; y < sy; y += 16 {
			c.fill(shape{stroke([]pt{{cx - nw - 20, y}, {cx, y + 4}, {cx + nw + 20, y}}, even(1.5))}, paint{c: rib, a: 0.6}, tubeMask)
		}
	case "collar":
		shirt := shade(s.cloth, 1.18)
		for _, side := range []float64{-1, 1} {
			flap := []pt{
				{cx + side*(nw-2), sy - 62}, {cx + side*4, sy + 40},
				{cx + side*(nw+34), sy + 18}, {cx + side*(nw+20), sy - 30},
			}
			c.fill(shape{flap}, flat(shirt), nil)
			edge := []pt{{cx + side*4, sy + 40}, {cx + side*(nw+34), sy + 18}}
			c.fill(shape{stroke(edge, even(1.6))}, paint{c: shade(s.cloth, 0.6), a: 0.5}, nil)
		}
		for y := sy + depth + 16; y < boardH; y += 42 {
			c.glow(pt{cx, y}, 4, 4, shade(s.cloth, 0.7), 1, 0.4, nil)
		}
	}
}
