package clustertest

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, for the ledger checks

	"amora"
	"amora/internal/sqlstore/storetest"
)

const (
	instances = 3
	members   = 20
	password  = "cluster-journey-2026"
	// live bounds how long an event may take from a request on one instance to a
	// stream on another.
	live = 3 * time.Second
)

// member is one member of the journey and their browser.
type member struct {
	*client
	id    int64
	email string
}

// TestCluster walks the journey on three instances and then kills one. Its log
// reports the figures: how long events took to cross, how long a setting and a ban
// took to reach every instance, and what the kill cost.
func TestCluster(t *testing.T) {
	natsURL := os.Getenv("AMORA_TEST_NATS_URL")
	if os.Getenv(storetest.PostgresEnv) == "" || natsURL == "" {
		t.Skip("the cluster test needs AMORA_TEST_POSTGRES_URL and AMORA_TEST_NATS_URL")
	}
	if testing.Short() {
		t.Skip("the cluster test takes a minute")
	}
	start := time.Now()
	bin := buildAmora(t)
	dbURL := storetest.PostgresURL(t)
	c := startCluster(t, bin, dbURL, natsURL, instances)
	t.Logf("built and started %d instances in %s", instances, time.Since(start).Round(time.Millisecond))
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	j := &journey{t: t, c: c, db: db, run: randomHex(4)}

	steps := []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"SignupMailsOnce", j.signup},
		{"ChatsCrossInstances", j.chats},
		{"LikesCrossInstances", j.likes},
		{"PaymentWebhookOnAnotherInstance", j.payments},
		{"JobsRunOnce", j.jobsOnce},
		{"SettingReachesEveryInstance", j.setting},
		{"BanEndsStreamsEverywhere", j.ban},
		{"KillOneInstance", j.kill},
		{"LedgerAddsUp", j.ledger},
	}
	for _, s := range steps {
		stepStart := time.Now()
		if !t.Run(s.name, s.fn) {
			t.Fatalf("step %s failed; the later steps build on it", s.name)
		}
		t.Logf("%s took %s", s.name, time.Since(stepStart).Round(time.Millisecond))
	}
	t.Logf("the cluster test took %s", time.Since(start).Round(time.Millisecond))
}

// journey is the state the steps share.
type journey struct {
	t       *testing.T
	c       *cluster
	db      *sql.DB
	run     string
	members []*member
	admin   *client
	streams []*stream // streams[i]: member i's stream, held on instance i%3
	banned  int       // index of the banned member
	// acked are the messages the server acknowledged (201), by id, with their
	// recipient's index; ackedPayments the payments it acknowledged as paid.
	mu            sync.Mutex
	acked         map[int64]ackedMessage
	ackedPayments map[int64]int // payment id -> member index
	unavailable   atomic.Int64  // checkouts answered other than 201 or 502
}

type ackedMessage struct {
	to   int
	text string
}

func (j *journey) inst(i int) string { return j.c.instances[i%instances].base }

// other is an instance other than the one of index i: where a request goes so that
// its event must cross to a stream held on instance i.
func (j *journey) other(i int) string { return j.inst(i%instances + 1) }

var activationLink = regexp.MustCompile(`http://[^\s"<>]+/activate/done\?token=([A-Za-z0-9_-]+)`)

