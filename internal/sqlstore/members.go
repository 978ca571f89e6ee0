package sqlstore

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"amora"
)

// profileCacheSize bounds the profiles one instance keeps in memory (about 1 kB each).
const profileCacheSize = 100_000

// changeLag is how far back each poll of member_changes looks again, so that a change
// whose transaction committed after a later one's is still seen.
const changeLag = 5 * time.Second

// members is this instance's copy of the members: the search index of everyone not
// deleted, and a bounded cache of profiles. It loads on first use and stays current
// through member_changes: this instance's writes refresh it as they commit, and a
// poll every second picks up the writes of other instances.
type members struct {
	db     *DB
	index  *memberIndex
	blocks *blockIndex
	loaded atomic.Bool
	loadMu sync.Mutex

	profMu   sync.RWMutex
	profiles map[int64]cachedProfile

	stop     chan struct{}
	stopOnce sync.Once
	done     chan struct{}
	since    time.Time           // poller only
	applied  map[int64]time.Time // poller only: seq -> when seen
	pruned   time.Time           // poller only
}

type cachedProfile struct {
	p       *amora.Profile
	version uint64
}

func newMembers(db *DB) *members {
	return &members{db: db, index: newMemberIndex(), blocks: newBlockIndex(), profiles: map[int64]cachedProfile{},
		stop: make(chan struct{}), done: make(chan struct{}), applied: map[int64]time.Time{}}
}

// ensure loads every member on first use and starts the poller.
func (m *members) ensure(ctx context.Context) error {
	if m.loaded.Load() {
		return nil
	}
	m.loadMu.Lock()
	defer m.loadMu.Unlock()
	if m.loaded.Load() {
		return nil
	}
	// The load reflects every change committed before it: the poller need not apply
	// those again.
	m.since = m.db.Now()
	seen, err := m.db.memberChangesSince(ctx, m.since.Add(-changeLag))
	if err != nil {
		return err
	}
	for _, c := range seen {
		m.applied[c.seq] = m.since
	}
	if err := m.reloadAll(ctx); err != nil {
		return err
	}
	m.loaded.Store(true)
	go m.poll()
	return nil
}

func (m *members) reloadAll(ctx context.Context) error {
	es, err := m.db.loadEntries(ctx, nil)
	if err != nil {
		return err
	}
	pairs, err := m.db.loadBlocks(ctx, nil)
	if err != nil {
		return err
	}
	m.index.replace(es)
	m.blocks.replace(nil, pairs)
	m.profMu.Lock()
	m.profiles = map[int64]cachedProfile{}
	m.profMu.Unlock()
	return nil
}

// refresh reloads the members with these ids from the database.
func (m *members) refresh(ctx context.Context, ids []int64) error {
	if !m.loaded.Load() {
		return nil // the first use loads everything
	}
	for len(ids) > 0 {
		n := min(len(ids), 500)
		es, err := m.db.loadEntries(ctx, ids[:n])
		if err != nil {
			return err
		}
		pairs, err := m.db.loadBlocks(ctx, ids[:n])
		if err != nil {
			return err
		}
		m.blocks.replace(ids[:n], pairs)
		found := make(map[int64]bool, len(es))
		for _, e := range es {
			found[e.id] = true
		}
		var gone []int64
		for _, id := range ids[:n] {
			if !found[id] {
				gone = append(gone, id)
			}
		}
		m.index.put(es, gone)
		m.profMu.Lock()
		for _, id := range ids[:n] {
			delete(m.profiles, id)
		}
		m.profMu.Unlock()
		ids = ids[n:]
	}
	return nil
}

// changed applies a committed transaction's member changes to this instance at once.
// Should the reload fail, the poller applies them from member_changes a second later.
func (m *members) changed(ctx context.Context, ids []int64) {
	_ = m.refresh(context.WithoutCancel(ctx), ids)
}

func (m *members) poll() {
	defer close(m.done)
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-m.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		_ = m.sync(ctx) // a failed poll is retried by the next, which looks back as far
		cancel()
	}
}

