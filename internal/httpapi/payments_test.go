package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/payment"
	"amora/internal/realtime"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// smsOutbox captures the text messages the server sends.
type smsOutbox struct {
	mu   sync.Mutex
	sent []struct{ to, text string }
}

func (o *smsOutbox) SendSMS(_ context.Context, to, text string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent = append(o.sent, struct{ to, text string }{to, text})
	return nil
}

func (o *smsOutbox) last(t *testing.T) (to, text string) {
	t.Helper()
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.sent) == 0 {
		t.Fatal("no SMS sent")
	}
	m := o.sent[len(o.sent)-1]
	return m.to, m.text
}

// billing is a server with billing on a fixed clock, the sandbox provider, a captured
// SMS outbox and an in-process broker, every API answer checked against the contract.
type billing struct {
	db      *sqlstore.DB
	api     *httpapi.Server
	srv     *httptest.Server
	sandbox *payment.Sandbox
	sms     *smsOutbox
	events  *realtime.Local
	now     time.Time // the clock of the store and the server
}

func newBilling(t *testing.T, db *sqlstore.DB) *billing {
	t.Helper()
	b := &billing{db: db, api: newServer(t, db), sandbox: &payment.Sandbox{Store: db}, sms: &smsOutbox{}, events: realtime.NewLocal(),
		now: time.Now().UTC().Truncate(time.Second)}
	db.Now = func() time.Time { return b.now }
	b.api.Now, b.sandbox.Now = db.Now, db.Now
	b.api.Billing, b.api.Provider, b.api.SMS, b.api.Events = db, "sandbox", b.sms, b.events
	b.api.Providers = map[string]amora.PaymentProvider{"sandbox": b.sandbox}
	b.api.BaseURL = "http://localhost:8080"
	b.srv = httptest.NewServer(checked(t, contract(t), b.api.Handler()))
	t.Cleanup(b.srv.Close)
	return b
}

// member signs up a member of country through the API.
func (b *billing) member(t *testing.T, local, country string) (*client, int64) {
	t.Helper()
	c, id := signupAs(t, b.srv, local)
	cities := map[string]string{"NL": `"region":"NL-UT","city":"Utrecht"`, "PL": `"region":"PL-14","city":"Warszawa"`, "BE": `"region":"BE-VAN","city":"Antwerpen"`,
		"CH": `"region":"CH-ZH","city":"Zürich"`, "GB": `"region":"GB-ENG","city":"London"`}
	c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"`+country+`",`+cities[country]+`}`, 200)
	return c, mustID(t, id)
}

// pkg finds the id of the package of credits in the offer.
func pkg(t *testing.T, c *client, credits int) string {
	t.Helper()
	var offer struct {
		Packages []struct{ ID, Credits int }
	}
	json.Unmarshal([]byte(c.expect("GET", "/api/packages", "", 200)), &offer)
	for _, p := range offer.Packages {
		if p.Credits == credits {
			return itoa(int64(p.ID))
		}
	}
	t.Fatalf("no package of %d credits: %+v", credits, offer)
	return ""
}

// checkout creates a payment and returns its id and checkout URL.
func checkout(t *testing.T, c *client, body string) (string, string) {
	t.Helper()
	var out struct {
		PaymentID   int64  `json:"payment_id"`
		CheckoutURL string `json:"checkout_url"`
	}
	if err := json.Unmarshal([]byte(c.expect("POST", "/api/payments", body, 201, `"checkout_url":"/sandbox/checkout/`)), &out); err != nil {
		t.Fatal(err)
	}
	return itoa(out.PaymentID), out.CheckoutURL
}

// postForm posts a form as a browser does from a page: no client header.
func postForm(t *testing.T, c *client, path string, form url.Values, header map[string]string) (int, string, http.Header) {
	t.Helper()
	req, _ := http.NewRequest("POST", c.base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body), resp.Header
}

var sameOrigin = map[string]string{"Sec-Fetch-Site": "same-origin"}

// pay chooses an outcome at the sandbox checkout, as the buyer's browser does.
func pay(t *testing.T, c *client, paymentID, status string) {
	t.Helper()
	code, body, h := postForm(t, c, "/sandbox/checkout/"+paymentID, url.Values{"status": {status}}, sameOrigin)
	if code != http.StatusSeeOther || !strings.HasSuffix(h.Get("Location"), "?payment_id="+paymentID) || !strings.HasPrefix(h.Get("Location"), "/credits/") {
		t.Fatalf("checkout %s: %d %s, location %q", status, code, body, h.Get("Location"))
	}
}

