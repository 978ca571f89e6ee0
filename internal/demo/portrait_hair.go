package demo

import (
	"image"
	"math"
)

// Hair is drawn in two layers: the mass behind the head (long hair, buns,
// ponytails, curls), drawn before the body, and the part in front (the cap
// over the skull, the fringe and locks framing the face), drawn last.

// skullArc returns the outline of the hair over the skull, from the left
// side at height sideY over the top to the right side at sideY. top and side
// add volume above and beside the head.
func skullArc(g geom, top, side, sideY float64) []pt {
	cy := g.fy - 34
	rx, ry := g.fw+12+side, 158+top
	out := []pt{{g.cx - rx + 4, sideY}}
	const n = 40
	for i := 0; i <= n; i++ {
		a := math.Pi + math.Pi*float64(i)/n
		s, c := math.Sincos(a)
		out = append(out, pt{g.cx + rx*c, cy + ry*s})
	}
	return append(out, pt{g.cx + rx - 4, sideY})
}

// hairline returns the inner edge of the cap from the right side to the
// left: sideburns down to sideY, temples, and a fringe whose lowest point is
// at fringeY, parted at partX (the middle when partX equals the centre).
func hairline(g geom, sideY, fringeY, partX float64) []pt {
	cx, fw := g.cx, g.fw
	var l path
	l.move(cx+fw-2, sideY).line(cx+fw-14, sideY)
	l.cubic(cx+fw-12, g.fy-50, cx+fw-8, fringeY+12, cx+fw*0.6, fringeY)
	if math.Abs(partX-cx) < 1 {
		l.cubic(cx+fw*0.3, fringeY-6, cx+10, fringeY-14, cx, fringeY-20)
		l.cubic(cx-10, fringeY-14, cx-fw*0.3, fringeY-6, cx-fw*0.6, fringeY)
	} else {
		// A side part: the fringe sweeps from the part across the forehead.
		l.cubic(cx+fw*0.1, fringeY+4, partX+fw*0.3, fringeY-10, partX, fringeY-40)
		l.cubic(partX-10, fringeY-16, cx-fw*0.55, fringeY-12, cx-fw*0.7, fringeY+4)
	}
	l.cubic(cx-fw+8, fringeY+12, cx-fw+12, g.fy-50, cx-fw+14, sideY)
	l.line(cx-fw+2, sideY)
	return l.pts
}

// capShape joins a skull arc and a hairline into the cap polygon.
func capShape(g geom, top, side, sideY, fringeY, partX float64) []pt {
	arc := skullArc(g, top, side, g.fy-26)
	line := hairline(g, sideY, fringeY, partX)
	out := append(arc, pt{g.cx + g.fw + side + 4, sideY})
	out = append(out, line...)
	return append(out, pt{g.cx - g.fw - side - 4, sideY})
}

// locks returns the two strands that fall from the temples past the face
// down to y bottom, spreading to spread beyond the face.
func locks(g geom, bottom, spread, wave float64) shape {
	cx, fw := g.cx, g.fw
	var r path
	r.move(cx+fw*0.45, g.fy-128)
	r.cubic(cx+fw+6, g.fy-110, cx+fw-6, g.fy+20, cx+fw-2, g.fy+80)
	r.cubic(cx+fw+4, bottom-60, cx+fw+spread*0.5, bottom-10, cx+fw+spread*0.7+wave, bottom)
	r.cubic(cx+fw+spread, bottom-20, cx+fw+spread+wave, g.fy+60, cx+fw+spread*0.6, g.fy-40)
	r.cubic(cx+fw+spread*0.4, g.fy-120, cx+fw*0.8, g.fy-150, cx+fw*0.45, g.fy-150)
	return shape{r.pts, mirror(r.pts, cx)}
}

// backMass returns the hair behind the head, reaching down to bottom and
// spreading to spread beyond the face; wave ripples its edges.
func backMass(g geom, bottom, spread, wave float64) []pt {
	cx, fw := g.cx, g.fw
	var r path
	r.move(cx, g.fy-200)
	r.cubic(cx+fw*0.8, g.fy-200, cx+fw+spread*0.6, g.fy-150, cx+fw+spread*0.6, g.fy-40)
	r.cubic(cx+fw+spread*0.6+wave, g.fy+60, cx+fw+spread-wave, bottom-90, cx+fw+spread, bottom-30)
	r.cubic(cx+fw+spread, bottom, cx+fw*0.6, bottom+10, cx, bottom-10)
	return halves(r.pts, cx)
}

