package amora_test

import (
	"slices"
	"testing"

	"amora"
)

// TestHidesFictional: a member's wish to hide fictional profiles counts only where the
// site's fictional_filter allows it.
func TestHidesFictional(t *testing.T) {
	on, off := amora.DefaultSettings(), amora.DefaultSettings()
	on.FictionalFilter = true
	if off.FictionalFilter || off.FictionalFirstMessages {
		t.Error("the honesty settings must default to off")
	}
	for _, c := range []struct {
		s     amora.Settings
		asked bool
		want  bool
	}{{on, true, true}, {on, false, false}, {off, true, false}, {off, false, false}} {
		if got := amora.HidesFictional(c.s, c.asked); got != c.want {
			t.Errorf("filter %v asked %v: %v, want %v", c.s.FictionalFilter, c.asked, got, c.want)
		}
	}
}

// TestFictionalShownOn: members show everywhere; a fictional profile on its sites, or
// everywhere with '*'.
func TestFictionalShownOn(t *testing.T) {
	for _, c := range []struct {
		fictional bool
		sites     []string
		host      string
		want      bool
	}{
		{false, nil, "a.example", true},
		{true, []string{"a.example", "b.example"}, "b.example", true},
		{true, []string{"a.example"}, "c.example", false},
		{true, []string{"a.example"}, amora.DefaultSiteHost, false},
		{true, []string{amora.DefaultSiteHost}, "c.example", true},
		{true, nil, "a.example", false},
	} {
		if got := amora.FictionalShownOn(c.fictional, c.sites, c.host); got != c.want {
			t.Errorf("%v %v on %s: %v, want %v", c.fictional, c.sites, c.host, got, c.want)
		}
	}
}

// TestValidFictionalSites: lower case, trimmed, each once in the order given, at least
// one, each '*' or a host name.
func TestValidFictionalSites(t *testing.T) {
	got, err := amora.ValidFictionalSites([]string{" B.example ", "*", "b.example", ""})
	if err != nil || !slices.Equal(got, []string{"b.example", "*"}) {
		t.Errorf("normalised %v %v", got, err)
	}
	for _, bad := range [][]string{nil, {" "}, {"not a host"}, {"a.example", "-x"}} {
		if _, err := amora.ValidFictionalSites(bad); amora.ErrorCode(err) != amora.EINVALID {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
