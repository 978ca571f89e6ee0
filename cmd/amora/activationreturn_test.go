package main

import (
	"context"
	"encoding/json"
	"net/url"
	"regexp"
	"testing"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

// TestActivationMailReturn: the activation e-mail of a member who signed up from a
// profile's "Like" or "Message" leads back to that profile with the intent ("next"),
// and only then: a way back of any other shape is never kept nor put in the link.
func TestActivationMailReturn(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		site, err := db.SiteByHost(ctx, amora.DefaultSiteHost)
		if err != nil {
			t.Fatal(err)
		}
		tr := &captureTransport{}
		m := &accountJobs{db: db, transport: tr, baseURL: "https://amora.test"}
		linkRE := regexp.MustCompile(`https://amora\.test/activate/done\?[^\s"<>]+`)
		for i, tc := range []struct{ returnTo, next string }{
			{"/members/42?intent=like", "/members/42?intent=like"},
			{"/members/7?intent=message", "/members/7?intent=message"},
			{"", ""},
			{"https://evil.example/members/42?intent=like", ""},
			{"//evil.example/members/42?intent=like", ""},
			{"/members/42?intent=like&next=https://evil.example", ""},
			{"/account/delete", ""},
		} {
			u, err := db.Signup(ctx, site, amora.SignupForm{Email: "back" + string(rune('a'+i)) + "@example.nl", Password: "veilig-wachtwoord-42",
				Name: "Robin", DateOfBirth: "1990-01-01", Language: "nl", ReturnTo: tc.returnTo})
			if err != nil {
				t.Fatal(err)
			}
			if back, err := db.SignupReturn(ctx, u.ID); err != nil || back != tc.next {
				t.Errorf("%q kept as %q (%v), want %q", tc.returnTo, back, err, tc.next)
			}
			payload, _ := json.Marshal(sqlstore.UserJob{UserID: u.ID})
			if err := m.activation(ctx, payload); err != nil {
				t.Fatal(err)
			}
			msg := tr.sent[len(tr.sent)-1]
			raw := linkRE.FindString(msg.Text)
			link, err := url.Parse(raw)
			if err != nil || raw == "" {
				t.Fatalf("no activation link in %s", msg.Text)
			}
			if got := link.Query().Get("next"); got != tc.next || link.Host != "amora.test" {
				t.Errorf("%q: link %s has next %q, want %q", tc.returnTo, raw, got, tc.next)
			}
			if _, err := db.Activate(ctx, link.Query().Get("token")); err != nil {
				t.Errorf("the link's token: %v", err)
			}
		}
	})
}
