package amora

import "context"

// EBLOCKED is the code of a request about a member who blocked the requester: they
// may neither view nor contact the blocker (SPEC §4).
const EBLOCKED = "blocked"

// ErrBlocked answers a member who opens or contacts a member who blocked them.
func ErrBlocked() *Error {
	return &Error{Code: EBLOCKED, Key: "blocked", Message: "You're blocked"}
}

// ErrBlockSelf answers a member who blocks their own profile.
func ErrBlockSelf() *Error {
	return &Error{Code: EINVALID, Key: "blockSelf", Message: "You cannot block yourself."}
}

// BlockState is how two members stand: Blocked when the viewer blocked the member,
// BlockedBy when the member blocked the viewer. Both may hold.
type BlockState struct {
	Blocked   bool
	BlockedBy bool
}

// Hidden reports whether either member blocked the other: then neither appears in
// the other's search, likes, games or match finder.
func (s BlockState) Hidden() bool { return s.Blocked || s.BlockedBy }

// BlockService keeps the blocks between members (SPEC §4: blocking deletes the chats and
// likes between the two; the blocked member sees "You're blocked" and can neither view
// nor contact the blocker).
type BlockService interface {
	// Block records that blockerID blocks blockedID and deletes the likes and the
	// conversations between them, in one transaction. Blocking twice changes nothing. It fails with EINVALID
	// for the member's own profile and ENOTFOUND for a missing or deleted one.
	Block(ctx context.Context, blockerID, blockedID int64) error
	// Unblock lifts blockerID's block of blockedID; what the block deleted stays gone.
	Unblock(ctx context.Context, blockerID, blockedID int64) error
	// BlockState tells how viewerID and memberID stand.
	BlockState(ctx context.Context, viewerID, memberID int64) (BlockState, error)
	// BlockedPeers returns the members memberID blocked or was blocked by.
	BlockedPeers(ctx context.Context, memberID int64) (map[int64]bool, error)
}
