package clustertest

import (
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// victim is the instance the kill step ends with SIGKILL.
const victim = 1

// kill: every member but the banned one holds a stream through the proxy, as the app
// does; members send messages and buy credits through the proxy while instance 1 is
// killed with SIGKILL. No acknowledged message or payment may be lost, the proxy must
// stop sending to the dead instance, and the streams it held must come back on the
// others and carry messages live again.
func (j *journey) kill(t *testing.T) {
	admin := j.loginAdmin(t)
	for _, s := range j.streams {
		s.close() // the app's streams go through the balancer from here on
	}
	alive := j.members[:j.banned]
	for _, m := range alive { // enough credits to send at the new price for the whole step
		if a := admin.do("POST", j.c.proxy.base+"/api/admin/members/"+strconv.FormatInt(m.id, 10)+"/credits",
			map[string]any{"amount": 500, "reason": "Cluster test credits"}); a.Status != 200 {
			t.Fatalf("credits for %s: %s", m.name, a)
		}
	}
	streams := make([]*stream, len(alive))
	for i, m := range alive {
		s, err := m.openStream(j.c.proxy.base, true)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.close)
		streams[i] = s
	}
	onVictim := 0
	for _, s := range streams {
		if _, at := s.isConnected(); at == strconv.Itoa(victim) {
			onVictim++
		}
	}
	if onVictim == 0 {
		t.Fatalf("no stream landed on instance %d through the balancer", victim)
	}

	proxy := func() string { return j.c.proxy.base }
	pkg, method := j.offer(t, alive[0])
	stop := make(chan struct{})
	var sends, sendsAcked, pays, paysAcked atomic.Int64
	var wg sync.WaitGroup
	for i := range alive {
		to := (i + 1) % len(alive)
		wg.Go(func() {
			for k := 0; ; k++ {
				select {
				case <-stop:
					return
				default:
				}
				sends.Add(1)
				if a := j.send(j.c.proxy.base, i, to, fmt.Sprintf("kill step %d→%d #%d %s", i, to, k, j.run)); a.Status == 201 {
					sendsAcked.Add(1)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
	for i := range 6 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				pays.Add(1)
				if _, ok, _ := j.pay(i, pkg, method, proxy, proxy, proxy, 30); ok {
					paysAcked.Add(1)
				}
			}
		})
	}
	time.Sleep(1500 * time.Millisecond)
	killed := time.Now()
	j.c.instances[victim].kill()
	back := make(chan time.Duration, 1)
	go func() { back <- allBack(streams, killed) }()
	for j.c.proxy.upCount() == instances {
		if time.Since(killed) > 3*time.Second {
			t.Fatalf("the balancer still sends to the dead instance 3 s after the kill: %s", j.c.proxy)
		}
		time.Sleep(5 * time.Millisecond)
	}
	dropped := time.Since(killed)
	time.Sleep(2500 * time.Millisecond)
	close(stop)
	wg.Wait()
	t.Logf("instance %d killed with %d of %d streams on it; the balancer dropped it after %s; %d requests failed at the balancer",
		victim, onVictim, len(streams), dropped.Round(time.Millisecond), j.c.proxy.failed.Load())
	t.Logf("during the step: %d of %d sends acknowledged, %d of %d payments acknowledged paid; %d checkouts answered unavailable (their first request died with the instance)",
		sendsAcked.Load(), sends.Load(), paysAcked.Load(), pays.Load(), j.unavailable.Load())
	if sendsAcked.Load() == 0 || paysAcked.Load() == 0 {
		t.Fatal("nothing was acknowledged during the step")
	}

	// The streams come back on the living instances.
	reconnected := <-back
	if reconnected < 0 {
		for i, s := range streams {
			t.Logf("member %d's stream: %s", i, s)
		}
		t.Fatal("the streams were not all back on living instances 10 s after the kill")
	}
	t.Logf("every stream was connected to a living instance %s after the kill", reconnected.Round(time.Millisecond))
	for i := range alive {
		to := (i + 1) % len(alive)
		text := fmt.Sprintf("after the kill %d→%d %s", i, to, j.run)
		if a := j.send(j.c.proxy.base, i, to, text); a.Status != 201 {
			t.Fatalf("send after the kill: %s", a)
		}
		if _, ok := messageArrives(streams[to], text, live); !ok {
			t.Errorf("after the kill, member %d's reconnected stream missed a message", to)
		}
	}

	// No acknowledged message is lost.
	j.mu.Lock()
	acked := j.acked
	j.mu.Unlock()
	lost := 0
	for id, m := range acked {
		var body string
		var recipient int64
		err := j.db.QueryRow(`SELECT m.body, cm.member_id FROM messages m JOIN chat_members cm
			ON cm.conversation_id = m.conversation_id AND cm.member_id <> m.sender_id WHERE m.id = $1`, id).Scan(&body, &recipient)
		if err != nil || body != m.text || recipient != j.members[m.to].id {
			lost++
			if lost <= 5 {
				t.Errorf("acknowledged message %d (%q to member %d) is not stored as sent: %q to %d, %v", id, m.text, m.to, body, recipient, err)
			}
		}
	}
	if lost > 0 {
		t.Errorf("%d of %d acknowledged messages lost", lost, len(acked))
	}
	var stored int
	if err := j.db.QueryRow(`SELECT count(*) FROM messages WHERE body LIKE 'kill step %'`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	t.Logf("all %d acknowledged messages of the journey are stored; of the step's %d unacknowledged sends, %d were stored all the same",
		len(acked), sends.Load()-sendsAcked.Load(), int64(stored)-sendsAcked.Load())
}

// allBack waits until every stream is connected to an instance other than the victim
// and answers how long after the kill that was; -1 after 10 s.
func allBack(streams []*stream, killed time.Time) time.Duration {
	for {
		back := true
		for _, s := range streams {
			if ok, at := s.isConnected(); !ok || at == strconv.Itoa(victim) {
				back = false
				break
			}
		}
		if back {
			return time.Since(killed)
		}
		if time.Since(killed) > 10*time.Second {
			return -1
		}
		time.Sleep(5 * time.Millisecond)
	}
}
