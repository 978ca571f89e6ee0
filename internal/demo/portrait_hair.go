package demo

import (
	"image"
	"math"
	"slices"
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
// tips cuts the fringe into points that long, as short hair falls.
func hairline(g geom, sideY, fringeY, partX, tips float64) []pt {
	cx, fw := g.cx, g.fw
	if partX > cx+1 {
		// Parted on the right: the mirror image of a part on the left.
		l := mirror(hairline(g, sideY, fringeY, 2*cx-partX, tips), cx)
		slices.Reverse(l)
		return l
	}
	var l path
	l.move(cx+fw-2, sideY).line(cx+fw-14, sideY)
	l.cubic(cx+fw-12, g.fy-50, cx+fw-8, fringeY+12, cx+fw*0.6, fringeY)
	if math.Abs(partX-cx) < 1 {
		l.cubic(cx+fw*0.3, fringeY-6, cx+10, fringeY-14, cx, fringeY-20)
		l.cubic(cx-10, fringeY-14, cx-fw*0.3, fringeY-6, cx-fw*0.6, fringeY)
	} else {
		// A side part: the fringe sweeps from the part across the forehead.
		l.cubic(cx+fw*0.1, fringeY+4, partX+fw*0.35, fringeY-14, partX, fringeY-30)
		l.cubic(partX-fw*0.12, fringeY-36, cx-fw*0.6, fringeY-16, cx-fw*0.7, fringeY+4)
	}
	l.cubic(cx-fw+8, fringeY+12, cx-fw+12, g.fy-50, cx-fw+14, sideY)
	l.line(cx-fw+2, sideY)
	if tips > 0 {
		for i, p := range l.pts {
			if d := math.Abs(p.x-cx) / (fw * 0.85); d < 1 && p.y < g.fy-40 {
				saw := math.Abs(math.Mod(p.x-cx+1000, 22)/11 - 1)
				l.pts[i].y += tips * saw * (1 - d*d)
			}
		}
	}
	return l.pts
}

// capShape joins a skull arc and a hairline into the cap polygon.
func capShape(g geom, top, side float64, line []pt) []pt {
	sideY := line[0].y
	arc := skullArc(g, top, side, g.fy-26)
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

// hairCap describes the cap of a front hairstyle: volume on top and at the
// sides, how far the sideburns reach, the lowest point of the fringe and
// where the hair is parted.
type hairCap struct{ top, side, sideY, fringeY, partX, tips float64 }

// drawHairFront draws the hair over the skull and around the face, first
// casting its shadow on the forehead.
func drawHairFront(c *canvas, p *person, g geom, face *image.Alpha) {
	cx, fw, fy := g.cx, g.fw, g.fy
	var extra shape
	part := cx - fw*0.4
	var hc hairCap
	switch p.hairStyle {
	case "crop":
		hc = hairCap{12, 2, fy - 24, fy - 92, cx, 9}
	case "sidepart":
		hc = hairCap{22, 4, fy - 24, fy - 80, part, 5}
	case "quiff":
		hc = hairCap{46, 2, fy - 24, fy - 96, cx + fw*0.4, 8}
	case "buzz":
		hc = hairCap{3, -4, fy - 24, fy - 100, cx, 0}
	case "curlyshort":
		hc = hairCap{20, 6, fy - 24, fy - 88, cx, 0}
	case "longish":
		hc = hairCap{20, 10, fy + 10, fy - 78, part, 6}
		extra = locks(g, fy+110, 26, 4)
	case "long":
		hc = hairCap{14, 8, fy - 20, fy - 104, cx, 0}
		extra = locks(g, fy+280, 44, 0)
	case "wavy":
		hc = hairCap{18, 10, fy - 20, fy - 96, part, 0}
		extra = locks(g, fy+260, 52, 16)
	case "sidelong":
		hc = hairCap{16, 8, fy - 20, fy - 74, part, 0}
		extra = locks(g, fy+280, 44, 0)
	case "bob":
		hc = hairCap{16, 10, fy - 20, fy - 70, cx, 4}
		extra = locks(g, fy+140, 38, -6)
	case "ponytail", "bun":
		hc = hairCap{8, 0, fy - 30, fy - 108, cx, 0}
	case "curly":
		hc = hairCap{26, 16, fy - 20, fy - 90, cx, 0}
	case "pixie":
		hc = hairCap{18, 6, fy - 6, fy - 64, cx + fw*0.45, 10}
	default:
		return
	}
	hc.fringeY -= p.recede // a receding hairline shows more forehead
	line := hairline(g, hc.sideY, hc.fringeY, hc.partX, hc.tips)
	cp := capShape(g, hc.top, hc.side, line)
	front := append(extra, cp)
	switch p.hairStyle {
	case "curlyshort":
		front = append(front, curls(cp[:40], 20, 3)...)
	case "curly":
		front = append(front, curls(cp, 22, 4)...)
	}
	shadow := make(shape, len(front))
	for i, poly := range front {
		shadow[i] = make([]pt, len(poly))
		for j, q := range poly {
			shadow[i][j] = pt{q.x + 2, q.y + 8}
		}
	}
	if p.hairStyle == "buzz" {
		c.fill(front, flat(mix(p.hair, p.skin, 0.3)), nil)
		m := c.maskOf(front)
		r := c.rasterize(front)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				c.blend(x, y, shade(p.hair, 0.8), float64(m.Pix[y*m.Stride+x])/255*0.5*noise(x, y, 3))
			}
		}
		return
	}
	c.fill(shadow, paint{c: shade(p.skin, 0.6), a: 0.35}, face)
	c.fill(front, hairPaint(p, g), nil)
	// Strands run from the crown to the hairline and down the locks.
	var strands [][]pt
	crown := pt{hc.partX, fy - 186 - hc.top*0.5}
	for i := 4; i < len(line)-4; i += 5 {
		end := line[i]
		start := pt{crown.x + (end.x-crown.x)*0.2, crown.y + 6}
		var s path
		s.move(start.x, start.y).quad(end.x+(end.x-cx)*0.35, (start.y+end.y)/2-12, end.x, end.y-3)
		strands = append(strands, s.pts)
	}
	for _, side := range []float64{-1, 1} {
		for k := 0.2; k < 1; k += 0.3 {
			x := cx + side*(fw+k*30)
			var s path
			s.move(cx+side*fw*0.7, fy-130).quad(x+side*12, fy, x+side*8, fy+240)
			strands = append(strands, s.pts)
		}
	}
	texture(c, p, front, strands, pt{cx + fw*0.25, fy - 165})
}
