package amora_test

import (
	"strings"
	"testing"

	"amora"
)

func TestParseMemberQuery(t *testing.T) {
	cases := []struct{ q, field, value string }{
		{"", "", ""},
		{" 42 ", amora.MemberByID, "42"},
		{"203.0.113.9", amora.MemberByIP, "203.0.113.9"},
		{"::ffff:203.0.113.9", amora.MemberByIP, "203.0.113.9"},
		{"2001:db8::1", amora.MemberByIP, "2001:db8::1"},
		{"Anna@Example.NL", amora.MemberByEmail, "anna@example.nl"},
		{"Anna", amora.MemberByAny, "Anna"},
		{"tr_WDqYK6vllg", amora.MemberByAny, "tr_WDqYK6vllg"},
		{"name:Anna Maria", amora.MemberByName, "Anna Maria"},
		{"source: camp7", amora.MemberBySource, "camp7"},
		{"payment:17", amora.MemberByPayment, "17"},
		{"EMAIL:X@Y.nl", amora.MemberByEmail, "x@y.nl"},
		{"note:something", amora.MemberByAny, "note:something"},
		{"1234567890123456789012", amora.MemberByAny, "1234567890123456789012"},
	}
	for _, c := range cases {
		if got := amora.ParseMemberQuery(c.q); got.Field != c.field || got.Value != c.value {
			t.Errorf("ParseMemberQuery(%q) = %+v, want %s %q", c.q, got, c.field, c.value)
		}
	}
}

func TestStaffRules(t *testing.T) {
	key := func(err error) string {
		if e, ok := err.(*amora.Error); ok {
			return e.Key
		}
		return ""
	}
	if r, err := amora.CheckStaffReason("  spam \n"); err != nil || r != "spam" {
		t.Errorf("reason %q %v", r, err)
	}
	for _, r := range []string{"", "   ", strings.Repeat("x", amora.StaffReasonMaxLength+1)} {
		if _, err := amora.CheckStaffReason(r); key(err) == "" {
			t.Errorf("reason of %d characters accepted", len(r))
		}
	}
	limit := amora.SupportCreditLimit
	for _, c := range []struct {
		amount    int
		unlimited bool
		want      string
	}{{limit, false, ""}, {-limit, false, ""}, {limit + 1, false, "creditLimit"}, {-limit - 1, false, "creditLimit"},
		{10 * limit, true, ""}, {0, true, "creditAmountInvalid"}} {
		if got := key(amora.CheckCreditCorrection(c.amount, c.unlimited, limit)); got != c.want {
			t.Errorf("correction %d (unlimited %v) = %q, want %q", c.amount, c.unlimited, got, c.want)
		}
	}
	if g, err := amora.CheckBanGround(""); g != amora.BanOtherTerms || err != nil {
		t.Errorf("no ground = %q %v", g, err)
	}
	if _, err := amora.CheckBanGround("rudeness"); key(err) != "optionInvalid" {
		t.Errorf("unknown ground: %v", err)
	}
	for _, c := range []struct {
		d    amora.PhotoDecision
		want string
	}{
		{amora.PhotoDecision{Action: amora.PhotoApprove}, ""},
		{amora.PhotoDecision{Action: amora.PhotoReject}, "reasonRequired"},
		{amora.PhotoDecision{Action: amora.PhotoReject, Reason: amora.PhotoReasonNudity}, ""},
		{amora.PhotoDecision{Action: amora.PhotoTakedown, Reason: amora.PhotoReasonOther}, "reasonRequired"},
		{amora.PhotoDecision{Action: amora.PhotoTakedown, Reason: amora.PhotoReasonOther, Note: "Logo"}, ""},
		{amora.PhotoDecision{Action: amora.PhotoReject, Reason: "ugly"}, "reasonRequired"},
	} {
		if got := key(c.d.Check()); got != c.want {
			t.Errorf("%+v: %q, want %q", c.d, got, c.want)
		}
	}
}
