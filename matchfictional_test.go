package amora_test

import (
	"testing"

	"amora"
)

func matchesOf(fictional ...bool) []amora.Match {
	ms := make([]amora.Match, len(fictional))
	for i, f := range fictional {
		ms[i] = amora.Match{Profile: &amora.Profile{ID: int64(i + 1), Fictional: f}, Score: 100 - i}
	}
	return ms
}

func ids(ms []amora.Match) []int64 {
	var out []int64
	for _, m := range ms {
		out = append(out, m.Profile.ID)
	}
	return out
}

// TestTopMatchesNeverOnlyFictional: the best n stay when one of them is real; a real
// member from further down takes the last place when they are all fictional; with no
// real member at all nobody is proposed.
func TestTopMatchesNeverOnlyFictional(t *testing.T) {
	for _, tc := range []struct {
		name      string
		fictional []bool
		want      []int64
	}{
		{"one real among the best", []bool{true, false, true, false}, []int64{1, 2, 3}},
		{"all best fictional", []bool{true, true, true, true, false}, []int64{1, 2, 5}},
		{"only fictional", []bool{true, true}, nil},
		{"fewer than n, all real", []bool{false}, []int64{1}},
		{"none", nil, nil},
	} {
		if got := ids(amora.TopMatches(matchesOf(tc.fictional...), 3)); len(got) != len(tc.want) || (len(got) > 0 && !equal(got, tc.want)) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func equal(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
