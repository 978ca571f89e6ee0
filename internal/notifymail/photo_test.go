package notifymail

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// grants is a fake amora.PhotoSigner that records what it signs.
type grants struct {
	mu  sync.Mutex
	got []amora.PhotoGrant
	ttl []time.Duration
}

func (g *grants) URL(pg amora.PhotoGrant, ttl time.Duration) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.got, g.ttl = append(g.got, pg), append(g.ttl, ttl)
	return fmt.Sprintf("/media/%s/%s/as-%d", pg.Name, pg.Variant, pg.Viewer)
}

// TestNotificationMailPhoto checks, on both databases, that the message and like mails
// show the sender's main photo in the HTML part (alt text: the sender's name) as a
// logged-out visitor sees it, signed for the e-mail lifetime, and that the text part
// has no photo.
func TestNotificationMailPhoto(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		w := newWorld(t, db)
		signer := &grants{}
		w.mailer.Photos = signer
		check := func(sender, to *amora.User, why string) {
			t.Helper()
			got := w.wantMails(to, 1, why)
			if len(got) != 1 {
				return
			}
			p, err := db.FindProfile(t.Context(), sender.ID)
			if err != nil {
				t.Fatal(err)
			}
			main, ok := p.MainPhoto()
			if !ok {
				t.Fatalf("%s: the sender has no main photo", why)
			}
			want := fmt.Sprintf(`<img src="https://amora.test/media/%s/card/as-0"`, main.Name)
			if !strings.Contains(got[0].HTML, want) || !strings.Contains(got[0].HTML, `alt="`+sender.Name+`"`) {
				t.Errorf("%s: no %s with alt %q in\n%s", why, want, sender.Name, got[0].HTML)
			}
			if strings.Contains(got[0].Text, "/media/") {
				t.Errorf("%s: photo in the text part:\n%s", why, got[0].Text)
			}
			signer.mu.Lock()
			defer signer.mu.Unlock()
			if len(signer.got) == 0 {
				t.Fatalf("%s: no photo signed", why)
			}
			last, ttl := signer.got[len(signer.got)-1], signer.ttl[len(signer.ttl)-1]
			if last != (amora.PhotoGrant{Name: main.Name, Variant: "card", Owner: sender.ID}) || ttl != amora.EmailPhotoValid {
				t.Errorf("%s: signed %+v for %v, want the visitor's view for %v", why, last, ttl, amora.EmailPhotoValid)
			}
		}
		a, b := w.member("Anna", "en"), w.member("Bram", "nl")
		w.send(a, b, "Hello Bram")
		w.at(0)
		check(a, b, "new conversation")
		c, d := w.member("Carla", "de"), w.member("Dirk", "fr")
		w.like(c, d)
		w.at(0)
		check(c, d, "like")
	})
}
