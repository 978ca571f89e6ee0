package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"amora"
	"amora/internal/demo"
	"amora/internal/geo"
	"amora/internal/jobs"
	"amora/internal/mail"
	"amora/internal/sqlstore"
)

// renderedMails counts the messages it is given and drops them: the benchmark
// measures planning and rendering, not a mail server.
type renderedMails struct{ n, bytes atomic.Int64 }

func (r *renderedMails) Send(_ context.Context, m mail.Message) error {
	r.n.Add(1)
	r.bytes.Add(int64(len(m.Text) + len(m.HTML)))
	return nil
}

// TestWeeklyLoad plans and renders the weekly update of AMORA_WEEKLY_MEMBERS members
// (100000 for the figure in the README) in a fresh SQLite database, through the
// real job queue with as many runners as CPUs, and reports the time and the peak
// memory. It is skipped unless the variable is set:
//
//	AMORA_WEEKLY_MEMBERS=100000 go test -run TestWeeklyLoad -v -timeout 30m ./cmd/amora
func TestWeeklyLoad(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("AMORA_WEEKLY_MEMBERS"))
	if n <= 0 {
		t.Skip("set AMORA_WEEKLY_MEMBERS to run")
	}
	ctx := context.Background()
	db, err := sqlstore.Open(filepath.Join(t.TempDir(), "amora.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// Members joined over the last four weeks: a quarter of them are new this week.
	monday := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	start := time.Now()
	ms := demo.Members(n, 1, monday, geo.Cities())
	batch := make([]amora.NewMember, 0, 1000)
	for i, m := range ms {
		batch = append(batch, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: m.Email, Name: m.Name, PasswordHash: "x",
			DateOfBirth: m.DateOfBirth, Language: m.Language, Premium: m.Premium, LastSeen: monday, // all real: every one gets mail
			Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: m.Gender, LookingFor: m.LookingFor, Country: m.Country,
				Region: m.Region, City: m.City}},
			Photos: []string{"bench-" + strconv.Itoa(i)}})
		if len(batch) == cap(batch) || i == len(ms)-1 {
			joined := monday.Add(-time.Duration(i%28) * 24 * time.Hour)
			db.Now = func() time.Time { return joined }
			if _, err := db.SeedMembers(ctx, batch); err != nil {
				t.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	t.Logf("%d members seeded in %s", n, time.Since(start).Round(time.Second))

	// Monday 23:00 UTC: the update is due in every time zone (New York's 18:00,
	// Auckland's Tuesday noon of the same ISO week).
	now := monday.Add(11 * time.Hour)
	db.Now = func() time.Time { return now }
	sent := &renderedMails{}
	d := &digestJobs{acct: &accountJobs{db: db, transport: sent, baseURL: "https://amora.test"},
		settingsKey: amora.SettingsTokenKey([]byte("bench key of thirty-two bytes...")), photos: fakeSigner{}, now: db.Now}

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
	stop := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	start = time.Now()
	queued, err := d.PlanWeekly(ctx, now)
	if err != nil {
		t.Fatal(err)
	}
	planned := time.Since(start)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
			r.Now = db.Now
			d.register(r)
			for {
				ran, err := r.RunOnce(ctx)
				if err != nil {
					t.Error(err)
					return
				}
				if !ran {
					return
				}
			}
		}()
	}
	wg.Wait()
	total := time.Since(start)
	close(stop)
	sampler.Wait()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	rss := peakRSS()
	t.Logf("weekly update of %d members: %d queued in %s, %d rendered (%.0f KB each), all done in %s; peak heap in use %d MB (before: %d MB), process peak RSS %s",
		n, queued, planned.Round(time.Millisecond), sent.n.Load(), float64(sent.bytes.Load())/float64(max(1, sent.n.Load()))/1024,
		total.Round(time.Millisecond), peak.Load()>>20, before.HeapInuse>>20, rss)
	fmt.Printf("WEEKLY members=%d queued=%d rendered=%d plan=%s total=%s peak_heap_mb=%d peak_rss=%s\n",
		n, queued, sent.n.Load(), planned.Round(time.Millisecond), total.Round(time.Millisecond), peak.Load()>>20, rss)
	if total > time.Minute {
		t.Errorf("the weekly update of %d members took %s, want under a minute", n, total)
	}
}

// peakRSS reads the process's peak resident memory (Linux), or "?".
func peakRSS() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "?"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			return strings.Join(strings.Fields(strings.TrimPrefix(line, "VmHWM:")), " ")
		}
	}
	return "?"
}
