package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/httpapi"
	"amora/internal/media"
	"amora/internal/media/mediatest"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// withPhotos gives srv the real photo pipeline on a temporary disk, as cmd/amora
// wires it.
func withPhotos(t testing.TB, srv *httpapi.Server) *media.Photos {
	return withPhotosOn(srv, media.Disk{Dir: t.TempDir()})
}

// withPhotosOn gives srv the real photo pipeline on store.
func withPhotosOn(srv *httpapi.Server, store media.Store) *media.Photos {
	ps := &media.Photos{Store: store, Signer: media.Signer{Key: bytes.Repeat([]byte{7}, 32), Prefix: "/media/"}}
	srv.Photos = ps
	return ps
}

func testJPEG(t *testing.T, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 128, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// upload posts a file as the multipart field "photo".
func (c *client) upload(data []byte) (int, string) {
	resp := postPhoto(c.t, c, data)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func login(t *testing.T, srv *httptest.Server, email string) *client {
	c := newClient(t, srv)
	c.expect("POST", "/api/user", `{"email":"`+email+`","password":"veilig-wachtwoord-42"}`, 200)
	return c
}

// TestPhotoVisibility runs on each database and each photo store (disk, S3).
func TestPhotoVisibility(t *testing.T) {
	mediatest.ForEachBackend(t, func(t *testing.T, store media.Lister) {
		storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) { testPhotoVisibility(t, db, store) })
	})
}

