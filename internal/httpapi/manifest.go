package httpapi

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"
)

// The app's theme (web/src/styles/app.scss): the primary colour and the page background.
const (
	themeColor      = "#d6336c"
	backgroundColor = "#faf7fb"
)

// webManifest is the web app manifest of a site (W3C Web Application Manifest), so
// that members can install the app (SPEC §2: installed-app mode).
type webManifest struct {
	ID              string         `json:"id"`
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	Description     string         `json:"description,omitempty"`
	Lang            string         `json:"lang,omitempty"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	BackgroundColor string         `json:"background_color"`
	ThemeColor      string         `json:"theme_color"`
	Icons           []manifestIcon `json:"icons"`
}

type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// getManifest answers GET /manifest.webmanifest: the site's name from its settings,
// the theme's colours, and the brand mark's icons, plain and maskable.
func (s *Server) getManifest(w http.ResponseWriter, r *http.Request) {
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name := site.Settings.Name
	m := webManifest{
		ID: "/", Name: name, ShortName: shortName(name), Description: site.Settings.Description, Lang: site.Settings.DomainLanguage,
		StartURL: "/", Scope: "/", Display: "standalone", BackgroundColor: backgroundColor, ThemeColor: themeColor,
		Icons: []manifestIcon{
			{Src: "/pwa/icon-192.png", Sizes: "192x192", Type: "image/png", Purpose: "any"},
			{Src: "/pwa/icon-512.png", Sizes: "512x512", Type: "image/png", Purpose: "any"},
			{Src: "/pwa/maskable-192.png", Sizes: "192x192", Type: "image/png", Purpose: "maskable"},
			{Src: "/pwa/maskable-512.png", Sizes: "512x512", Type: "image/png", Purpose: "maskable"},
		},
	}
	data, err := json.Marshal(m)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(data)
}

// shortName is the name under an installed app's icon: launchers show about 12 characters.
func shortName(name string) string {
	if utf8.RuneCountInString(name) <= 12 {
		return name
	}
	return string([]rune(name)[:12])
}

// getAppIcon answers GET /pwa/{file}: the brand mark as PNG, drawn once per process.
func (s *Server) getAppIcon(w http.ResponseWriter, r *http.Request) {
	data, ok := appIcons()[r.PathValue("file")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
}

// appIcons draws every icon once: the same brand mark for every site (a site has no
// logo setting), so one set per process. icon-48.png is the pages' favicon: a browser
// draws an SVG favicon in a document of its own, set up on the page's main thread
// (2-15 ms of a load, traced), where a PNG only decodes (issue 22).
var appIcons = sync.OnceValue(func() map[string][]byte {
	out := map[string][]byte{iconName("icon", 48): encodePNG(drawBrandMark(48, false))}
	for _, size := range []int{192, 512} {
		out[iconName("icon", size)] = encodePNG(drawBrandMark(size, false))
		out[iconName("maskable", size)] = encodePNG(drawBrandMark(size, true))
	}
	out["badge-96.png"] = encodePNG(drawBadge(96))
	return out
})

func iconName(kind string, size int) string {
	return kind + "-" + strconv.Itoa(size) + ".png"
}

func encodePNG(img image.Image) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err) // encoding an in-memory RGBA image cannot fail
	}
	return buf.Bytes()
}

// drawBrandMark draws the brand mark of web/public/favicon.svg: a white heart on the
// pink-to-violet gradient. The plain icon is a rounded square; the maskable one fills
// the square and keeps the heart inside the safe zone (the middle 80 % circle).
func drawBrandMark(size int, maskable bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	heartWidth := 0.53
	if maskable {
		heartWidth = 0.42
	}
	from, to := [3]float64{0xd6, 0x33, 0x6c}, [3]float64{0x6c, 0x5c, 0xe7}
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			bg, heart := coverage(px, py, func(x, y float64) (bool, bool) {
				inside := maskable || inRoundedSquare(x, y, s, s*0.25)
				return inside, inside && inHeart(x, y, s, heartWidth)
			})
			if bg == 0 {
				continue
			}
			t := (float64(px) + float64(py)) / (2 * s)
			var c [3]float64
			for i := range c {
				grad := from[i] + (to[i]-from[i])*t
				c[i] = grad*(1-heart/bg) + 255*heart/bg
			}
			img.Set(px, py, premultiplied(c, bg))
		}
	}
	return img
}

// drawBadge draws the monochrome badge a phone shows in its status bar: the heart alone.
func drawBadge(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			_, heart := coverage(px, py, func(x, y float64) (bool, bool) { return true, inHeart(x, y, s, 0.8) })
			if heart > 0 {
				img.Set(px, py, premultiplied([3]float64{255, 255, 255}, heart))
			}
		}
	}
	return img
}

// coverage samples a pixel 4x4 times and returns the share of samples inside each shape.
func coverage(px, py int, in func(x, y float64) (bool, bool)) (a, b float64) {
	const n = 4
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			x, y := float64(px)+(float64(i)+0.5)/n, float64(py)+(float64(j)+0.5)/n
			ina, inb := in(x, y)
			if ina {
				a++
			}
			if inb {
				b++
			}
		}
	}
	return a / (n * n), b / (n * n)
}

func premultiplied(c [3]float64, alpha float64) color.RGBA {
	return color.RGBA{uint8(c[0]*alpha + 0.5), uint8(c[1]*alpha + 0.5), uint8(c[2]*alpha + 0.5), uint8(255*alpha + 0.5)}
}

func inRoundedSquare(x, y, s, r float64) bool {
	cx := math.Max(r, math.Min(s-r, x))
	cy := math.Max(r, math.Min(s-r, y))
	return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
}

// inHeart tells whether (x, y) lies in a heart as wide as width times the image, centred:
// the curve (x²+y²-1)³ = x²y³, which spans x in ±1.14 and y from -1 to 1.25.
func inHeart(x, y, s, width float64) bool {
	k := width * s / 2.28
	hx := (x - s/2) / k
	hy := -(y-s/2)/k + 0.125
	q := hx*hx + hy*hy - 1
	return q*q*q-hx*hx*hy*hy*hy <= 0
}
