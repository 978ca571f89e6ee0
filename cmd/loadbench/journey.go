package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"amora/internal/httpapi"
	"amora/internal/sqlstore"
)

// The journey suite: virtual members who behave as real ones do, with think times of
// seconds, against amora serve processes of their own. Each logs in, keeps its event
// stream open, and then searches, opens profiles, likes, reads its conversations and
// writes to other virtual members who are online. The load rises in stages; a stage
// holds when it stays within the thresholds Mattermost uses for its own load tests.
const (
	goalP99       = 2 * time.Second
	goalAvg       = 100 * time.Millisecond
	goal5xxShare  = 0.00025 // 0.025 %
	deliveryGrace = 10 * time.Second
)

// journey is how the suite runs: the stages of concurrent members, how long each
// lasts and the mean think time between a member's actions.
type journey struct {
	stages []int
	stage  time.Duration
	think  time.Duration
}

// sample is one request: when it started, what it was, how long it took, its status
// (0 when it failed without one).
type sample struct {
	at     time.Time
	kind   string
	took   time.Duration
	status int
}

// run is the state the virtual members share.
type run struct {
	members int // seeded members, ids 1..members
	client  *http.Client
	think   time.Duration

	mu      sync.Mutex
	samples []sample
	online  []*vmember // virtual members whose stream is open
	sent    map[string]sentMessage
	arrived map[string]time.Time
	seq     atomic.Int64

	loggedIn atomic.Int64 // virtual members logged in
}

// sentMessage is an acknowledged message on its way to recipient, whose stream was in
// its generation gen when it was sent.
type sentMessage struct {
	at        time.Time
	recipient *vmember
	gen       int64
}

// vmember is one virtual member.
type vmember struct {
	email, base string
	ip          string // the address the member's requests come from, as the proxy in front tells the server
	id          int64
	jar         http.CookieJar
	gen         atomic.Int64 // the event stream's generation: +1 on every connect and every end
}

// journeySuite seeds the members, starts the servers and runs the stages, each with
// more virtual members than the last, until one breaks a threshold.
func journeySuite(ctx context.Context, db *sqlstore.DB, b bench, members int, j journey) error {
	if b.serve == "" {
		return fmt.Errorf("the journey suite runs the API out of process: give -serve bin/amora")
	}
	most := slices.Max(j.stages)
	start := time.Now()
	emails, err := seedJourney(ctx, db, members, most)
	if err != nil {
		return err
	}
	fmt.Printf("database %s, %d members seeded (%d of them premium with credits, to be virtual members) in %s\n",
		db.Dialect(), members, len(emails), time.Since(start).Round(time.Second))
	ep, err := b.endpoints(ctx, nil)
	if err != nil {
		return err
	}
	defer ep.close()
	r := &run{members: members, think: j.think, sent: map[string]sentMessage{}, arrived: map[string]time.Time{},
		client: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4 * most, MaxConnsPerHost: 0}}}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	defer func() { close(stop); wg.Wait() }()
	best, running := 0, 0
	fmt.Printf("\n%-8s %8s %7s %8s %8s %8s %6s %6s %6s %6s %8s  %s\n", "members", "requests", "req/s", "avg", "p50", "p99", "5xx", "4xx",
		"sent", "lost", "deliv95", "cores: loadbench, others")
	for _, n := range j.stages {
		from := time.Now()
		// The new members arrive over the first half of the stage (their logins are the
		// ramp), and the second half, with all of them logged in, is measured.
		ramp := j.stage / 2
		for i := running; i < n; i++ {
			m := &vmember{email: emails[i], base: ep.api[i%len(ep.api)], ip: memberIP(i)}
			m.jar, _ = cookiejar.New(nil)
			delay := time.Duration(i-running) * ramp / time.Duration(n-running)
			wg.Add(1)
			go func() { defer wg.Done(); r.live(ctx, m, delay, stop) }()
		}
		running = n
		time.Sleep(ramp)
		for wait := time.Now().Add(ramp); r.loggedIn.Load() < int64(n) && time.Now().Before(wait); {
			time.Sleep(100 * time.Millisecond)
		}
		measured := time.Now()
		cpu := readCPU()
		time.Sleep(j.stage - ramp)
		to := time.Now()
		self, others := cores(cpu, readCPU(), to.Sub(measured))
		time.Sleep(deliveryGrace)
		st := r.stats(measured, to)
		in := r.loggedIn.Load()
		ok := st.p99 <= goalP99 && st.avg <= goalAvg && st.share5xx() <= goal5xxShare && st.lost == 0 && st.requests > 0 && in >= int64(n)
		mark := "holds"
		if !ok {
			mark = "BREAKS"
		}
		fmt.Printf("%-8d %8d %7.1f %8s %8s %8s %6d %6d %6d %6d %8s  %.2f, %.2f  %s\n", n, st.requests, float64(st.requests)/to.Sub(measured).Seconds(),
			st.avg.Round(100*time.Microsecond), st.p50.Round(100*time.Microsecond), st.p99.Round(100*time.Microsecond), st.n5xx, st.n4xx,
			st.sent, st.lost, st.delivery95.Round(time.Millisecond), self, others, mark)
		for _, k := range slices.Sorted(maps.Keys(st.failed)) {
			fmt.Printf("         %s: %d\n", k, st.failed[k])
		}
		lg := r.logins(from, measured)
		fmt.Printf("         ramp: %d of %d members logged in over %s, logins p99 %s, %d refused (503 busy: the password hashing's queue is full; they try again)\n",
			in, n, measured.Sub(from).Round(time.Second), lg.p99.Round(time.Millisecond), lg.n5xx+lg.n4xx)
		if !ok {
			break
		}
		best = n
	}
	fmt.Printf("\nAPI %s, database %s: the site holds %d concurrent members (p99 <= %s, average <= %s, 5xx <= %.3f %%, no lost message)\n",
		b.where(), db.Dialect(), best, goalP99, goalAvg, 100*goal5xxShare)
	return nil
}