// nextEvents collects the events on ch until it has n or two seconds passed.
func nextEvents(ch <-chan amora.Event, n int) []string {
	var got []string
	timeout := time.After(2 * time.Second)
	for len(got) < n {
		select {
		case ev := <-ch:
			data, _ := json.Marshal(ev.Data)
			got = append(got, ev.Type+" "+string(data))
		case <-timeout:
			return got
		}
	}
	return got
}

// TestBuyCredits buys credits through the sandbox checkout with the time bonus, then
// checks the return screen's state, the live events, premium, idempotent webhooks and
// the transactions with their receipt.
func TestBuyCredits(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, annaID := b.member(t, "anna", "NL")
		bart, _ := b.member(t, "bart", "NL")
		visitor := newClient(t, b.srv)
		events, stop := b.events.Subscribe(amora.MemberTopic(annaID))
		defer stop()

		anna.expect("GET", "/api/packages", "", 200, `"currency":"EUR"`, `"methods":["ideal",`, `"price":1995`, `"popular":true`,
			`"code":"TIMEBONUS25"`, `"remaining_seconds":14400`, `"stored_card":false`)
		fifty := pkg(t, anna, 50)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"bancontact"}`, 400, `"key":"paymentMethod"`)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"NOPE"}`, 404, `"key":"discountNotFound"`, `"message":"Code not found"`)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":999,"method":"ideal"}`, 404, `"key":"packageNotFound"`)
		visitor.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal"}`, 403, `"code":"authentication_required"`)

		id, checkoutURL := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"timebonus25"}`)
		anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"open"`, `"amount":1496`, `"discount_code":"TIMEBONUS25"`,
			`"discount_percentage":25`, `"paid_at":null`, `"credits":50`)
		bart.expect("GET", "/api/payments/"+id, "", 404)
		bart.expect("GET", "/api/transactions/"+id, "", 404)
		anna.expect("GET", checkoutURL, "", 200, "TEST CHECKOUT", "14.96 EUR", "50 credits", `value="paid"`, `value="expired"`)
		bart.expect("GET", checkoutURL, "", 404)
		visitor.expect("GET", checkoutURL, "", 404)

		t.Run("ErrCrossSitePost", func(t *testing.T) {
			code, _, _ := postForm(t, anna, checkoutURL, map[string][]string{"status": {"paid"}},
				map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"})
			if code != http.StatusForbidden {
				t.Errorf("cross-site post = %d, want 403", code)
			}
			anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"open"`)
		})
		t.Run("ErrOtherMembersCheckout", func(t *testing.T) {
			if code, _, _ := postForm(t, bart, checkoutURL, map[string][]string{"status": {"paid"}}, sameOrigin); code != 404 {
				t.Errorf("bart paid anna's order: %d", code)
			}
		})
		if code, _, _ := postForm(t, anna, checkoutURL, map[string][]string{"status": {"refunded"}}, sameOrigin); code != 400 {
			t.Errorf("unknown outcome = %d", code)
		}
		pay(t, anna, id, "paid")
		t.Run("LiveEvents", func(t *testing.T) {
			want := []string{`payment {"payment_id":` + id + `,"status":"paid"}`, `credits {"credits":60}`}
			if got := nextEvents(events, 2); strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("events %q, want %q", got, want)
			}
		})
		anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"paid"`, `"paid_at":"`)
		anna.expect("GET", "/api/user", "", 200, `"credits":60`, `"paid_user":true`)
		anna.expect("GET", checkoutURL, "", 200, "This payment is paid")
		pay(t, anna, id, "failed") // decided before: back to the return screen, nothing changes

		// The provider's webhook, ten times: credited once, and the body is never trusted.
		p, err := db.Payment(context.Background(), annaID, mustID(t, id))
		if err != nil {
			t.Fatal(err)
		}
		fromProvider := map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://api.mollie.com"}
		for range 10 {
			if code, body, _ := postForm(t, visitor, "/api/payments/webhook/sandbox", url.Values{"id": {p.ProviderID}}, fromProvider); code != 200 || body != "ok" {
				t.Errorf("webhook = %d %s", code, body)
			}
		}
		if code, body, _ := postForm(t, visitor, "/api/payments/webhook/sandbox", url.Values{"id": {"tr_unknown"}}, nil); code != 200 || body != "ignored" {
			t.Errorf("unknown id = %d %s", code, body)
		}
		if code, body, _ := postForm(t, visitor, "/api/payments/webhook/mollie", url.Values{"id": {p.ProviderID}}, nil); code != 404 {
			t.Errorf("unconfigured provider = %d %s", code, body)
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":60`)
		if sum, _ := db.LedgerBalance(context.Background(), annaID); sum != 60 {
			t.Errorf("ledger %d", sum)
		}

		// The time bonus is used and anna has paid: no discount, welcome or bonus.
		anna.expect("GET", "/api/packages", "", 200, `"discount":null`)
		anna.expect("GET", "/api/discountcode?time_bonus=true", "", 404, `"key":"discountNotFound"`)
		anna.expect("GET", "/api/discountcode.php?welcome=true", "", 409, `"key":"discountUsed"`, `"message":"Code already used"`)

		anna.expect("GET", "/api/transactions", "", 200, `"transactions":[{"payment_id":`+id, `"status":"paid"`)
		anna.expect("GET", "/api/transactions/"+id, "", 200, `"net":1236`, `"vat":260`, `"vat_rate":21`, `"country":"NL"`,
			`"reference":"`+p.ProviderID+`"`)
		visitor.expect("GET", "/api/transactions", "", 403)
	})
}

