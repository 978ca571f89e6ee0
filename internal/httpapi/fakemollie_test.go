package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"amora/internal/payment"
)

// fakeMollie speaks the parts of Mollie's REST API v2 that one-off payments use
// (POST /v2/payments, GET /v2/payments/{id}), with Mollie's JSON shapes, counts the
// calls and lets a test set a payment's status as the buyer's bank would.
type fakeMollie struct {
	mu       sync.Mutex
	status   map[string]string
	creates  int
	gets     map[string]int
	delay    time.Duration // each create takes this long, so that parallel calls overlap
	provider *payment.Mollie
}

func newFakeMollie(t *testing.T) *fakeMollie {
	t.Helper()
	f := &fakeMollie{status: map[string]string{}, gets: map[string]int{}}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	f.provider = &payment.Mollie{APIKey: "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM", BaseURL: srv.URL + "/v2", Client: srv.Client()}
	return f
}

func (f *fakeMollie) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	delay := f.delay
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/hal+json")
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/v2/payments":
		time.Sleep(delay)
		f.mu.Lock()
		f.creates++
		id := fmt.Sprintf("tr_WDqYK6vllg%d", f.creates)
		f.status[id] = "open"
		f.mu.Unlock()
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]any{"resource": "payment", "id": id, "mode": "test", "status": "open",
			"_links": map[string]any{"checkout": map[string]string{"href": "https://www.mollie.com/checkout/select-method/" + id, "type": "text/html"}}})
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/v2/payments/"):
		id := strings.TrimPrefix(r.URL.Path, "/v2/payments/")
		f.mu.Lock()
		st, ok := f.status[id]
		f.gets[id]++
		f.mu.Unlock()
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			json.NewEncoder(w).Encode(map[string]any{"status": 404, "title": "Not Found", "detail": "No payment exists with token " + id + "."})
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"resource": "payment", "id": id, "mode": "test", "status": st, "sequenceType": "oneoff"})
	default:
		w.WriteHeader(http.StatusNotFound)
	}
}

func (f *fakeMollie) set(id, status string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.status[id] = status
}

func (f *fakeMollie) counts() (creates int, gets map[string]int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g := map[string]int{}
	for k, v := range f.gets {
		g[k] = v
	}
	return f.creates, g
}
