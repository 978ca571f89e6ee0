package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// mediaMember signs up and activates a member through the API, with a complete
// profile, and returns the logged-in client and the member's id.
func mediaMember(t *testing.T, db *sqlstore.DB, srv *httptest.Server, email string) (*client, int64) {
	t.Helper()
	c := newClient(t, srv)
	var u struct{ ID int64 }
	json.Unmarshal([]byte(c.expect("POST", "/api/signup", strings.Replace(signupBody, "sanne@example.nl", email, 1), 201)), &u)
	token, _ := db.CreateToken(context.Background(), u.ID, amora.TokenActivate, time.Hour)
	if _, err := db.Activate(context.Background(), token); err != nil {
		t.Fatal(err)
	}
	c.expect("PUT", "/api/profile", `{"gender":"female","looking_for":"male","country":"NL","region":"NL-UT","city":"Utrecht"}`, 200)
	return c, u.ID
}

// get fetches a URL as c (with its session, or none when c is nil) and returns the
// status and the response.
func get(t *testing.T, srv *httptest.Server, c *client, url string) (int, *http.Response) {
	t.Helper()
	hc := http.DefaultClient
	if c != nil {
		hc = c.http
	}
	resp, err := hc.Get(srv.URL + url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, resp
}

var ogImage = regexp.MustCompile(`<meta property="og:image" content="https://amora\.example(/media/[^"]+)">`)

// sharedImage returns the path of the og:image of a member's page as c sees it, or "".
func sharedImage(t *testing.T, srv *httptest.Server, c *client, memberID int64) string {
	t.Helper()
	hc := http.DefaultClient
	if c != nil {
		hc = c.http
	}
	resp, err := hc.Get(srv.URL + "/members/" + itoa(memberID))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	m := ogImage.FindStringSubmatch(string(page))
	if m == nil {
		return ""
	}
	return strings.ReplaceAll(m[1], "&amp;", "&")
}

// TestMediaBoundToViewer checks that a photo URL serves only the viewer it was made
// for, only while that viewer may see the photo: a replayed premium URL shows nothing
// to a free member or a visitor, a blocked member gets 404, sharing tags carry the
// visitor's view, and deleting a photo or an account stops every URL of it at once.
func TestMediaBoundToViewer(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		api := newServer(t, db)
		api.BaseURL = "https://amora.example"
		withPhotos(t, api)
		srv := httptest.NewServer(api.Handler())
		defer srv.Close()

		owner, ownerID := mediaMember(t, db, srv, "owner@example.nl")
		for range 2 {
			if status, body := owner.upload(testJPEG(t, 640, 480)); status != 201 {
				t.Fatalf("upload: %d %s", status, body)
			}
		}
		premium, premiumID := mediaMember(t, db, srv, "premium@example.nl")
		db.MarkPaid(context.Background(), premiumID)
		free, freeID := mediaMember(t, db, srv, "free@example.nl")

		type photo struct {
			ID                       int64
			Main, Clear              bool
			Thumb, Card, Large, Full string
		}
		photosAs := func(c *client) []photo {
			var m struct{ Photos []photo }
			json.Unmarshal([]byte(c.expect("GET", "/api/members/"+itoa(ownerID), "", 200)), &m)
			if len(m.Photos) == 0 {
				t.Fatalf("%d photos", len(m.Photos))
			}
			return m.Photos
		}
		premiumSecond := photosAs(premium)[1]
		if !premiumSecond.Clear || premiumSecond.Main {
			t.Fatalf("premium member's view of the second photo: %+v", premiumSecond)
		}
		freeMain := photosAs(free)[0]

		t.Run("ServedToItsViewer", func(t *testing.T) {
			status, resp := get(t, srv, premium, premiumSecond.Full)
			if status != 200 {
				t.Fatalf("premium member's own URL = %d", status)
			}
			if status, _ := get(t, srv, premium, premiumSecond.Large); status != 200 || !strings.Contains(premiumSecond.Large, ".large.") {
				t.Fatalf("premium member's own large URL %s = %d", premiumSecond.Large, status)
			}
			for k, want := range map[string]string{"Cache-Control": "private, max-age=300", "Vary": "Cookie", "Content-Type": "image/jpeg"} {
				if got := resp.Header.Get(k); got != want {
					t.Errorf("%s = %q, want %q", k, got, want)
				}
			}
		})
		t.Run("ReplayedPremiumURL", func(t *testing.T) {
			for name, c := range map[string]*client{"FreeMember": free, "Visitor": nil, "Owner": owner} {
				for _, u := range []string{premiumSecond.Full, premiumSecond.Large, premiumSecond.Card, premiumSecond.Thumb} {
					if status, _ := get(t, srv, c, u); status != 404 {
						t.Errorf("%s replaying %s = %d, want 404", name, u, status)
					}
				}
			}
		})
		t.Run("SharingTagsAreTheVisitorView", func(t *testing.T) {
			shared := sharedImage(t, srv, premium, ownerID)
			if !strings.Contains(shared, ".card.jpg?") || !strings.Contains(shared, "v=0") || !strings.Contains(shared, "m="+itoa(ownerID)) {
				t.Fatalf("og:image for a premium member's page = %q, want the visitor's card", shared)
			}
			if status, _ := get(t, srv, nil, shared); status != 200 {
				t.Errorf("visitor fetching the shared image = %d", status)
			}
		})
		t.Run("BlockedMember404", func(t *testing.T) {
			if status, _ := get(t, srv, free, freeMain.Card); status != 200 {
				t.Fatalf("before the block: %d", status)
			}
			shared := sharedImage(t, srv, nil, ownerID)
			owner.expect("POST", "/api/blocks/"+itoa(freeID), "", 204)
			if status, _ := get(t, srv, free, freeMain.Card); status != 404 {
				t.Errorf("blocked member's URL of the blocker's photo = %d, want 404", status)
			}
			if status, _ := get(t, srv, free, shared); status != 404 {
				t.Errorf("blocked member fetching the blocker's shared image = %d, want 404", status)
			}
			if got := sharedImage(t, srv, free, ownerID); got != "" {
				t.Errorf("blocker's page gives the blocked member an og:image %q", got)
			}
			if status, _ := get(t, srv, premium, premiumSecond.Full); status != 200 {
				t.Errorf("a member not blocked = %d", status)
			}
		})
		t.Run("LogoutEndsTheURL", func(t *testing.T) {
			other, _ := mediaMember(t, db, srv, "other@example.nl")
			u := photosAs(other)[0].Card
			other.expect("POST", "/api/logout", "", 204)
			if status, _ := get(t, srv, other, u); status != 404 {
				t.Errorf("URL after logout = %d, want 404", status)
			}
		})
		t.Run("DeletedPhoto", func(t *testing.T) {
			owner.expect("DELETE", "/api/photos/"+itoa(premiumSecond.ID), "", 204)
			if status, _ := get(t, srv, premium, premiumSecond.Full); status != 404 {
				t.Errorf("deleted photo's URL = %d, want 404", status)
			}
		})
		t.Run("DeletedAccount", func(t *testing.T) {
			shared := sharedImage(t, srv, nil, ownerID)
			premiumMain := photosAs(premium)[0]
			if status, _ := get(t, srv, nil, shared); status != 200 {
				t.Fatalf("before deletion: %d", status)
			}
			owner.expect("DELETE", "/api/user", `{"reason":"time","password":"veilig-wachtwoord-42"}`, 204)
			for _, u := range []string{shared, premiumMain.Card, premiumMain.Large, premiumMain.Full} {
				c := premium
				if u == shared {
					c = nil
				}
				if status, _ := get(t, srv, c, u); status != 404 {
					t.Errorf("URL %s of a deleted account = %d, want 404", u, status)
				}
			}
		})
	})
}
