package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"amora"
	"amora/internal/dataexport"
	"amora/internal/media"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestExportAPI asks for a data export, builds it as the job does, downloads the ZIP
// as its member (nobody else may), lets it expire and runs into the weekly limit.
func TestExportAPI(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		clock := time.Now().UTC()
		db.Now = func() time.Time { return clock }
		files := media.Disk{Dir: t.TempDir()}
		api := newServer(t, db)
		api.Now = db.Now
		api.Exports, api.ExportFiles = db, files
		srv := httptest.NewServer(checked(t, contract(t), api.Handler()))
		defer srv.Close()
		anna, annaID := signupAs(t, srv, "anna")
		bart, _ := signupAs(t, srv, "bart")
		confirm(t, db, annaID)
		visitor := newClient(t, srv)
		jobs := &dataexport.Jobs{DB: db, Files: files, Now: db.Now}
		build := func() {
			t.Helper()
			for {
				job, err := db.Claim(ctx, clock, time.Minute)
				if amora.ErrorCode(err) == amora.ENOTFOUND {
					return
				} else if err != nil {
					t.Fatal(err)
				}
				if job.Kind == sqlstore.JobExportBuild {
					if err := jobs.Build(ctx, job.Payload); err != nil {
						t.Fatal(err)
					}
				}
				_ = db.Complete(ctx, job.ID)
			}
		}
		var answer struct {
			Export *struct {
				ID     int64
				Status string
				URL    string
			}
		}
		read := func(body string) {
			t.Helper()
			answer.Export = nil
			if err := json.Unmarshal([]byte(body), &answer); err != nil {
				t.Fatal(err)
			}
		}

		visitor.expect("GET", "/api/export", "", 403, `"code":"authentication_required"`)
		visitor.expect("POST", "/api/export", "", 403, `"code":"authentication_required"`)
		anna.expect("GET", "/api/export", "", 200, `{"export":null}`)
		read(anna.expect("POST", "/api/export", "", 202, `"status":"preparing"`))
		first := answer.Export.ID
		anna.expect("POST", "/api/export", "", 409, `"key":"exportBusy"`)
		anna.expect("GET", "/api/export/"+itoa(first), "", 409, `"key":"exportBusy"`)

		build()
		read(anna.expect("GET", "/api/export", "", 200, `"status":"ready"`, `"expires_at":`))
		if answer.Export.URL != "/api/export/"+itoa(first) {
			t.Fatalf("url %q", answer.Export.URL)
		}
		status, body, resp := anna.do("GET", answer.Export.URL, "")
		if status != 200 || resp.Header.Get("Content-Type") != "application/zip" || resp.Header.Get("Cache-Control") != "private, no-store" {
			t.Fatalf("download: %d %v", status, resp.Header)
		}
		zr, err := zip.NewReader(bytes.NewReader([]byte(body)), int64(len(body)))
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, f := range zr.File {
			names = append(names, f.Name)
		}
		if len(names) < 20 || names[0] != "account.json" {
			t.Errorf("zip holds %v", names)
		}
		bart.expect("GET", answer.Export.URL, "", 404, `"code":"not_found"`)
		visitor.expect("GET", answer.Export.URL, "", 403)
		anna.expect("GET", "/api/export/999999", "", 404)
		anna.expect("GET", "/api/export/abc", "", 404)

		// After 7 days the link is dead and the state says expired, even before the sweep.
		clock = clock.Add(amora.ExportLifetime)
		anna.expect("GET", "/api/export", "", 200, `"status":"expired"`)
		anna.expect("GET", "/api/export/"+itoa(first), "", 404, `"key":"exportExpired"`)

		// Three in any 7 days.
		for i := 0; i < 2; i++ {
			anna.expect("POST", "/api/export", "", 202)
			build()
		}
		clock = clock.Add(time.Hour)
		anna.expect("POST", "/api/export", "", 202)
		build()
		status, body, resp = anna.do("POST", "/api/export", "")
		if status != 429 || resp.Header.Get("Retry-After") == "" || !bytes.Contains([]byte(body), []byte(`"key":"exportLimit"`)) {
			t.Errorf("fourth export in a week: %d %s %v", status, body, resp.Header)
		}
	})
}
