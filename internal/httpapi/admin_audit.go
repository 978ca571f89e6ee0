package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"amora"
)

type auditEntryJSON struct {
	ID         int64           `json:"id"`
	At         apiTime         `json:"at"`
	StaffID    int64           `json:"staff_id"`
	StaffEmail string          `json:"staff_email"`
	Action     string          `json:"action"`
	TargetType string          `json:"target_type"`
	TargetID   int64           `json:"target_id"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
	Reason     string          `json:"reason"`
}

// adminAudit lists the audit log, newest first, filtered and paged by id
// (GET /api/admin/audit?staff_id=&action=&target_type=&target_id=&from=&to=&before_id=&limit=).
// from and to bound the entries' time (auditPeriod).
func (s *Server) adminAudit(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q := r.URL.Query()
	var f amora.AuditFilter
	var bad bool
	num := func(name string) int64 {
		v := q.Get(name)
		if v == "" {
			return 0
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			bad = true
		}
		return n
	}
	f.StaffID, f.TargetID, f.BeforeID, f.Limit = num("staff_id"), num("target_id"), num("before_id"), int(num("limit"))
	f.Action, f.TargetType = q.Get("action"), q.Get("target_type")
	if bad {
		s.writeError(w, r, &amora.Error{Code: amora.EINVALID, Key: "auditFilterInvalid", Message: "A filter of the audit log is malformed."})
		return
	}
	var err error
	if f.From, f.To, err = auditPeriod(q.Get("from"), q.Get("to")); err != nil {
		s.writeError(w, r, err)
		return
	}
	entries, err := s.Staff.AuditLog(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := struct {
		Entries      []auditEntryJSON `json:"entries"`
		NextBeforeID *int64           `json:"next_before_id"`
	}{Entries: make([]auditEntryJSON, len(entries))}
	for i, e := range entries {
		out.Entries[i] = auditEntryJSON{ID: e.ID, At: apiTime(e.At), StaffID: e.StaffID, StaffEmail: e.StaffEmail, Action: e.Action,
			TargetType: e.TargetType, TargetID: e.TargetID, Before: jsonOrNull(e.Before), After: jsonOrNull(e.After), Reason: e.Reason}
	}
	if len(entries) == f.PageLimit() {
		next := entries[len(entries)-1].ID
		out.NextBeforeID = &next
	}
	writeJSON(w, http.StatusOK, out)
}

// jsonOrNull is a raw JSON value, or null when there is none.
func jsonOrNull(m json.RawMessage) json.RawMessage {
	if len(m) == 0 {
		return json.RawMessage("null")
	}
	return m
}

// auditPeriod reads the audit log's from and to: each a time (RFC 3339) or a day
// (YYYY-MM-DD, UTC), empty for no bound. Entries from `from` on and before `to` are
// listed; a day as `to` is included whole (the bound is the next day's start). A bound
// that is neither is a field error (auditFromInvalid, auditToInvalid), and so is a
// `to` not after `from` (auditRangeInvalid).
func auditPeriod(from, to string) (time.Time, time.Time, error) {
	parse := func(v string, end bool) (time.Time, bool) {
		if v == "" {
			return time.Time{}, true
		}
		if t, err := time.Parse(time.RFC3339, v); err == nil {
			return t, true
		}
		d, err := time.Parse(time.DateOnly, v)
		if err != nil {
			return time.Time{}, false
		}
		if end {
			d = d.AddDate(0, 0, 1)
		}
		return d, true
	}
	f, ok := parse(from, false)
	if !ok {
		return f, f, amora.FieldError("from", "auditFromInvalid", "The start of the period is not a date.")
	}
	t, ok := parse(to, true)
	if !ok {
		return f, t, amora.FieldError("to", "auditToInvalid", "The end of the period is not a date.")
	}
	if !f.IsZero() && !t.IsZero() && !t.After(f) {
		return f, t, amora.FieldError("to", "auditRangeInvalid", "The end of the period is before its start.")
	}
	return f, t, nil
}