// curls returns circles of radius rad spread along a polygon outline.
func curls(outline []pt, rad float64, every int) shape {
	var out shape
	for i := 0; i < len(outline); i += every {
		p := outline[i]
		r := rad * (0.85 + 0.3*math.Abs(math.Sin(float64(i)*1.7)))
		out = append(out, ellipse(p.x, p.y, r, r))
	}
	return out
}

// hairPaint shades hair lighter at the top and darker lower down.
func hairPaint(p *person, g geom) paint {
	hi, lo := shade(p.hair, 1.1), shade(p.hair, 0.82)
	return paint{fn: func(_, y float64) (rgb, float64) {
		return mix(hi, lo, math.Max(0, math.Min(1, (y-g.fy+200)/380))), 1
	}}
}

// texture adds strands and a sheen to an already painted hair shape.
func texture(c *canvas, p *person, hair shape, strands [][]pt, sheen pt) {
	m := c.maskOf(hair)
	dark := shade(p.hair, 0.62)
	for _, s := range strands {
		c.fill(shape{stroke(s, taper(2.2, 0))}, paint{c: dark, a: 0.45}, m)
	}
	c.glow(sheen, 60, 26, shade(p.hair, 1.45), 0.35, 1, m)
}

// drawHairBack draws the hair behind the head and body.
func drawHairBack(c *canvas, p *person, g geom) {
	var back shape
	cx, fw := g.cx, g.fw
	switch p.hairStyle {
	case "long", "sidelong":
		back = shape{backMass(g, g.fy+290, 48, 0)}
	case "wavy":
		back = shape{backMass(g, g.fy+270, 58, 14)}
	case "bob":
		back = shape{backMass(g, g.fy+150, 40, 0)}
	case "longish":
		back = shape{backMass(g, g.fy+120, 26, 4)}
	case "curly":
		mass := ellipse(cx, g.fy-10, fw+78, 215)
		back = append(curls(mass, 34, 3), mass)
	case "bun":
		back = shape{ellipse(cx, g.fy-196, 50, 44)}
	case "ponytail":
		var t path
		t.move(cx+fw*0.5, g.fy-170).cubic(cx+fw+60, g.fy-150, cx+fw+50, g.fy+40, cx+fw+34, g.fy+190)
		t.cubic(cx+fw+20, g.fy+120, cx+fw+10, g.fy-40, cx+fw*0.3, g.fy-120)
		back = shape{t.pts}
	default:
		return
	}
	c.fill(back, hairPaint(p, g), nil)
	var strands [][]pt
	for i := -3; i <= 3; i++ {
		x := cx + float64(i)*(fw+40)/3.2
		strands = append(strands, []pt{{x, g.fy - 80}, {x + float64(i)*4, g.fy + 60}, {x + float64(i)*8, g.fy + 230}})
	}
	texture(c, p, back, strands, pt{cx - fw*0.3, g.fy - 170})
}

