package demo

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
)

// Portrait draws an illustrated head-and-shoulders portrait of w×h pixels.
// The drawing is procedural and repeatable: the same arguments always give
// the same image. Seeds that differ only in their lowest 8 bits show the
// same person (face, skin, eyes, hair) in another photo, with a different
// background, clothes, tilt and smile; see PhotoSeeds on Member. gender is
// "male" or "female"; hairColor is one of amora.HairColors, where "bald"
// draws no hair and "other" a dyed colour; age (18 and up) shows in lines,
// greying hair, hairlines, hairstyles and glasses.
func Portrait(seed int64, gender, hairColor string, age, w, h int) *image.RGBA {
	p := newPerson(seed>>8, gender, hairColor, age)
	s := newShot(seed, p)
	c := newCanvas(w, h)
	g := p.geometry(s)

	drawBackground(c, s)
	c.angle, c.pivot = s.tilt, pt{g.cx, g.chin}
	drawHairBack(c, p, g)
	c.angle = 0
	drawTorso(c, p, s, g)
	c.angle = s.tilt
	drawEars(c, p, g)
	face := drawFace(c, p, s, g)
	drawHairFront(c, p, g, face)
	drawGlasses(c, p, g)
	return c.img
}

// PortraitWidth and PortraitHeight are the size of the JPEG photos PortraitJPEG encodes.
const (
	PortraitWidth  = 600
	PortraitHeight = 750
)

// PortraitJPEG encodes Portrait(seed, gender, hairColor, age) at 600×750 as a JPEG of quality 88.
func PortraitJPEG(seed int64, gender, hairColor string, age int) ([]byte, error) {
	var buf bytes.Buffer
	img := Portrait(seed, gender, hairColor, age, PortraitWidth, PortraitHeight)
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 88}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// person holds what stays the same in every photo of one member.
type person struct {
	male       bool
	skin       rgb
	hair, brow rgb
	hairStyle  string
	iris       rgb
	lips       rgb
	faceW      float64 // half the face width at the cheekbones
	faceLen    float64 // extra chin length
	jaw        float64 // jaw width as a fraction of faceW
	eyeGap     float64 // eye centre distance from the middle, as a fraction of faceW
	eyeSize    float64
	browW      float64
	browArch   float64
	noseW      float64
	mouthW     float64
	beard      string // "", "stubble", "short", "full", "goatee"
	glasses    bool
	frame      rgb
	earrings   bool
	blush      float64
	lines      float64 // how much age shows in the face: 0 (young) to about 1.2
	recede     float64 // how far the hairline has receded, in board units
}

// newPerson picks a person's lasting features from an identity seed, for
// someone of age.
func newPerson(id int64, gender, hairColor string, age int) *person {
	r := rand.New(rand.NewPCG(uint64(id), 0xA110))
	p := &person{male: gender == "male"}
	old := func(from, span float64) float64 { return math.Max(0, math.Min(1, (float64(age)-from)/span)) }
	p.skin = jitter(r, skinTones[skinIndex(r, hairColor)], 6)
	p.iris = jitter(r, irisTones[r.IntN(len(irisTones))], 12)
	tones, ok := hairTones[hairColor]
	if !ok {
		tones = hairTones["brown"]
	}
	p.hair = jitter(r, tones[r.IntN(len(tones))], 8)
	if hairColor != "grey" && hairColor != "other" && hairColor != "bald" {
		// Natural hair greys from somewhere between 35 and 50; women more often
		// colour it, so theirs shows less.
		grey := old(35+r.Float64()*15, 30) * 0.6
		if !p.male {
			grey *= 0.5
		}
		p.hair = mix(p.hair, rgb{188, 186, 184}, grey)
	}
	switch hairColor {
	case "blond", "red":
		p.brow = shade(p.hair, 0.72)
	case "grey":
		p.brow = shade(p.hair, 0.8)
	case "other", "bald":
		p.brow = shade(mix(hairTones["brown"][r.IntN(4)], p.skin, 0.2), 0.8)
	default:
		p.brow = shade(p.hair, 0.9)
	}
	p.lines = old(30, 40) * (0.7 + r.Float64()*0.5)
	p.eyeGap = 0.40 + r.Float64()*0.06
	p.eyeSize = 0.92 + r.Float64()*0.18 - p.lines*0.05
	p.browArch = 3 + r.Float64()*6
	p.noseW = 10 + r.Float64()*5 + p.lines*2
	p.frame = []rgb{{40, 34, 32}, {120, 78, 44}, {160, 40, 50}, {60, 70, 110}, {180, 150, 90}, {150, 150, 156}}[r.IntN(6)]
	p.glasses = r.Float64() < 0.12+old(38, 25)*0.4 // reading glasses come with the forties
	if p.male {
		p.faceW = 112 + r.Float64()*12
		p.faceLen = 4 + r.Float64()*14 + p.lines*6
		p.jaw = 0.64 + r.Float64()*0.14 + p.lines*0.05
		p.browW = 5.5 + r.Float64()*2.5
		p.mouthW = 27 + r.Float64()*6
		p.lips = mix(p.skin, rgb{170, 80, 80}, 0.35-p.lines*0.1)
		p.blush = 0.08
		styles := []string{"crop", "sidepart", "quiff", "buzz", "curlyshort", "longish", "crop", "sidepart"}
		if age >= 40 {
			styles = []string{"crop", "sidepart", "buzz", "crop", "sidepart", "curlyshort"}
		}
		p.hairStyle = pick(r, styles)
		if r.Float64() < old(28, 40)*0.8 {
			p.recede = 8 + r.Float64()*30*old(28, 30)
		}
		beards := []string{"", "", "", "stubble", "stubble", "short", "full", "goatee"}
		if age >= 45 {
			beards = []string{"", "", "", "stubble", "short", "short", "full", "full", "goatee"}
		}
		p.beard = pick(r, beards)
	} else {
		p.faceW = 104 + r.Float64()*10
		p.faceLen = -4 + r.Float64()*12 + p.lines*6
		p.jaw = 0.5 + r.Float64()*0.14 + p.lines*0.06
		p.browW = 3.5 + r.Float64()*2
		p.mouthW = 26 + r.Float64()*6
		p.lips = mix(p.skin, []rgb{{196, 80, 92}, {180, 70, 80}, {200, 100, 110}, {170, 50, 70}}[r.IntN(4)], 0.55+r.Float64()*0.3-p.lines*0.15)
		p.blush = 0.2 + r.Float64()*0.12 - p.lines*0.08
		p.earrings = r.Float64() < 0.45
		styles := []string{"long", "wavy", "bob", "ponytail", "bun", "curly", "pixie", "sidelong", "long", "wavy"}
		if age >= 48 {
			styles = []string{"bob", "pixie", "wavy", "sidelong", "bob", "curly", "pixie", "bun"}
		}
		p.hairStyle = pick(r, styles)
	}
	if hairColor == "bald" {
		p.hairStyle = "bald"
	}
	// Skin loses a little colour with the years.
	p.skin = mix(p.skin, rgb{(p.skin.r + p.skin.g + p.skin.b) / 3, (p.skin.r + p.skin.g + p.skin.b) / 3, (p.skin.r + p.skin.g + p.skin.b) / 3}, p.lines*0.1)
	return p
}

