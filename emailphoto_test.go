package amora

import (
	"testing"
	"time"
)

type signedGrants []PhotoGrant

func (s *signedGrants) URL(g PhotoGrant, ttl time.Duration) string {
	*s = append(*s, g)
	return "/media/" + g.Name + "/" + g.Variant
}

// TestEmailPhotoURL checks that an e-mail shows the main photo as a logged-out visitor
// sees it, and nothing without an active main photo or a signer.
func TestEmailPhotoURL(t *testing.T) {
	s := &signedGrants{}
	p := &Profile{ID: 7, Photos: []Photo{{Name: "a.jpg", Main: true, Status: PhotoActive}}}
	if got := EmailPhotoURL(s, "https://amora.test", p); got != "https://amora.test/media/a.jpg/card" ||
		len(*s) != 1 || (*s)[0] != (PhotoGrant{Name: "a.jpg", Variant: "card", Owner: 7}) {
		t.Errorf("main photo: %q, grants %+v", got, *s)
	}
	pending := &Profile{ID: 8, Photos: []Photo{{Name: "b.jpg", Main: true, Status: PhotoPending}}}
	if got := EmailPhotoURL(s, "https://amora.test", pending); got != "" {
		t.Errorf("pending main photo: %q", got)
	}
	if got := EmailPhotoURL(nil, "https://amora.test", p); got != "" {
		t.Errorf("no signer: %q", got)
	}
	if got := EmailPhotoURL(s, "https://amora.test", nil); got != "" {
		t.Errorf("no profile: %q", got)
	}
}
