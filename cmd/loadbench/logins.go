package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
)

// loginsSuite sends n logins at once, each from its own address (through a trusted
// proxy header, so that no per-address limit applies), to addresses of which a quarter
// have an account, and reports the answers, the time taken and the process's peak
// resident memory: every login hashes a password (argon2id, 19 MiB), and the hasher
// bounds how many run at once.
func loginsSuite(ctx context.Context, db *sqlstore.DB, n int) error {
	hash, err := amora.HashPassword("loadbench-password")
	if err != nil {
		return err
	}
	var news []amora.NewMember
	for i := range n / 4 {
		news = append(news, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: fmt.Sprintf("login%d@loadbench.test", i), Name: "Login",
			PasswordHash: hash, DateOfBirth: "1990-01-01", Language: "en", LastSeen: time.Now().UTC(),
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", City: "Utrecht"}}})
	}
	if _, err := db.SeedMembers(ctx, news); err != nil {
		return err
	}
	api := &httpapi.Server{Sites: db, Accounts: db, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n}, Timeout: 2 * time.Minute}
	runtime.GC()
	before := rssMB("VmRSS")
	fmt.Printf("database %s, %d parallel logins (%d to accounts), hasher bound %d at once; RSS before %d MB\n",
		db.Dialect(), n, len(news), runtime.GOMAXPROCS(0), before)

	start := time.Now()
	statuses := make(map[int]int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	ready := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := fmt.Sprintf(`{"email":"login%d@loadbench.test","password":"loadbench-password"}`, i/4)
			if i%4 != 0 {
				body = fmt.Sprintf(`{"email":"nobody%d@loadbench.test","password":"a-guess-%d"}`, i, i)
			}
			req, _ := http.NewRequest("POST", srv.URL+"/api/user", strings.NewReader(body))
			req.Header.Set("X-Requested-With", "amora")
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("CF-Connecting-IP", fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
			<-ready
			status := 0
			if resp, err := client.Do(req); err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				status = resp.StatusCode
			}
			mu.Lock()
			statuses[status]++
			mu.Unlock()
		}()
	}
	close(ready)
	wg.Wait()
	took := time.Since(start)
	var codes []int
	for c := range statuses {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	var parts []string
	for _, c := range codes {
		parts = append(parts, fmt.Sprintf("%d: %d", c, statuses[c]))
	}
	fmt.Printf("answers %s (0: no answer) in %s\n", strings.Join(parts, ", "), took.Round(time.Millisecond))
	peak := rssMB("VmHWM")
	verdict := "ok"
	if peak >= 300 {
		verdict = "OVER"
	}
	fmt.Printf("peak RSS %d MB (goal < 300 MB): %s\n", peak, verdict)
	return nil
}

// rssMB reads a memory figure of this process from /proc (Linux): VmRSS now, VmHWM
// the peak; 0 where there is no /proc.
func rssMB(field string) int {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			return kb >> 10
		}
	}
	return 0
}
