package sqlstore

import (
	"cmp"
	"slices"
	"sync"

	"amora"
)

// memberEntry is what search needs of one member who is not deleted.
type memberEntry struct {
	id      int64
	seen    int64 // last seen, Unix seconds
	born    int32 // date of birth as yyyymmdd
	gender  string
	country string
	region  string
	listed  bool   // active, not invisible and complete: appears in search, swipe, match finder
	version uint64 // bumped on every refresh, so that a stale profile load is not cached
	// fictional profiles (issue 21) and their sites, joined by commas (see siteList)
	fictional bool
	sites     string
	about     bool // an "about me" written: a fuller profile, first in SortBest
}

// listEntry is a listed member as a search scans it: small, with gender and region as
// codes, so that a country's list stays in the processor's caches.
type listEntry struct {
	id        int64
	seen      int64
	born      int32
	gender    uint16
	fictional bool // in the padding after gender: the entry stays 32 bytes
	about     bool // likewise
	region    uint32
}

// memberIndex holds every member who is not deleted, and for each country the listed
// members most recently seen first. Lists are immutable once built: a change notes the
// member as pending in its country, and the next search there builds a new list by
// dropping the pending members from the old one and merging their new entries in.
type memberIndex struct {
	mu      sync.RWMutex
	entries map[int64]memberEntry
	lists   map[string][]listEntry
	pending map[string]map[int64]struct{}
	version uint64
	codes   map[string]uint32 // gender and region codes; "" is 0
	// fictional holds the ids of the fictional profiles among entries: few, so that a
	// search finds those of other sites without walking every entry.
	fictional map[int64]struct{}
}

func newMemberIndex() *memberIndex {
	return &memberIndex{entries: map[int64]memberEntry{}, lists: map[string][]listEntry{}, pending: map[string]map[int64]struct{}{},
		codes: map[string]uint32{"": 0}, fictional: map[int64]struct{}{}}
}

// listed turns e into its list entry; ix.mu must be held for writing.
func (ix *memberIndex) listed(e memberEntry) listEntry {
	return listEntry{id: e.id, seen: e.seen, born: e.born, gender: uint16(ix.code(e.gender)), fictional: e.fictional, about: e.about, region: ix.code(e.region)}
}

func (ix *memberIndex) code(s string) uint32 {
	c, ok := ix.codes[s]
	if !ok {
		c = uint32(len(ix.codes))
		ix.codes[s] = c
	}
	return c
}

// lookup returns the code of a filter value: 0 for "" (any), noCode when no member has it.
func (ix *memberIndex) lookup(s string) uint32 {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if c, ok := ix.codes[s]; ok {
		return c
	}
	return noCode
}

const noCode = ^uint32(0)

func (ix *memberIndex) markPending(country string, id int64) {
	if ix.pending[country] == nil {
		ix.pending[country] = map[int64]struct{}{}
	}
	ix.pending[country][id] = struct{}{}
}

// put adds or replaces entries and removes the members in gone.
func (ix *memberIndex) put(es []memberEntry, gone []int64) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	for _, id := range gone {
		if old, ok := ix.entries[id]; ok {
			delete(ix.entries, id)
			delete(ix.fictional, id)
			ix.markPending(old.country, id)
		}
	}
	for _, e := range es {
		ix.version++
		e.version = ix.version
		ix.code(e.gender) // known to searches at once, before any list is rebuilt
		ix.code(e.region)
		old, had := ix.entries[e.id]
		ix.entries[e.id] = e
		if e.fictional {
			ix.fictional[e.id] = struct{}{}
		} else {
			delete(ix.fictional, e.id)
		}
		if had && old.country != e.country {
			ix.markPending(old.country, e.id)
		}
		old.version = e.version // compare all but the version
		if !had || old != e {
			ix.markPending(e.country, e.id)
		}
	}
}

// replace swaps in a complete set of entries.
func (ix *memberIndex) replace(es []memberEntry) {
	entries := make(map[int64]memberEntry, len(es))
	lists := map[string][]listEntry{}
	fictional := map[int64]struct{}{}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	for _, e := range es {
		ix.version++
		e.version = ix.version
		entries[e.id] = e
		if e.fictional {
			fictional[e.id] = struct{}{}
		}
		if e.listed {
			lists[e.country] = append(lists[e.country], ix.listed(e))
		}
	}
	for _, l := range lists {
		slices.SortFunc(l, byRecent)
	}
	ix.entries, ix.lists, ix.pending, ix.fictional = entries, lists, map[string]map[int64]struct{}{}, fictional
}

