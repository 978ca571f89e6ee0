package amora

import (
	"net/url"
	"strconv"
	"time"
)

// Attribution (issue 24): the traffic source of a visitor's first touch is kept for
// TouchLifetime, stored with the sign-up, and carried to the activation, the first
// purchase and every payment, so that revenue can be traced to a source.

// TouchLifetime is how long a first touch is kept before a new one may win.
const TouchLifetime = 30 * 24 * time.Hour

// TrafficValueMaxLength clips every tracking value (the statistics' keys stay well
// inside PostgreSQL's index entry limit); TouchPathMaxLength clips the landing path.
const (
	TrafficValueMaxLength = 100
	TouchPathMaxLength    = 200
)

// clickIDParams are the query parameters read as the click id, first match wins:
// click_id (the documented one) and clickid, which trackers commonly use.
var clickIDParams = []string{"click_id", "clickid"}

// Touch is one arrival through a tracked link: its source, the landing path and when.
type Touch struct {
	Source TrafficSource
	Path   string
	At     time.Time
}

// TouchFromQuery reads a touch from an entry URL's query. A link is tracked when it
// names a network or a ref (TrafficSource.Present); the other fields come along.
func TouchFromQuery(q url.Values, path string, at time.Time) (Touch, bool) {
	ts := TrafficSource{Network: q.Get("network"), Ref: q.Get("ref"), Sub1: q.Get("sub1"), Sub2: q.Get("sub2"), Sub3: q.Get("sub3")}
	for _, p := range clickIDParams {
		if v := q.Get(p); v != "" {
			ts.ClickID = v
			break
		}
	}
	ts = ts.Clipped()
	if !ts.Present() {
		return Touch{}, false
	}
	return Touch{Source: ts, Path: clipString(path, TouchPathMaxLength), At: at.UTC().Truncate(time.Second)}, true
}

// Clipped returns the record with every value cut to TrafficValueMaxLength bytes.
func (t TrafficSource) Clipped() TrafficSource {
	return TrafficSource{Network: clipString(t.Network, TrafficValueMaxLength), Ref: clipString(t.Ref, TrafficValueMaxLength),
		Sub1: clipString(t.Sub1, TrafficValueMaxLength), Sub2: clipString(t.Sub2, TrafficValueMaxLength),
		Sub3: clipString(t.Sub3, TrafficValueMaxLength), ClickID: clipString(t.ClickID, TrafficValueMaxLength)}
}

// clipString cuts s to at most n bytes without splitting a UTF-8 sequence.
func clipString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// Encode writes the touch as a cookie value: a query string (network, ref, sub1-3,
// click_id, path, at in Unix seconds), which the web app reads too.
func (t Touch) Encode() string {
	v := url.Values{}
	v.Set("network", t.Source.Network)
	v.Set("ref", t.Source.Ref)
	v.Set("sub1", t.Source.Sub1)
	v.Set("sub2", t.Source.Sub2)
	v.Set("sub3", t.Source.Sub3)
	v.Set("click_id", t.Source.ClickID)
	v.Set("path", t.Path)
	v.Set("at", strconv.FormatInt(t.At.Unix(), 10))
	return v.Encode()
}

// DecodeTouch reads a cookie value written by Encode; ok is false for anything else,
// or a touch older than TouchLifetime at now.
func DecodeTouch(s string, now time.Time) (Touch, bool) {
	v, err := url.ParseQuery(s)
	if err != nil {
		return Touch{}, false
	}
	sec, err := strconv.ParseInt(v.Get("at"), 10, 64)
	if err != nil {
		return Touch{}, false
	}
	t, ok := TouchFromQuery(v, v.Get("path"), time.Unix(sec, 0))
	if !ok || now.Sub(t.At) > TouchLifetime || t.At.After(now.Add(time.Hour)) {
		return Touch{}, false
	}
	return t, true
}

// Attribution is what a visitor brings to the sign-up: the first touch, which the
// account keeps, and the latest later one, recorded beside it (zero when none).
type Attribution struct {
	First Touch
	Last  Touch
}

// AttributionFor is the attribution of a sign-up: the request's cookies when they hold
// a first touch, else the form's own record (clients without cookies), touched now.
func AttributionFor(first, last *Touch, form TrafficSource, path string, now time.Time) Attribution {
	if first != nil {
		a := Attribution{First: *first}
		if last != nil {
			a.Last = *last
		}
		return a
	}
	form = form.Clipped()
	if !form.Present() {
		return Attribution{}
	}
	return Attribution{First: Touch{Source: form, Path: clipString(path, TouchPathMaxLength), At: now.UTC().Truncate(time.Second)}}
}

// Conversion events, each sent to the source's network as a postback.
const (
	EventSignup        = "signup"
	EventActivation    = "activation"
	EventFirstPurchase = "first_purchase"
)

// ConversionEvents lists the events in the order they happen.
var ConversionEvents = []string{EventSignup, EventActivation, EventFirstPurchase}
