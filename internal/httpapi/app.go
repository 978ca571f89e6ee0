package httpapi

import (
	"bytes"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"amora"
)

// serveApp serves the built web app: files as they are (hashed assets cached for a
// year, everything else revalidated), and index.html for any other path, with 200 when
// a client route matches and 404 when none does, so that the app shows its 404 page
// with the right status. Paths under /admin/ get the staff console's admin.html, and
// the landers' paths landers.html.
func (s *Server) serveApp(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		s.writeError(w, r, amora.Errorf(amora.EMETHOD, "Method not allowed."))
		return
	}
	if s.App == nil {
		s.writeError(w, r, errNoApp)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name != "" && name != "index.html" {
		if data, err := fs.ReadFile(s.App.Files, name); err == nil {
			cache := "no-cache"
			if strings.HasPrefix(name, "assets/") {
				cache = "public, max-age=31536000, immutable"
			}
			s.App.serveFile(w, r, name, data, cache)
			return
		}
	}
	if s.serveAdminPage(w, r) || s.serveLanderPage(w, r) {
		return
	}
	status := http.StatusNotFound
	if s.App.matches(r.URL.Path) {
		status = http.StatusOK
	}
	var index []byte
	if status == http.StatusOK {
		index = s.prerendered(r)
	}
	// A prerendered page carries the visitor's settings and first screen (their country's
	// members): for this browser only.
	cache := "private, no-cache"
	var err error
	if index == nil {
		cache = "no-cache"
		index, err = fs.ReadFile(s.App.Files, "index.html")
	}
	if err != nil {
		s.writeError(w, r, errNoApp)
		return
	}
	w.Header().Set("Cache-Control", cache)
	w.Header().Add("Vary", "Accept-Language, Cookie")
	if status == http.StatusOK {
		index = withOpenGraph(index, s.openGraph(r))
	}
	writePage(w, r, status, index)
}

// writePage answers an HTML page made for this request, compressed as the client takes
// it, with status.
func writePage(w http.ResponseWriter, r *http.Request, status int, page []byte) {
	coding := acceptedCoding(r)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	withCoding(h, coding)
	w.WriteHeader(status)
	w.Write(encodeFast(coding, page))
}

var errNoApp = &appError{}

type appError struct{}

func (*appError) Error() string { return "the web app is not built into this binary" }

// compressible lists the file types worth compressing on the way out.
var compressible = map[string]bool{".js": true, ".css": true, ".svg": true, ".json": true, ".webmanifest": true, ".html": true, ".txt": true}

// serveFile writes one file, compressed when the client takes a coding and the type
// compresses well. The build writes a Brotli copy of each large asset beside it
// (name.br, web/vite/precompress.ts), made at the best level once; gzip, and Brotli
// for a file without its copy, are made on first request and kept.
func (a *App) serveFile(w http.ResponseWriter, r *http.Request, name string, data []byte, cacheControl string) {
	ext := path.Ext(name)
	ctype := mime.TypeByExtension(ext)
	if ctype == "" {
		ctype = http.DetectContentType(data)
	}
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Cache-Control", cacheControl)
	if compressible[ext] {
		coding := ""
		if len(data) >= minCompressed {
			coding = acceptedCoding(r)
		}
		withCoding(h, coding)
		if coding != "" {
			data = a.encoded(name, coding, data)
		}
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
}

// encoded is a file of the app in coding, kept after its first use.
func (a *App) encoded(name, coding string, data []byte) []byte {
	key := coding + " " + name
	if z, ok := a.encodings.Load(key); ok {
		return z.([]byte)
	}
	z, err := fs.ReadFile(a.Files, name+"."+coding)
	if err != nil {
		z = encodeBest(coding, data)
	}
	stored, _ := a.encodings.LoadOrStore(key, z)
	return stored.([]byte)
}

// matches reports whether p matches one of the client route patterns: ":name" matches
// one segment, ":name(a|b)" one segment that is a or b, ":name?" an optional last
// segment, and "*" the rest of the path.
func (a *App) matches(p string) bool {
	got := splitPath(p)
	for _, pattern := range a.Routes {
		if matchRoute(splitPath(pattern), got) {
			return true
		}
	}
	return false
}

func matchRoute(pattern, got []string) bool {
	for i, seg := range pattern {
		switch {
		case seg == "*":
			return true
		case strings.HasPrefix(seg, ":") && strings.HasSuffix(seg, "?"):
			return len(got) <= i+1 && i == len(pattern)-1
		case i >= len(got):
			return false
		case strings.HasPrefix(seg, ":"):
			if !oneOf(seg, got[i]) {
				return false
			}
		case seg != got[i]:
			return false
		}
	}
	return len(got) == len(pattern)
}

// oneOf reports whether the value fits the parameter ":name(a|b)"; any value fits a
// parameter without a list.
func oneOf(param, value string) bool {
	open := strings.IndexByte(param, '(')
	if open < 0 || !strings.HasSuffix(param, ")") {
		return true
	}
	for _, v := range strings.Split(param[open+1:len(param)-1], "|") {
		if v == value {
			return true
		}
	}
	return false
}

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}
