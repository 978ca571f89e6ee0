package amora

import (
	"strings"
	"unicode/utf8"
)

// Photo moderation in the staff console: decisions, reasons and feeds.

// Photo rejection reasons: a fixed set the member sees in their language, beside the
// moderator's own words.
const (
	PhotoReasonNotAPerson  = "not_a_person"
	PhotoReasonNudity      = "nudity"
	PhotoReasonOtherPerson = "other_person"
	PhotoReasonLowQuality  = "low_quality"
	PhotoReasonOther       = "other"
)

// PhotoRejectReasons lists every photo rejection reason.
var PhotoRejectReasons = []string{PhotoReasonNotAPerson, PhotoReasonNudity, PhotoReasonOtherPerson, PhotoReasonLowQuality, PhotoReasonOther}

// PhotoTakedown removes a photo that was live; it ends up rejected like a rejected
// one, with its reason, and the audit log tells the two apart.
const PhotoTakedown PhotoModeration = "takedown"

// PhotoDecision is a moderator's decision on one photo, with the reason key the member
// sees (for a rejection or a takedown) and the moderator's words.
type PhotoDecision struct {
	Action PhotoModeration
	Reason string // one of PhotoRejectReasons; "" for an approval
	Note   string // the moderator's words, shown to the member too
}

// Check validates the decision: a rejection or takedown needs one of the reason keys
// and, for PhotoReasonOther, words of its own.
func (d *PhotoDecision) Check() error {
	d.Note = strings.TrimSpace(d.Note)
	switch d.Action {
	case PhotoApprove:
		d.Reason = ""
		return nil
	case PhotoReject, PhotoTakedown:
	default:
		return Errorf(EINVALID, "Unknown photo decision %q.", string(d.Action))
	}
	if !oneOf(d.Reason, PhotoRejectReasons) {
		return &Error{Code: EINVALID, Field: "reason", Key: "reasonRequired", Message: "Give a reason."}
	}
	if d.Reason == PhotoReasonOther && d.Note == "" {
		return &Error{Code: EINVALID, Field: "note", Key: "reasonRequired", Message: "Give a reason."}
	}
	if utf8.RuneCountInString(d.Note) > StaffReasonMaxLength {
		return &Error{Code: EINVALID, Field: "note", Key: "reasonTooLong", Params: map[string]any{"max": StaffReasonMaxLength},
			Message: "The reason is too long."}
	}
	return ValidateText("note", d.Note)
}

// Status returns the photo status the decision leads to.
func (d PhotoDecision) Status() string {
	if d.Action == PhotoApprove {
		return PhotoActive
	}
	return PhotoRejected
}

// StaffPhoto is a photo as the console shows it: any state, with its owner.
type StaffPhoto struct {
	Photo
	MemberName string
}

// Photo feeds of the console.
const (
	PhotoFeedPending  = "pending"  // the moderation queue
	PhotoFeedRecent   = "recent"   // every new photo, newest first
	PhotoFeedRejected = "rejected" // rejected and taken-down photos, newest first
)

// StaffPhotoFilter is a page of a console photo feed: photos with an id below
// BeforeID when it is not 0, newest first.
type StaffPhotoFilter struct {
	State    string
	Limit    int
	BeforeID int64
}

// Normalize clamps the filter to sane values.
func (f *StaffPhotoFilter) Normalize() {
	if !oneOf(f.State, []string{PhotoFeedPending, PhotoFeedRecent, PhotoFeedRejected}) {
		f.State = PhotoFeedPending
	}
	if f.Limit < 1 || f.Limit > 100 {
		f.Limit = 50
	}
}

// ErrPhotoNotFound answers a console request about a photo that does not exist.
var ErrPhotoNotFound = &Error{Code: ENOTFOUND, Key: "photoNotFound", Message: "Photo not found."}
