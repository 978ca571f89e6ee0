package demo

import (
	"math"
	"math/rand/v2"
)

// rgb is a colour with 0..255 channels, kept in floats for mixing.
type rgb struct{ r, g, b float64 }

// mix returns the colour a fraction t of the way from a to b.
func mix(a, b rgb, t float64) rgb {
	return rgb{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t}
}

// shade darkens (f < 1) or brightens (f > 1) a colour, brightening towards white.
func shade(c rgb, f float64) rgb {
	if f <= 1 {
		return rgb{c.r * f, c.g * f, c.b * f}
	}
	return mix(c, rgb{255, 255, 255}, f-1)
}

// hsl returns the colour of hue h (degrees), saturation s and lightness l (0..1).
func hsl(h, s, l float64) rgb {
	h = math.Mod(math.Mod(h, 360)+360, 360) / 360
	q := l + s - l*s
	if l < 0.5 {
		q = l * (1 + s)
	}
	p := 2*l - q
	ch := func(t float64) float64 {
		t = math.Mod(t+1, 1)
		switch {
		case t < 1.0/6:
			return p + (q-p)*6*t
		case t < 0.5:
			return q
		case t < 2.0/3:
			return p + (q-p)*(2.0/3-t)*6
		}
		return p
	}
	return rgb{ch(h+1.0/3) * 255, ch(h) * 255, ch(h-1.0/3) * 255}
}

// jitter shifts each channel of c by up to ±d, so that two people with the
// "same" colour never look identical.
func jitter(r *rand.Rand, c rgb, d float64) rgb {
	j := func(v float64) float64 { return math.Max(0, math.Min(255, v+(r.Float64()*2-1)*d)) }
	return rgb{j(c.r), j(c.g), j(c.b)}
}

// skinTones span light to deep skin, as illustrators commonly render them.
var skinTones = []rgb{
	{255, 226, 204}, {250, 214, 186}, {243, 200, 168}, {236, 188, 152},
	{224, 172, 134}, {210, 156, 116}, {192, 136, 98}, {170, 116, 80},
	{146, 96, 64}, {122, 78, 52}, {98, 62, 42},
}

// hairTones holds a few natural shades for each hair colour of the profile.
var hairTones = map[string][]rgb{
	"black": {{38, 32, 32}, {28, 24, 26}, {48, 38, 34}},
	"brown": {{96, 62, 40}, {118, 78, 50}, {74, 50, 36}, {136, 94, 60}},
	"blond": {{226, 192, 124}, {206, 164, 98}, {238, 210, 156}, {194, 152, 92}},
	"red":   {{176, 72, 36}, {196, 96, 48}, {152, 62, 32}},
	"grey":  {{176, 176, 178}, {204, 204, 200}, {146, 146, 150}, {220, 216, 208}},
	// Dyed hair for "other": pink, violet, blue, teal and platinum.
	"other": {{222, 118, 168}, {142, 94, 190}, {74, 122, 204}, {46, 158, 160}, {236, 232, 222}},
}

// irisTones are eye colours: blue, green, brown, grey and hazel.
var irisTones = []rgb{{72, 128, 186}, {86, 140, 92}, {110, 70, 42}, {120, 134, 146}, {140, 110, 56}}
