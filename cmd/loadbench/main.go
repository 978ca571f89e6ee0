// Command loadbench measures the real HTTP API under concurrent load, next to a bare
// net/http JSON handler in the same run, on SQLite or PostgreSQL: member search and
// profile reads over a seeded member base (-suite members), or sending messages,
// the conversation list of a member with 500 conversations and the delivery of a
// message to the recipient's event stream (-suite chat), or the peak memory of many
// parallel logins (-suite logins), or the number of concurrent members the site holds
// (-suite journey: virtual members with think times, in rising stages). With -serve the
// API runs in amora serve processes of their own (the journey suite always does so):
// a load generator inside the server's process flatters every figure.
//
//	go run ./cmd/loadbench -members 100000 -db sqlite
//	go run ./cmd/loadbench -members 100000 -db postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
//	go run ./cmd/loadbench -suite chat -db sqlite
//	go run ./cmd/loadbench -suite logins -logins 1000 -db sqlite
//	go run ./cmd/loadbench -suite chat -db sqlite -serve bin/amora
//	go run ./cmd/loadbench -suite journey -members 20000 -db sqlite -serve bin/amora
//	go run ./cmd/loadbench -suite journey -members 20000 -db postgres://... -serve bin/amora -instances 3 -nats nats://127.0.0.1:4222
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
	"strings"
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
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of each measurement and round to files named from this prefix: <prefix><measurement>-<round>.prof (go tool pprof takes several)")
	blockProfile := flag.String("blockprofile", "", "write a profile of where goroutines waited to this file")
	keep := flag.Bool("keep", false, "keep the PostgreSQL database afterwards, to look into it")
	only := flag.String("only", "", `measure only these, comma-separated, next to the bare handler (chat suite: "send", "chats", "delivery")`)
	suite := flag.String("suite", "members", `"members" (search and profiles), "chat" (messages, conversations, delivery), "logins" (peak memory) or "journey" (virtual members, out of process, in rising stages)`)
	logins := flag.Int("logins", 1000, "parallel logins (logins suite)")
	serve := flag.String("serve", "", "the amora binary (e.g. bin/amora): the API then runs in amora serve processes of their own and the yardstick in another, instead of inside this process (always so for the journey suite)")
	instances := flag.Int("instances", 1, "amora serve processes on the one database, with -serve (more than one needs PostgreSQL and -nats)")
	natsURL := flag.String("nats", "", "NATS URL the amora serve processes share, with -serve")
	stages := flag.String("stages", "400,800,1600,2400,3200,4800,6400,8000,9600,12800", "journey suite: the stages of concurrent virtual members")
	stage := flag.Duration("stage", time.Minute, "journey suite: how long each stage lasts")
	think := flag.Duration("think", 5*time.Second, "journey suite: a virtual member's mean think time between two actions")
	bareListen := flag.String("bare-listen", "", "serve only the yardstick on this address (what -serve starts as its own process)")
	flag.Parse()
	if *bareListen != "" {
		log.Fatal(serveBare(*bareListen))
	}

	ctx := context.Background()
	db, dbArgs, cleanup, err := open(ctx, *dbURL, *keep)
	if err != nil {
		log.Fatal(err)
	}
	defer cleanup()
	if *blockProfile != "" {
		runtime.SetBlockProfileRate(10_000) // a sample per 10 µs waited
		defer func() {
			f, err := os.Create(*blockProfile)
			if err != nil {
				log.Fatal(err)
			}
			defer f.Close()
			if err := pprof.Lookup("block").WriteTo(f, 0); err != nil {
				log.Fatal(err)
			}
		}()
	}
	b := bench{workers: *workers, duration: *duration, rounds: *rounds, only: *only, cpuProfile: *cpuProfile,
		serve: *serve, instances: *instances, nats: *natsURL, dbArgs: dbArgs}
	if *suite == "logins" {
		if err := loginsSuite(ctx, db, *logins); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *suite == "journey" {
		j := journey{stage: *stage, think: *think}
		for _, f := range strings.Split(*stages, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 2 {
				log.Fatalf("-stages: %q is not a number of members of at least 2", f)
			}
			j.stages = append(j.stages, n)
		}
		if err := journeySuite(ctx, db, b, *members, j); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *suite == "chat" {
		if err := chatSuite(ctx, db, b); err != nil {
			log.Fatal(err)
		}
		return
	}
	membersSuite(ctx, db, b, *members)
}

// bench is how the measurements run: clients, time per measurement, rounds.
type bench struct {
	workers  int
	duration time.Duration
	rounds   int
	only     string // comma-separated measurements; all when empty
	// cpuProfile is the name prefix of the measurements' CPU profiles; none when empty.
	cpuProfile string
	// serve is the amora binary that serves the API out of this process; in this
	// process when empty. instances of it run on the database dbArgs name, with NATS
	// at nats between them.
	serve     string
	instances int
	nats      string
	dbArgs    []string
}

// endpoints is where a suite sends its requests: the API, on one or more instances,
// and the yardstick.
type endpoints struct {
	api   []string
	bare  string
	close func()
}

// pick is an instance of the API, at random.
func (e endpoints) pick(r *rand.Rand) string { return e.api[r.IntN(len(e.api))] }

// endpoints serves the API: handler in this process, or amora serve processes started
// from b.serve, with the yardstick in a process of its own, when that is set.
func (b bench) endpoints(ctx context.Context, handler http.Handler) (endpoints, error) {
	if b.serve == "" {
		srv, yardstick := httptest.NewServer(handler), bare()
		return endpoints{api: []string{srv.URL}, bare: yardstick.URL, close: func() { srv.Close(); yardstick.Close() }}, nil
	}
	s, err := startServers(ctx, b.serve, b.instances, b.dbArgs, b.nats)
	if err != nil {
		return endpoints{}, err
	}
	bareURL, stop, err := startBare(ctx)
	if err != nil {
		s.Close()
		return endpoints{}, err
	}
	fmt.Printf("out of process: %d amora serve process(es) from %s, the yardstick in its own process\n", len(s.urls), b.serve)
	return endpoints{api: s.urls, bare: bareURL, close: func() { s.Close(); stop() }}, nil
}

// where names where the API runs, for the report.
func (b bench) where() string {
	if b.serve == "" {
		return "in this process"
	}
	return fmt.Sprintf("out of process, %d instance(s)", b.instances)
}

// measures tells whether the measurement named name is to be run.
func (b bench) measures(name string) bool {
	return b.only == "" || slices.Contains(strings.Split(b.only, ","), name)
}

// kind is one measurement: a name and the request client w sends next.
type kind struct {
	name string
	req  func(r *rand.Rand, w int) *http.Request
}

// get makes a kind of GET requests to the URLs next gives, with session w's cookie
// when sessions are given.
func get(name string, next func(*rand.Rand) string, sessions []string) kind {
	return kind{name, func(r *rand.Rand, w int) *http.Request {
		req, _ := http.NewRequest("GET", next(r), nil)
		if len(sessions) > 0 {
			req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: sessions[w%len(sessions)]})
		}
		return req
	}}
}

