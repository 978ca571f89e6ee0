package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// buyWithSandbox buys credits on the running server as a new member would: the
// default sandbox provider's checkout, the buyer choosing paid, the credits arriving;
// then asks for a direct-debit code, which lands in the outbox.
func buyWithSandbox(t *testing.T, base, outbox string) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	call := func(method, path, body string, want int) string {
		t.Helper()
		req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
		req.Header.Set("X-Requested-With", "amora")
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != want {
			t.Fatalf("%s %s = %d, want %d: %s", method, path, resp.StatusCode, want, b)
		}
		return string(b)
	}
	call("POST", "/api/signup", `{"name":"Lena","email":"lena@example.de","password":"sicheres-passwort-7","date_of_birth":"1991-04-04","language":"de"}`, 201)
	call("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"DE","region":"DE-BE","city":"Berlin"}`, 200)
	var offer struct {
		Currency string
		Methods  []string
		Packages []struct{ ID, Credits int }
		Discount *struct{ Code string }
	}
	json.Unmarshal([]byte(call("GET", "/api/packages", "", 200)), &offer)
	if offer.Currency != "EUR" || len(offer.Packages) == 0 || offer.Methods[0] != "sofort" || offer.Discount == nil || offer.Discount.Code != "TIMEBONUS25" {
		t.Fatalf("offer %+v", offer)
	}
	var checkout struct {
		PaymentID   int64  `json:"payment_id"`
		CheckoutURL string `json:"checkout_url"`
	}
	json.Unmarshal([]byte(call("POST", "/api/payments", `{"accept_terms":true,"immediate_delivery":true,"package_id":`+strconv.Itoa(offer.Packages[0].ID)+`,"method":"sofort","discount_code":"TIMEBONUS25"}`, 201)), &checkout)
	if !strings.HasPrefix(checkout.CheckoutURL, "/sandbox/checkout/") {
		t.Fatalf("checkout %+v", checkout)
	}
	req, _ := http.NewRequest("POST", base+checkout.CheckoutURL, strings.NewReader(url.Values{"status": {"paid"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || !strings.Contains(resp.Header.Get("Location"), "payment_id=") {
		t.Fatalf("checkout = %d, location %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	if body := call("GET", "/api/user", "", 200); !strings.Contains(body, `"paid_user":true`) {
		t.Errorf("after paying: %s", body)
	}
	call("POST", "/api/directdebit/otp", `{"phone":"+49 151 2345 6789"}`, 200)
	files, _ := filepath.Glob(filepath.Join(outbox, "*.sms.txt"))
	if len(files) != 1 {
		t.Fatalf("SMS files %v", files)
	}
	if b, _ := os.ReadFile(files[0]); !strings.Contains(string(b), "To: +4915123456789") || !strings.Contains(string(b), "Lastschrift") {
		t.Errorf("SMS %s", b)
	}
}
