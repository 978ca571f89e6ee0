package httpapi

import (
	"net/http/httptest"
	"strings"
	"testing"

	"amora"
)

// TestDecode reads JSON bodies: up to 64 KiB, unknown fields ignored, anything else
// (too large, not JSON, of the wrong shape, empty) the same EINVALID.
func TestDecode(t *testing.T) {
	type body struct {
		Name string `json:"name"`
	}
	// padded is a valid body of exactly n bytes.
	padded := func(n int) string {
		const head, tail = `{"name":"`, `"}`
		return head + strings.Repeat("a", n-len(head)-len(tail)) + tail
	}
	for _, c := range []struct {
		name, body, want string // want "" for a refusal
	}{
		{"Valid", `{"name":"Anna"}`, "Anna"},
		{"UnknownFieldsIgnored", `{"name":"Anna","age":31,"extra":{"x":[1]}}`, "Anna"},
		{"OnlyTheFirstValueIsRead", `{"name":"Anna"} {"name":"Bart"}`, "Anna"},
		{"Exactly64KiB", padded(64 << 10), strings.Repeat("a", 64<<10-11)},
		{"Oversized", padded(64<<10 + 1), ""},
		{"BadJSON", `{"name":`, ""},
		{"NotJSON", `name=Anna`, ""},
		{"WrongType", `{"name":42}`, ""},
		{"Empty", ``, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got body
			err := decode(httptest.NewRequest("POST", "/api/x", strings.NewReader(c.body)), &got)
			if c.want != "" {
				if err != nil || got.Name != c.want {
					t.Errorf("got %.20q, %v; want %.20q", got.Name, err, c.want)
				}
				return
			}
			if amora.ErrorCode(err) != amora.EINVALID || amora.ErrorMessage(err) != "The request is not valid JSON." {
				t.Errorf("err = %v, want EINVALID: The request is not valid JSON.", err)
			}
		})
	}
}

// TestPathIDs reads the ids in a request's path: a positive integer, anything else
// an unknown member or conversation; a payment id is read as it comes.
func TestPathIDs(t *testing.T) {
	for _, c := range []struct {
		value   string
		want    int64
		payment int64 // paymentID checks nothing: a payment that is not the member's is not found
	}{
		{"12", 12, 12},
		{"9223372036854775807", 9223372036854775807, 9223372036854775807},
		{"0", 0, 0},
		{"-3", 0, -3},
		{"x", 0, 0},
		{"", 0, 0},
		{"12abc", 0, 0},
		{"9223372036854775808", 0, 9223372036854775807}, // out of range: ParseInt's bound
	} {
		r := httptest.NewRequest("GET", "/api/x", nil)
		r.SetPathValue("memberId", c.value)
		r.SetPathValue("conversationId", c.value)
		r.SetPathValue("paymentId", c.value)
		for _, p := range []struct {
			name    string
			read    func() (int64, error)
			message string
		}{
			{"memberID", func() (int64, error) { return memberID(r) }, "Member not found."},
			{"conversationID", func() (int64, error) { return conversationID(r) }, "Conversation not found."},
		} {
			id, err := p.read()
			if c.want > 0 && (id != c.want || err != nil) {
				t.Errorf("%s(%q) = %d, %v; want %d", p.name, c.value, id, err, c.want)
			}
			if c.want == 0 && (id != 0 || amora.ErrorCode(err) != amora.ENOTFOUND || amora.ErrorMessage(err) != p.message) {
				t.Errorf("%s(%q) = %d, %v; want ENOTFOUND: %s", p.name, c.value, id, err, p.message)
			}
		}
		if got := paymentID(r); got != c.payment {
			t.Errorf("paymentID(%q) = %d, want %d", c.value, got, c.payment)
		}
	}
}