// TestPaymentOutcomes walks the other outcomes of the checkout and a webhook that brings
// the provider's later status.
func TestPaymentOutcomes(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, annaID := b.member(t, "anna", "NL")
		twenty := pkg(t, anna, 20)
		for _, status := range []string{"failed", "canceled", "expired"} {
			t.Run(status, func(t *testing.T) {
				id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"paypal"}`)
				pay(t, anna, id, status)
				anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"`+status+`"`, `"paid_at":null`)
			})
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":10`, `"paid_user":false`)

		t.Run("PendingThenWebhook", func(t *testing.T) {
			id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"sct"}`)
			pay(t, anna, id, "pending")
			anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"pending"`)
			p, _ := db.Payment(context.Background(), annaID, mustID(t, id))
			visitor := newClient(t, b.srv)
			// A webhook claiming paid changes nothing while the provider says pending.
			postForm(t, visitor, "/api/payments/webhook/sandbox", url.Values{"id": {p.ProviderID}, "status": {"paid"}}, nil)
			anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"pending"`)
			// The transfer arrives at the provider; its webhook credits.
			if err := db.SetSandboxStatus(context.Background(), p.ProviderID, amora.PaymentPaid); err != nil {
				t.Fatal(err)
			}
			postForm(t, visitor, "/api/payments/webhook/sandbox", url.Values{"id": {p.ProviderID}}, nil)
			anna.expect("GET", "/api/user", "", 200, `"credits":30`, `"paid_user":true`)
		})
		t.Run("StatusCheckWithoutWebhook", func(t *testing.T) {
			id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"ideal"}`)
			p, _ := db.Payment(context.Background(), annaID, mustID(t, id))
			if err := db.SetSandboxStatus(context.Background(), p.ProviderID, amora.PaymentPaid); err != nil {
				t.Fatal(err)
			}
			anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"paid"`)
			anna.expect("GET", "/api/user", "", 200, `"credits":50`)
		})
	})
}

// TestRepeatOrder stores a card with a first card payment and buys again with it.
func TestRepeatOrder(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, _ := b.member(t, "anna", "NL")
		twenty := pkg(t, anna, 20)
		anna.expect("POST", "/api/payments/repeat", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`}`, 409, `"key":"noStoredCard"`)
		id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"ideal"}`)
		pay(t, anna, id, "paid")
		anna.expect("POST", "/api/payments/repeat", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`}`, 409, `"key":"noStoredCard"`)
		id, _ = checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"visa"}`)
		pay(t, anna, id, "paid")
		anna.expect("GET", "/api/packages", "", 200, `"stored_card":true`)
		anna.expect("GET", "/api/user", "", 200, `"credits":50`)

		body := anna.expect("POST", "/api/payments/repeat", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`}`, 201, `"checkout_url":null`)
		var out struct {
			PaymentID int64 `json:"payment_id"`
		}
		json.Unmarshal([]byte(body), &out)
		anna.expect("GET", "/api/payments/"+itoa(out.PaymentID), "", 200, `"status":"paid"`, `"stored_card":true`, `"method":"visa"`)
		anna.expect("GET", "/api/user", "", 200, `"credits":70`)
		anna.expect("POST", "/api/payments/repeat", `{"accept_terms":true,"immediate_delivery":true,"package_id":999}`, 404)

		b.sandbox.RecurringStatus = amora.PaymentFailed
		body = anna.expect("POST", "/api/payments/repeat", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`}`, 201)
		json.Unmarshal([]byte(body), &out)
		anna.expect("GET", "/api/payments/"+itoa(out.PaymentID), "", 200, `"status":"failed"`, `"stored_card":true`)
		anna.expect("GET", "/api/user", "", 200, `"credits":70`)
	})
}

// TestDiscountCodeAPI checks GET /api/discountcode and the offer for a new member and
// for a visitor.
func TestDiscountCodeAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		ctx := context.Background()
		if err := db.PutDiscountCode(ctx, amora.DiscountCode{Code: "SPRING", Percentage: 10, Country: "NL", MinimumOrderValue: 2000,
			Currency: "EUR", PaymentMethods: []string{"ideal"}, Expires: db.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		anna, _ := b.member(t, "anna", "NL")
		visitor := newClient(t, b.srv)
		visitor.expect("GET", "/api/packages", "", 200, `"discount":null`, `"stored_card":false`, `"currency":"EUR"`)
		visitorPL := map[string]string{"CF-IPCountry": "PL"}
		run(t, b.srv.Config.Handler, []scenario{
			{name: "VisitorInPoland", path: "/api/packages", header: visitorPL, wantStatus: 200,
				wantBody: []string{`"currency":"PLN"`, `"methods":["blik","prezelewy24",`, `"price":8599`}},
			{name: "VisitorUnknownCountry", path: "/api/packages", header: map[string]string{"CF-IPCountry": "BR"}, wantStatus: 200,
				wantBody: []string{`"currency":"EUR"`, `"methods":["visa",`}},
			{name: "ErrVisitorDiscount", path: "/api/discountcode", wantStatus: 403},
		})
		anna.expect("GET", "/api/discountcode.php?time_bonus=true", "", 200, `"code":"TIMEBONUS25"`, `"value_percentage":25`,
			`"percentage":25`, `"validity":"once-per-user"`, `"status":"active"`, `"remaining_seconds":14400`, `"expired":false`, `"paymentmethods":[]`)
		anna.expect("GET", "/api/discountcode", "", 200, `"code":"TIMEBONUS25"`)
		anna.expect("GET", "/api/discountcode?welcome=true", "", 404, `"key":"discountNotFound"`)
		anna.expect("GET", "/api/discountcode?code=spring", "", 200, `"code":"SPRING"`, `"country":"NL"`, `"minimum_order_value":2000`,
			`"minimum":2000`, `"currency":"EUR"`, `"paymentmethods":["ideal"]`, `"remaining_seconds":3600`, `"user_id":null`)
		anna.expect("GET", "/api/discountcode?code=nope", "", 404, `"message":"Code not found"`)
		fifty := pkg(t, anna, 50)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"SPRING"}`, 400, `"key":"discountMinimum"`)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+pkg(t, anna, 120)+`,"method":"paypal","discount_code":"SPRING"}`, 400, `"key":"discountMethod"`)
		checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+pkg(t, anna, 120)+`,"method":"ideal","discount_code":"SPRING"}`)

		// Four hours later the welcome discount takes over.
		b.now = b.now.Add(amora.TimeBonusWindow)
		anna.expect("GET", "/api/discountcode?time_bonus=true", "", 404)
		anna.expect("GET", "/api/discountcode?welcome=true", "", 200, `"code":"WELCOME25"`, `"remaining_seconds":590400`)
		anna.expect("GET", "/api/packages", "", 200, `"code":"WELCOME25"`)
		anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"TIMEBONUS25"}`, 400, `"key":"discountExpired"`)
		checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+fifty+`,"method":"ideal","discount_code":"WELCOME25"}`)
	})
}

// brokenProvider is a payment provider that cannot be reached.
type brokenProvider struct{}

var errProviderDown = errors.New("dial tcp: connection refused")

func (brokenProvider) Name() string { return "sandbox" }
func (brokenProvider) Create(context.Context, amora.PaymentRequest) (amora.ProviderPayment, error) {
	return amora.ProviderPayment{}, errProviderDown
}
func (brokenProvider) Get(context.Context, string) (amora.ProviderStatus, error) {
	return amora.ProviderStatus{}, errProviderDown
}
func (brokenProvider) CreateRecurring(context.Context, amora.PaymentRequest, amora.Mandate) (amora.ProviderPayment, error) {
	return amora.ProviderPayment{}, errProviderDown
}
func (brokenProvider) CreateDirectDebit(context.Context, amora.PaymentRequest, amora.DirectDebitAccount) (amora.ProviderPayment, error) {
	return amora.ProviderPayment{}, errProviderDown
}

// TestProviderDown checks that a provider that cannot be reached leaves a failed
// payment and a message to try later, without its error text; status checks answer
// the stored payment.
func TestProviderDown(t *testing.T) {
	db := storetest.SQLite(t)
	b := newBilling(t, db)
	anna, annaID := b.member(t, "anna", "NL")
	twenty := pkg(t, anna, 20)
	id, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"ideal"}`)
	b.api.Providers["sandbox"] = brokenProvider{}
	body := anna.expect("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+twenty+`,"method":"ideal"}`, 503, `"key":"paymentUnavailable"`)
	if strings.Contains(body, "refused") {
		t.Errorf("the provider's error reached the member: %s", body)
	}
	list, err := db.Payments(context.Background(), annaID)
	if err != nil || len(list) != 2 || list[0].Status != amora.PaymentFailed || list[0].ProviderID != "" {
		t.Errorf("payments %+v, %v; want the newest failed without a provider id", list, err)
	}
	anna.expect("GET", "/api/payments/"+id, "", 200, `"status":"open"`)
	p, _ := db.Payment(context.Background(), annaID, mustID(t, id))
	if code, _, _ := postForm(t, newClient(t, b.srv), "/api/payments/webhook/sandbox", url.Values{"id": {p.ProviderID}}, nil); code != 500 {
		t.Errorf("webhook while the provider is down = %d, want 500 so that it is retried", code)
	}
}