// sync applies the changes other instances logged since the last poll.
func (m *members) sync(ctx context.Context) error {
	now := m.db.Now()
	changes, err := m.db.memberChangesSince(ctx, m.since.Add(-changeLag))
	if err != nil {
		return err
	}
	var ids []int64
	all := false
	for _, c := range changes {
		if _, done := m.applied[c.seq]; done {
			continue
		}
		m.applied[c.seq] = now
		if c.userID == 0 {
			all = true
		} else {
			ids = append(ids, c.userID)
		}
	}
	if all {
		err = m.reloadAll(ctx)
	} else {
		err = m.refresh(ctx, ids)
	}
	if err != nil {
		for seq, at := range m.applied { // try these again next time
			if at.Equal(now) {
				delete(m.applied, seq)
			}
		}
		return err
	}
	m.since = now
	for seq, at := range m.applied {
		if now.Sub(at) > 3*changeLag {
			delete(m.applied, seq)
		}
	}
	if now.Sub(m.pruned) > time.Minute {
		m.pruned = now
		err = m.db.pruneMemberChanges(ctx, now.Add(-10*time.Minute))
	}
	return err
}

func (m *members) close() {
	m.stopOnce.Do(func() {
		close(m.stop)
		if m.loaded.Load() {
			<-m.done
		}
	})
}

// store caches a profile loaded while the member's entry had version: a change since
// then may mean the load read old data, and it is dropped.
func (m *members) store(p *amora.Profile, version uint64) {
	if e, ok := m.index.entry(p.ID); !ok || e.version != version {
		return
	}
	m.profMu.Lock()
	defer m.profMu.Unlock()
	if len(m.profiles) >= profileCacheSize {
		n := 0
		for id := range m.profiles { // map order is random: drop a tenth
			delete(m.profiles, id)
			if n++; n >= profileCacheSize/10 {
				break
			}
		}
	}
	m.profiles[p.ID] = cachedProfile{p: p, version: version}
}

// viewInto copies the cached profile p into v with the age and last-seen time of the
// day today (yyyymmdd, see dayNumber). The slices are shared: callers must not modify
// them.
func viewInto(v, p *amora.Profile, e memberEntry, today int32) {
	*v = *p
	v.LastSeen = time.Unix(e.seen, 0).UTC()
	v.Sites = e.siteList()
	if e.born != 0 {
		// Whole years: the difference of two yyyymmdd numbers, in ten thousands, is
		// the years between the dates, less one before the birthday.
		v.Age = int((today - e.born) / 10000)
	}
}

// dayNumber is t's date as yyyymmdd, as the index keeps dates of birth.
func dayNumber(t time.Time) int32 {
	y, m, d := t.Date()
	return int32(y*10000 + int(m)*100 + d)
}

// profilesOf returns the profiles of ids in their order, from the cache or, for those
// missing, with one query. Members deleted meanwhile are left out.
func (m *members) profilesOf(ctx context.Context, ids []int64, today time.Time) ([]*amora.Profile, error) {
	out, err := m.profilesAt(ctx, ids, today)
	return slices.DeleteFunc(out, func(p *amora.Profile) bool { return p == nil }), err
}

// profilesAt returns the profiles of ids at their places: nil for members deleted
// meanwhile. The index and the cache are each read under one lock, and the views share
// one allocation: lists ask for fifty at a time.
func (m *members) profilesAt(ctx context.Context, ids []int64, today time.Time) ([]*amora.Profile, error) {
	out := make([]*amora.Profile, len(ids))
	entries, found := m.index.entriesOf(ids)
	views := make([]amora.Profile, len(ids))
	var missing []int64
	day := dayNumber(today)
	m.profMu.RLock()
	for i, id := range ids {
		if !found[i] {
			continue
		}
		if c, ok := m.profiles[id]; ok {
			viewInto(&views[i], c.p, entries[i], day)
			out[i] = &views[i]
		} else {
			missing = append(missing, id)
		}
	}
	m.profMu.RUnlock()
	if len(missing) > 0 {
		loaded, err := m.db.loadProfiles(ctx, missing)
		if err != nil {
			return nil, err
		}
		for i, id := range ids {
			if p := loaded[id]; p != nil && out[i] == nil && found[i] {
				m.store(p, entries[i].version)
				viewInto(&views[i], p, entries[i], day)
				out[i] = &views[i]
			}
		}
	}
	return out, nil
}
