package sqlstore

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"amora"
)

// TestMemberIndexMatchesBruteForce applies random changes to the index and checks,
// after each round, every country's list and random searches against a plain filter
// and sort of the same entries.
func TestMemberIndexMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	countries := []string{"", "NL", "DE", "PL"}
	regions := []string{"", "A", "B"}
	random := func(id int64) memberEntry {
		return memberEntry{id: id, seen: int64(r.IntN(50)), born: int32(19500101 + r.IntN(50)*10000),
			gender: []string{"male", "female"}[r.IntN(2)], country: countries[r.IntN(len(countries))],
			region: regions[r.IntN(len(regions))], listed: r.IntN(5) > 0}
	}
	ix := newMemberIndex()
	truth := map[int64]memberEntry{}
	var first []memberEntry
	for id := int64(1); id <= 200; id++ {
		e := random(id)
		first, truth[id] = append(first, e), e
	}
	ix.replace(first)
	regions = append(regions, "C") // a region first seen in a change, not in the load
	for round := 0; round < 50; round++ {
		changes := map[int64]memberEntry{} // the round's final state per member; id 0: gone
		for range r.IntN(30) {
			id := int64(1 + r.IntN(260)) // some new, some gone
			if r.IntN(6) == 0 {
				changes[id] = memberEntry{}
				delete(truth, id)
				continue
			}
			e, ok := truth[id]
			if !ok || r.IntN(3) == 0 {
				e = random(id)
			} else {
				e.seen = int64(50 + round) // the common change: seen again
			}
			changes[id], truth[id] = e, e
		}
		var es []memberEntry
		var gone []int64
		for id, e := range changes {
			if e.id == 0 {
				gone = append(gone, id)
			} else {
				es = append(es, e)
			}
		}
		ix.put(es, gone)
		for range 10 {
			q := memberQuery{gender: []string{"", "male", "female"}[r.IntN(3)], country: countries[r.IntN(len(countries))],
				region: []string{"", "A", "C", "Z"}[r.IntN(4)], oldest: 19600101, youngest: int32(19700101 + r.IntN(30)*10000),
				exclude: int64(r.IntN(200)), offset: r.IntN(3) * 7, limit: 7}
			if r.IntN(3) == 0 {
				q.country = "" // every country, merged
			}
			var all []int64
			for _, e := range sorted(truth) {
				if e.listed && (q.country == "" || e.country == q.country) && e.born >= q.oldest && e.born <= q.youngest &&
					e.id != q.exclude && (q.gender == "" || e.gender == q.gender) && (q.region == "" || e.region == q.region) {
					all = append(all, e.id)
				}
			}
			want := all[min(q.offset, len(all)):min(q.offset+q.limit, len(all))]
			got, total := ix.search(q)
			if total != len(all) || !slices.Equal(got, want) {
				t.Fatalf("round %d, %+v: %v of %d, want %v of %d", round, q, got, total, want, len(all))
			}
		}
		if round%5 != 4 {
			continue // searches of the next rounds find pending changes too
		}
		for _, c := range countries {
			var want []int64
			for _, e := range sorted(truth) {
				if e.listed && e.country == c {
					want = append(want, e.id)
				}
			}
			var got []int64
			for _, e := range ix.list(c) {
				got = append(got, e.id)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("round %d, country %q: list %v, want %v", round, c, got, want)
			}
		}
	}
}

func sorted(m map[int64]memberEntry) []memberEntry {
	var out []memberEntry
	for _, e := range m {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b memberEntry) int {
		return byRecent(listEntry{id: a.id, seen: a.seen}, listEntry{id: b.id, seen: b.seen})
	})
	return out
}

func TestBornNumber(t *testing.T) {
	for in, want := range map[string]int32{"1990-07-04": 19900704, "": 0, "1990-7-04": 0, "19a0-07-04": 0, "2006-01-02T": 0} {
		if got := bornNumber(in); got != want {
			t.Errorf("bornNumber(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestMemberIndexNewValues searches for a gender and a region that only a pending
// change has, before any list is rebuilt.
func TestMemberIndexNewValues(t *testing.T) {
	ix := newMemberIndex()
	ix.replace([]memberEntry{{id: 1, born: 19900101, gender: "male", country: "NL", region: "A", listed: true}})
	ix.put([]memberEntry{{id: 2, born: 19900101, gender: "female", country: "NL", region: "B", listed: true}}, nil)
	for _, q := range []memberQuery{{gender: "female"}, {region: "B"}, {country: "NL", gender: "female", region: "B"}} {
		q.oldest, q.youngest, q.limit = 19000101, 20991231, 10
		if ids, total := ix.search(q); total != 1 || len(ids) != 1 || ids[0] != 2 {
			t.Errorf("%+v: %v of %d, want [2] of 1", q, ids, total)
		}
	}
}

// TestViewAge holds the age a view gets from the index's date numbers to amora.Age,
// over random dates of birth and days, the 29th of February among them.
func TestViewAge(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	days := []time.Time{time.Date(2027, 2, 28, 0, 0, 0, 0, time.UTC), time.Date(2028, 2, 29, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC), time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)}
	births := []time.Time{time.Date(2000, 2, 29, 0, 0, 0, 0, time.UTC), time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(1990, 12, 31, 0, 0, 0, 0, time.UTC)}
	for range 20_000 {
		days = append(days, time.Date(2020+r.IntN(20), 1, 1+r.IntN(366), 0, 0, 0, 0, time.UTC))
		births = append(births, time.Date(1920+r.IntN(90), 1, 1+r.IntN(366), 0, 0, 0, 0, time.UTC))
	}
	for i, dob := range births {
		today := days[i%len(days)]
		var v amora.Profile
		viewInto(&v, &amora.Profile{}, memberEntry{born: bornNumber(dob.Format(time.DateOnly))}, dayNumber(today))
		if want := amora.Age(dob, today); v.Age != want {
			t.Fatalf("born %s, on %s: age %d, want %d", dob.Format(time.DateOnly), today.Format(time.DateOnly), v.Age, want)
		}
	}
}
