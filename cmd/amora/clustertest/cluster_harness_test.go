package clustertest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// backendHeader names, on every answer of the proxy, the instance that answered.
const backendHeader = "X-Cluster-Backend"

// cluster is the system under test: instances of the real binary on one database
// and one NATS prefix, the proxy in front of them, and the SMTP server they mail to.
type cluster struct {
	t         *testing.T
	bin       string
	env       []string
	instances []*instance
	proxy     *balancer
	smtp      *smtpSink
	dbURL     string
}

// instance is one `amora serve` process.
type instance struct {
	name string
	base string // http://127.0.0.1:port, the instance itself
	cmd  *exec.Cmd
	log  *bytes.Buffer
	done chan struct{}
	mu   sync.Mutex // guards log
}

// buildAmora builds the server binary into a temporary directory; the test binary's
// build cache makes this a link step.
func buildAmora(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "amora")
	cmd := exec.Command("go", "build", "-o", bin, "amora/cmd/amora")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// freeAddr is a loopback address with a port nobody listens on right now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// startCluster starts n instances at once (their migrations meet on the advisory
// lock), waits until each answers /readyz, and puts the proxy in front.
func startCluster(t *testing.T, bin, dbURL, natsURL string, n int) *cluster {
	t.Helper()
	c := &cluster{t: t, bin: bin, dbURL: dbURL, smtp: startSMTP(t)}
	c.proxy = newBalancer(t)
	c.env = append(os.Environ(),
		"AMORA_DATABASE_URL="+dbURL,
		"AMORA_NATS_URL="+natsURL,
		"AMORA_NATS_PREFIX=clustertest."+randomHex(6), // other test runs on the same NATS stay apart
		"AMORA_SMTP_URL=smtp://"+c.smtp.addr,
		"AMORA_MEDIA_KEY="+randomHex(32),
		"AMORA_BASE_URL="+c.proxy.base,
		"AMORA_SIGNUPS_PER_IP=0", "AMORA_RESETS_PER_IP=0",
		"AMORA_LOG_LEVEL=warn",
		"AMORA_SHUTDOWN_TIMEOUT=2s",
		"AMORA_DEMO=", "AMORA_MOLLIE_API_KEY=", "AMORA_METRICS_LISTEN=", "AMORA_METRICS_TOKEN=",
	)
	for i := range n {
		inst := &instance{name: strconv.Itoa(i), base: "http://" + freeAddr(t), log: &bytes.Buffer{}, done: make(chan struct{})}
		cmd := exec.Command(bin, "serve", "--listen", strings.TrimPrefix(inst.base, "http://"), "--data-dir", t.TempDir())
		cmd.Env = c.env
		cmd.Stdout, cmd.Stderr = inst, inst
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		inst.cmd = cmd
		go func() { cmd.Wait(); close(inst.done) }()
		t.Cleanup(func() { inst.stop() })
		c.instances = append(c.instances, inst)
	}
	for _, inst := range c.instances {
		deadline := time.Now().Add(60 * time.Second)
		for !ready(inst.base) {
			select {
			case <-inst.done:
				t.Fatalf("instance %s exited at start:\n%s", inst.name, inst.output())
			default:
			}
			if time.Now().After(deadline) {
				t.Fatalf("instance %s not ready within 60 s:\n%s", inst.name, inst.output())
			}
			time.Sleep(50 * time.Millisecond)
		}
		c.proxy.add(inst)
	}
	t.Cleanup(func() {
		if t.Failed() {
			for _, inst := range c.instances {
				t.Logf("instance %s output:\n%s", inst.name, inst.output())
			}
		}
	})
	return c
}

// Write collects the instance's output for the report of a failed test.
func (i *instance) Write(p []byte) (int, error) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.log.Len() < 1<<20 {
		i.log.Write(p)
	}
	return len(p), nil
}

func (i *instance) output() string {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.log.String()
}

// kill ends the process at once, as a crash or the OOM killer would.
func (i *instance) kill() {
	i.cmd.Process.Signal(syscall.SIGKILL)
	<-i.done
}

