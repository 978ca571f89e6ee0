package amora

import (
	"context"
	"strconv"
	"time"
)

// Like kinds (SPEC §4): a like the member sent, one they received, or both ways (a match).
const (
	LikesSent     = "sent"
	LikesReceived = "received"
	LikesMutual   = "mutual"
)

// LikeKinds lists the kinds in the order the likes overview shows them.
var LikeKinds = []string{LikesSent, LikesReceived, LikesMutual}

// EventLike is the event type a member's open tabs receive when someone likes them.
const EventLike = "like"

// MemberTopic is the broker topic of one member's open tabs.
func MemberTopic(memberID int64) string { return "member:" + strconv.FormatInt(memberID, 10) }

// LikeEntry is one member in another member's likes: the member may have liked them
// (LikedAt set), they may have liked the member (LikedMeAt set), or both.
type LikeEntry struct {
	Profile   *Profile
	LikedAt   time.Time // when the member liked Profile; zero when they did not
	LikedMeAt time.Time // when Profile liked the member; zero when they did not
	New       bool      // Profile's like is one the member has not seen yet (SPEC §3 like_new)
}

// Liked reports whether the member liked this profile.
func (e LikeEntry) Liked() bool { return !e.LikedAt.IsZero() }

// LikedMe reports whether this profile liked the member.
func (e LikeEntry) LikedMe() bool { return !e.LikedMeAt.IsZero() }

// Mutual reports whether the like goes both ways: a match.
func (e LikeEntry) Mutual() bool { return e.Liked() && e.LikedMe() }

// Latest is the time of the most recent like between the two.
func (e LikeEntry) Latest() time.Time {
	if e.LikedMeAt.After(e.LikedAt) {
		return e.LikedMeAt
	}
	return e.LikedAt
}

// Is reports whether the entry belongs to a kind of LikeKinds.
func (e LikeEntry) Is(kind string) bool {
	switch kind {
	case LikesSent:
		return e.Liked()
	case LikesReceived:
		return e.LikedMe()
	case LikesMutual:
		return e.Mutual()
	}
	return false
}

// CountNew counts the entries whose like the member has not seen yet.
func CountNew(entries []LikeEntry) int {
	n := 0
	for _, e := range entries {
		if e.New && e.LikedMe() {
			n++
		}
	}
	return n
}

// LikeResult tells what a like did: Created is false when the member had liked the
// profile already; Mutual is true when the profile likes the member too.
type LikeResult struct {
	Created bool
	Mutual  bool
}

// LikesLimit is how many members a likes answer lists at most, most recent first.
const LikesLimit = 500

// ErrLikeSelf answers a member who likes their own profile.
func ErrLikeSelf() *Error {
	return &Error{Code: EINVALID, Key: "likeSelf", Message: "You cannot like your own profile."}
}

// LikeService keeps the likes between members. Deleted members, and members blocked
// either way, never appear in a member's likes.
type LikeService interface {
	// Like records that likerID likes likedID. Liking twice changes nothing. It fails
	// with EINVALID for the member's own profile and ENOTFOUND for a missing or
	// deleted one, or one blocked either way.
	Like(ctx context.Context, likerID, likedID int64) (LikeResult, error)
	// Unlike takes a like back; taking back a like that does not exist is no error.
	Unlike(ctx context.Context, likerID, likedID int64) error
	// Likes lists the members memberID liked or was liked by, most recent first, at
	// most LikesLimit.
	Likes(ctx context.Context, memberID int64) ([]LikeEntry, error)
	// MarkLikeSeen clears the like_new flag of likerID's like of memberID.
	MarkLikeSeen(ctx context.Context, memberID, likerID int64) error
	// NewestUnseenLike returns the most recent like of memberID that is still new, for
	// the new-like modal, or ENOTFOUND.
	NewestUnseenLike(ctx context.Context, memberID int64) (*LikeEntry, error)
	// CountNewLikes counts memberID's likes that are still new, for the badge.
	CountNewLikes(ctx context.Context, memberID int64) (int, error)
}

// SeedLike is a like between two members named by e-mail address, for `amora seed`.
type SeedLike struct {
	LikerEmail, LikedEmail string
	At                     time.Time
	New                    bool
}