// drawHairFront draws the hair over the skull and around the face, first
// casting its shadow on the forehead.
func drawHairFront(c *canvas, p *person, g geom, face *image.Alpha) {
	cx, fw, fy := g.cx, g.fw, g.fy
	var front shape
	part := cx - fw*0.4
	switch p.hairStyle {
	case "crop":
		front = shape{capShape(g, 12, 2, fy-24, fy-92, cx)}
	case "sidepart":
		front = shape{capShape(g, 22, 4, fy-24, fy-80, part)}
	case "quiff":
		front = shape{capShape(g, 46, 2, fy-24, fy-96, cx+fw*0.4)}
	case "buzz":
		front = shape{capShape(g, 3, -4, fy-24, fy-100, cx)}
	case "curlyshort":
		cp := capShape(g, 20, 6, fy-24, fy-88, cx)
		front = append(curls(cp[:40], 20, 3), cp)
	case "longish":
		front = append(locks(g, fy+110, 26, 4), capShape(g, 20, 10, fy+10, fy-78, part))
	case "long":
		front = append(locks(g, fy+280, 44, 0), capShape(g, 14, 8, fy-20, fy-104, cx))
	case "wavy":
		front = append(locks(g, fy+260, 52, 16), capShape(g, 18, 10, fy-20, fy-96, part))
	case "sidelong":
		front = append(locks(g, fy+280, 44, 0), capShape(g, 16, 8, fy-20, fy-74, part))
	case "bob":
		front = append(locks(g, fy+140, 38, -6), capShape(g, 16, 10, fy-20, fy-70, cx))
	case "ponytail", "bun":
		front = shape{capShape(g, 8, 0, fy-30, fy-108, cx)}
	case "curly":
		cp := capShape(g, 26, 16, fy-20, fy-90, cx)
		front = append(curls(cp, 22, 4), cp)
	case "pixie":
		front = shape{capShape(g, 18, 6, fy-6, fy-64, cx+fw*0.45)}
	default:
		return
	}
	shadow := make(shape, len(front))
	for i, poly := range front {
		shadow[i] = make([]pt, len(poly))
		for j, q := range poly {
			shadow[i][j] = pt{q.x + 2, q.y + 8}
		}
	}
	c.fill(shadow, paint{c: shade(p.skin, 0.6), a: 0.35}, face)
	if p.hairStyle == "buzz" {
		c.fill(front, paint{c: mix(p.hair, p.skin, 0.25), a: 0.9}, nil)
		return
	}
	c.fill(front, hairPaint(p, g), nil)
	var strands [][]pt
	for i := -4; i <= 4; i++ {
		x := cx + float64(i)*fw/4
		strands = append(strands, []pt{{part, fy - 170}, {x, fy - 150}, {x + float64(i)*6, fy - 90}})
	}
	texture(c, p, front, strands, pt{cx + fw*0.25, fy - 165})
}

// drawBeard draws stubble or a beard over the lower face.
func drawBeard(c *canvas, p *person, g geom, face *image.Alpha) {
	if p.beard == "" {
		return
	}
	cx, fw, my, mw := g.cx, g.fw, g.mouthY, p.mouthW
	var b path
	switch p.beard {
	case "goatee":
		b.move(cx, my-22).cubic(cx+mw*0.8, my-24, cx+mw+8, my-12, cx+mw+4, my+2)
		b.cubic(cx+mw*0.6, my+10, cx+mw*0.7, g.chin-10, cx+mw*0.6, g.chin+4)
		b.cubic(cx+mw*0.3, g.chin+10, cx+10, g.chin+10, cx, g.chin+10)
	default:
		drop := 8.0
		if p.beard == "full" {
			drop = 26
		}
		b.move(cx, my-22).cubic(cx+mw*0.8, my-24, cx+mw+10, my-14, cx+mw+12, my-2)
		b.cubic(cx+fw*0.55, g.noseY+10, cx+fw*0.9, g.fy+20, cx+fw, g.fy-10)
		b.line(cx+fw+4, g.fy-10)
		b.cubic(cx+fw+6, g.fy+70, cx+fw*(p.jaw+0.2), g.chin-40+drop, cx+fw*p.jaw, g.chin-20+drop)
		b.cubic(cx+fw*p.jaw*0.8, g.chin+drop, cx+fw*0.3, g.chin+drop+6, cx, g.chin+drop+6)
	}
	beard := shape{halves(b.pts, cx)}
	if p.beard == "stubble" {
		m := c.maskOf(beard)
		r := c.rasterize(beard)
		dot := shade(p.hair, 0.7)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				k := float64(m.Pix[y*m.Stride+x]) * float64(face.Pix[y*face.Stride+x]) / 65025
				c.blend(x, y, dot, k*(0.14+0.22*noise(x, y, 7)))
			}
		}
		return
	}
	c.fill(beard, flat(shade(p.hair, 0.92)), nil)
	m := c.maskOf(beard)
	for i := -5; i <= 5; i++ {
		x := cx + float64(i)*fw/6
		s := []pt{{x, my + 6}, {x + float64(i)*2, g.chin - 20}, {x + float64(i)*3, g.chin + 10}}
		c.fill(shape{stroke(s, taper(1.8, 0))}, paint{c: shade(p.hair, 0.6), a: 0.4}, m)
	}
}
