package main

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"time"
)

// Out-of-process mode: the measured API runs in amora serve processes of their own, as
// in production, and the yardstick in a process of its own too. A load generator inside
// the server's process shares its scheduler and flatters every ratio (issue 25): with
// wrk from outside, GET /api/chats made 21.5 % of bare where the in-process run said 35 %.

// servers are amora serve processes on one database, started from the binary.
type servers struct {
	urls  []string
	procs []*exec.Cmd
}

// startServers starts n amora serve processes of the binary bin on the database that
// dbArgs name (--data-dir, --database-url), with NATS between them when natsURL is set,
// and waits until each is ready.
func startServers(ctx context.Context, bin string, n int, dbArgs []string, natsURL string) (*servers, error) {
	if n > 1 && natsURL == "" {
		return nil, fmt.Errorf("%d instances need -nats: live events cross instances through NATS", n)
	}
	key := make([]byte, 32)
	for i := range key {
		key[i] = byte(rand.IntN(256))
	}
	s := &servers{}
	for range n {
		addr, err := freeAddr()
		if err != nil {
			s.Close()
			return nil, err
		}
		args := append([]string{"serve", "--listen", addr, "--log-level", "error", "--media-key", hex.EncodeToString(key),
			"--signups-per-ip", "0", "--resets-per-ip", "0", "--base-url", "http://" + addr,
			// loadbench is the proxy in front: the journey's members each come from an address of their own.
			"--trusted-proxies", "127.0.0.1/32"}, dbArgs...)
		if natsURL != "" {
			args = append(args, "--nats-url", natsURL)
		}
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Start(); err != nil {
			s.Close()
			return nil, err
		}
		s.procs = append(s.procs, cmd)
		s.urls = append(s.urls, "http://"+addr)
	}
	for _, u := range s.urls {
		if err := waitReady(u + "/readyz"); err != nil {
			s.Close()
			return nil, err
		}
	}
	return s, nil
}

// pick is one of the instances, at random.
func (s *servers) pick(r *rand.Rand) string { return s.urls[r.IntN(len(s.urls))] }

// Close stops the processes and waits for them.
func (s *servers) Close() {
	for _, c := range s.procs {
		c.Process.Signal(os.Interrupt)
	}
	for _, c := range s.procs {
		c.Wait()
	}
}

// startBare runs the yardstick, the bare net/http JSON handler, in a process of its own:
// this program again, with -bare-listen.
func startBare(ctx context.Context) (url string, stop func(), err error) {
	addr, err := freeAddr()
	if err != nil {
		return "", nil, err
	}
	self, err := os.Executable()
	if err != nil {
		return "", nil, err
	}
	cmd := exec.CommandContext(ctx, self, "-bare-listen", addr)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() { cmd.Process.Kill(); cmd.Wait() }
	if err := waitReady("http://" + addr + "/"); err != nil {
		stop()
		return "", nil, err
	}
	return "http://" + addr, stop, nil
}

// serveBare is the yardstick's process: it answers the small JSON object until killed.
func serveBare(addr string) error {
	return http.ListenAndServe(addr, bareHandler())
}

// freeAddr is a loopback address with a port nothing listens on right now.
func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return "127.0.0.1:" + strconv.Itoa(l.Addr().(*net.TCPAddr).Port), nil
}

// waitReady polls url until it answers 200, for at most a minute (migrations run first).
func waitReady(url string) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("%s is not ready after a minute", url)
}