func testPhotoVisibility(t *testing.T, db *sqlstore.DB, store media.Lister) {
	ctx := context.Background()
	api := newServer(t, db)
	api.BaseURL = "https://amora.example"
	withPhotosOn(api, store)
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()

	owner := newClient(t, srv)
	body := owner.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "owner@", 1), 201)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(body), &u)
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	db.Activate(ctx, token)
	owner.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200)

	t.Run("UploadRules", func(t *testing.T) {
		for _, tt := range []struct {
			name       string
			data       []byte
			wantStatus int
			wantKey    string
		}{
			{"TextFileNamedJPG", []byte("hello, I am not a photo"), 400, "photoFormat"},
			{"Truncated", testJPEG(t, 300, 300)[:400], 400, "photoBroken"},
			{"Photo1", testJPEG(t, 800, 600), 201, ""},
			{"Photo2", testJPEG(t, 600, 800), 201, ""},
			{"Photo3", testJPEG(t, 640, 640), 201, ""},
			{"FourthForAFreeMember", testJPEG(t, 640, 640), 402, "photoLimit"},
		} {
			status, body := owner.upload(tt.data)
			if status != tt.wantStatus || (tt.wantKey != "" && !strings.Contains(body, `"key":"`+tt.wantKey+`"`)) {
				t.Errorf("%s: %d %s, want %d %s", tt.name, status, body, tt.wantStatus, tt.wantKey)
			}
		}
	})

	var mine struct {
		Photos []struct {
			Main        bool
			Clear       bool
			Thumb, Card string
			Full        string
		}
	}
	json.Unmarshal([]byte(owner.expect("GET", "/api/profile", "", 200)), &mine)
	if len(mine.Photos) != 3 {
		t.Fatalf("owner sees %d photos", len(mine.Photos))
	}
	clearCard := map[string]bool{}
	for _, p := range mine.Photos {
		if !p.Clear || p.Full == "" {
			t.Errorf("the owner gets a blurred photo: %+v", p)
		}
		clearCard[strings.SplitN(p.Card, "?", 2)[0]] = true
		clearCard[strings.SplitN(p.Full, "?", 2)[0]] = true
	}

	visitor := newClient(t, srv)
	free := newClient(t, srv)
	free.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "free@", 1), 201)
	premium := newClient(t, srv)
	body = premium.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "premium@", 1), 201)
	var pu struct{ ID int64 }
	json.Unmarshal([]byte(body), &pu)
	db.MarkPaid(ctx, pu.ID)

	for _, tt := range []struct {
		name      string
		c         *client
		wantClear int
	}{
		{"Visitor", visitor, 1},
		{"FreeMember", free, 1},
		{"PremiumMember", premium, 3},
		{"Owner", owner, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			raw := tt.c.expect("GET", "/api/members/"+itoa(u.ID), "", 200, `"photo_count":3`)
			var m struct {
				Photos []struct {
					Main, Clear bool
					Thumb, Card string
					Full        string
				}
			}
			json.Unmarshal([]byte(raw), &m)
			clear := 0
			for _, p := range m.Photos {
				if p.Clear {
					clear++
					continue
				}
				if p.Main {
					t.Error("the main photo is blurred")
				}
				// A blurred photo's JSON names no clear file at all.
				for _, u := range []string{p.Thumb, p.Card, p.Full} {
					if clearCard[strings.SplitN(u, "?", 2)[0]] && u != "" {
						t.Errorf("blurred photo carries a clear URL %s", u)
					}
				}
				if !strings.Contains(p.Card, ".blur.jpg") || p.Full != "" {
					t.Errorf("blurred photo URLs: %+v", p)
				}
			}
			if clear != tt.wantClear {
				t.Errorf("%d clear photos, want %d", clear, tt.wantClear)
			}
			// Every URL in the answer is served to the viewer it was made for.
			for _, p := range m.Photos {
				resp, err := tt.c.http.Get(srv.URL + p.Card)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/jpeg" {
					t.Errorf("GET %s = %d %s", p.Card, resp.StatusCode, resp.Header.Get("Content-Type"))
				}
			}
		})
	}
	t.Run("UnsignedClearFileRefused", func(t *testing.T) {
		for u := range clearCard {
			resp, err := http.Get(srv.URL + u)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden {
				t.Errorf("GET %s without signature = %d, want 403", u, resp.StatusCode)
			}
			break
		}
	})
	t.Run("SearchCardsShowMainPhotoOnly", func(t *testing.T) {
		raw := visitor.expect("GET", "/api/members?country=NL", "", 200, `"num_results":`)
		if strings.Contains(raw, ".full.jpg") {
			t.Error("search results carry a full-size URL")
		}
	})
	t.Run("SharingImage", func(t *testing.T) {
		resp, err := http.Get(srv.URL + "/members/" + itoa(u.ID))
		if err != nil {
			t.Fatal(err)
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(page), `<meta property="og:image" content="https://amora.example/media/`) ||
			!strings.Contains(string(page), `.card.jpg?e=`) || !strings.Contains(string(page), `v=0`) || !strings.Contains(string(page), `og:title" content="Sanne, `) {
			t.Errorf("profile page lacks its sharing tags: %s", page)
		}
	})
	t.Run("PhotoOrder", func(t *testing.T) {
		order := func(c *client) []int64 {
			var p struct {
				Photos []struct {
					ID   int64
					Main bool
				}
			}
			path := "/api/members/" + itoa(u.ID)
			if c == owner {
				path = "/api/profile"
			}
			json.Unmarshal([]byte(c.expect("GET", path, "", 200)), &p)
			var ids []int64
			for i, ph := range p.Photos {
				if ph.Main != (i == 0) {
					t.Errorf("%s: photo %d main %v", path, i, ph.Main)
				}
				ids = append(ids, ph.ID)
			}
			return ids
		}
		ids := order(owner)
		if len(ids) != 3 {
			t.Fatalf("owner's photos %v", ids)
		}
		list := func(ids ...int64) string {
			b, _ := json.Marshal(map[string][]int64{"ids": ids})
			return string(b)
		}
		want := []int64{ids[2], ids[0], ids[1]}
		owner.expect("PUT", "/api/photos/order", list(want...), 204)
		if got := order(owner); !slices.Equal(got, want) {
			t.Errorf("own profile order %v, want %v", got, want)
		}
		if got := order(premium); !slices.Equal(got, want) {
			t.Errorf("public profile order %v, want %v", got, want)
		}
		// The search card's photo is the new main one.
		var found struct {
			Results []struct {
				ID        int64
				MainImage struct{ ID int64 } `json:"main_image"`
			}
		}
		json.Unmarshal([]byte(visitor.expect("GET", "/api/members?country=NL", "", 200)), &found)
		card := int64(0)
		for _, m := range found.Results {
			if m.ID == u.ID {
				card = m.MainImage.ID
			}
		}
		if card != want[0] {
			t.Errorf("search card photo %d, want %d (%+v)", card, want[0], found)
		}
		for _, bad := range []string{list(ids[0], ids[1]), list(ids[0], ids[1], ids[1]), list(ids[0], ids[1], ids[2], ids[2]), `{"ids":null}`, `{}`} {
			owner.expect("PUT", "/api/photos/order", bad, 400, `"key":"photoOrderInvalid"`, `"field":"ids"`)
		}
		free.expect("PUT", "/api/photos/order", list(ids...), 400, `"key":"photoOrderInvalid"`) // not hers
		visitor.expect("PUT", "/api/photos/order", list(ids...), 403, `"code":"authentication_required"`)
		if got := order(owner); !slices.Equal(got, want) {
			t.Errorf("a refused order changed the photos: %v, want %v", got, want)
		}
	})
	t.Run("MainPhotoAndDelete", func(t *testing.T) {
		var p struct {
			Photos []struct {
				ID   int64
				Main bool
			}
		}
		json.Unmarshal([]byte(owner.expect("GET", "/api/profile", "", 200)), &p)
		second := p.Photos[1].ID
		owner.expect("PUT", "/api/photos/"+itoa(second)+"/main", "", 204)
		free.expect("PUT", "/api/photos/"+itoa(second)+"/main", "", 404)
		free.expect("DELETE", "/api/photos/"+itoa(second), "", 404)
		owner.expect("DELETE", "/api/photos/"+itoa(second), "", 204)
		owner.expect("GET", "/api/profile", "", 200, `"photo_count":2`)
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestPhotoModeration(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		s := amora.DefaultSettings()
		s.PhotoModeration = true
		if err := db.PutSite(ctx, &amora.Site{Host: "127.0.0.1", Settings: s, Company: amora.DefaultCompanyInfo()}); err != nil {
			t.Fatal(err)
		}
		api := newServer(t, db)
		withPhotos(t, api)
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()
		owner := newClient(t, srv)
		body := owner.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@", "moderated@", 1), 201)
		var u struct{ ID int64 }
		json.Unmarshal([]byte(body), &u)
		token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
		db.Activate(ctx, token)
		owner.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200)
		if status, body := owner.upload(testJPEG(t, 640, 480)); status != 201 || !strings.Contains(body, `"status":"pending"`) {
			t.Fatalf("upload on a moderated site: %d %s", status, body)
		}
		// The owner sees the photo waiting; others see no photo at all.
		owner.expect("GET", "/api/profile", "", 200, `"status":"pending"`)
		newClient(t, srv).expect("GET", "/api/members/"+itoa(u.ID), "", 200, `"main_image":null`, `"photos":[]`)
	})
}

