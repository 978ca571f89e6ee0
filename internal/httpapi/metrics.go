package httpapi

import (
	"crypto/subtle"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"amora"
)

// httpMetrics counts requests and their durations by route pattern.
type httpMetrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

func newHTTPMetrics(reg *prometheus.Registry) *httpMetrics {
	m := &httpMetrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "amora_http_requests_total", Help: "HTTP requests by method, route and status.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "amora_http_request_duration_seconds", Help: "HTTP request durations by route.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
	}
	reg.MustRegister(m.requests, m.duration)
	// Process and Go runtime metrics, registered once per registry.
	_ = reg.Register(collectors.NewGoCollector())
	_ = reg.Register(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *httpMetrics) observe(method, route string, status int, d time.Duration) {
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route).Observe(d.Seconds())
}

// MetricsHandler serves the Prometheus metrics to anyone who reaches it: cmd/amora
// mounts it on the separate --metrics-listen address, which only the scraper should
// reach. Call it after Handler.
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.Metrics, promhttp.HandlerOpts{})
}

// metricsGuarded serves the metrics on the public address only to a scraper that
// sends Authorization: Bearer MetricsToken (when set) or to a console session whose
// role may see statistics; everyone else gets the 404 of an unknown path, so the route
// does not announce itself.
func (s *Server) metricsGuarded() http.Handler {
	metrics := s.MetricsHandler()
	want := []byte("Bearer " + s.MetricsToken)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bearer := s.MetricsToken != "" && subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) == 1
		if !bearer && !s.staffOf(w, r).May(amora.PermStats) {
			s.serveApp(w, r)
			return
		}
		metrics.ServeHTTP(w, r)
	})
}
