package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/media"
	"amora/internal/media/mediatest"
	"amora/internal/sqlstore/storetest"
)

// TestPhotoStorageOutage stops the S3 server behind the photos: an upload that it
// cuts off in the middle answers 503 photoStorageUnavailable with Retry-After and
// records no photo; a photo asked for while it is down answers 503; a photo deleted
// while it is down loses its row at once. Once the store is back, the sweep removes
// the files that no row names, and nothing else.
func TestPhotoStorageOutage(t *testing.T) {
	ctx := context.Background()
	db := storetest.SQLite(t)
	s3srv := mediatest.NewS3Server(t)
	store := s3srv.Store(t, "media")
	api := newServer(t, db)
	withPhotosOn(api, store)
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()

	owner := newClient(t, srv)
	body := owner.expect("POST", "/api/signup", signupBody, 201)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(body), &u)
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	db.Activate(ctx, token)
	owner.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200)
	for range 2 {
		if status, body := owner.upload(testJPEG(t, 800, 600)); status != 201 {
			t.Fatalf("upload: %d %s", status, body)
		}
	}
	var profile struct {
		Photos []struct {
			ID   int64
			Card string
		}
	}
	json.Unmarshal([]byte(owner.expect("GET", "/api/profile", "", 200)), &profile)
	if len(profile.Photos) != 2 {
		t.Fatalf("profile has %d photos, want 2", len(profile.Photos))
	}
	stored := len(s3srv.Keys(t))

	t.Run("UploadCutOff", func(t *testing.T) {
		s3srv.StopAfterPuts(1)
		defer s3srv.Start()
		resp := postPhoto(t, owner, testJPEG(t, 800, 600))
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "30" ||
			!strings.Contains(string(b), `"code":"unavailable"`) || !strings.Contains(string(b), `"key":"photoStorageUnavailable"`) {
			t.Errorf("upload during the outage: %d Retry-After %q %s; want 503 photoStorageUnavailable",
				resp.StatusCode, resp.Header.Get("Retry-After"), b)
		}
		owner.expect("GET", "/api/profile", "", 200, `"photo_count":2`)
	})
	t.Run("ServeWhileDown", func(t *testing.T) {
		s3srv.Stop()
		resp, err := owner.http.Get(srv.URL + profile.Photos[0].Card)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(b), `"key":"photoStorageUnavailable"`) {
			t.Errorf("photo while the store is down: %d %s, want 503", resp.StatusCode, b)
		}
	})
	t.Run("DeleteWhileDown", func(t *testing.T) {
		owner.expect("DELETE", "/api/photos/"+itoa(profile.Photos[1].ID), "", 204)
		owner.expect("GET", "/api/profile", "", 200, `"photo_count":1`)
	})
	s3srv.Start()
	resp, err := owner.http.Get(srv.URL + profile.Photos[0].Card)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("photo once the store is back: %d, want 200", resp.StatusCode)
	}
	// Left behind: the deleted photo's variants and the cut-off upload's first.
	if got := len(s3srv.Keys(t)); got != stored+1 {
		t.Errorf("the store holds %d objects, want %d", got, stored+1)
	}
	removed, err := media.Sweep(ctx, store, time.Now().Add(2*media.SweepGrace), db.KnownPhotos)
	if err != nil || removed != 2 {
		t.Errorf("sweep removed %d photos, %v; want 2", removed, err)
	}
	if got := len(s3srv.Keys(t)); got != stored/2 {
		t.Errorf("after the sweep the store holds %d objects, want the kept photo's %d", got, stored/2)
	}
	resp, err = owner.http.Get(srv.URL + profile.Photos[0].Card)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("the kept photo after the sweep: %d, want 200", resp.StatusCode)
	}
}

// postPhoto uploads data as the multipart field "photo" and returns the response.
func postPhoto(t *testing.T, c *client, data []byte) *http.Response {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("photo", "me.jpg")
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", c.base+"/api/photos", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "amora")
	resp, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}
