package sqlstore

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"amora"
)

// The reads served from this instance's copy of the members (see members) rather than
// by a query of their own.

// FindProfile returns a member's profile with every photo, main photo first, from
// this instance's copy of the members. Deleted accounts are not found. The slices are
// shared with the cache: callers must not modify them.
func (db *DB) FindProfile(ctx context.Context, id int64) (*amora.Profile, error) {
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return nil, err
	}
	if _, ok := m.index.entry(id); !ok {
		// Perhaps a member this instance has not heard of yet.
		if err := m.refresh(ctx, []int64{id}); err != nil {
			return nil, err
		}
	}
	ps, err := m.profilesOf(ctx, []int64{id}, db.Now())
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, amora.Errorf(amora.ENOTFOUND, "Member not found.")
	}
	return ps[0], nil
}

// SearchMembers finds visible members by the filter, in its Sort order, and counts
// every match. Invisible members, deleted accounts, members blocked either way and the
// viewer never appear. It searches this instance's copy of the members (see members).
func (db *DB) SearchMembers(ctx context.Context, f amora.SearchFilter) ([]*amora.Profile, int, error) {
	f.Normalize()
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return nil, 0, err
	}
	q, err := db.memberQueryOf(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	ids, total := m.index.search(q)
	found, err := m.profilesOf(ctx, ids, db.today(f))
	return found, total, err
}

// Candidates returns up to max members the filter finds, recently seen first.
func (db *DB) Candidates(ctx context.Context, f amora.SearchFilter, max int) ([]*amora.Profile, error) {
	f.Normalize()
	f.Page, f.PerPage = 1, max
	q, err := db.memberQueryOf(ctx, f)
	if err != nil {
		return nil, err
	}
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return nil, err
	}
	ids, _ := m.index.search(q)
	return m.profilesOf(ctx, ids, db.today(f))
}

func (db *DB) today(f amora.SearchFilter) time.Time {
	if f.Today.IsZero() {
		return db.Now()
	}
	return f.Today
}

// memberQueryOf turns a normalized filter into an index query: born after the day the
// member would turn MaxAge+1, and on or before the day they turned MinAge, and neither
// the viewer nor blocked by or blocking them.
func (db *DB) memberQueryOf(ctx context.Context, f amora.SearchFilter) (memberQuery, error) {
	hidden, err := db.BlockedPeers(ctx, f.ViewerID)
	if err != nil {
		return memberQuery{}, err
	}
	q := memberQueryFor(f, db.today(f))
	q.hidden = hidden
	return q, nil
}

// memberQueryFor is the index query of a normalized filter on the day today.
func memberQueryFor(f amora.SearchFilter, today time.Time) memberQuery {
	return memberQuery{gender: f.Gender, country: f.Country, region: f.Region, exclude: f.ViewerID,
		oldest:   bornNumber(today.AddDate(-(f.MaxAge + 1), 0, 1).Format(time.DateOnly)),
		youngest: bornNumber(today.AddDate(-f.MinAge, 0, 0).Format(time.DateOnly)),
		offset:   (f.Page - 1) * f.PerPage, limit: f.PerPage, site: f.Site, noFictional: f.HideFictional,
		sort: f.Sort, onlineSince: today.Add(-amora.OnlineFor).Unix(), nearCountry: strings.ToUpper(f.NearCountry), nearRegion: f.NearRegion}
}

// SwipeDeck returns up to n members of the filter, most recently seen first, whom
// memberID has neither liked nor swiped today, and memberID's state today. When the
// filter's country runs short, members of other countries fill the deck.
func (db *DB) SwipeDeck(ctx context.Context, memberID int64, f amora.SearchFilter, n int) ([]*amora.Profile, amora.SwipeState, error) {
	state, seen, err := db.swipedToday(ctx, memberID, db.Now())
	if err != nil {
		return nil, state, err
	}
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return nil, state, err
	}
	f.ViewerID = memberID
	f.Normalize()
	f.Page, f.PerPage = 1, swipeCandidates
	deck := make([]int64, 0, n)
	for _, country := range []string{f.Country, ""} {
		f.Country = country
		q, err := db.memberQueryOf(ctx, f)
		if err != nil {
			return nil, state, err
		}
		ids, _ := m.index.search(q)
		for _, id := range ids {
			if len(deck) < n && !seen[id] {
				deck = append(deck, id)
				seen[id] = true
			}
		}
		if len(deck) == n || country == "" {
			break
		}
	}
	found, err := m.profilesOf(ctx, deck, db.today(f))
	return found, state, err
}

// BlockState tells whether viewerID blocked memberID and whether memberID blocked
// viewerID, from this instance's copy of the blocks.
func (db *DB) BlockState(ctx context.Context, viewerID, memberID int64) (amora.BlockState, error) {
	var st amora.BlockState
	if viewerID == 0 || viewerID == memberID {
		return st, nil
	}
	if err := db.members.ensure(ctx); err != nil {
		return st, err
	}
	st.Blocked, st.BlockedBy = db.members.blocks.state(viewerID, memberID)
	return st, nil
}

// BlockedPeers returns the members memberID blocked or was blocked by, from this
// instance's copy of the blocks; nil when there are none.
func (db *DB) BlockedPeers(ctx context.Context, memberID int64) (map[int64]bool, error) {
	if memberID == 0 {
		return nil, nil
	}
	if err := db.members.ensure(ctx); err != nil {
		return nil, err
	}
	return db.members.blocks.peers(memberID), nil
}

// withPartners puts the partners' profiles, from this instance's copy of the members,
// into a list read by readChats, and leaves out the conversations with deleted members.
func (db *DB) withPartners(ctx context.Context, list amora.ChatList) (amora.ChatList, error) {
	partners := make([]int64, len(list.Chats))
	for i, c := range list.Chats {
		partners[i] = c.Partner.ID
	}
	if err := db.members.ensure(ctx); err != nil {
		return list, err
	}
	profiles, err := db.members.profilesAt(ctx, partners, db.Now())
	if err != nil {
		return list, err
	}
	kept := list.Chats[:0]
	for i, c := range list.Chats {
		if profiles[i] != nil {
			c.Partner = profiles[i]
			kept = append(kept, c)
		}
	}
	list.Chats = kept
	return list, nil
}

// WarmMembers loads this instance's copy of the members and fills the profile cache,
// most recently seen members first, so that the first visitors after a start find
// it warm. The server runs it in the background as it starts.
func (db *DB) WarmMembers(ctx context.Context) error {
	m := db.members
	if err := m.ensure(ctx); err != nil {
		return err
	}
	m.index.mu.RLock()
	es := make([]memberEntry, 0, len(m.index.entries))
	for _, e := range m.index.entries {
		es = append(es, e)
	}
	m.index.mu.RUnlock()
	slices.SortFunc(es, func(a, b memberEntry) int { return cmp.Compare(b.seen, a.seen) })
	es = es[:min(len(es), profileCacheSize)]
	for len(es) > 0 {
		batch := es[:min(len(es), 500)]
		es = es[len(batch):]
		ids := make([]int64, len(batch))
		for i, e := range batch {
			ids[i] = e.id
		}
		loaded, err := db.loadProfiles(ctx, ids)
		if err != nil {
			return err
		}
		for _, e := range batch {
			if p := loaded[e.id]; p != nil {
				m.store(p, e.version)
			}
		}
	}
	return nil
}
