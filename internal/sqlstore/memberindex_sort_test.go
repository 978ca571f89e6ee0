package sqlstore

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"amora"
)

// TestMemberIndexSortsMatchBruteForce checks the index's tiered and id orders against
// a plain sort of every match: tier first (online, then an "about me"; or the viewer's
// region, then country), then most recently seen, paged.
func TestMemberIndexSortsMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	countries := []string{"NL", "DE", "PL"}
	ix := newMemberIndex()
	var all []memberEntry
	for id := int64(1); id <= 400; id++ {
		all = append(all, memberEntry{id: id, seen: int64(r.IntN(60)), born: 19800101, gender: []string{"male", "female"}[r.IntN(2)],
			country: countries[r.IntN(3)], region: []string{"A", "B"}[r.IntN(2)], listed: true, about: r.IntN(2) == 0})
	}
	ix.replace(all)
	for _, sort := range []string{amora.SortBest, amora.SortNearby, amora.SortNew} {
		for range 40 {
			q := memberQuery{gender: []string{"", "male"}[r.IntN(2)], country: []string{"", "NL", "DE"}[r.IntN(3)],
				oldest: 19000101, youngest: 20000101, offset: r.IntN(4) * 9, limit: 9, sort: sort,
				onlineSince: int64(r.IntN(60)), nearCountry: "NL", nearRegion: []string{"", "A"}[r.IntN(2)]}
			tier := func(e memberEntry) int {
				switch sort {
				case amora.SortBest:
					t := 0
					if e.seen >= q.onlineSince {
						t += 2
					}
					if e.about {
						t++
					}
					return t
				case amora.SortNearby:
					switch {
					case e.country != q.nearCountry:
						return 0
					case q.nearRegion != "" && e.region == q.nearRegion:
						return 2
					}
					return 1
				}
				return 0
			}
			var match []memberEntry
			for _, e := range all {
				if (q.country == "" || e.country == q.country) && (q.gender == "" || e.gender == q.gender) {
					match = append(match, e)
				}
			}
			slices.SortFunc(match, func(a, b memberEntry) int {
				if sort == amora.SortNew {
					return cmp.Compare(b.id, a.id)
				}
				if c := cmp.Compare(tier(b), tier(a)); c != 0 {
					return c
				}
				return byRecent(listEntry{id: a.id, seen: a.seen}, listEntry{id: b.id, seen: b.seen})
			})
			var want []int64
			for _, e := range match[min(q.offset, len(match)):min(q.offset+q.limit, len(match))] {
				want = append(want, e.id)
			}
			got, total := ix.search(q)
			if total != len(match) || !slices.Equal(got, want) {
				t.Fatalf("%s %+v: %v of %d, want %v of %d", sort, q, got, total, want, len(match))
			}
		}
	}
}

// BenchmarkMemberSearchSort times one search page over 1,000,000 members in memory,
// for each order (go test -run '^$' -bench MemberSearchSort ./internal/sqlstore).
func BenchmarkMemberSearchSort(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	countries := []string{"NL", "DE", "PL", "FR", "ES", "IT", "GB", "BE"}
	es := make([]memberEntry, 1_000_000)
	for i := range es {
		es[i] = memberEntry{id: int64(i + 1), seen: int64(r.IntN(1_000_000)), born: int32(19600101 + r.IntN(40)*10000),
			gender: []string{"male", "female"}[r.IntN(2)], country: countries[r.IntN(len(countries))],
			region: fmt.Sprint(r.IntN(12)), listed: true, about: r.IntN(3) > 0}
	}
	ix := newMemberIndex()
	ix.replace(es)
	for _, country := range []string{"NL", ""} {
		for _, sort := range []string{amora.SortOnline, amora.SortBest, amora.SortNearby, amora.SortNew} {
			q := memberQuery{gender: "female", country: country, oldest: 19700101, youngest: 20000101, limit: 24, sort: sort,
				onlineSince: 990_000, nearCountry: "NL", nearRegion: "3"}
			b.Run(fmt.Sprintf("country=%q/sort=%s", country, sort), func(b *testing.B) {
				for b.Loop() {
					ix.search(q)
				}
			})
		}
	}
}