// seedJourney stores members demo members, and makes the first virtual of those who are
// not fictional premium members with plenty of credits; it answers their e-mails.
func seedJourney(ctx context.Context, db *sqlstore.DB, members, virtual int) ([]string, error) {
	_, rich, err := seedWith(ctx, db, members, virtual, 1_000_000)
	return rich, err
}

// live is one virtual member: it arrives after delay, logs in, keeps its stream open and
// acts, with think times, until stop.
func (r *run) live(ctx context.Context, m *vmember, delay time.Duration, stop <-chan struct{}) {
	rnd := rand.New(rand.NewPCG(uint64(len(m.email)), uint64(time.Now().UnixNano())))
	if !sleep(delay, stop) {
		return
	}
	for !r.login(m) {
		if !sleep(r.thinkTime(rnd), stop) {
			return
		}
	}
	go r.stream(ctx, m, stop)
	for sleep(r.thinkTime(rnd), stop) {
		switch x := rnd.IntN(100); {
		case x < 30:
			r.do(m, "search", "GET", "/api/members?"+searchQuery(rnd).Encode(), "")
		case x < 55:
			r.do(m, "profile", "GET", "/api/members/"+strconv.Itoa(1+rnd.IntN(r.members)), "")
		case x < 65:
			r.do(m, "like", "POST", "/api/likes/"+strconv.Itoa(1+rnd.IntN(r.members)), "")
		case x < 80:
			r.do(m, "chats", "GET", "/api/chats", "")
		default:
			r.write(m, rnd)
		}
	}
}

// memberIP is the i-th virtual member's own address: members come from many networks,
// not one, and the server (trusting loadbench as its proxy) limits logins per network.
func memberIP(i int) string {
	return netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)}).String()
}

// thinkTime is a member's pause between two actions: between half and one and a half
// times the mean.
func (r *run) thinkTime(rnd *rand.Rand) time.Duration {
	return r.think/2 + time.Duration(rnd.Int64N(int64(r.think)))
}

// login logs m in through the API, as the app does.
func (r *run) login(m *vmember) bool {
	status, body := r.do(m, "login", "POST", "/api/user", `{"email":"`+m.email+`","password":"loadbench-password"}`)
	if status != http.StatusOK {
		return false
	}
	var u struct {
		ID int64 `json:"id"`
	}
	if json.Unmarshal(body, &u) != nil || u.ID == 0 {
		return false
	}
	m.id = u.ID
	r.loggedIn.Add(1)
	return true
}

// write opens the conversation with another virtual member who is online, as the chat
// screen does, and sends a message the recipient's stream must deliver.
func (r *run) write(m *vmember, rnd *rand.Rand) {
	r.mu.Lock()
	var to *vmember
	if len(r.online) > 1 {
		for to == nil || to == m {
			to = r.online[rnd.IntN(len(r.online))]
		}
	}
	r.mu.Unlock()
	if to == nil {
		return
	}
	id := strconv.FormatInt(to.id, 10)
	if status, _ := r.do(m, "open chat", "GET", "/api/chats/with/"+id, ""); status != http.StatusOK {
		return
	}
	token := "journey-" + strconv.FormatInt(r.seq.Add(1), 10)
	gen, at := to.gen.Load(), time.Now()
	if status, _ := r.do(m, "send", "POST", "/api/members/"+id+"/messages", `{"text":"`+token+`"}`); status == http.StatusCreated {
		r.mu.Lock()
		r.sent[token] = sentMessage{at: at, recipient: to, gen: gen}
		r.mu.Unlock()
	}
}

