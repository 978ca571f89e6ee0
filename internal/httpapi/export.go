package httpapi

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"time"

	"amora"
)

// ExportFiles reads the ZIPs of data exports from where the jobs stored them (the media
// store, any storage that implements media.Store).
type ExportFiles interface {
	Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error)
}

// exportJSON is a member's data export as GET and POST /api/export answer it.
type exportJSON struct {
	ID        int64    `json:"id"`
	Status    string   `json:"status"` // preparing, ready, failed, expired
	CreatedAt apiTime  `json:"created_at"`
	ExpiresAt *apiTime `json:"expires_at,omitempty"`
	Size      int64    `json:"size,omitempty"`
	// URL downloads the ZIP while Status is ready.
	URL string `json:"url,omitempty"`
}

func toExportJSON(e *amora.DataExport, now time.Time) exportJSON {
	out := exportJSON{ID: e.ID, Status: e.Status, CreatedAt: apiTime(e.CreatedAt)}
	if e.Status == amora.ExportReady && !e.Downloadable(now) {
		out.Status = amora.ExportExpired // not swept yet
	}
	if out.Status == amora.ExportReady {
		t := apiTime(e.ExpiresAt)
		out.ExpiresAt, out.Size, out.URL = &t, e.Size, "/api/export/"+strconv.FormatInt(e.ID, 10)
	}
	return out
}

// exportRoutes adds the data export calls (issue 23) when the server keeps exports.
func (s *Server) exportRoutes(mux *http.ServeMux) {
	if s.Exports == nil || s.ExportFiles == nil {
		return
	}
	mux.HandleFunc("GET /api/export", s.getExport)
	mux.HandleFunc("POST /api/export", s.postExport)
	mux.HandleFunc("GET /api/export/{id}", s.downloadExport)
}

// getExport answers the member's newest export, or null when they never asked for one.
func (s *Server) getExport(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	e, err := s.Exports.LatestExport(r.Context(), u.ID)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		writeJSON(w, http.StatusOK, struct {
			Export *exportJSON `json:"export"`
		}{})
		return
	} else if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := toExportJSON(e, s.now())
	writeJSON(w, http.StatusOK, struct {
		Export *exportJSON `json:"export"`
	}{&out})
}

// postExport starts a new export (202): a job builds the ZIP and e-mails the member.
// One export at a time and amora.ExportsPerWindow a week.
func (s *Server) postExport(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	e, err := s.Exports.RequestExport(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.Wake != nil {
		s.Wake()
	}
	out := toExportJSON(e, s.now())
	writeJSON(w, http.StatusAccepted, struct {
		Export *exportJSON `json:"export"`
	}{&out})
}

// downloadExport sends the ZIP of a ready export to its own member only; anyone
// else's export, or one that does not exist, is not found.
func (s *Server) downloadExport(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	e, err := s.Exports.FindExport(r.Context(), id)
	if err == nil && e.UserID != u.ID {
		err = amora.Errorf(amora.ENOTFOUND, "Data export not found.")
	}
	if err == nil && !e.Downloadable(s.now()) {
		err = amora.ErrExportGone
		if e.Status == amora.ExportPreparing {
			err = amora.ErrExportBusy
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f, modified, err := s.ExportFiles.Open(r.Context(), e.FileName)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		err = amora.ErrExportGone
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", "application/zip")
	h.Set("Content-Disposition", `attachment; filename="my-data-`+e.ReadyAt.UTC().Format("2006-01-02")+`.zip"`)
	h.Set("Cache-Control", "private, no-store")
	http.ServeContent(w, r, "", modified, f)
}