// TestDiscountReservedAPI opens a checkout with the time bonus, then a second one with
// it (409 discountReserved), lets the first fail at the checkout and opens again,
// paying the second at the discount.
func TestDiscountReservedAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, _ := b.member(t, "anna", "NL")
		order := `{"accept_terms":true,"immediate_delivery":true,"package_id":` + pkg(t, anna, 50) + `,"method":"ideal","discount_code":"TIMEBONUS25"}`
		first, _ := checkout(t, anna, order)
		anna.expect("POST", "/api/payments", order, 409, `"key":"discountReserved"`)
		anna.expect("GET", "/api/discountcode?code=TIMEBONUS25", "", 409, `"key":"discountReserved"`)
		pay(t, anna, first, "failed")
		second, _ := checkout(t, anna, order)
		pay(t, anna, second, "paid")
		anna.expect("GET", "/api/payments/"+second, "", 200, `"status":"paid"`, `"discount_code":"TIMEBONUS25"`)
	})
}

// doWithKey sends a request of c with an Idempotency-Key header.
func doWithKey(c *client, method, path, body, key string) (int, string, http.Header) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("X-Requested-With", "amora")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

// TestIdempotencyKey sends POST /api/payments with one Idempotency-Key from parallel
// requests and again later, against a fake Mollie: one provider payment, the same
// answer every time; the key with another order is 409, a malformed key 400.
func TestIdempotencyKey(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		mollie := newFakeMollie(t)
		mollie.delay = 200 * time.Millisecond
		b.api.Providers = map[string]amora.PaymentProvider{"mollie": mollie.provider}
		b.api.Provider = "mollie"
		anna, annaID := b.member(t, "anna", "NL")
		order := `{"accept_terms":true,"immediate_delivery":true,"package_id":` + pkg(t, anna, 50) + `,"method":"ideal","discount_code":"TIMEBONUS25"}`
		const key = "3f2b8c1e-6a7d-4e59-9b0c-2d1f4a6e8b7c"

		const n = 8
		bodies := make([]string, n)
		codes := make([]int, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i], bodies[i], _ = doWithKey(anna, "POST", "/api/payments", order, key)
			}()
		}
		wg.Wait()
		for i := range n {
			if codes[i] != 201 || bodies[i] != bodies[0] || !strings.Contains(bodies[i], `"checkout_url":"https://www.mollie.com/checkout/`) {
				t.Errorf("parallel request %d: %d %s (first: %s)", i, codes[i], bodies[i], bodies[0])
			}
		}
		if creates, _ := mollie.counts(); creates != 1 {
			t.Errorf("%d provider payments for one key, want 1", creates)
		}
		code, body, h := doWithKey(anna, "POST", "/api/payments", order, key)
		if code != 201 || body != bodies[0] || h.Get("Idempotent-Replayed") != "true" {
			t.Errorf("repeat: %d %s %v", code, body, h)
		}
		b.now = b.now.Add(23 * time.Hour)
		if code, body, _ := doWithKey(anna, "POST", "/api/payments", order, key); code != 201 || body != bodies[0] {
			t.Errorf("repeat after 23 h: %d %s", code, body)
		}
		other := `{"accept_terms":true,"immediate_delivery":true,"package_id":` + pkg(t, anna, 120) + `,"method":"ideal"}`
		if code, body, _ := doWithKey(anna, "POST", "/api/payments", other, key); code != 409 || !strings.Contains(body, `"key":"paymentKeyReused"`) {
			t.Errorf("key reused for another order: %d %s", code, body)
		}
		for _, bad := range []string{"short", strings.Repeat("k", 129), "has space in it", "ключ-ключ-ключ"} {
			if code, body, _ := doWithKey(anna, "POST", "/api/payments", order, bad); code != 400 || !strings.Contains(body, `"key":"paymentKeyInvalid"`) {
				t.Errorf("key %q: %d %s", bad, code, body)
			}
		}
		// A day later the key is forgotten: it makes a new payment.
		b.now = b.now.Add(2 * time.Hour)
		if code, body, _ := doWithKey(anna, "POST", "/api/payments", other, key); code != 201 || body == bodies[0] {
			t.Errorf("key after 25 h: %d %s", code, body)
		}
		// Another member's request with the same key is their own.
		bert, _ := b.member(t, "bert", "NL")
		if code, body, _ := doWithKey(bert, "POST", "/api/payments", other, key); code != 201 || body == bodies[0] {
			t.Errorf("another member, same key: %d %s", code, body)
		}
		list, err := db.Payments(context.Background(), annaID)
		if err != nil || len(list) != 2 {
			t.Errorf("anna has %d payments, want 2: %v", len(list), err)
		}
		if creates, _ := mollie.counts(); creates != 3 {
			t.Errorf("%d provider payments, want 3", creates)
		}
	})
}

