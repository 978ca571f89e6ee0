// Command loadbench measures member search and profile reads of the real HTTP API
// under concurrent load, next to a bare net/http JSON handler in the same run, on
// SQLite or PostgreSQL with a seeded member base.
//
//	go run ./cmd/loadbench -members 100000 -db sqlite
//	go run ./cmd/loadbench -members 100000 -db postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"amora"
	"amora/internal/demo"
	"amora/internal/geo"
	"amora/internal/httpapi"
	"amora/internal/sqlstore"
)

func main() {
	members := flag.Int("members", 100_000, "members to seed")
	dbURL := flag.String("db", "sqlite", `"sqlite" for a fresh file, or a postgres:// URL of a server where a fresh database is created`)
	workers := flag.Int("c", 32, "concurrent clients")
	duration := flag.Duration("d", 10*time.Second, "time per measurement, split over the rounds")
	rounds := flag.Int("rounds", 3, "rounds: the measurements take turns, so that other load on the machine weighs on each alike")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the measurements to this file")
	flag.Parse()

	ctx := context.Background()
	db, cleanup, err := open(ctx, *dbURL)
	if err != nil {
		log.Fatal(err)
	}
	defer cleanup()
	start := time.Now()
	emails, err := seed(ctx, db, *members)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("database %s, %d members seeded in %s\n", db.Dialect(), *members, time.Since(start).Round(time.Second))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start = time.Now()
	if err := db.WarmMembers(ctx); err != nil {
		log.Fatal(err)
	}
	took := time.Since(start)
	runtime.GC()
	runtime.ReadMemStats(&after)
	fmt.Printf("members and profiles loaded into memory in %s, heap +%d MB\n", took.Round(time.Millisecond), (after.HeapAlloc-before.HeapAlloc)>>20)

	api := &httpapi.Server{Sites: db, Accounts: db, Profiles: db, Regions: geo.Regions(), Interests: amora.Interests(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	bare := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"results": []int{1, 2, 3}, "num_results": 3})
	}))
	defer bare.Close()

	countries := []string{"US", "DE", "GB", "FR", "IT", "ES", "PL", "CA", "AU", "NL", "BE", "CH", "AT", "IE", "NZ"}
	regions := geo.Regions()
	search := func(r *rand.Rand) string {
		q := url.Values{}
		c := countries[r.IntN(len(countries))]
		q.Set("country", c)
		if r.IntN(2) == 0 {
			q.Set("gender", []string{"male", "female"}[r.IntN(2)])
		}
		if r.IntN(3) == 0 {
			rs := regions[c].Regions
			q.Set("region", rs[r.IntN(len(rs))].ID)
		}
		lo := 18 + r.IntN(30)
		q.Set("min_age", strconv.Itoa(lo))
		q.Set("max_age", strconv.Itoa(lo+5+r.IntN(20)))
		q.Set("page", strconv.Itoa(1+r.IntN(3)))
		return srv.URL + "/api/members?" + q.Encode()
	}
	profile := func(r *rand.Rand) string { return srv.URL + "/api/members/" + strconv.Itoa(1+r.IntN(*members)) }
	plain := func(*rand.Rand) string { return bare.URL + "/" }
	health := func(*rand.Rand) string { return srv.URL + "/healthz" }

	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	// Members search as themselves: each client logs in as another seeded member, so
	// that the session lookup and the member's blocks weigh on every request.
	sessions := make([]string, *workers)
	for i := range sessions {
		_, token, err := db.Login(ctx, emails[i%len(emails)], "loadbench-password", "127.0.0.1")
		if err != nil {
			log.Fatal(err)
		}
		sessions[i] = token
	}
	kinds := []struct {
		name     string
		next     func(*rand.Rand) string
		sessions []string
	}{{"bare net/http JSON", plain, nil}, {"middleware floor", health, nil}, {"member search", search, nil}, {"profile read", profile, nil},
		{"search, logged in", search, sessions}, {"profile, logged in", profile, sessions}}
	results := make([][]result, len(kinds))
	for range *rounds {
		for i, k := range kinds {
			results[i] = append(results[i], measure(k.next, k.sessions, *workers, *duration/time.Duration(*rounds)))
		}
	}
	var total []result
	for i, k := range kinds {
		r := combine(results[i])
		total = append(total, r)
		fmt.Printf("%-20s %8.0f req/s  p50 %-8s p99 %-8s failed %d\n", k.name, r.rps, r.p50.Round(10*time.Microsecond), r.p99.Round(10*time.Microsecond), r.failed)
	}
	base := total[0]
	for _, i := range []int{2, 4} {
		s, p := total[i], total[i+1]
		fmt.Printf("\n%s: %.0f%% of bare (goal >= 20%%), p99 %s (goal <= 50ms)\n", kinds[i].name, 100*s.rps/base.rps, s.p99.Round(100*time.Microsecond))
		fmt.Printf("%s: %.0f%% of bare (goal >= 45%%)\n", kinds[i+1].name, 100*p.rps/base.rps)
	}
}

