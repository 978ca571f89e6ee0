package main

import (
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

// The private metrics address serves the metrics and Go's profiles, nothing else.
func TestServeMetrics(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	metrics := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "amora_up 1\n") })
	srv, err := serveMetrics(addr, metrics, make(chan error, 1))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	for _, tc := range []struct {
		path, want string
		status     int
	}{
		{"/metrics", "amora_up 1", http.StatusOK},
		{"/debug/pprof/", "goroutine", http.StatusOK},
		{"/debug/pprof/cmdline", "", http.StatusOK},
		{"/api/members", "", http.StatusNotFound},
	} {
		resp, err := http.Get("http://" + addr + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.Contains(string(body), tc.want) {
			t.Errorf("GET %s: %d %.80q, want %d with %q", tc.path, resp.StatusCode, body, tc.status, tc.want)
		}
	}
}