// TestIdempotencyKeyRepeatOrder repeats a one-click order with the same key: one
// recurring payment.
func TestIdempotencyKeyRepeatOrder(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		b := newBilling(t, db)
		anna, annaID := b.member(t, "anna", "NL")
		first, _ := checkout(t, anna, `{"accept_terms":true,"immediate_delivery":true,"package_id":`+pkg(t, anna, 20)+`,"method":"creditcard"}`)
		pay(t, anna, first, "paid")
		order := `{"accept_terms":true,"immediate_delivery":true,"package_id":` + pkg(t, anna, 50) + `}`
		code1, body1, _ := doWithKey(anna, "POST", "/api/payments/repeat", order, "repeat-key-0001")
		code2, body2, h := doWithKey(anna, "POST", "/api/payments/repeat", order, "repeat-key-0001")
		if code1 != 201 || code2 != 201 || body1 != body2 || h.Get("Idempotent-Replayed") != "true" {
			t.Errorf("repeat order twice: %d %s, %d %s", code1, body1, code2, body2)
		}
		list, _ := db.Payments(context.Background(), annaID)
		if len(list) != 2 {
			t.Errorf("%d payments, want 2 (the first and one repeat order)", len(list))
		}
		anna.expect("GET", "/api/user", "", 200, `"credits":80`)
	})
}
