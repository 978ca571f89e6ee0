package postback_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/jobs"
	"amora/internal/postback"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var t0 = time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)

// receiver is a network's postback endpoint that fails the first fail calls with 503.
type receiver struct {
	mu    sync.Mutex
	fail  int
	calls []url.URL
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, *req.URL)
	if len(r.calls) <= r.fail {
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// TestPostbackRetriedWithBackoff: a sign-up through a configured network queues a
// postback; the receiver fails the first call, the job runs again after the backoff
// (not before) and succeeds; both attempts are logged with their status codes, and the
// receiver got the macros filled and escaped.
func TestPostbackRetriedWithBackoff(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		clock := func() time.Time { return now }
		db.Now = clock
		rcv := &receiver{fail: 1}
		srv := httptest.NewServer(rcv)
		t.Cleanup(srv.Close)

		admin := storetest.NewStaff(t, db, "pbs@amora.test", amora.StaffAdmin)
		e := admin.AuditEntry("", "", 0)
		e.Reason = "Partner."
		if _, err := db.SavePostbackNetwork(ctx, amora.PostbackNetwork{Network: "affnet", Enabled: true,
			URLTemplate: srv.URL + "/pb/{event}?cid={click_id}&s1={sub1}&s2={sub2}&s3={sub3}&a={amount}&c={currency}&p={payout}",
			Payouts:     map[string]int{amora.EventSignup: 150}}, e); err != nil {
			t.Fatal(err)
		}
		f := amora.SignupForm{Name: "Sanne", Email: "pb@example.nl", Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17", Language: "nl"}
		f.Attribution.First = amora.Touch{Source: amora.TrafficSource{Network: "affnet", Ref: "r", Sub1: "a b", Sub2: "x&y=z", Sub3: "ü", ClickID: "CLK/1?"}, At: t0}
		u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}, f)
		if err != nil {
			t.Fatal(err)
		}

		runner := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
		runner.Now = clock
		runner.Handle(sqlstore.JobActivationMail, func(context.Context, []byte) error { return nil })
		(&postback.Sender{Store: db, Now: clock}).Register(runner)
		runAll := func() {
			for {
				ran, err := runner.RunOnce(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if !ran {
					return
				}
			}
		}
		runAll()
		list, err := db.UserConversions(ctx, u.ID)
		if err != nil || len(list) != 1 {
			t.Fatalf("conversions %+v %v", list, err)
		}
		c := list[0]
		if c.PostbackStatus != amora.PostbackPending || len(c.Attempts) != 1 {
			t.Fatalf("after the failure: %+v", c)
		}
		if a := c.Attempts[0]; a.Status != "failed" || a.ResponseCode != 503 || a.Error == "" || a.Attempt != 1 || !a.AttemptedAt.Equal(t0) {
			t.Errorf("first attempt %+v", a)
		}

		now = t0.Add(amora.JobBackoff(1) - time.Second)
		runAll()
		if len(rcv.calls) != 1 {
			t.Fatalf("the postback ran again before its backoff: %d calls", len(rcv.calls))
		}
		now = t0.Add(amora.JobBackoff(1))
		runAll()
		got, err := db.Conversion(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.PostbackStatus != amora.PostbackSent || len(got.Attempts) != 2 {
			t.Fatalf("after the retry: %+v", got)
		}
		if a := got.Attempts[1]; a.Status != "ok" || a.ResponseCode != 204 || a.Error != "" || a.Attempt != 2 || !a.AttemptedAt.Equal(now) {
			t.Errorf("second attempt %+v", a)
		}
		if len(rcv.calls) != 2 {
			t.Fatalf("receiver got %d calls, want 2", len(rcv.calls))
		}
		call := rcv.calls[1]
		q := call.Query()
		if call.Path != "/pb/signup" || q.Get("cid") != "CLK/1?" || q.Get("s1") != "a b" || q.Get("s2") != "x&y=z" || q.Get("s3") != "ü" ||
			q.Get("a") != "0.00" || q.Get("c") != "" || q.Get("p") != "1.50" {
			t.Errorf("receiver got %s", call.String())
		}
		if call.RawQuery[:len("cid=CLK%2F1%3F&s1=a%20b&s2=x%26y%3Dz")] != "cid=CLK%2F1%3F&s1=a%20b&s2=x%26y%3Dz" {
			t.Errorf("macros not escaped: %s", call.RawQuery)
		}
		if got.Attempts[1].URL != srv.URL+call.String() {
			t.Errorf("logged URL %s, sent %s", got.Attempts[1].URL, call.String())
		}
		listed, err := db.Conversions(ctx, amora.ConversionFilter{Network: "affnet"})
		if err != nil || len(listed) != 1 || len(listed[0].Attempts) != 2 {
			t.Errorf("console list %+v %v", listed, err)
		}
	})
}

// TestPostbackGivesUp: a receiver that always fails is tried PostbackMaxAttempts
// times; then the postback is failed for good.
func TestPostbackGivesUp(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	now := t0
	clock := func() time.Time { return now }
	db.Now = clock
	rcv := &receiver{fail: 1000}
	srv := httptest.NewServer(rcv)
	t.Cleanup(srv.Close)
	admin := storetest.NewStaff(t, db, "pbg@amora.test", amora.StaffAdmin)
	e := admin.AuditEntry("", "", 0)
	e.Reason = "Partner."
	if _, err := db.SavePostbackNetwork(ctx, amora.PostbackNetwork{Network: "affnet", Enabled: true, URLTemplate: srv.URL + "/{click_id}"}, e); err != nil {
		t.Fatal(err)
	}
	f := amora.SignupForm{Name: "Sanne", Email: "gu@example.nl", Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17", Language: "nl",
		TrafficSource: amora.TrafficSource{Network: "affnet", ClickID: "c"}}
	u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}, f)
	if err != nil {
		t.Fatal(err)
	}
	runner := jobs.NewRunner(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
	runner.Now = clock
	runner.Handle(sqlstore.JobActivationMail, func(context.Context, []byte) error { return nil })
	(&postback.Sender{Store: db, Now: clock}).Register(runner)
	for i := 0; i < 3*amora.PostbackMaxAttempts; i++ {
		if _, err := runner.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Hour)
	}
	list, _ := db.UserConversions(ctx, u.ID)
	if len(list) != 1 || list[0].PostbackStatus != amora.PostbackFailed || len(list[0].Attempts) != amora.PostbackMaxAttempts {
		t.Fatalf("after giving up: status %q, %d attempts", list[0].PostbackStatus, len(list[0].Attempts))
	}
	if len(rcv.calls) != amora.PostbackMaxAttempts {
		t.Errorf("receiver called %d times", len(rcv.calls))
	}
}
