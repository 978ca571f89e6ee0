package amora

import (
	"testing"
	"time"
)

func TestExportRefusal(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	ago := func(d time.Duration, status string) DataExport {
		return DataExport{Status: status, CreatedAt: now.Add(-d)}
	}
	for _, tc := range []struct {
		name   string
		recent []DataExport
		key    string
		retry  int
	}{
		{"None", nil, "", 0},
		{"Preparing", []DataExport{ago(time.Minute, ExportPreparing)}, "exportBusy", 0},
		{"StuckPreparingNoLongerBlocks", []DataExport{ago(ExportStuckAfter, ExportPreparing)}, "", 0},
		{"TwoInAWeek", []DataExport{ago(time.Hour, ExportReady), ago(2*time.Hour, ExportExpired)}, "", 0},
		{"ThreeInAWeek", []DataExport{ago(time.Hour, ExportReady), ago(50*time.Hour, ExportFailed), ago(6*24*time.Hour, ExportExpired)}, "exportLimit", 24 * 3600},
		{"OldestLeftTheWindow", []DataExport{ago(time.Hour, ExportReady), ago(2*time.Hour, ExportReady), ago(ExportWindow, ExportExpired)}, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := ExportRefusal(tc.recent, now)
			e, _ := err.(*Error)
			switch {
			case tc.key == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.key != "" && (e == nil || e.Key != tc.key):
				t.Fatalf("got %v, want key %s", err, tc.key)
			case tc.retry != 0 && e.RetryAfter != tc.retry:
				t.Errorf("retry after %d s, want %d", e.RetryAfter, tc.retry)
			}
		})
	}
}
