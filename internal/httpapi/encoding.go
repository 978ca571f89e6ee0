package httpapi

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Content codings the server answers in: Brotli where the client takes it (every
// browser of the last years, over HTTPS and on localhost), gzip for the rest.
const (
	codingBrotli = "br"
	codingGzip   = "gzip"
)

// minCompressed is the smallest body worth compressing: below it the coding's own
// framing and the header cost about what they save.
const minCompressed = 1024

// acceptedCoding is the coding the request's Accept-Encoding takes that the server
// prefers: "br", else "gzip", else "" (the body as it is). A coding listed with q=0 is
// refused, as is every coding an "*;q=0" does not name.
func acceptedCoding(r *http.Request) string {
	var br, gz, star float64 = -1, -1, -1
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case codingBrotli:
			br = q
		case codingGzip, "x-gzip":
			gz = q
		case "*":
			star = q
		}
	}
	if br < 0 {
		br = star
	}
	if gz < 0 {
		gz = star
	}
	switch {
	case br > 0 && br >= gz:
		return codingBrotli
	case gz > 0:
		return codingGzip
	}
	return ""
}

// Writers are pooled: a gzip writer takes about 800 kB to make, a Brotli one more. The
// fast ones compress what is made for one request (the pages, the API's answers), the
// best ones what is made once and served many times (a file of the app, a cached answer).
var (
	gzipFast   = writerPool(func() compressor { zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed); return zw })
	gzipBest   = writerPool(func() compressor { zw, _ := gzip.NewWriterLevel(nil, gzip.BestCompression); return zw })
	brotliFast = writerPool(func() compressor { return brotli.NewWriterLevel(nil, brotliFastLevel) })
	brotliBest = writerPool(func() compressor { return brotli.NewWriterLevel(nil, brotli.BestCompression) })
)

// brotliFastLevel compresses a page made for one request: on a 36 kB profile page it
// takes about 2 ms and writes 10% less than gzip's fastest level, which takes 1 ms.
const brotliFastLevel = 4

// compressor is a compressing writer that can be used again (gzip's and Brotli's).
type compressor interface {
	io.WriteCloser
	Reset(io.Writer)
}

func writerPool(make func() compressor) *sync.Pool {
	return &sync.Pool{New: func() any { return make() }}
}

// compress writes body through a writer of pool.
func compress(pool *sync.Pool, body []byte) []byte {
	var buf bytes.Buffer
	w := pool.Get().(compressor)
	w.Reset(&buf)
	w.Write(body)
	w.Close()
	pool.Put(w)
	return buf.Bytes()
}

// encodeFast compresses a body made for one request in coding ("" leaves it as it is).
func encodeFast(coding string, body []byte) []byte {
	switch coding {
	case codingBrotli:
		return compress(brotliFast, body)
	case codingGzip:
		return compress(gzipFast, body)
	}
	return body
}

// encodeBest compresses a body made once and served many times as small as the coding
// goes ("" leaves it as it is).
func encodeBest(coding string, body []byte) []byte {
	switch coding {
	case codingBrotli:
		return compress(brotliBest, body)
	case codingGzip:
		return compress(gzipBest, body)
	}
	return body
}

// withCoding sets the Content-Encoding of a body in coding, and Vary: Accept-Encoding
// for every compressible answer, coded or not, so that no cache serves one coding to a
// client that asked for another.
func withCoding(h http.Header, coding string) {
	h.Add("Vary", "Accept-Encoding")
	if coding != "" {
		h.Set("Content-Encoding", coding)
	}
}

// codingWriter carries the coding a request takes to writeBody, which compresses the
// API's larger answers (a page of 24 members: 10.7 kB of JSON, 3.5 kB in gzip).
type codingWriter struct {
	http.ResponseWriter
	coding string
}

// Unwrap lets http.ResponseController reach the underlying writer (flushing for SSE).
func (w *codingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// acceptCodings hands the routes a writer that knows the coding the request takes.
func acceptCodings(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&codingWriter{ResponseWriter: w, coding: acceptedCoding(r)}, r)
	})
}