// stop ends the process as its service manager would: SIGTERM, then SIGKILL.
func (i *instance) stop() {
	select {
	case <-i.done:
		return
	default:
	}
	i.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-i.done:
	case <-time.After(10 * time.Second):
		i.kill()
	}
}

func ready(base string) bool {
	c := http.Client{Timeout: time.Second}
	resp, err := c.Get(base + "/readyz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// run runs a command of the binary (amora staff ...) on the cluster's database.
func (c *cluster) run(args ...string) string {
	c.t.Helper()
	cmd := exec.Command(c.bin, args...)
	cmd.Env = c.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		c.t.Fatalf("amora %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// balancer is the load balancer of the test: round robin over the instances it
// believes up. An instance is down from the first request it fails until its
// /readyz answers again (checked every 100 ms), as a real balancer's health check.
type balancer struct {
	base     string
	mu       sync.Mutex
	backends []*backend
	next     atomic.Uint64
	failed   atomic.Int64 // requests answered 502 because their instance failed
}

type backend struct {
	inst *instance
	url  *url.URL
	up   atomic.Bool
}

func newBalancer(t *testing.T) *balancer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	b := &balancer{base: "http://" + ln.Addr().String()}
	rp := &httputil.ReverseProxy{
		ErrorLog: log.New(io.Discard, "", 0), // a stream cut by the kill is expected
		Rewrite: func(pr *httputil.ProxyRequest) {
			be := b.pick()
			if be == nil {
				pr.Out.URL = &url.URL{Scheme: "http", Host: "127.0.0.1:1"} // nothing listens: 502
				return
			}
			pr.SetURL(be.url)
			pr.Out.Host = pr.In.Host
			pr.SetXForwarded()
			pr.Out.Header.Set(backendHeader, be.inst.name)
		},
		ModifyResponse: func(resp *http.Response) error {
			resp.Header.Set(backendHeader, resp.Request.Header.Get(backendHeader))
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			if r.Context().Err() != nil { // the client went away: the backend is fine
				return
			}
			b.failed.Add(1)
			if be := b.byName(r.Header.Get(backendHeader)); be != nil {
				be.up.Store(false)
			}
			w.WriteHeader(http.StatusBadGateway)
		},
	}
	srv := &http.Server{Handler: rp, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	ctx, cancel := context.WithCancel(context.Background())
	go b.check(ctx)
	t.Cleanup(func() { cancel(); srv.Close() })
	return b
}

func (b *balancer) add(inst *instance) {
	u, _ := url.Parse(inst.base)
	be := &backend{inst: inst, url: u}
	be.up.Store(true)
	b.mu.Lock()
	b.backends = append(b.backends, be)
	b.mu.Unlock()
}

func (b *balancer) list() []*backend {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]*backend(nil), b.backends...)
}

func (b *balancer) byName(name string) *backend {
	for _, be := range b.list() {
		if be.inst.name == name {
			return be
		}
	}
	return nil
}

// pick is the next backend that is up, round robin; nil when none is.
func (b *balancer) pick() *backend {
	list := b.list()
	for range len(list) {
		be := list[b.next.Add(1)%uint64(len(list))]
		if be.up.Load() {
			return be
		}
	}
	return nil
}

// check asks every backend's /readyz every 100 ms until ctx ends.
func (b *balancer) check(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(100 * time.Millisecond):
		}
		for _, be := range b.list() {
			be.up.Store(ready(be.inst.base))
		}
	}
}

// upCount is how many backends the balancer sends requests to.
func (b *balancer) upCount() int {
	n := 0
	for _, be := range b.list() {
		if be.up.Load() {
			n++
		}
	}
	return n
}

// String names the backends and their state, for failure messages.
func (b *balancer) String() string {
	var parts []string
	for _, be := range b.list() {
		parts = append(parts, fmt.Sprintf("%s up=%v", be.inst.name, be.up.Load()))
	}
	return strings.Join(parts, ", ")
}
