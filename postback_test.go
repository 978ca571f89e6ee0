package amora

import (
	"net/url"
	"testing"
	"time"
)

func TestValidatePostbackTemplate(t *testing.T) {
	for tmpl, key := range map[string]string{
		"https://track.example/pb?cid={click_id}&s={sub1}{sub2}{sub3}&e={event}&a={amount}&c={currency}&p={payout}": "",
		"http://127.0.0.1:9000/postback/{event}?id={click_id}":                                                      "",
		"https://track.example/pb?cid={clickid}":                                                                    "postbackTemplateMacro",
		"https://track.example/pb?cid={CLICK_ID}":                                                                   "postbackTemplateMacro",
		"https://track.example/pb?cid={click_id":                                                                    "postbackTemplateBraces",
		"https://track.example/pb?cid=click_id}":                                                                    "postbackTemplateBraces",
		"ftp://track.example/{click_id}":                                                                            "postbackTemplateURL",
		"javascript:alert({click_id})":                                                                              "postbackTemplateURL",
		"https:///nohost?{click_id}":                                                                                "postbackTemplateURL",
		"https://user:pw@track.example/{click_id}":                                                                  "postbackTemplateURL",
		"/relative?{click_id}":                                                                                      "postbackTemplateURL",
		"":                                                                                                          "postbackTemplateURL",
	} {
		err := ValidatePostbackTemplate(tmpl)
		got := ""
		if err != nil {
			got = err.Key
		}
		if got != key {
			t.Errorf("%q: key %q, want %q", tmpl, got, key)
		}
	}
	if err := ValidatePostbackTemplate("https://t.example/?x={nope}"); err == nil || err.Params["macro"] != "{nope}" {
		t.Errorf("unknown macro error %+v, want the macro named", err)
	}
}

func TestPostbackURLEscapesMacros(t *testing.T) {
	c := Conversion{Event: EventFirstPurchase, Amount: 1995, Currency: "EUR", Payout: 250,
		Source: TrafficSource{Network: "n", ClickID: "a b&c=d/é?", Sub1: "x+y", Sub2: "", Sub3: "#3"}}
	got := PostbackURL("https://t.example/{event}/{click_id}?s1={sub1}&s2={sub2}&s3={sub3}&amt={amount}&cur={currency}&po={payout}", c)
	want := "https://t.example/first_purchase/a%20b%26c%3Dd%2F%C3%A9%3F?s1=x%2By&s2=&s3=%233&amt=19.95&cur=EUR&po=2.50"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	u, err := url.Parse(got)
	if err != nil || u.Query().Get("s1") != "x+y" || u.Query().Get("s3") != "#3" {
		t.Errorf("the filled URL does not read back: %v %v", u, err)
	}
	if got := PostbackURL("https://t.example/?a={amount}&p={payout}", Conversion{Event: EventSignup}); got != "https://t.example/?a=0.00&p=0.00" {
		t.Errorf("sign-up amounts: %s", got)
	}
}

func TestPostbackNetworkValidate(t *testing.T) {
	n := PostbackNetwork{Network: "  ", URLTemplate: "https://t.example/{click_id}", Payouts: map[string]int{EventSignup: -1}, PayoutCurrency: "euro"}
	n.Normalize()
	keys := map[string]string{}
	for _, e := range n.Validate() {
		keys[e.Field] = e.Key
	}
	want := map[string]string{"network": "postbackNetworkInvalid", "payout_signup": "postbackPayoutInvalid", "payout_currency": "postbackCurrencyInvalid"}
	if len(keys) != len(want) {
		t.Errorf("errors %v, want %v", keys, want)
	}
	for f, k := range want {
		if keys[f] != k {
			t.Errorf("%s: %q, want %q", f, keys[f], k)
		}
	}
	ok := PostbackNetwork{Network: "affnet", URLTemplate: "https://t.example/{click_id}"}
	ok.Normalize()
	if errs := ok.Validate(); len(errs) != 0 || ok.PayoutCurrency != "EUR" || len(ok.Payouts) != 3 {
		t.Errorf("valid config: %v %+v", errs, ok)
	}
}

func TestTouchCookieRoundTrip(t *testing.T) {
	now := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	q := url.Values{"network": {"affnet"}, "ref": {"r&1"}, "sub1": {"s 1"}, "clickid": {"CLK=9"}}
	touch, ok := TouchFromQuery(q, "/landers/gallery/women-30-45", now)
	if !ok || touch.Source.ClickID != "CLK=9" || touch.Source.Ref != "r&1" {
		t.Fatalf("touch %+v %v", touch, ok)
	}
	back, ok := DecodeTouch(touch.Encode(), now.Add(TouchLifetime-time.Minute))
	if !ok || back != touch {
		t.Errorf("decoded %+v %v, want %+v", back, ok, touch)
	}
	if _, ok := DecodeTouch(touch.Encode(), now.Add(TouchLifetime+time.Minute)); ok {
		t.Error("a touch older than 30 days was kept")
	}
	if _, ok := TouchFromQuery(url.Values{"sub1": {"x"}, "click_id": {"y"}}, "/", now); ok {
		t.Error("a link without network or ref counted as tracked")
	}
	q.Set("click_id", "first")
	if touch, _ := TouchFromQuery(q, "/", now); touch.Source.ClickID != "first" {
		t.Errorf("click_id should win over clickid: %q", touch.Source.ClickID)
	}
	long, _ := TouchFromQuery(url.Values{"network": {string(make([]byte, 300))}}, "/", now)
	if len(long.Source.Network) != TrafficValueMaxLength {
		t.Errorf("network not clipped: %d", len(long.Source.Network))
	}
}