// signup signs the members up through the proxy, all at once, and activates them
// with the mailed link: every member gets exactly one activation mail, whichever
// instance took the sign-up and whichever ran the mail's job.
func (j *journey) signup(t *testing.T) {
	j.members = make([]*member, members)
	var wg sync.WaitGroup
	errs := make(chan string, members)
	for i := range members {
		m := &member{client: newClient(fmt.Sprintf("member %d", i)), email: fmt.Sprintf("m%02d-%s@cluster.test", i, j.run)}
		j.members[i] = m
		wg.Go(func() {
			a := m.do("POST", j.c.proxy.base+"/api/signup", map[string]string{"name": fmt.Sprintf("Member %02d", i), "email": m.email,
				"password": password, "date_of_birth": "1990-05-17", "language": "en"})
			var u struct{ ID int64 }
			if a.Status != 201 || a.decode(&u) != nil {
				errs <- fmt.Sprintf("signup of %s: %s", m.email, a)
				return
			}
			m.id = u.ID
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if t.Failed() {
		return
	}
	deadline := time.Now().Add(20 * time.Second)
	for i, m := range j.members {
		var link []string
		for link == nil && time.Now().Before(deadline) {
			for _, mail := range j.c.smtp.to(m.email) {
				if l := activationLink.FindStringSubmatch(mail.Text); l != nil {
					link = l
				}
			}
			if link == nil {
				time.Sleep(50 * time.Millisecond)
			}
		}
		if link == nil {
			t.Fatalf("no activation mail to %s within 20 s", m.email)
		}
		if a := m.do("POST", j.inst(i)+"/api/activate", map[string]string{"token": link[1]}); a.Status != 200 {
			t.Fatalf("activate %s: %s", m.email, a)
		}
	}
	time.Sleep(2 * time.Second) // a second copy, if any, would be out by now
	for _, m := range j.members {
		if got := j.c.smtp.to(m.email); len(got) != 1 {
			t.Errorf("%s got %d mails after sign-up, want the one activation mail: %q", m.email, len(got), subjects(got))
		}
	}
}

func subjects(mails []sentMail) []string {
	var s []string
	for _, m := range mails {
		s = append(s, m.Subject)
	}
	return s
}

// openStreams gives member i a stream held on instance i%3, straight, not through
// the proxy, so that the journey knows where each stream is.
func (j *journey) openStreams(t *testing.T) {
	if j.streams != nil {
		return
	}
	j.streams = make([]*stream, members)
	for i, m := range j.members {
		s, err := m.openStream(j.inst(i), false)
		if err != nil {
			t.Fatal(err)
		}
		j.streams[i] = s
		j.t.Cleanup(s.close) // the streams outlive the step that opened them
	}
}

// send posts a message and records it when the server acknowledges it.
func (j *journey) send(base string, from, to int, text string) answer {
	a := j.members[from].do("POST", base+"/api/members/"+strconv.FormatInt(j.members[to].id, 10)+"/messages", map[string]string{"text": text})
	if a.Status == 201 {
		var out struct {
			Message struct{ ID int64 } `json:"message"`
		}
		if a.decode(&out) == nil && out.Message.ID != 0 {
			j.mu.Lock()
			if j.acked == nil {
				j.acked = map[int64]ackedMessage{}
			}
			j.acked[out.Message.ID] = ackedMessage{to: to, text: text}
			j.mu.Unlock()
		}
	}
	return a
}

// messageArrives waits for the message with text on member i's stream.
func messageArrives(s *stream, text string, timeout time.Duration) (event, bool) {
	return s.find(amora.EventMessage, timeout, func(data []byte) bool {
		var m amora.MessageEvent
		return json.Unmarshal(data, &m) == nil && m.Text == text && !m.Mine
	})
}

// chats: every member writes to the next three times, each message sent through an
// instance other than the one holding the recipient's stream; each must arrive live.
func (j *journey) chats(t *testing.T) {
	j.openStreams(t)
	var worst time.Duration
	var wg sync.WaitGroup
	var mu sync.Mutex
	for i := range j.members {
		to := (i + 1) % members
		wg.Go(func() {
			for k := range 3 {
				text := fmt.Sprintf("hello %d from %d (%d) %s", to, i, k, j.run)
				sent := time.Now()
				if a := j.send(j.other(to), i, to, text); a.Status != 201 {
					t.Errorf("send %d→%d: %s", i, to, a)
					return
				}
				ev, ok := messageArrives(j.streams[to], text, live)
				if !ok {
					t.Errorf("message %q did not reach member %d's stream on instance %d within %s", text, to, to%instances, live)
					continue
				}
				mu.Lock()
				worst = max(worst, ev.At.Sub(sent))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	t.Logf("%d messages crossed instances live; slowest %s from the send's start", members*3, worst.Round(time.Millisecond))
}

// likes: every member likes the member two further on, through another instance
// than the one holding the liked member's stream; the like arrives live, and the
// like back is mutual.
func (j *journey) likes(t *testing.T) {
	j.openStreams(t)
	for i, m := range j.members {
		to := (i + 2) % members
		if a := m.do("POST", j.other(to)+"/api/likes/"+strconv.FormatInt(j.members[to].id, 10), nil); a.Status/100 != 2 {
			t.Fatalf("like %d→%d: %s", i, to, a)
		}
	}
	for i := range j.members {
		from := (i - 2 + members) % members
		if _, ok := j.streams[i].find(amora.EventLike, live, func(data []byte) bool {
			var l amora.LikeEvent
			return json.Unmarshal(data, &l) == nil && l.ID == j.members[from].id && !l.Mutual
		}); !ok {
			t.Errorf("member %d's stream on instance %d got no like from member %d; it got %s", i, i%instances, from, j.streams[i])
		}
	}
	// Member 0 likes back member 18 (who liked 0): mutual, on 18's stream.
	if a := j.members[0].do("POST", j.other(18)+"/api/likes/"+strconv.FormatInt(j.members[18].id, 10), nil); a.Status/100 != 2 {
		t.Fatalf("like back: %s", a)
	}
	if _, ok := j.streams[18].find(amora.EventLike, live, func(data []byte) bool {
		var l amora.LikeEvent
		return json.Unmarshal(data, &l) == nil && l.ID == j.members[0].id && l.Mutual
	}); !ok {
		t.Error("the mutual like did not reach member 18's stream")
	}
}

// offer is a package and a payment method the member may buy.
func (j *journey) offer(t *testing.T, m *member) (int64, string) {
	var out struct {
		Methods  []string `json:"methods"`
		Packages []struct {
			ID      int64 `json:"id"`
			Credits int   `json:"credits"`
		} `json:"packages"`
	}
	a := m.do("GET", j.c.proxy.base+"/api/packages", nil)
	if a.Status != 200 || a.decode(&out) != nil || len(out.Packages) == 0 || len(out.Methods) == 0 {
		t.Fatalf("packages: %s", a)
	}
	return out.Packages[0].ID, out.Methods[0]
}

// pay walks one payment as the app, the sandbox provider and its webhook do: the
// checkout on instance a, the buyer's choice at the provider's page on instance b, the
// provider's webhook on instance c. Each step is repeated on failure (the app with the
// same Idempotency-Key, the provider until it gets 200), up to tries times. It
// answers the payment id and whether the server acknowledged it paid.
func (j *journey) pay(i int, pkg int64, method string, a, b, c func() string, tries int) (int64, bool, error) {
	m := j.members[i]
	key := "cluster-" + randomHex(8)
	var id int64
	var last answer
	for range tries {
		last = m.do("POST", a()+"/api/payments", map[string]any{"package_id": pkg, "method": method, "accept_terms": true, "immediate_delivery": true},
			"Idempotency-Key", key)
		var out struct {
			PaymentID int64 `json:"payment_id"`
		}
		if last.Status == 201 && last.decode(&out) == nil {
			id = out.PaymentID
			break
		}
		if last.Status != 0 && last.Status != 502 {
			// An answer from the server (paymentUnavailable: the request that made the
			// payment died with its instance before the provider took it): the app
			// starts a new attempt. Without one it repeats the key.
			j.unavailable.Add(1)
			key = "cluster-" + randomHex(8)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if id == 0 {
		return 0, false, fmt.Errorf("checkout: %s", last)
	}
	pid := strconv.FormatInt(id, 10)
	decided := false
	for range tries {
		last = m.form(b()+"/sandbox/checkout/"+pid, url.Values{"status": {"paid"}}, "Sec-Fetch-Site", "same-origin")
		if last.Status == 303 {
			decided = true
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !decided {
		return id, false, fmt.Errorf("sandbox checkout of payment %d: %s", id, last)
	}
	var providerID string
	if err := j.db.QueryRow(`SELECT provider_payment_id FROM payments WHERE id = $1`, id).Scan(&providerID); err != nil {
		return id, false, err
	}
	provider := newClient("sandbox provider")
	for range tries {
		last = provider.form(c()+"/api/payments/webhook/sandbox", url.Values{"id": {providerID}}, "Sec-Fetch-Site", "cross-site")
		if last.Status == 200 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if last.Status != 200 {
		return id, false, fmt.Errorf("webhook of payment %d: %s", id, last)
	}
	var status struct {
		Status string `json:"status"`
	}
	for range tries {
		last = m.do("GET", a()+"/api/payments/"+pid, nil)
		if last.Status == 200 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if last.Status != 200 || last.decode(&status) != nil || status.Status != amora.PaymentPaid {
		return id, false, fmt.Errorf("payment %d after the webhook: %s", id, last)
	}
	j.mu.Lock()
	if j.ackedPayments == nil {
		j.ackedPayments = map[int64]int{}
	}
	j.ackedPayments[id] = i
	j.mu.Unlock()
	return id, true, nil
}

// payments: six members buy credits with the checkout on one instance, the choice at
// the sandbox's page on the next and the webhook on the third; the buyer's stream on
// yet another sees the payment and the new balance, and the balance grew once.
func (j *journey) payments(t *testing.T) {
	j.openStreams(t)
	pkg, method := j.offer(t, j.members[0])
	for i := range 6 {
		m := j.members[i]
		before := j.balance(t, m)
		at := func(k int) func() string { return func() string { return j.inst(i + k) } }
		id, ok, err := j.pay(i, pkg, method, at(1), at(2), at(3), 1)
		if err != nil || !ok {
			t.Fatalf("payment of member %d: %v", i, err)
		}
		if _, ok := j.streams[i].find(amora.EventPayment, live, func(data []byte) bool {
			var p amora.PaymentEvent
			return json.Unmarshal(data, &p) == nil && p.PaymentID == id && p.Status == amora.PaymentPaid
		}); !ok {
			t.Errorf("member %d's stream on instance %d did not hear payment %d paid", i, i%instances, id)
		}
		var credits int
		if err := j.db.QueryRow(`SELECT p.credits FROM payments p WHERE p.id = $1`, id).Scan(&credits); err != nil {
			t.Fatal(err)
		}
		if after := j.balance(t, m); after != before+credits {
			t.Errorf("member %d: balance %d → %d after a payment of %d credits (checkout, choice and webhook on three instances)", i, before, after, credits)
		}
	}
}

// balance is the member's credits as the API answers them.
func (j *journey) balance(t *testing.T, m *member) int {
	t.Helper()
	var u struct{ Credits int }
	a := m.do("GET", j.c.proxy.base+"/api/user", nil)
	if a.Status != 200 || a.decode(&u) != nil {
		t.Fatalf("GET /api/user of %s: %s", m.name, a)
	}
	return u.Credits
}

// jobsOnce: once the queue is idle, every job ran exactly once (one attempt, done),
// and no member got the same mail twice.
func (j *journey) jobsOnce(t *testing.T) {
	deadline := time.Now().Add(20 * time.Second)
	for {
		var pending int
		if err := j.db.QueryRow(`SELECT count(*) FROM jobs WHERE status = 'pending' AND run_at <= $1`,
			time.Now().UTC().Format(time.RFC3339Nano)).Scan(&pending); err != nil {
			t.Fatal(err)
		}
		if pending == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d jobs still due after 20 s", pending)
		}
		time.Sleep(100 * time.Millisecond)
	}
	rows, err := j.db.Query(`SELECT kind, status, attempts, last_error, count(*) FROM jobs GROUP BY kind, status, attempts, last_error ORDER BY kind`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var summary []string
	for rows.Next() {
		var kind, status, lastError string
		var attempts, n int
		if err := rows.Scan(&kind, &status, &attempts, &lastError, &n); err != nil {
			t.Fatal(err)
		}
		summary = append(summary, fmt.Sprintf("%s %s×%d (attempts %d)", kind, status, n, attempts))
		if status == "done" && attempts != 1 || status == "failed" || status == "pending" && lastError != "" {
			t.Errorf("%d %s jobs %s after %d attempts: %s", n, kind, status, attempts, lastError)
		}
	}
	t.Logf("jobs: %s", strings.Join(summary, "; "))
	seen := map[string]int{}
	for _, m := range j.c.smtp.all() {
		seen[m.To+" "+m.Subject]++
	}
	for k, n := range seen {
		if n > 1 {
			t.Errorf("mail sent %d times: %s", n, k)
		}
	}
	t.Logf("%d mails sent, none twice", len(j.c.smtp.all()))
}

// loginAdmin adds an admin with the command line, sets the account up through the
// proxy (password and TOTP) and keeps the console session.
func (j *journey) loginAdmin(t *testing.T) *client {
	if j.admin != nil {
		return j.admin
	}
	out := j.c.run("staff", "add", "--email", "admin-"+j.run+"@cluster.test", "--role", "admin", "--name", "Cluster Admin")
	tok := regexp.MustCompile(`token=([A-Za-z0-9_-]+)`).FindStringSubmatch(out)
	if tok == nil {
		t.Fatalf("amora staff add printed no set-up link:\n%s", out)
	}
	admin := newClient("admin")
	var info struct {
		Secret string `json:"totp_secret"`
	}
	if a := admin.do("GET", j.c.proxy.base+"/api/admin/setup?token="+tok[1], nil); a.Status != 200 || a.decode(&info) != nil {
		t.Fatalf("admin set-up info: %s", a)
	}
	code, err := amora.TOTPCode(info.Secret, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if a := admin.do("POST", j.c.proxy.base+"/api/admin/setup", map[string]string{"token": tok[1], "password": "cluster-admin-pass-2026", "totp": code}); a.Status != 200 {
		t.Fatalf("admin set-up: %s", a)
	}
	j.admin = admin
	return admin
}

// setting: an admin changes the price of a message through the proxy; every
// instance answers the new price within seconds (their site caches keep a site 10 s
// when nobody tells them).
func (j *journey) setting(t *testing.T) {
	admin := j.loginAdmin(t)
	priceOn := func(base string) int {
		var s amora.Settings
		if a := newClient("visitor").do("GET", base+"/api/settings", nil); a.Status != 200 || a.decode(&s) != nil {
			t.Fatalf("settings at %s: %s", base, a)
		}
		return s.MessageCredits
	}
	was := priceOn(j.inst(0))
	for i := range instances { // every instance has the site cached now
		if got := priceOn(j.inst(i)); got != was {
			t.Fatalf("instance %d answers a message price of %d, instance 0 of %d", i, got, was)
		}
	}
	changed := time.Now()
	if a := admin.do("PUT", j.c.proxy.base+"/api/admin/sites/*", map[string]any{"reason": "Cluster test price change",
		"settings": map[string]int{"message_credits": was + 1}}); a.Status != 200 {
		t.Fatalf("change the message price: %s", a)
	}
	var slowest time.Duration
	for i := range instances {
		for priceOn(j.inst(i)) != was+1 {
			if time.Since(changed) > 3*time.Second {
				t.Fatalf("instance %d still answers the old message price 3 s after the change", i)
			}
			time.Sleep(20 * time.Millisecond)
		}
		slowest = max(slowest, time.Since(changed))
	}
	t.Logf("the new message price was on every instance %s after the change was sent", slowest.Round(time.Millisecond))
}

// ban: a member holds a stream on each instance; an admin bans them through the
// proxy, and every stream ends within seconds, the session with them.
func (j *journey) ban(t *testing.T) {
	admin := j.loginAdmin(t)
	j.banned = members - 1
	m := j.members[j.banned]
	var held []*stream
	for i := range instances {
		s, err := m.openStream(j.inst(i), false)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.close)
		held = append(held, s)
	}
	banned := time.Now()
	if a := admin.do("POST", j.c.proxy.base+"/api/admin/members/"+strconv.FormatInt(m.id, 10)+"/ban",
		map[string]string{"reason": "Scam reports confirmed", "ground": amora.BanScam}); a.Status != 200 {
		t.Fatalf("ban: %s", a)
	}
	var slowest time.Duration
	for i, s := range append(held, j.streams[j.banned]) {
		if !s.hasEnded(3 * time.Second) {
			t.Errorf("stream %d of the banned member is still open 3 s after the ban", i)
			continue
		}
		slowest = max(slowest, time.Since(banned))
	}
	t.Logf("the banned member's %d streams on %d instances ended within %s", len(held)+1, instances, slowest.Round(time.Millisecond))
	for i := range instances {
		if a := m.do("GET", j.inst(i)+"/api/user", nil); !strings.Contains(string(a.Body), `"code":"authentication_required"`) {
			t.Errorf("the banned member's session on instance %d: %s, want authentication_required", i, a)
		}
	}
}