func (ix *memberIndex) entry(id int64) (memberEntry, bool) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	e, ok := ix.entries[id]
	return e, ok
}

// entriesOf returns the entries of ids at their places, under one lock; found tells
// which exist.
func (ix *memberIndex) entriesOf(ids []int64) (entries []memberEntry, found []bool) {
	entries, found = make([]memberEntry, len(ids)), make([]bool, len(ids))
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	for i, id := range ids {
		entries[i], found[i] = ix.entries[id]
	}
	return entries, found
}

// list returns the country's listed members, most recently seen first.
func (ix *memberIndex) list(country string) []listEntry {
	ix.mu.RLock()
	l, n := ix.lists[country], len(ix.pending[country])
	ix.mu.RUnlock()
	if n == 0 {
		return l
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	pending := ix.pending[country]
	old := ix.lists[country]
	var add []listEntry
	for id := range pending {
		if e, ok := ix.entries[id]; ok && e.listed && e.country == country {
			add = append(add, ix.listed(e))
		}
	}
	slices.SortFunc(add, byRecent)
	l = make([]listEntry, 0, len(old)+len(add))
	for _, e := range old {
		if _, changed := pending[e.id]; changed {
			continue
		}
		for len(add) > 0 && byRecent(add[0], e) < 0 {
			l, add = append(l, add[0]), add[1:]
		}
		l = append(l, e)
	}
	l = append(l, add...)
	ix.lists[country] = l
	delete(ix.pending, country)
	return l
}

// countries lists every country that has or had listed members, "" (no country yet)
// included.
func (ix *memberIndex) countries() []string {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	out := make([]string, 0, len(ix.lists)+len(ix.pending))
	for c := range ix.lists {
		out = append(out, c)
	}
	for c := range ix.pending {
		if _, ok := ix.lists[c]; !ok {
			out = append(out, c)
		}
	}
	return out
}

func byRecent(a, b listEntry) int {
	if c := cmp.Compare(b.seen, a.seen); c != 0 {
		return c
	}
	return cmp.Compare(b.id, a.id)
}

// memberQuery is a search on the index: born within [oldest, youngest] as yyyymmdd.
type memberQuery struct {
	gender, country, region string
	oldest, youngest        int32
	exclude                 int64
	hidden                  map[int64]bool // members blocked either way by the viewer
	offset, limit           int
	site                    string // fictional profiles of other sites stay out; "" for none
	noFictional             bool   // every fictional profile stays out
	// sort is an amora.SearchSorts order, "" as amora.SortOnline; SortBest counts
	// as online whoever was seen at onlineSince (Unix seconds) or later, and
	// SortNearby looks from nearCountry and nearRegion.
	sort                    string
	onlineSince             int64
	nearCountry, nearRegion string
}

// listQuery is a memberQuery with its gender and region as codes.
type listQuery struct {
	memberQuery
	gender, region uint32
	offSite        map[int64]bool // the fictional profiles not shown on q.site
}

func (q listQuery) matches(e listEntry) bool {
	return e.born >= q.oldest && e.born <= q.youngest && e.id != q.exclude &&
		(q.gender == 0 || uint32(e.gender) == q.gender) && (q.region == 0 || e.region == q.region) &&
		(len(q.hidden) == 0 || !q.hidden[e.id]) && (!e.fictional || !q.noFictional && !q.offSite[e.id])
}

// offSite answers the fictional profiles that are not shown on site (see
// amora.FictionalShownOn); nil for site "".
func (ix *memberIndex) offSite(site string) map[int64]bool {
	if site == "" {
		return nil
	}
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	var off map[int64]bool
	for id := range ix.fictional {
		if e := ix.entries[id]; !amora.FictionalShownOn(true, e.siteList(), site) {
			if off == nil {
				off = map[int64]bool{}
			}
			off[id] = true
		}
	}
	return off
}

// search returns the ids of one page of matches in the query's order, and how many
// match in all. Without a country it walks every country's list, keeping the first
// offset+limit matches of each in the order, and merges those.
func (ix *memberIndex) search(mq memberQuery) (ids []int64, total int) {
	q := listQuery{memberQuery: mq, gender: ix.lookup(mq.gender), region: ix.lookup(mq.region)}
	if !q.noFictional {
		q.offSite = ix.offSite(q.site)
	}
	if q.gender == noCode || q.region == noCode {
		return nil, 0
	}
	countries := []string{q.country}
	if q.country == "" {
		countries = ix.countries()
	}
	order, tier := ix.order(mq)
	want := q.offset + q.limit
	var head []listEntry
	var buckets [sortTiers][]listEntry // a tiered order's first matches per tier
	for _, c := range countries {
		kept := 0
		var top []listEntry // the first `want` matches of c in an order that is neither the list's nor tiered
		for _, e := range ix.list(c) {
			if !q.matches(e) {
				continue
			}
			total++
			switch {
			case tier != nil:
				// The list is most recently seen first, so each tier's first `want`
				// matches are that tier's head: no sort of every match is needed.
				if t := tier(e, c); len(buckets[t]) < want {
					buckets[t] = append(buckets[t], e)
				}
			case order != nil:
				top = keepTop(top, e, want, func(a, b listEntry) int { return order(a, c, b, c) })
			case kept < want:
				head = append(head, e)
				kept++
			}
		}
		if tier != nil {
			kept := 0
			for t := sortTiers - 1; t >= 0; t-- {
				for _, e := range buckets[t] {
					if kept < want {
						head = append(head, e)
						kept++
					}
				}
				buckets[t] = buckets[t][:0]
			}
		} else if order != nil {
			head = append(head, top...)
		}
	}
	if len(countries) > 1 || order != nil {
		byOrder := byRecent
		if order != nil {
			// The country of each entry is needed again for SortNearby.
			country := make(map[int64]string, len(head))
			ix.mu.RLock()
			for _, e := range head {
				country[e.id] = ix.entries[e.id].country
			}
			ix.mu.RUnlock()
			byOrder = func(a, b listEntry) int { return order(a, country[a.id], b, country[b.id]) }
		}
		slices.SortFunc(head, byOrder)
	}
	for i := q.offset; i < len(head) && i < want; i++ {
		ids = append(ids, head[i].id)
	}
	return ids, total
}

// keepTop puts e into top, the first n entries so far in the order by, when it is
// among them: a bounded insertion, so that a search keeps a page's worth of entries
// instead of sorting every match.
func keepTop(top []listEntry, e listEntry, n int, by func(a, b listEntry) int) []listEntry {
	i, _ := slices.BinarySearchFunc(top, e, by)
	if i >= n {
		return top
	}
	top = slices.Insert(top, i, e)
	if len(top) > n {
		top = top[:n]
	}
	return top
}

// sortTiers is how many tiers a tiered order has (0 to sortTiers-1, the highest first).
const sortTiers = 4

// order answers how the query's sort compares two entries of the given countries,
// ties going to the most recently seen; nil for the lists' own order (most recently
// seen first). For an order by tiers (SortBest, SortNearby) it also gives the tier of
// an entry, the higher first, so that a search can keep each tier's head as it scans.
func (ix *memberIndex) order(q memberQuery) (func(a listEntry, ac string, b listEntry, bc string) int, func(e listEntry, country string) int) {
	var tier func(e listEntry, country string) int
	switch q.sort {
	case amora.SortNew:
		// Ids grow as members join: the highest joined last.
		return func(a listEntry, _ string, b listEntry, _ string) int { return cmp.Compare(b.id, a.id) }, nil
	case amora.SortBest:
		tier = func(e listEntry, _ string) int {
			t := 0
			if e.seen >= q.onlineSince {
				t += 2
			}
			if e.about {
				t++
			}
			return t
		}
	case amora.SortNearby:
		if q.nearCountry == "" {
			return nil, nil
		}
		near := ix.lookup(q.nearRegion)
		tier = func(e listEntry, country string) int {
			switch {
			case country != q.nearCountry:
				return 0
			case q.nearRegion != "" && e.region == near:
				return 2
			default:
				return 1
			}
		}
	default:
		return nil, nil
	}
	return func(a listEntry, ac string, b listEntry, bc string) int {
		if c := cmp.Compare(tier(b, bc), tier(a, ac)); c != 0 {
			return c
		}
		return byRecent(a, b)
	}, tier
}

// bornNumber turns a yyyy-mm-dd date into yyyymmdd, or 0.
func bornNumber(s string) int32 {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0
	}
	n := int32(0)
	for i := 0; i < 10; i++ {
		if i == 4 || i == 7 {
			continue
		}
		c := s[i]
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int32(c-'0')
	}
	return n
}