// run measures the kinds in turn, rounds times, and prints each one's throughput and
// latency; it returns them in the kinds' order.
func (b bench) run(kinds []kind) []result {
	results := make([][]result, len(kinds))
	for round := range b.rounds {
		for i, k := range kinds {
			stop := b.profile(k.name, round)
			results[i] = append(results[i], measure(k.req, b.workers, b.duration/time.Duration(b.rounds)))
			stop()
		}
	}
	var total []result
	for i, k := range kinds {
		r := combine(results[i])
		total = append(total, r)
		fmt.Printf("%-24s %8.0f req/s  p50 %-8s p99 %-8s failed %d  cores: this process %.2f, others %.2f\n", k.name, r.rps,
			r.p50.Round(10*time.Microsecond), r.p99.Round(10*time.Microsecond), r.failed, r.self, r.others)
	}
	return total
}

// profile starts the CPU profile of a measurement's round, when profiles are asked
// for; the function it returns stops it.
func (b bench) profile(name string, round int) (stop func()) {
	if b.cpuProfile == "" {
		return func() {}
	}
	f, err := os.Create(fmt.Sprintf("%s%s-%d.prof", b.cpuProfile, strings.NewReplacer(" ", "-", ",", "", "/", "").Replace(name), round+1))
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
	}
}

