package httpapi

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
)

func TestAcceptedCoding(t *testing.T) {
	for header, want := range map[string]string{
		"":                          "",
		"identity":                  "",
		"gzip":                      "gzip",
		"x-gzip":                    "gzip",
		"gzip, deflate, br, zstd":   "br", // Chromium's
		"BR":                        "br",
		"br;q=0, gzip":              "gzip",
		"gzip;q=0.5, br;q=0.4":      "gzip",
		"gzip; q=0.5, br; q=0.5":    "br", // a tie goes to the smaller
		"*":                         "br",
		"*;q=0":                     "",
		"gzip, *;q=0":               "gzip",
		"br;q=0, gzip;q=0":          "",
		"deflate":                   "",
		"brotli":                    "", // not a coding's name
		"gzip;q=garbage, br;q=0.1":  "gzip",
		" gzip ;q=1 ,  br ; q=0.9 ": "gzip",
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptedCoding(r); got != want {
			t.Errorf("Accept-Encoding %q: %q, want %q", header, got, want)
		}
	}
}

// DecodedBody is a response's body as its Content-Encoding says to read it, for this
// package's tests and httpapi_test's (an exported name of a test file).
func DecodedBody(t testing.TB, h http.Header, body []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch h.Get("Content-Encoding") {
	case "":
		return body
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		t.Fatalf("Content-Encoding %q", h.Get("Content-Encoding"))
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", h.Get("Content-Encoding"), err)
	}
	return b
}

// decoded is a recorded response's body, decoded.
func decoded(t *testing.T, w *httptest.ResponseRecorder) []byte {
	return DecodedBody(t, w.Header(), w.Body.Bytes())
}

func TestServeFileCodings(t *testing.T) {
	js := bytes.Repeat([]byte("console.log('amora');\n"), 100)
	// The build's Brotli copy is served as it is: a marker shows it was read, not made.
	built := encodeBest(codingBrotli, append([]byte("/*built*/"), js...))
	a := &App{Files: fstest.MapFS{
		"assets/app.js":     {Data: js},
		"assets/app.js.br":  {Data: built},
		"assets/other.js":   {Data: js},
		"assets/tiny.js":    {Data: []byte("1")},
		"assets/photo.webp": {Data: bytes.Repeat([]byte{1}, 2000)},
	}}
	for _, c := range []struct {
		name, accept, wantCoding, wantPrefix string
	}{
		{"assets/app.js", "gzip, deflate, br, zstd", "br", "/*built*/"},
		{"assets/app.js", "gzip", "gzip", "console.log"},
		{"assets/app.js", "", "", "console.log"},
		{"assets/other.js", "br", "br", "console.log"}, // no copy: made and kept
		{"assets/other.js", "br", "br", "console.log"},
		{"assets/tiny.js", "br", "", "1"},
		{"assets/photo.webp", "br", "", "\x01"},
	} {
		r := httptest.NewRequest("GET", "/"+c.name, nil)
		r.Header.Set("Accept-Encoding", c.accept)
		w := httptest.NewRecorder()
		data, _ := a.Files.(fstest.MapFS)[c.name]
		a.serveFile(w, r, c.name, data.Data, "no-cache")
		if got := w.Header().Get("Content-Encoding"); got != c.wantCoding {
			t.Errorf("%s for %q: Content-Encoding %q, want %q", c.name, c.accept, got, c.wantCoding)
		}
		if body := decoded(t, w); !bytes.HasPrefix(body, []byte(c.wantPrefix)) {
			t.Errorf("%s for %q: body begins %.20q", c.name, c.accept, body)
		}
		if vary := w.Header().Get("Vary"); (c.name != "assets/photo.webp") != (vary == "Accept-Encoding") {
			t.Errorf("%s: Vary %q", c.name, vary)
		}
	}
}

func TestWriteBodyCodings(t *testing.T) {
	large := append([]byte(`{"members":"`), append(bytes.Repeat([]byte("x"), 2000), `"}`...)...)
	for _, c := range []struct {
		body       []byte
		coding     string
		wrapped    bool
		wantCoding string
	}{
		{large, "br", true, "br"},
		{large, "gzip", true, "gzip"},
		{large, "", true, ""},
		{large, "br", false, ""}, // a writer acceptCodings did not make: as it is
		{[]byte(`{"ok":true}`), "br", true, ""},
	} {
		var w http.ResponseWriter = httptest.NewRecorder()
		rec := w.(*httptest.ResponseRecorder)
		if c.wrapped {
			w = &codingWriter{ResponseWriter: w, coding: c.coding}
		}
		writeBody(w, http.StatusCreated, c.body)
		if got := rec.Header().Get("Content-Encoding"); got != c.wantCoding {
			t.Errorf("%d bytes in %q: Content-Encoding %q, want %q", len(c.body), c.coding, got, c.wantCoding)
		}
		if rec.Code != http.StatusCreated || rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) {
			t.Errorf("status %d, Content-Length %s for %d bytes", rec.Code, rec.Header().Get("Content-Length"), rec.Body.Len())
		}
		if got := decoded(t, rec); !bytes.Equal(got, c.body) {
			t.Errorf("%q: body changed in coding", c.coding)
		}
	}
}
