// Package mediatest gives tests the photo stores to run on: the disk, and an S3
// store talking over real HTTP to an S3 protocol server (gofakes3, in memory) that
// the test starts, and can stop.
package mediatest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"amora/internal/media"
)

// Bucket is the bucket every test server has.
const Bucket = "amora-test"

// Test credentials: gofakes3 checks that requests are signed, not by whom.
const (
	AccessKey = "test-access-key"
	SecretKey = "test-secret-key"
)

// S3Server is an S3 protocol server for one test, over real HTTP on loopback.
type S3Server struct {
	*httptest.Server
	backend *s3mem.Backend

	mu        sync.Mutex
	requests  map[string]int // by method
	offset    time.Duration  // added to the time objects are stored at
	down      bool           // every request is refused: the connection is closed unanswered
	putsLeft  int            // when > 0, the server goes down at the PUT after that many more
	putsCount bool
}

// NewS3Server starts a server with Bucket; the test's cleanup stops it.
func NewS3Server(t testing.TB) *S3Server {
	t.Helper()
	s := &S3Server{}
	s.backend = s3mem.New(s3mem.WithTimeSource(clock{s}))
	if err := s.backend.CreateBucket(Bucket); err != nil {
		t.Fatal(err)
	}
	fake := gofakes3.New(s.backend).Server()
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.refuse(r) {
			// Like a server that died: the connection ends without an answer.
			if hj, ok := w.(http.Hijacker); ok {
				if conn, _, err := hj.Hijack(); err == nil {
					conn.Close()
					return
				}
			}
			panic(http.ErrAbortHandler)
		}
		fake.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// clock is the time the backend stores objects at: now plus the server's offset.
type clock struct{ s *S3Server }

func (c clock) Now() time.Time {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	return time.Now().Add(c.s.offset)
}

func (c clock) Since(t time.Time) time.Duration { return c.Now().Sub(t) }

// StoreAgo makes the objects stored from now on look as if stored d ago (0 for now).
func (s *S3Server) StoreAgo(d time.Duration) {
	s.mu.Lock()
	s.offset = -d
	s.mu.Unlock()
}

// refuse reports whether r finds the server down, counting PUTs towards a planned
// outage.
func (s *S3Server) refuse(r *http.Request) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.requests == nil {
		s.requests = map[string]int{}
	}
	s.requests[r.Method]++
	if !s.down && s.putsCount && r.Method == http.MethodPut {
		if s.putsLeft == 0 {
			s.down, s.putsCount = true, false
		} else {
			s.putsLeft--
		}
	}
	return s.down
}

// Requests returns how many requests of method the server has had.
func (s *S3Server) Requests(method string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests[method]
}

// Stop takes the server down: every request from now on finds its connection
// closed, until Start.
func (s *S3Server) Stop() {
	s.mu.Lock()
	s.down, s.putsCount = true, false
	s.mu.Unlock()
	s.CloseClientConnections()
}

// StopAfterPuts lets n more PUTs through and takes the server down at the next one:
// an outage in the middle of storing a photo's variants.
func (s *S3Server) StopAfterPuts(n int) {
	s.mu.Lock()
	s.putsLeft, s.putsCount = n, true
	s.mu.Unlock()
}

// Start brings a stopped server back, with what it stored before.
func (s *S3Server) Start() {
	s.mu.Lock()
	s.down, s.putsCount = false, false
	s.mu.Unlock()
}

// Store returns an S3 store on this server's bucket under prefix ("" for none).
func (s *S3Server) Store(t testing.TB, prefix string) *media.S3 {
	t.Helper()
	url := "s3://" + Bucket
	if prefix != "" {
		url += "/" + prefix
	}
	store, err := media.NewS3(media.S3Options{URL: url, Endpoint: s.URL, Region: "us-east-1", AccessKey: AccessKey, SecretKey: SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	return store
}

// Keys returns every object key in the bucket.
func (s *S3Server) Keys(t testing.TB) []string {
	t.Helper()
	list, err := s.backend.ListBucket(Bucket, nil, gofakes3.ListBucketPage{})
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(list.Contents))
	for _, c := range list.Contents {
		keys = append(keys, c.Key)
	}
	return keys
}

// Backend is a photo store to run a test on.
type Backend struct {
	Name string
	// New returns an empty store; for S3, Server is the server behind it.
	New func(t testing.TB) media.Lister
}

// Backends are the stores every photo test runs on: the disk and S3.
func Backends() []Backend {
	return []Backend{
		{Name: "Disk", New: func(t testing.TB) media.Lister { return media.Disk{Dir: t.TempDir()} }},
		{Name: "S3", New: func(t testing.TB) media.Lister { return NewS3Server(t).Store(t, "media") }},
	}
}

// ForEachBackend runs fn as a subtest on each backend.
func ForEachBackend(t *testing.T, fn func(t *testing.T, store media.Lister)) {
	for _, b := range Backends() {
		t.Run(b.Name, func(t *testing.T) { fn(t, b.New(t)) })
	}
}