// searchQuery is a member search as members make them: a country, often a gender,
// sometimes a region, an age range and one of the first pages.
func searchQuery(r *rand.Rand) url.Values {
	q := url.Values{}
	c := searchCountries[r.IntN(len(searchCountries))]
	q.Set("country", c)
	if r.IntN(2) == 0 {
		q.Set("gender", []string{"male", "female"}[r.IntN(2)])
	}
	if r.IntN(3) == 0 {
		rs := searchRegions[c].Regions
		q.Set("region", rs[r.IntN(len(rs))].ID)
	}
	lo := 18 + r.IntN(30)
	q.Set("min_age", strconv.Itoa(lo))
	q.Set("max_age", strconv.Itoa(lo+5+r.IntN(20)))
	q.Set("page", strconv.Itoa(1+r.IntN(3)))
	return q
}

var searchRegions = geo.Regions()

var searchCountries = []string{"US", "DE", "GB", "FR", "IT", "ES", "PL", "CA", "AU", "NL", "BE", "CH", "AT", "IE", "NZ"}

// bare is the yardstick: a bare net/http handler answering a small JSON object.
func bare() *httptest.Server { return httptest.NewServer(bareHandler()) }

func bareHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"results": []int{1, 2, 3}, "num_results": 3})
	})
}

// membersSuite seeds members and measures search and profile reads, as visitors and as
// logged-in members.
func membersSuite(ctx context.Context, db *sqlstore.DB, b bench, members int) {
	start := time.Now()
	emails, err := seed(ctx, db, members)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("database %s, %d members seeded in %s\n", db.Dialect(), members, time.Since(start).Round(time.Second))
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
	ep, err := b.endpoints(ctx, api.Handler())
	if err != nil {
		log.Fatal(err)
	}
	defer ep.close()

	search := func(r *rand.Rand) string { return ep.pick(r) + "/api/members?" + searchQuery(r).Encode() }
	profile := func(r *rand.Rand) string { return ep.pick(r) + "/api/members/" + strconv.Itoa(1+r.IntN(members)) }
	plain := func(*rand.Rand) string { return ep.bare + "/" }
	health := func(r *rand.Rand) string { return ep.pick(r) + "/healthz" }
	// Members search as themselves: each client logs in as another seeded member, so
	// that the session lookup and the member's blocks weigh on every request.
	sessions := make([]string, b.workers)
	for i := range sessions {
		_, token, err := db.Login(ctx, emails[i%len(emails)], "loadbench-password", amora.Client{IP: "127.0.0.1"})
		if err != nil {
			log.Fatal(err)
		}
		sessions[i] = token
	}
	total := b.run([]kind{get("bare net/http JSON", plain, nil), get("middleware floor", health, nil), get("member search", search, nil),
		get("profile read", profile, nil), get("search, logged in", search, sessions), get("profile, logged in", profile, sessions)})
	base := total[0]
	for _, as := range []struct {
		who             string
		search, profile result
	}{{"visitors", total[2], total[3]}, {"members", total[4], total[5]}} {
		fmt.Printf("\n%s, API %s: search %.0f%% of bare (goal >= 20%%), p99 %s (goal <= 50ms); profile read %.0f%% of bare (goal >= 45%%)\n",
			as.who, b.where(), 100*as.search.rps/base.rps, as.search.p99.Round(100*time.Microsecond), 100*as.profile.rps/base.rps)
	}
}

type result struct {
	rps       float64
	latencies []time.Duration // sorted
	p50, p99  time.Duration
	failed    int64
	// self and others are the cores this process and the rest of the machine kept busy.
	self, others float64
}

// combine merges the rounds of one measurement: the mean throughput, and the
// percentiles of every request.
func combine(rs []result) result {
	var out result
	for _, r := range rs {
		out.rps += r.rps / float64(len(rs))
		out.self += r.self / float64(len(rs))
		out.others += r.others / float64(len(rs))
		out.failed += r.failed
		out.latencies = append(out.latencies, r.latencies...)
	}
	slices.Sort(out.latencies)
	if n := len(out.latencies); n > 0 {
		out.p50, out.p99 = out.latencies[n/2], out.latencies[n*99/100]
	}
	return out
}

// measure runs workers clients sending the requests req makes for d and reports
// throughput and latency.
func measure(req func(r *rand.Rand, w int) *http.Request, workers int, d time.Duration) result {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: workers, MaxConnsPerHost: workers}}
	defer client.CloseIdleConnections()
	var n, failed atomic.Int64
	lat := make([][]time.Duration, workers)
	deadline := time.Now().Add(d)
	cpu := readCPU()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), uint64(time.Now().UnixNano())))
			for time.Now().Before(deadline) {
				t := time.Now()
				resp, err := client.Do(req(r, w))
				if err != nil {
					failed.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode >= 300 && resp.StatusCode != 404 {
					failed.Add(1)
				}
				lat[w] = append(lat[w], time.Since(t))
				n.Add(1)
			}
		}(w)
	}
	wg.Wait()
	self, others := cores(cpu, readCPU(), d)
	return combine([]result{{rps: float64(n.Load()) / d.Seconds(), latencies: slices.Concat(lat...), failed: failed.Load(),
		self: self, others: others}})
}

