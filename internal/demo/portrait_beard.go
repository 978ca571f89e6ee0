package demo

import "image"

// drawBeard draws stubble or a beard over the lower face.
func drawBeard(c *canvas, p *person, g geom, face *image.Alpha) {
	if p.beard == "" {
		return
	}
	cx, fw, my, mw := g.cx, g.fw, g.mouthY, p.mouthW
	var b path
	switch p.beard {
	case "goatee":
		col := shade(p.hair, 0.9)
		var m path
		m.move(cx-mw-2, my-2).cubic(cx-mw*0.7, my-20, cx+mw*0.7, my-20, cx+mw+2, my-2)
		c.fill(shape{stroke(m.pts, taper(5, 1))}, flat(col), face)
		var t path
		t.move(cx-mw*0.55, my+22).quad(cx, my+14, cx+mw*0.55, my+22)
		t.cubic(cx+mw*0.6, g.chin-14, cx+mw*0.3, g.chin+6, cx, g.chin+6)
		t.cubic(cx-mw*0.3, g.chin+6, cx-mw*0.6, g.chin-14, cx-mw*0.55, my+22)
		c.fill(shape{t.pts}, flat(col), nil)
		return
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