// skinIndex picks a skin tone; light and red hair go mostly with the lighter tones.
func skinIndex(r *rand.Rand, hairColor string) int {
	i := r.IntN(len(skinTones))
	if (hairColor == "blond" || hairColor == "red") && i > 5 && r.Float64() < 0.85 {
		i = r.IntN(5)
	}
	return i
}

// shot holds what changes from one photo of a person to the next.
type shot struct {
	bgStyle  int
	bg1, bg2 rgb
	bgSeed   uint64
	cloth    rgb
	neckline string // "crew", "vneck", "scoop", "collar", "turtle"
	stripes  bool
	tilt     float64
	dx       float64
	open     bool // smiling with teeth
	gaze     float64
}

// newShot picks the setting of one photo from the full seed.
func newShot(seed int64, p *person) *shot {
	r := rand.New(rand.NewPCG(uint64(seed), 0x5407))
	s := &shot{bgStyle: r.IntN(bgStyles), bgSeed: r.Uint64()}
	s.bg1, s.bg2 = sceneColours(r, s.bgStyle)
	s.cloth = jitter(r, pick(r, clothes), 10)
	if r.IntN(4) == 0 {
		s.cloth = hsl(r.Float64()*360, 0.2+r.Float64()*0.4, 0.25+r.Float64()*0.4)
	}
	necks := []string{"crew", "vneck", "collar", "turtle", "crew", "collar"}
	if !p.male {
		necks = []string{"crew", "vneck", "scoop", "scoop", "turtle", "collar"}
	}
	s.neckline = pick(r, necks)
	s.stripes = s.neckline != "collar" && r.IntN(6) == 0
	s.tilt = (r.Float64()*2 - 1) * 0.07
	s.dx = (r.Float64()*2 - 1) * 12
	s.open = r.IntN(2) == 0
	s.gaze = (r.Float64()*2 - 1) * 2.5
	return s
}

// geom is where the parts of a head go, in board units.
type geom struct {
	cx, fy   float64 // face centre
	fw       float64 // half face width
	top      float64 // top of the forehead
	chin     float64
	eyeY     float64
	eyeDX    float64
	mouthY   float64
	noseY    float64
	neckW    float64 // half neck width
	shoulder float64 // y of the shoulder line
}

func (p *person) geometry(s *shot) geom {
	g := geom{cx: 300 + s.dx, fy: 338, fw: p.faceW}
	g.top = g.fy - 150
	g.chin = g.fy + 140 + p.faceLen
	g.eyeY = g.fy + 8
	g.eyeDX = p.faceW * p.eyeGap
	g.noseY = g.fy + 62 + p.faceLen*0.3
	g.mouthY = g.fy + 100 + p.faceLen*0.55
	g.neckW = p.faceW * 0.47
	if p.male {
		g.neckW = p.faceW * 0.56
	}
	g.shoulder = 574
	return g
}

// pick returns a random element of list.
func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }
