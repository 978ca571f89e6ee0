package amora

// TopMatches picks the best n of sorted matches such that the match finder never
// proposes only fictional profiles (issue 21): when the best n are all fictional, the
// best real member among the rest takes the last place; when no real member matches at
// all, it proposes nobody rather than fictional profiles alone.
func TopMatches(sorted []Match, n int) []Match {
	top := sorted[:min(len(sorted), n)]
	for _, m := range top {
		if !m.Profile.Fictional {
			return top
		}
	}
	for _, m := range sorted[len(top):] {
		if !m.Profile.Fictional {
			out := append([]Match{}, top[:len(top)-1]...)
			return append(out, m)
		}
	}
	return nil
}
