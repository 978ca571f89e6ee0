package amora

import (
	"context"
	"time"
)

// Swipe game actions.
const (
	SwipeLike = "like"
	SwipePass = "pass"
)

// SwipeDeckSize is how many members one swipe deck holds.
const SwipeDeckSize = 10

// SwipeDay is the game's day of t: days, and the daily likes, turn at midnight UTC.
func SwipeDay(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// NextSwipeReset is when the day of t ends and the daily likes come back.
func NextSwipeReset(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
}

// SwipeState is where a member stands in today's game.
type SwipeState struct {
	LikesUsed int
	ResetsAt  time.Time
}

// ErrSwipeLimit is the answer to a like beyond the day's limit.
func ErrSwipeLimit(limit int, resetsAt time.Time) *Error {
	return &Error{Code: ERATELIMIT, Key: "swipeLimit", Message: "You have used today's likes. New likes come at midnight.",
		Params: map[string]any{"limit": limit, "resets_at": resetsAt.Format(time.RFC3339)}}
}

// ErrSwipeUndo answers an undo when there is no pass to take back: only the member's
// latest swipe today can be undone, and only when it was a pass.
func ErrSwipeUndo() *Error {
	return &Error{Code: ENOTFOUND, Key: "swipeUndo", Message: "There is no pass to undo."}
}

// SwipeService keeps the swipe game: the deck of members to swipe, and the swipes.
type SwipeService interface {
	// SwipeDeck returns up to n members of the filter whom the member has neither
	// liked nor swiped today, and the member's state today.
	SwipeDeck(ctx context.Context, memberID int64, f SearchFilter, n int) ([]*Profile, SwipeState, error)
	// Swipe records a like or a pass of target; a like counts against limit and is
	// a like like any other. It returns the state after it and, for a like, the
	// like's result.
	Swipe(ctx context.Context, memberID, targetID int64, action string, limit int) (SwipeState, LikeResult, error)
	// UndoPass takes back memberID's pass of targetID today, so that target is dealt
	// again, when that pass is the member's latest swipe today; else ErrSwipeUndo.
	UndoPass(ctx context.Context, memberID, targetID int64) error
}