// open makes a fresh database: a SQLite file in a temporary directory, or a new
// PostgreSQL database dropped afterwards. dbArgs are the amora serve flags that name the same database (and a data directory).
func open(ctx context.Context, dbURL string, keep bool) (db *sqlstore.DB, dbArgs []string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "amora-loadbench")
	if err != nil {
		return nil, nil, nil, err
	}
	if dbURL == "sqlite" {
		db, err := sqlstore.Open(filepath.Join(dir, "amora.db"))
		if err != nil {
			return nil, nil, nil, err
		}
		return db, []string{"--data-dir", dir}, func() { db.Close(); os.RemoveAll(dir) }, db.Migrate(ctx)
	}
	admin, err := sqlstore.Open(dbURL)
	if err != nil {
		return nil, nil, nil, err
	}
	name := fmt.Sprintf("amora_loadbench_%d", time.Now().UnixNano())
	if err := admin.ExecAdmin(ctx, "CREATE DATABASE "+name); err != nil {
		return nil, nil, nil, err
	}
	u, _ := url.Parse(dbURL)
	u.Path = "/" + name
	db, err = sqlstore.Open(u.String())
	if err != nil {
		return nil, nil, nil, err
	}
	cleanup = func() {
		os.RemoveAll(dir)
		db.Close()
		if keep {
			fmt.Println("kept database", name)
			admin.Close()
			return
		}
		admin.ExecAdmin(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	}
	return db, []string{"--database-url", u.String(), "--data-dir", dir}, cleanup, db.Migrate(ctx)
}

// benchPhoto names the photo row a seeded member gets, so that their profile is
// complete and listed (amora.ProfileMissing); no file stands behind it.
func benchPhoto(email string) string { return "loadbench-" + email }

// seed stores n demo members, each with a photo row but no photo file, in batches.
func seed(ctx context.Context, db *sqlstore.DB, n int) (emails []string, err error) {
	emails, _, err = seedWith(ctx, db, n, 0, 0)
	return emails, err
}

// seedWith stores n demo members, each with a photo row but no photo file, in batches;
// the first rich of those who are not fictional are premium members with credits
// credits. It answers the e-mail addresses of all and of those rich members.
func seedWith(ctx context.Context, db *sqlstore.DB, n, rich, credits int) (emails, richEmails []string, err error) {
	hash, err := amora.HashPassword("loadbench-password")
	if err != nil {
		return nil, nil, err
	}
	ms := demo.Members(n, 1, time.Now().UTC(), geo.Cities())
	batch := make([]amora.NewMember, 0, 1000)
	now := time.Now().UTC()
	for i, m := range ms {
		emails = append(emails, m.Email)
		premium, balance := m.Premium, 0
		if !m.Fictional && len(richEmails) < rich {
			premium, balance = true, credits
			richEmails = append(richEmails, m.Email)
		}
		batch = append(batch, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: m.Email, Name: m.Name, PasswordHash: hash,
			DateOfBirth: m.DateOfBirth, Language: m.Language, Fictional: m.Fictional, Premium: premium, Credits: balance,
			LastSeen: now.Add(-time.Duration(i) * time.Minute),
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: m.Gender, LookingFor: m.LookingFor, Country: m.Country,
				Region: m.Region, City: m.City}, Sexuality: m.Sexuality, AboutMe: m.AboutMe, Interests: m.Interests, BodyType: m.BodyType,
				HairColor: m.HairColor, EyeColor: m.EyeColor, RelationshipStatus: m.RelationshipStatus},
			Photos: []string{benchPhoto(m.Email)}})
		if len(batch) == cap(batch) || i == len(ms)-1 {
			if _, err := db.SeedMembers(ctx, batch); err != nil {
				return nil, nil, err
			}
			batch = batch[:0]
		}
	}
	if len(richEmails) < rich {
		return nil, nil, fmt.Errorf("%d members hold only %d who are not fictional, %d wanted", n, len(richEmails), rich)
	}
	return emails, richEmails, nil
}
