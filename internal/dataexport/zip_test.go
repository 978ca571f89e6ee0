package dataexport_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"

	"amora"
	"amora/internal/dataexport"
	"amora/internal/media"
	"amora/internal/media/mediatest"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var t0 = time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)

func active(t *testing.T, db *sqlstore.DB, email, name string) *amora.User {
	t.Helper()
	ctx := context.Background()
	u, err := db.Signup(ctx, &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()},
		amora.SignupForm{Name: name, Email: email, Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17", Language: "nl"})
	if err != nil {
		t.Fatal(err)
	}
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	if _, err := db.Activate(ctx, token); err != nil {
		t.Fatal(err)
	}
	return u
}

// TestBuildAndSweep runs the build job of a requested export, unpacks the ZIP it
// stored and checks its JSON and photo, then lets the export expire and sweeps it.
// It runs on each photo store (disk, S3), where the ZIPs go too.
func TestBuildAndSweep(t *testing.T) {
	mediatest.ForEachBackend(t, func(t *testing.T, files media.Lister) {
		storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) { testBuildAndSweep(t, db, files) })
	})
}

func testBuildAndSweep(t *testing.T, db *sqlstore.DB, files media.Lister) {
	ctx := context.Background()
	clock := t0
	db.Now = func() time.Time { return clock }
	anna := active(t, db, "anna@example.nl", "Anna")
	bart := active(t, db, "bart@example.nl", "Bart")
	cees := active(t, db, "cees@example.nl", "Cees")
	for _, m := range []amora.SendMessage{
		{SenderID: anna.ID, RecipientID: bart.ID, Text: "Zullen we koffie drinken?"},
		{SenderID: bart.ID, RecipientID: anna.ID, Text: "Graag, zaterdag?"},
		{SenderID: bart.ID, RecipientID: cees.ID, Text: "Niet voor Anna"},
	} {
		m.MaxLength = 200
		if _, err := db.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	photo, err := db.AddPhoto(ctx, anna.ID, "ab/annaphoto", amora.PhotoActive, amora.FreePhotoLimit)
	if err != nil {
		t.Fatal(err)
	}
	jpeg := []byte("\xff\xd8 anna's photo \xff\xd9")
	if err := files.Put(ctx, "ab/annaphoto/"+media.Full, jpeg); err != nil {
		t.Fatal(err)
	}
	e, err := db.RequestExport(ctx, anna.ID)
	if err != nil {
		t.Fatal(err)
	}
	j := &dataexport.Jobs{DB: db, Files: files, Now: db.Now}
	payload, _ := json.Marshal(sqlstore.ExportJob{ExportID: e.ID})
	if err := j.Build(ctx, payload); err != nil {
		t.Fatal(err)
	}
	e, err = db.FindExport(ctx, e.ID)
	if err != nil || e.Status != amora.ExportReady {
		t.Fatalf("after the build: %+v %v", e, err)
	}
	f, _, err := files.Open(ctx, e.FileName)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(f)
	f.Close()
	if int64(len(data)) != e.Size {
		t.Errorf("size %d, stored %d", e.Size, len(data))
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	content := map[string][]byte{}
	for _, zf := range zr.File {
		r, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		content[zf.Name], _ = io.ReadAll(r)
		r.Close()
	}
	for name, b := range content {
		if name[len(name)-5:] == ".json" && !json.Valid(b) {
			t.Errorf("%s is not valid JSON", name)
		}
	}
	var account struct {
		ID    int64  `json:"id"`
		Email string `json:"email"`
	}
	if err := json.Unmarshal(content["account.json"], &account); err != nil || account.ID != anna.ID || account.Email != "anna@example.nl" {
		t.Errorf("account.json: %+v %v", account, err)
	}
	var messages []struct {
		Direction  string `json:"direction"`
		SenderName string `json:"sender_name"`
		Body       string `json:"body"`
	}
	if err := json.Unmarshal(content["messages.json"], &messages); err != nil {
		t.Fatal(err)
	}
	if len(messages) != 2 || messages[0].Direction != "sent" || messages[0].Body != "Zullen we koffie drinken?" ||
		messages[1].Direction != "received" || messages[1].SenderName != "Bart" || messages[1].Body != "Graag, zaterdag?" {
		t.Errorf("messages.json: %+v", messages)
	}
	var photos []struct {
		ID   int64  `json:"id"`
		File string `json:"file"`
	}
	if err := json.Unmarshal(content["photos.json"], &photos); err != nil || len(photos) != 1 || photos[0].ID != photo.ID {
		t.Fatalf("photos.json: %+v %v", photos, err)
	}
	if !bytes.Equal(content[photos[0].File], jpeg) {
		t.Errorf("%s holds %q, want the stored photo", photos[0].File, content[photos[0].File])
	}

	// Seven days on, the sweep deletes the file and the export has expired.
	clock = clock.Add(amora.ExportLifetime)
	if err := j.Sweep(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if _, _, err := files.Open(ctx, e.FileName); amora.ErrorCode(err) != amora.ENOTFOUND {
		t.Errorf("the file is still there: %v", err)
	}
	if e, _ := db.FindExport(ctx, e.ID); e.Status != amora.ExportExpired {
		t.Errorf("after the sweep: %+v", e)
	}
	if f, _, err := files.Open(ctx, "ab/annaphoto/"+media.Full); err != nil {
		t.Errorf("the sweep deleted the photo: %v", err)
	} else {
		f.Close()
	}
}
