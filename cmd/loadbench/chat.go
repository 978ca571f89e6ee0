package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
)

// Chat suite sizes: the member whose list is read has hubChats conversations; the
// senders write to recipients, of whom streams keep an event stream open.
const (
	hubChats   = 500
	recipients = 100
	streams    = 20
	deliveries = 400
)

// chatSuite measures sending messages, reading the list of a member with 500
// conversations, and how long a message takes from the send to the recipient's event
// stream.
func chatSuite(ctx context.Context, db *sqlstore.DB, b bench) error {
	start := time.Now()
	hash, err := amora.HashPassword("loadbench-password")
	if err != nil {
		return err
	}
	email := func(role string, i int) string { return fmt.Sprintf("%s%d@loadbench.test", role, i) }
	var news []amora.NewMember
	add := func(role string, n, credits int) {
		for i := range n {
			news = append(news, amora.NewMember{SiteHost: amora.DefaultSiteHost, Email: email(role, i), Name: role, PasswordHash: hash,
				DateOfBirth: "1990-01-01", Language: "en", Premium: true, Credits: credits, LastSeen: time.Now().UTC(),
				Profile: amora.ProfileUpdate{ProfileBasics: amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", City: "Utrecht"}},
				Photos:  []string{benchPhoto(email(role, i))}})
		}
	}
	add("hub", 1, 0)
	add("partner", hubChats, 0)
	add("sender", b.workers, 10_000_000)
	add("recipient", recipients, 0)
	if _, err := db.SeedMembers(ctx, news); err != nil {
		return err
	}
	var msgs []amora.SeedMessage
	for i := range hubChats {
		msgs = append(msgs, amora.SeedMessage{FromEmail: email("partner", i), ToEmail: email("hub", 0), Text: "Hello there, how are you?",
			At: time.Now().UTC().Add(-time.Duration(i) * time.Minute)})
	}
	// Most messages go to a conversation that exists: every sender has written to every
	// recipient once before the measurement.
	for w := range b.workers {
		for i := range recipients {
			msgs = append(msgs, amora.SeedMessage{FromEmail: email("sender", w), ToEmail: email("recipient", i), Text: "Hi!",
				At: time.Now().UTC().Add(-time.Hour)})
		}
	}
	if _, err := db.SeedMessages(ctx, msgs); err != nil {
		return err
	}
	login := func(e string) (string, error) {
		_, token, err := db.Login(ctx, e, "loadbench-password", amora.Client{IP: "127.0.0.1"})
		return token, err
	}
	hub, err := login(email("hub", 0))
	if err != nil {
		return err
	}
	senders := make([]string, b.workers)
	for i := range senders {
		if senders[i], err = login(email("sender", i)); err != nil {
			return err
		}
	}
	recipientIDs := make([]int64, recipients)
	recipientSessions := make([]string, recipients)
	for i := range recipients {
		u, token, err := db.Login(ctx, email("recipient", i), "loadbench-password", amora.Client{IP: "127.0.0.1"})
		if err != nil {
			return err
		}
		recipientIDs[i], recipientSessions[i] = u.ID, token
	}
	fmt.Printf("database %s, %d members, a member with %d conversations, seeded in %s\n", db.Dialect(), len(news), hubChats, time.Since(start).Round(time.Millisecond))

	api := &httpapi.Server{Sites: db, Accounts: db, Profiles: db, Likes: db, Blocks: db, Chats: db, Events: realtime.NewLocal(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	ep, err := b.endpoints(ctx, api.Handler())
	if err != nil {
		return err
	}
	defer ep.close()

	send := kind{"send message", func(r *rand.Rand, w int) *http.Request {
		return sendRequest(ep.pick(r), senders[w%len(senders)], recipientIDs[r.IntN(recipients)], "A message under load")
	}}
	chats := get("chats, 500 conversations", func(r *rand.Rand) string { return ep.pick(r) + "/api/chats" }, []string{hub})
	kinds := []kind{get("bare net/http JSON", func(*rand.Rand) string { return ep.bare + "/" }, nil)}
	if b.measures("send") {
		kinds = append(kinds, send)
	}
	if b.measures("chats") {
		kinds = append(kinds, chats)
	}
	total := b.run(kinds)
	for i, k := range kinds[1:] {
		share := 100 * total[i+1].rps / total[0].rps
		switch k.name {
		case send.name:
			fmt.Printf("\nAPI %s: send message: %.0f%% of bare (goal >= 12%%)\n", b.where(), share)
		case chats.name:
			fmt.Printf("chats of a member with %d conversations: %.0f%% of bare (goal >= 25%%), p99 %s (goal <= 50ms)\n",
				hubChats, share, total[i+1].p99.Round(100*time.Microsecond))
		}
	}
	if !b.measures("delivery") {
		return nil
	}
	cpu, start := readCPU(), time.Now()
	// Streams on the first instance, sends to the last: with several instances every
	// message crosses from one to another.
	lat, answered, err := delivery(ep.api[0], ep.api[len(ep.api)-1], senders, recipientIDs[:streams], recipientSessions[:streams])
	if err != nil {
		return err
	}
	self, others := cores(cpu, readCPU(), time.Since(start))
	fmt.Printf("sends during the delivery measurement answered in p50 %s, p95 %s; cores: this process %.2f, others %.2f\n",
		answered[len(answered)/2].Round(10*time.Microsecond), answered[len(answered)*95/100].Round(10*time.Microsecond), self, others)
	fmt.Printf("delivery from send to the recipient's event stream, %d messages: p50 %s, p95 %s (goal <= 100ms), max %s\n",
		len(lat), lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*95/100].Round(10*time.Microsecond), lat[len(lat)-1].Round(10*time.Microsecond))
	return nil
}

// sendRequest is a message from the member of session to recipient.
func sendRequest(base, session string, recipient int64, text string) *http.Request {
	req, _ := http.NewRequest("POST", base+"/api/members/"+strconv.FormatInt(recipient, 10)+"/messages", strings.NewReader(`{"text":"`+text+`"}`))
	req.Header.Set(httpapi.ClientHeader, httpapi.ClientHeaderValue)
	req.Header.Set("Content-Type", "application/json")
	req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: session})
	return req
}