// slowPhotos holds every upload until release is closed, and notes whether each came
// as a file.
type slowPhotos struct {
	*media.Photos
	started chan bool
	release chan struct{}
}

func (p *slowPhotos) SaveUpload(ctx context.Context, r io.Reader) (string, error) {
	_, isFile := r.(*os.File)
	p.started <- isFile
	<-p.release
	return p.Photos.SaveUpload(ctx, r)
}

// uploadAsync posts a photo in the background and sends its status and Retry-After.
func (c *client) uploadAsync(data []byte) chan [2]string {
	done := make(chan [2]string, 1)
	go func() {
		status, retry := c.uploadRetry(data)
		done <- [2]string{strconv.Itoa(status), retry}
	}()
	return done
}

// uploadRetry posts a photo and returns the status and the Retry-After header.
func (c *client) uploadRetry(data []byte) (int, string) {
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
		c.t.Error(err)
		return 0, ""
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Retry-After")
}

// TestPhotoBudget checks that uploads beyond the decode budget wait, on files, and
// that one waiting too long is asked to try again in 30 seconds (503 photoBusy,
// Retry-After: 30). TestDecodeBudgetQueue holds the queue's rules on a fake clock.
func TestPhotoBudget(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	api := newServer(t, db)
	slow := &slowPhotos{Photos: withPhotos(t, api), started: make(chan bool, 4), release: make(chan struct{})}
	api.Photos = slow
	// A budget of one byte: every upload takes all of it, one decodes at a time.
	api.PhotoBudget, api.PhotoQueue, api.PhotoWait = 1, 1, 300*time.Millisecond
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	c := newClient(t, srv)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(c.expect("POST", "/api/signup", signupBody, 201)), &u)
	token, _ := db.CreateToken(ctx, u.ID, amora.TokenActivate, time.Hour)
	db.Activate(ctx, token)
	db.MarkPaid(ctx, u.ID) // room for every upload below

	first := c.uploadAsync(testJPEG(t, 64, 64))
	if isFile := <-slow.started; !isFile {
		t.Error("the upload reached the pipeline in memory, not as a file")
	}
	t.Run("WaitTooLong", func(t *testing.T) {
		status, retry := c.uploadRetry(testJPEG(t, 64, 64))
		if status != 503 || retry != "30" {
			t.Errorf("upload while the budget is taken: %d, Retry-After %q; want 503, 30", status, retry)
		}
	})
	close(slow.release)
	if got := <-first; got[0] != "201" {
		t.Errorf("first upload: %s", got[0])
	}
	if status, _ := c.uploadRetry(testJPEG(t, 64, 64)); status != 201 {
		t.Errorf("upload once the budget is free: %d", status)
	}
}
