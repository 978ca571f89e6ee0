package amora

import (
	"context"
	"time"
)

// The honesty rules of fictional profiles (issue 21, docs/decisions.md "Fictional
// profiles: honesty rules"), beside the disclosure texts and the match finder's rule
// (TopMatches).

// HidesFictional tells whether a member's search or swipe deck leaves fictional
// profiles out: only when the member asks and the site's fictional_filter allows it.
func HidesFictional(s Settings, asked bool) bool {
	return asked && s.FictionalFilter
}

// ErrFictionalFirstOff answers a first message of a fictional profile on a site whose
// fictional_first_messages setting is off: fictional profiles never write first there.
func ErrFictionalFirstOff() *Error {
	return &Error{Code: EFORBIDDEN, Key: "fictionalFirstOff", Message: "This site does not allow fictional profiles to write first."}
}

// ErrFictionalFirstExists answers a first message to a member who already has a
// conversation with the fictional profile: replies go through the desk.
func ErrFictionalFirstExists() *Error {
	return &Error{Code: ECONFLICT, Key: "fictionalFirstExists", Message: "This member already has a conversation with this profile; answer it at the desk."}
}

// FictionalFirst is a first message a fictional profile writes to a member, which
// only the site setting fictional_first_messages allows. It is free for the member
// and stored marked as sent by the site (Message.SentBySite), with the staff member
// who wrote it.
type FictionalFirst struct {
	FictionalID int64
	MemberID    int64
	Text        string
}

// DeskFlagItem is a member an operator flagged for a moderator.
type DeskFlagItem struct {
	ID             int64
	MemberID       int64
	MemberName     string
	ConversationID int64
	StaffID        int64
	StaffEmail     string
	Reason         string
	CreatedAt      time.Time
	ResolvedAt     time.Time // zero while open
	ResolvedBy     int64
}

// DeskFlagsPageSize bounds one read of the flags.
const DeskFlagsPageSize = 100

// ErrDeskFlagNotFound answers an unknown or already resolved flag.
func ErrDeskFlagNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "deskFlagNotFound", Message: "This flag does not exist or is resolved already."}
}

// FictionalRulesService keeps what the honesty rules need of the store: first
// messages of fictional profiles and the moderators' view of the desk's flags.
type FictionalRulesService interface {
	// FictionalFirstMessage starts a conversation of a fictional profile with a
	// member (the caller has checked the site setting), audited under by.
	FictionalFirstMessage(ctx context.Context, by *Staff, m FictionalFirst) (Sent, error)
	// DeskFlags lists the flags, open ones only unless all, newest first.
	DeskFlags(ctx context.Context, all bool) ([]DeskFlagItem, error)
	// ResolveDeskFlag marks an open flag resolved, audited under by.
	ResolveDeskFlag(ctx context.Context, by *Staff, id int64) error
}
