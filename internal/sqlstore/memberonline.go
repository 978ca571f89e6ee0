package sqlstore

import (
	"context"

	"amora"
)

// CountOnline counts the members the filter finds who were seen within
// amora.OnlineFor of f.Today (the landing page's "online now"). Each country's list is
// most recently seen first, so the count reads only the members online and the first
// one who is not.
func (db *DB) CountOnline(ctx context.Context, f amora.SearchFilter) (int, error) {
	f.Normalize()
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return 0, err
	}
	q, err := db.memberQueryOf(ctx, f)
	if err != nil {
		return 0, err
	}
	return m.index.countOnline(q), nil
}

// countOnline counts the matches of mq seen at mq.onlineSince or later.
func (ix *memberIndex) countOnline(mq memberQuery) int {
	q := listQuery{memberQuery: mq, gender: ix.lookup(mq.gender), region: ix.lookup(mq.region)}
	if q.gender == noCode || q.region == noCode {
		return 0
	}
	if !q.noFictional {
		q.offSite = ix.offSite(q.site)
	}
	countries := []string{q.country}
	if q.country == "" {
		countries = ix.countries()
	}
	n := 0
	for _, c := range countries {
		for _, e := range ix.list(c) {
			if e.seen < q.onlineSince {
				break
			}
			if q.matches(e) {
				n++
			}
		}
	}
	return n
}