// stream keeps m's event stream open until stop, reconnecting when it ends, and notes
// the arrival of every journey message.
func (r *run) stream(ctx context.Context, m *vmember, stop <-chan struct{}) {
	ctx, cancel := context.WithCancel(ctx)
	go func() { <-stop; cancel() }()
	for ctx.Err() == nil {
		req, _ := http.NewRequestWithContext(ctx, "GET", m.base+"/api/events", nil)
		req.Header.Set("X-Forwarded-For", m.ip)
		for _, c := range m.jar.Cookies(req.URL) {
			req.AddCookie(c)
		}
		resp, err := r.client.Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			if err == nil {
				resp.Body.Close()
			}
			sleep(time.Second, stop)
			continue
		}
		m.gen.Add(1)
		r.setOnline(m, true)
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			line := sc.Text()
			if i := strings.Index(line, `"journey-`); i >= 0 && strings.HasPrefix(line, "data: ") {
				token := line[i+1:]
				token = token[:strings.IndexByte(token, '"')]
				key := token + "@" + m.email // the sender's other tabs hear of it too
				r.mu.Lock()
				if _, seen := r.arrived[key]; !seen {
					r.arrived[key] = time.Now()
				}
				r.mu.Unlock()
			}
		}
		resp.Body.Close()
		m.gen.Add(1)
		r.setOnline(m, false)
	}
}

func (r *run) setOnline(m *vmember, on bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.online = slices.DeleteFunc(r.online, func(o *vmember) bool { return o == m })
	if on {
		r.online = append(r.online, m)
	}
}

// do sends one API request as m and records it; it answers the status (0 when the
// request failed) and the body.
func (r *run) do(m *vmember, kind, method, path, body string) (int, []byte) {
	req, _ := http.NewRequest(method, m.base+path, strings.NewReader(body))
	req.Header.Set("X-Forwarded-For", m.ip)
	if method != "GET" {
		req.Header.Set(httpapi.ClientHeader, httpapi.ClientHeaderValue)
		req.Header.Set("Content-Type", "application/json")
	}
	for _, c := range m.jar.Cookies(req.URL) {
		req.AddCookie(c)
	}
	start := time.Now()
	resp, err := r.client.Do(req)
	status := 0
	var out []byte
	if err == nil {
		out, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
		status = resp.StatusCode
		m.jar.SetCookies(req.URL, resp.Cookies())
	}
	r.mu.Lock()
	r.samples = append(r.samples, sample{at: start, kind: kind, took: time.Since(start), status: status})
	r.mu.Unlock()
	return status, out
}

// stageStats are the figures of the requests started in one stage.
type stageStats struct {
	requests, n5xx, n4xx int
	avg, p50, p99        time.Duration
	sent, lost           int
	delivery95           time.Duration
	failed               map[string]int // 4xx, 5xx and failed requests (0) by kind and status
}

func (s stageStats) share5xx() float64 { return float64(s.n5xx) / float64(max(s.requests, 1)) }

// stats sums up the requests started and the messages sent between from and to. A
// message counts as lost when it was acknowledged, has not arrived, and its
// recipient's stream stayed the same open connection since the send (a reconnect may
// miss events by design: the app reloads its data when it reconnects).
func (r *run) stats(from, to time.Time) stageStats { return r.statsOf(from, to, "") }

// logins sums up the logins started between from and to.
func (r *run) logins(from, to time.Time) stageStats { return r.statsOf(from, to, "login") }

// statsOf is stats of the requests of one kind, or of every kind when kind is "".
func (r *run) statsOf(from, to time.Time, kind string) stageStats {
	r.mu.Lock()
	defer r.mu.Unlock()
	var st stageStats
	var took []time.Duration
	var sum time.Duration
	for _, s := range r.samples {
		if s.at.Before(from) || !s.at.Before(to) || kind != "" && s.kind != kind {
			continue
		}
		st.requests++
		took = append(took, s.took)
		sum += s.took
		switch {
		case s.status == 0 || s.status >= 500:
			st.n5xx++
		case s.status >= 400:
			st.n4xx++
		}
		if s.status == 0 || s.status >= 400 {
			if st.failed == nil {
				st.failed = map[string]int{}
			}
			st.failed[s.kind+" "+strconv.Itoa(s.status)]++
		}
	}
	if n := len(took); n > 0 {
		slices.Sort(took)
		st.avg, st.p50, st.p99 = sum/time.Duration(n), took[n/2], took[n*99/100]
	}
	var delivery []time.Duration
	for token, s := range r.sent {
		if s.at.Before(from) || !s.at.Before(to) {
			continue
		}
		st.sent++
		if at, ok := r.arrived[token+"@"+s.recipient.email]; ok {
			delivery = append(delivery, at.Sub(s.at))
		} else if s.recipient.gen.Load() == s.gen {
			st.lost++
		}
	}
	if n := len(delivery); n > 0 {
		slices.Sort(delivery)
		st.delivery95 = delivery[n*95/100]
	}
	return st
}

// sleep waits d, or less when stop closes; it tells whether to go on.
func sleep(d time.Duration, stop <-chan struct{}) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-stop:
		return false
	}
}
