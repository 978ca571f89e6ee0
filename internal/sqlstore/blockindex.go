package sqlstore

import (
	"sync"
)

// blockIndex is this instance's copy of the blocks, kept with the members (see members):
// every block and unblock logs both members in member_changes, so every instance
// reloads their blocks with them. Search and profile reads then ask no database.
type blockIndex struct {
	mu       sync.RWMutex
	blocked  map[int64]map[int64]bool // blocker -> the members they blocked
	blockers map[int64]map[int64]bool // blocked -> the members who blocked them
}

func newBlockIndex() *blockIndex {
	return &blockIndex{blocked: map[int64]map[int64]bool{}, blockers: map[int64]map[int64]bool{}}
}

func add(m map[int64]map[int64]bool, a, b int64) {
	if m[a] == nil {
		m[a] = map[int64]bool{}
	}
	m[a][b] = true
}

// replace swaps in the blocks of the members in ids (all members when ids is nil):
// pairs loaded from the database, each [blocker, blocked].
func (bi *blockIndex) replace(ids []int64, pairs [][2]int64) {
	bi.mu.Lock()
	defer bi.mu.Unlock()
	if ids == nil {
		bi.blocked, bi.blockers = map[int64]map[int64]bool{}, map[int64]map[int64]bool{}
	}
	for _, id := range ids {
		for other := range bi.blocked[id] {
			delete(bi.blockers[other], id)
		}
		for other := range bi.blockers[id] {
			delete(bi.blocked[other], id)
		}
		delete(bi.blocked, id)
		delete(bi.blockers, id)
	}
	for _, p := range pairs {
		add(bi.blocked, p[0], p[1])
		add(bi.blockers, p[1], p[0])
	}
}

// state tells whether viewer blocked member and whether member blocked viewer.
func (bi *blockIndex) state(viewer, member int64) (blocked, blockedBy bool) {
	bi.mu.RLock()
	defer bi.mu.RUnlock()
	return bi.blocked[viewer][member], bi.blocked[member][viewer]
}

// peers returns the members id blocked or was blocked by, or nil for none.
func (bi *blockIndex) peers(id int64) map[int64]bool {
	bi.mu.RLock()
	defer bi.mu.RUnlock()
	if len(bi.blocked[id]) == 0 && len(bi.blockers[id]) == 0 {
		return nil
	}
	out := make(map[int64]bool, len(bi.blocked[id])+len(bi.blockers[id]))
	for other := range bi.blocked[id] {
		out[other] = true
	}
	for other := range bi.blockers[id] {
		out[other] = true
	}
	return out
}