// delivery opens an event stream for each recipient, then sends deliveries messages
// from as many senders at once as there are streams, each to a recipient chosen in
// turn, and measures for each the time from the start of the send to the arrival of
// its event on the recipient's stream. It returns the times, sorted, and how long the
// sends took to answer, sorted.
func delivery(streamBase, sendBase string, senders []string, recipientIDs []int64, sessions []string) (lat, answered []time.Duration, err error) {
	type arrival struct {
		text string
		at   time.Time
	}
	arrived := make(chan arrival, deliveries)
	client := &http.Client{}
	var bodies []io.Closer
	defer func() {
		for _, b := range bodies {
			b.Close()
		}
	}()
	for _, s := range sessions {
		req, _ := http.NewRequest("GET", streamBase+"/api/events", nil)
		req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: s})
		resp, err := client.Do(req)
		if err != nil {
			return nil, nil, err
		}
		if resp.StatusCode != 200 {
			return nil, nil, fmt.Errorf("event stream: %s", resp.Status)
		}
		bodies = append(bodies, resp.Body)
		go func() {
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				line := sc.Text()
				if i := strings.Index(line, `"text":"delivery `); strings.HasPrefix(line, "data: ") && i >= 0 {
					text := line[i+8:]
					arrived <- arrival{text[:strings.IndexByte(text, '"')], time.Now()}
				}
			}
		}()
	}
	var mu sync.Mutex
	started := map[string]time.Time{}
	var wg sync.WaitGroup
	next := make(chan int)
	for w := range len(sessions) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				text := "delivery " + strconv.Itoa(i)
				mu.Lock()
				started[text] = time.Now()
				mu.Unlock()
				start := time.Now()
				resp, err := client.Do(sendRequest(sendBase, senders[w%len(senders)], recipientIDs[i%len(recipientIDs)], text))
				if err == nil {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				mu.Lock()
				answered = append(answered, time.Since(start))
				mu.Unlock()
			}
		}()
	}
	for i := range deliveries {
		next <- i
	}
	close(next)
	wg.Wait()
	timeout := time.After(10 * time.Second)
	for len(lat) < deliveries {
		select {
		case a := <-arrived:
			mu.Lock()
			lat = append(lat, a.at.Sub(started[a.text]))
			mu.Unlock()
		case <-timeout:
			return nil, nil, fmt.Errorf("%d of %d messages arrived", len(lat), deliveries)
		}
	}
	slices.Sort(lat)
	slices.Sort(answered)
	return lat, answered, nil
}
