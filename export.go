package amora

import (
	"context"
	"time"
)

// Data export states (issue 23, GDPR Art. 15 and 20).
const (
	ExportPreparing = "preparing" // the job is building the ZIP
	ExportReady     = "ready"     // the ZIP can be downloaded until ExpiresAt
	ExportFailed    = "failed"    // the job gave up; the member may ask again
	ExportExpired   = "expired"   // the file is deleted
)

// Data export limits: a ZIP can be downloaded for ExportLifetime; a member has at most
// one export preparing at a time and asks for at most ExportsPerWindow in any
// ExportWindow. An export still preparing after ExportStuckAfter has failed (its job
// ran out of attempts) and no longer blocks a new one.
const (
	ExportLifetime   = 7 * 24 * time.Hour
	ExportWindow     = 7 * 24 * time.Hour
	ExportsPerWindow = 3
	ExportStuckAfter = 24 * time.Hour
)

// DataExport is one request of a member for their data.
type DataExport struct {
	ID        int64
	UserID    int64
	Status    string
	FileName  string // the ZIP in the media store, while Status is ExportReady
	Size      int64  // bytes of the ZIP
	CreatedAt time.Time
	ReadyAt   time.Time // zero until ready
	ExpiresAt time.Time // zero until ready
}

// Errors of a refused export request.
var (
	// ErrExportBusy answers a request while another export of the member is preparing.
	ErrExportBusy = &Error{Code: ECONFLICT, Key: "exportBusy", Message: "Your data export is still being prepared."}
	// ErrExportGone answers a download of an export whose file has expired or failed.
	ErrExportGone = &Error{Code: ENOTFOUND, Key: "exportExpired", Message: "This data export has expired. Please ask for a new one."}
)

// ErrExportLimit answers a request beyond ExportsPerWindow, telling when the oldest
// export in the window leaves it (RetryAfter in seconds).
func ErrExportLimit(retryAfter time.Duration) *Error {
	return &Error{Code: ERATELIMIT, Key: "exportLimit", Message: "You can ask for your data at most 3 times in 7 days.",
		Params: map[string]any{"max": ExportsPerWindow, "days": int(ExportWindow.Hours() / 24)}, RetryAfter: max(1, int(retryAfter.Seconds()))}
}

// ExportRefusal tells whether a member may ask for a new export at now, given their
// exports of the last ExportWindow (any order): nil when they may.
func ExportRefusal(recent []DataExport, now time.Time) error {
	var inWindow []time.Time
	for _, e := range recent {
		if e.Status == ExportPreparing && now.Sub(e.CreatedAt) < ExportStuckAfter {
			return ErrExportBusy
		}
		if now.Sub(e.CreatedAt) < ExportWindow {
			inWindow = append(inWindow, e.CreatedAt)
		}
	}
	if len(inWindow) >= ExportsPerWindow {
		oldest := inWindow[0]
		for _, t := range inWindow[1:] {
			if t.Before(oldest) {
				oldest = t
			}
		}
		return ErrExportLimit(oldest.Add(ExportWindow).Sub(now))
	}
	return nil
}

// ExportService keeps members' data exports. cmd/amora runs the jobs that build the
// ZIPs, mail the member and delete expired files.
type ExportService interface {
	// RequestExport records a new export for the member and queues the job that builds
	// it, or answers ErrExportBusy or ErrExportLimit (ExportRefusal).
	RequestExport(ctx context.Context, userID int64) (*DataExport, error)
	// LatestExport returns the member's newest export, or ENOTFOUND when there is none.
	LatestExport(ctx context.Context, userID int64) (*DataExport, error)
	// FindExport returns one export by id, or ENOTFOUND.
	FindExport(ctx context.Context, id int64) (*DataExport, error)
}

// Downloadable reports whether the member can still download the export: ready and
// not yet expired at now.
func (e *DataExport) Downloadable(now time.Time) bool {
	return e.Status == ExportReady && now.Before(e.ExpiresAt)
}