type result struct {
	rps       float64
	latencies []time.Duration // sorted
	p50, p99  time.Duration
	failed    int64
}

// combine merges the rounds of one measurement: the mean throughput, and the
// percentiles of every request.
func combine(rs []result) result {
	var out result
	for _, r := range rs {
		out.rps += r.rps / float64(len(rs))
		out.failed += r.failed
		out.latencies = append(out.latencies, r.latencies...)
	}
	slices.Sort(out.latencies)
	if n := len(out.latencies); n > 0 {
		out.p50, out.p99 = out.latencies[n/2], out.latencies[n*99/100]
	}
	return out
}

// measure runs workers clients against next's URLs for d and reports throughput and
// latency. With sessions, client w sends session w's cookie.
func measure(next func(*rand.Rand) string, sessions []string, workers int, d time.Duration) result {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: workers, MaxConnsPerHost: workers}}
	defer client.CloseIdleConnections()
	var n, failed atomic.Int64
	lat := make([][]time.Duration, workers)
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), uint64(time.Now().UnixNano())))
			for time.Now().Before(deadline) {
				t := time.Now()
				req, _ := http.NewRequest("GET", next(r), nil)
				if len(sessions) > 0 {
					req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: sessions[w%len(sessions)]})
				}
				resp, err := client.Do(req)
				if err != nil {
					failed.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 && resp.StatusCode != 404 {
					failed.Add(1)
				}
				lat[w] = append(lat[w], time.Since(t))
				n.Add(1)
			}
		}(w)
	}
	wg.Wait()
	return combine([]result{{rps: float64(n.Load()) / d.Seconds(), latencies: slices.Concat(lat...), failed: failed.Load()}})
}

// open makes a fresh database: a SQLite file in a temporary directory, or a new
// PostgreSQL database dropped afterwards.
func open(ctx context.Context, dbURL string) (*sqlstore.DB, func(), error) {
	if dbURL == "sqlite" {
		dir, err := os.MkdirTemp("", "amora-loadbench")
		if err != nil {
			return nil, nil, err
		}
		db, err := sqlstore.Open(filepath.Join(dir, "amora.db"))
		if err != nil {
			return nil, nil, err
		}
		return db, func() { db.Close(); os.RemoveAll(dir) }, db.Migrate(ctx)
	}
	admin, err := sqlstore.Open(dbURL)
	if err != nil {
		return nil, nil, err
	}
	name := fmt.Sprintf("amora_loadbench_%d", time.Now().UnixNano())
	if err := admin.ExecAdmin(ctx, "CREATE DATABASE "+name); err != nil {
		return nil, nil, err
	}
	u, _ := url.Parse(dbURL)
	u.Path = "/" + name
	db, err := sqlstore.Open(u.String())
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() {
		db.Close()
		admin.ExecAdmin(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	}
	return db, cleanup, db.Migrate(ctx)
}

// seed stores n demo members without photos, in batches.
func seed(ctx context.Context, db *sqlstore.DB, n int) (emails []string, err error) {
	hash, err := amora.HashPassword("loadbench-password")
	if err != nil {
		return nil, err
	}
	ms := demo.Members(n, 1, time.Now().UTC(), geo.Cities())
	batch := make([]amora.NewMember, 0, 1000)
	now := time.Now().UTC()
	for i, m := range ms {
		batch = append(batch, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: m.Email, Name: m.Name, PasswordHash: hash,
			DateOfBirth: m.DateOfBirth, Language: m.Language, Fictional: m.Fictional, Premium: m.Premium,
			LastSeen: now.Add(-time.Duration(i) * time.Minute),
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: m.Gender, LookingFor: m.LookingFor, Country: m.Country,
				Region: m.Region, City: m.City}, Sexuality: m.Sexuality, AboutMe: m.AboutMe, Interests: m.Interests, BodyType: m.BodyType,
				HairColor: m.HairColor, EyeColor: m.EyeColor, RelationshipStatus: m.RelationshipStatus}})
		if len(batch) == cap(batch) || i == len(ms)-1 {
			if _, err := db.SeedMembers(ctx, batch); err != nil {
				return nil, err
			}
			batch = batch[:0]
		}
		emails = append(emails, m.Email)
	}
	return emails, nil
}
