package amora

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// AuditEntry is one change made in the staff console: who made it and when, what they
// did to what, the values before and after, and the reason they typed. The audit log
// is append-only: nothing in the application changes or deletes an entry.
type AuditEntry struct {
	ID         int64
	At         time.Time
	StaffID    int64
	StaffEmail string
	Action     string          // what was done, e.g. "member.ban", "staff.login"
	TargetType string          // what it was done to, e.g. "member", "photo", "staff"; "" for none
	TargetID   int64           // the target's id; 0 for none
	Before     json.RawMessage // the changed values before; nil for none
	After      json.RawMessage // and after; nil for none
	Reason     string
}

// AuditJSON encodes a before or after value of an audit entry, a JSON object (a map
// or a struct) by convention: the contract says so; nil stays nil.
func AuditJSON(v any) json.RawMessage {
	if v == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		// Only unencodable values (channels, functions) fail; the entry keeps their error.
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return b
}

// AuditFilter selects audit entries, newest first: all those that match every field
// that is set, with ids below BeforeID (paging), at or after From and before To.
type AuditFilter struct {
	StaffID    int64
	Action     string
	TargetType string
	TargetID   int64
	From, To   time.Time
	BeforeID   int64
	Limit      int // AuditPageSize when <= 0, at most AuditMaxPage
}

// Audit log pages.
const (
	AuditPageSize = 50
	AuditMaxPage  = 200
)

// PageLimit is the filter's page size within the bounds.
func (f AuditFilter) PageLimit() int {
	switch {
	case f.Limit <= 0:
		return AuditPageSize
	case f.Limit > AuditMaxPage:
		return AuditMaxPage
	}
	return f.Limit
}

// AuditEntry starts the audit entry of an action the staff member takes on a target
// (targetType "" and targetID 0 for none); the caller adds Before, After and Reason.
func (s *Staff) AuditEntry(action, targetType string, targetID int64) AuditEntry {
	return AuditEntry{StaffID: s.ID, StaffEmail: s.Email, Action: action, TargetType: targetType, TargetID: targetID}
}

// AuditReasonMaxLength bounds the reason typed for a console action.
const AuditReasonMaxLength = 1000

// ValidateAuditReason checks the reason typed for a console action that needs one: not
// empty, at most AuditReasonMaxLength characters. It returns the trimmed reason.
func ValidateAuditReason(reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	switch n := utf8.RuneCountInString(reason); {
	case n == 0:
		return "", FieldError("reason", "staffReasonRequired", "Please give a reason.")
	case n > AuditReasonMaxLength:
		return "", &Error{Code: EINVALID, Field: "reason", Key: "staffReasonTooLong", Params: map[string]any{"max": AuditReasonMaxLength},
			Message: fmt.Sprintf("The reason may have at most %d characters.", AuditReasonMaxLength)}
	}
	return reason, nil
}
