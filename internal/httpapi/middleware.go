package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"amora"
)

// middleware wraps the routes, outermost first: recovery, the client's address,
// logging and metrics, security headers, the .php aliases, the checks on
// state-changing calls, and the coding the answers may take.
func (s *Server) middleware(h http.Handler) http.Handler {
	h = acceptCodings(h)
	h = s.requireClient(h)
	h = phpAlias(h)
	h = securityHeaders(h)
	h = s.observe(h)
	h = s.trustProxies(h)
	return s.recoverPanics(h)
}

// statusRecorder remembers the status and size of a response for logs and metrics.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusRecorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer (flushing for SSE).
func (w *statusRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// observe logs every request with log/slog and records it in the metrics, labelled by
// the route pattern rather than the raw path.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		route := &routeInfo{}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), routeKey, route)))
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		d := time.Since(start)
		pattern := route.pattern
		if pattern == "" {
			pattern = "unmatched"
		}
		s.httpMetrics.observe(r.Method, pattern, rec.status, d)
		// Typed attributes: every request logs, and loose key-value pairs would box each value.
		s.Logger.LogAttrs(r.Context(), slog.LevelInfo, "request", slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.String("route", pattern), slog.Int("status", rec.status), slog.Int("bytes", rec.bytes),
			slog.Float64("duration_ms", float64(d.Microseconds())/1000))
	})
}

// routeInfo carries the matched route pattern back out to observe: the router sets
// it on the request it is given, which middleware in between (the session's user, for
// one) may have replaced with a copy.
type routeInfo struct{ pattern string }

const routeKey ctxKey = 2

// notePattern records the pattern the router matched for observe.
func notePattern(router http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		router.ServeHTTP(w, r)
		if info, ok := r.Context().Value(routeKey).(*routeInfo); ok {
			info.pattern = r.Pattern
		}
	})
}

// recoverPanics answers a panicking handler with a 500 in the error envelope.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.Logger.Error("panic", "path", r.URL.Path, "panic", p, "stack", string(debug.Stack()))
				s.writeError(w, r, amora.Errorf(amora.EINTERNAL, "panic"))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows scripts only from our own origin: the built app has no
// inline scripts. Inline style attributes are allowed for the UI kit's positioning.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// securityHeaders sets the headers every response carries; HSTS only over HTTPS.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if isHTTPS(r) {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// isHTTPS reports whether the client reached us over HTTPS, directly or through a
// TLS-terminating proxy.
func isHTTPS(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// ClientHeader marks requests made by our own web app (DESIGN.md).
const ClientHeader, ClientHeaderValue = "X-Requested-With", "amora"

// requireClient guards every state-changing API call: it must carry the client header
// and pass Go's cross-origin protection (Sec-Fetch-Site, with the Origin fallback).
func (s *Server) requireClient(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	for _, p := range crossOriginExempt {
		cop.AddInsecureBypassPattern(p)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, amora.Errorf(amora.ECROSSORIGIN, "Cross-origin requests are not allowed."))
	}))
	checked := cop.Handler(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") && !exemptFromClientHeader(r.URL.Path) &&
			r.Header.Get(ClientHeader) != ClientHeaderValue {
			s.writeError(w, r, amora.Errorf(amora.EBADCLIENT, "This request must come from the Amora app."))
			return
		}
		checked.ServeHTTP(w, r)
	})
}
